import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider, useParams } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../runtime-context.js';
import { realBundle, testRegistry } from '../test-fixtures.js';
import type { JourneyDefinition } from './journey-definition.js';
import JourneyHost, { type JourneyAction, type JourneyStepProps } from './journey-host.js';
import { render } from '../../../tests/render.js';

const readConfig = (file: string) => JSON.parse(readFileSync(path.resolve(process.cwd(), 'config', file), 'utf8')) as unknown;

/** The step titles the test journey uses; the rest of the texts come from the real catalogue. */
const titles = {
  'test.journey.terms': 'Accept the terms',
  'test.journey.extra': 'Checking extras',
  'test.journey.amount': 'How much',
  'test.journey.problem': 'Something is off',
  'test.journey.review': 'Review the opening',
  'test.journey.done': 'All done',
};

/**
 * A journey shaped like account opening: a form, a step only for checking with its own check, an
 * action whose failure branches to a problem step, a review whose confirm needs the validation and
 * whose action has no onError, and a terminal outcome.
 */
function testJourney(nextClickResetMs = 0): JourneyDefinition {
  return {
    exitPath: 'start',
    // No pause between clicks but in the double-click case: the pause carries over to the next step (a double click never skips it).
    nextClickResetMs,
    discard: { titleKey: 'journey.discard.title', textKey: 'journey.discard.text', confirmKey: 'journey.discard.confirm', cancelKey: 'journey.discard.cancel' },
    steps: [
      { id: 'terms', titleKey: 'test.journey.terms', form: 'new-account-terms', primary: { labelKey: 'journey.next' } },
      { id: 'extra', titleKey: 'test.journey.extra', widget: 'extras', when: { '==': [{ var: 'context.checking' }, true] }, primary: { labelKey: 'journey.next' } },
      { id: 'amount', titleKey: 'test.journey.amount', widget: 'note', primary: { labelKey: 'journey.review', action: 'validate', next: 'review', onError: 'problem' } },
      { id: 'problem', titleKey: 'test.journey.problem', widget: 'note', when: { '==': [{ var: 'results.validate.ok' }, false] } },
      {
        id: 'review',
        titleKey: 'test.journey.review',
        widget: 'note',
        requires: { '!!': [{ var: 'results.validate' }] },
        primary: { labelKey: 'journey.confirmAndTransfer', action: 'submit', next: 'done', enabledWhen: { '==': [{ var: 'context.frozen' }, false] } },
        back: { clearResults: ['validate'] },
      },
      { id: 'done', titleKey: 'test.journey.done', widget: 'note', requires: { '!!': [{ var: 'results.submit' }] }, terminal: true },
    ],
  };
}

/** Shows what the journey knows, as a step would: the submit error from results. */
function Note({ facts }: JourneyStepProps): ReactNode {
  const submit = facts.results.submit;
  return <p>{submit !== undefined && !submit.ok ? `Failed: ${(submit.error as { message?: string }).message ?? ''}` : 'A note'}</p>;
}

/** A step without a form that must be completed before NEXT moves on. */
function Extras({ facts, setData, registerCheck }: JourneyStepProps): ReactNode {
  const done = facts.data.extra?.done === true;
  registerCheck(() => done);
  return (
    <label>
      <input type="checkbox" checked={done} onChange={(event) => setData({ done: event.target.checked })} />
      Extras read
    </label>
  );
}

const stepWidgets = { note: Note, extras: Extras };

function bundleWith(journey: unknown) {
  const real = realBundle();
  return {
    ...real,
    messages: { ...real.messages, ...titles },
    forms: { 'new-account-terms': readConfig('forms/new-account-terms.json') },
    journeys: { test: journey },
  };
}

const message = (key: string) => {
  const text = (readConfig('messages/en-US.json') as Record<string, unknown>)[key];
  if (typeof text !== 'string') throw new Error(`config/messages/en-US.json has no "${key}"`);
  return text;
};

interface Options {
  readonly journey?: unknown;
  readonly context?: Record<string, unknown>;
  readonly actions?: Record<string, JourneyAction>;
}

function renderJourney(at: string, { journey = testJourney(), context = { checking: false, frozen: false }, actions = {} }: Options = {}) {
  /** add-account/{type}/{step}: one instance of the journey per product. */
  function Hosted(): ReactNode {
    const { type = '', step } = useParams();
    return (
      <>
        <Link to="/elsewhere">Somewhere else</Link>
        <JourneyHost journey="test" step={step} basePath={`/open/${type}`} instance={type} context={context} stepWidgets={stepWidgets} actions={actions} />
      </>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/start', element: <p>The list</p> },
      { path: '/elsewhere', element: <p>Another page</p> },
      { path: '/open/:type/:step', element: <Hosted /> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <RuntimeProvider config={bundleWith(journey)} registry={testRegistry()} facts={undefined} session={{ isAuthenticated: true, hasContext: true }}>
      <RouterProvider router={router} />
    </RuntimeProvider>,
  );
  return { ...view, router };
}

const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 20_000 });
const button = (key: string) => screen.getByRole('button', { name: message(key) });
const storedDrafts = () => Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)).filter((key) => key?.startsWith('passbook.journey.test.'));

/** Accepts the terms and presses NEXT on the form step. */
async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: message('openAccount.terms.accept') }, { timeout: 20_000 }));
  await user.click(button('journey.next'));
}

/** From the amount step, REVIEW runs the validation and lands on the review. */
async function validateToReview(user: ReturnType<typeof userEvent.setup>) {
  await heading('How much');
  await user.click(button('journey.review'));
  await heading('Review the opening');
}

afterEach(() => sessionStorage.clear());

describe('JourneyHost', () => {
  // The lazy form chunk (rjsf + antd theme) takes a few seconds to transform on a cold start.
  beforeAll(async () => {
    await import('../forms/config-form.js');
  }, 60_000);

  it('renders the step the URL names with its title and its position among the steps shown', async () => {
    const { router } = renderJourney('/open/7/amount');
    expect(await heading('How much')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/open/7/amount');
  });

  it('counts a step its guard shows for this context', async () => {
    renderJourney('/open/7/amount', { context: { checking: true, frozen: false } });
    expect(await heading('How much')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  });

  it.each([
    ['an unknown step', '/open/7/nowhere'],
    ['a step whose `when` is false', '/open/7/extra'],
    ['a step whose `requires` fails', '/open/7/review'],
  ])('sends %s back to the exit route', async (_case, at) => {
    const { router } = renderJourney(at);
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/start');
  });

  it('validates the form step, then goes to the next step shown', async () => {
    const user = userEvent.setup();
    const { router } = renderJourney('/open/7/terms');
    expect(await heading('Accept the terms')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: message('journey.next') }, { timeout: 20_000 }));
    expect((await screen.findAllByText(message('openAccount.validation.required'))).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/open/7/terms');
    await acceptTerms(user);
    expect(await heading('How much')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/open/7/amount');
  });

  it("keeps the member on a step while its widget's check fails", async () => {
    const user = userEvent.setup();
    const { router } = renderJourney('/open/7/extra', { context: { checking: true, frozen: false } });
    expect(await heading('Checking extras')).toBeInTheDocument();
    await user.click(button('journey.next'));
    expect(router.state.location.pathname).toBe('/open/7/extra');
    expect(screen.getByRole('heading', { name: 'Checking extras' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Extras read' }));
    await user.click(button('journey.next'));
    expect(await heading('How much')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/open/7/amount');
  });

  it('calls the named action with what the journey knows, keeps its answer and goes to `next`', async () => {
    const user = userEvent.setup();
    const validate = vi.fn<JourneyAction>(() => Promise.resolve({ fee: '0.00' }));
    const { router } = renderJourney('/open/7/amount', { actions: { validate } });
    await heading('How much');
    await user.click(button('journey.review'));
    expect(await heading('Review the opening')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/open/7/review');
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate.mock.calls[0]?.[0]).toMatchObject({ context: { checking: false } });
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });

  it('goes to `onError` when the action throws', async () => {
    const user = userEvent.setup();
    const { router } = renderJourney('/open/7/amount', { actions: { validate: () => Promise.reject(new Error('below the minimum')) } });
    await heading('How much');
    await user.click(button('journey.review'));
    expect(await heading('Something is off')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/open/7/problem');
  });

  it('stays on the step when an action without onError throws, and the step shows the error', async () => {
    const user = userEvent.setup();
    const submit = vi.fn<JourneyAction>(() => Promise.reject(new Error('insufficient funds')));
    const { router } = renderJourney('/open/7/amount', { actions: { validate: () => Promise.resolve('ok'), submit } });
    await validateToReview(user);
    await user.click(button('journey.confirmAndTransfer'));
    expect(await screen.findByText('Failed: insufficient funds')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/open/7/review');
  });

  it('disables the primary button while `enabledWhen` does not hold', async () => {
    const user = userEvent.setup();
    renderJourney('/open/7/amount', { context: { checking: false, frozen: true }, actions: { validate: () => Promise.resolve('ok') } });
    await validateToReview(user);
    expect(button('journey.confirmAndTransfer')).toBeDisabled();
  });

  it('calls the action once on a double click', async () => {
    const user = userEvent.setup();
    const validate = vi.fn<JourneyAction>(() => Promise.resolve('ok'));
    renderJourney('/open/7/amount', { journey: testJourney(500), actions: { validate } });
    await heading('How much');
    await user.dblClick(button('journey.review'));
    await heading('Review the opening');
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('ignores the second click of a double click on NEXT, so it never presses the next step\'s button', async () => {
    const user = userEvent.setup();
    const validate = vi.fn<JourneyAction>(() => Promise.resolve('ok'));
    const { router } = renderJourney('/open/7/extra', { journey: testJourney(500), context: { checking: true, frozen: false }, actions: { validate } });
    await heading('Checking extras');
    await user.click(screen.getByRole('checkbox', { name: 'Extras read' }));
    await user.dblClick(button('journey.next'));
    expect(await heading('How much')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/open/7/amount');
    expect(validate).not.toHaveBeenCalled();
  });

  it('goes BACK to the previous step shown, skipping one whose `when` is false, and clears the results BACK names', async () => {
    const user = userEvent.setup();
    const validate = vi.fn<JourneyAction>(() => Promise.resolve('ok'));
    const { router } = renderJourney('/open/7/amount', { actions: { validate } });
    await validateToReview(user);
    await user.click(button('journey.back'));
    expect(await heading('How much')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/open/7/amount');
    // The validation was cleared: the review can no longer be reached without validating again.
    await act(() => router.navigate('/open/7/review'));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('goes BACK from a step to the one before, over a step hidden for this context', async () => {
    const user = userEvent.setup();
    const { router } = renderJourney('/open/7/amount');
    await heading('How much');
    await user.click(button('journey.back'));
    expect(await heading('Accept the terms')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/open/7/terms');
  });

  it('leaves to the exit route on BACK from the first step, forgetting the drafts', async () => {
    const user = userEvent.setup();
    const { router } = renderJourney('/open/7/terms');
    await heading('Accept the terms');
    await user.click(await screen.findByRole('checkbox', { name: message('openAccount.terms.accept') }, { timeout: 20_000 }));
    await user.click(button('journey.back'));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/start');
    expect(screen.queryByText(message('journey.discard.title'))).not.toBeInTheDocument();
    expect(storedDrafts()).toEqual([]);
  });

  it('keeps the data in session storage, so a reload resumes it', async () => {
    const user = userEvent.setup();
    const first = renderJourney('/open/7/terms');
    await acceptTerms(user);
    await heading('How much');
    expect(storedDrafts()).toEqual(['passbook.journey.test.7']);
    first.unmount();

    renderJourney('/open/7/terms');
    expect(await screen.findByRole('checkbox', { name: message('openAccount.terms.accept') }, { timeout: 20_000 })).toBeChecked();
  });

  it('resumes an action result after a reload, so the review stays reachable', async () => {
    const user = userEvent.setup();
    const first = renderJourney('/open/7/amount', { actions: { validate: () => Promise.resolve('ok') } });
    await validateToReview(user);
    first.unmount();

    renderJourney('/open/7/review');
    expect(await heading('Review the opening')).toBeInTheDocument();
  });

  it('shows the terminal step without a button bar and forgets the drafts', async () => {
    const user = userEvent.setup();
    renderJourney('/open/7/amount', { actions: { validate: () => Promise.resolve('ok'), submit: () => Promise.resolve({ id: 'A1' }) } });
    await validateToReview(user);
    await user.click(button('journey.confirmAndTransfer'));
    expect(await heading('All done')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Step \d+ of \d+$/)).not.toBeInTheDocument();
    await waitFor(() => expect(storedDrafts()).toEqual([]));
  });

  it('sends the browser back from the terminal step to the exit route, never to the review to confirm again', async () => {
    const user = userEvent.setup();
    const submit = vi.fn<JourneyAction>(() => Promise.resolve({ id: 'A1' }));
    const { router } = renderJourney('/open/7/amount', { actions: { validate: () => Promise.resolve('ok'), submit } });
    await validateToReview(user);
    await user.click(button('journey.confirmAndTransfer'));
    await heading('All done');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/start');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('asks before leaving the journey with data entered: Not now stays', async () => {
    const user = userEvent.setup();
    const { router } = renderJourney('/open/7/terms');
    await heading('Accept the terms');
    await user.click(await screen.findByRole('checkbox', { name: message('openAccount.terms.accept') }, { timeout: 20_000 }));
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(message('journey.discard.title'));
    expect(dialog).toHaveTextContent(message('journey.discard.text'));
    await user.click(screen.getByRole('button', { name: message('journey.discard.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/open/7/terms');
    expect(screen.getByRole('checkbox', { name: message('openAccount.terms.accept') })).toBeChecked();
    expect(storedDrafts()).toEqual(['passbook.journey.test.7']);
  });

  it('asks before leaving the journey with data entered: Discard leaves and forgets the drafts', async () => {
    const user = userEvent.setup();
    const { router } = renderJourney('/open/7/terms');
    await heading('Accept the terms');
    await user.click(await screen.findByRole('checkbox', { name: message('openAccount.terms.accept') }, { timeout: 20_000 }));
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: message('journey.discard.confirm') }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(storedDrafts()).toEqual([]);
  });

  it('leaves a form step without asking when the member changed nothing', async () => {
    const user = userEvent.setup();
    renderJourney('/open/7/terms');
    await heading('Accept the terms');
    await screen.findByRole('checkbox', { name: message('openAccount.terms.accept') }, { timeout: 20_000 });
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves without asking when nothing was entered', async () => {
    const user = userEvent.setup();
    renderJourney('/open/7/amount');
    await heading('How much');
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("starts another product's journey afresh, never with the data of the product left", async () => {
    const user = userEvent.setup();
    const { router } = renderJourney('/open/7/terms');
    await heading('Accept the terms');
    await user.click(await screen.findByRole('checkbox', { name: message('openAccount.terms.accept') }, { timeout: 20_000 }));
    await act(() => router.navigate('/open/9/terms'));
    await user.click(await screen.findByRole('button', { name: message('journey.discard.confirm') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/open/9/terms'));
    expect(await screen.findByRole('checkbox', { name: message('openAccount.terms.accept') })).not.toBeChecked();
    expect(storedDrafts()).toEqual(['passbook.journey.test.9']);
    expect(sessionStorage.getItem('passbook.journey.test.9')).not.toContain('"acceptTerms":true');
  });

  it('does not pull the member back into the journey when an action answers after they left', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    const validate = vi.fn<JourneyAction>(() => new Promise((resolve) => (answer = resolve)));
    const { router } = renderJourney('/open/7/amount', { actions: { validate } });
    await heading('How much');
    await user.click(button('journey.review'));
    expect(validate).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    await act(async () => answer('ok'));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  it('shows the problems of a journey file that fails its schema instead of the steps', async () => {
    const broken = { ...testJourney(), steps: [{ id: 'Terms!', titleKey: 'test.journey.terms', form: 'new-account-terms' }] };
    renderJourney('/open/7/terms', { journey: broken });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message('journey.unavailable'));
    expect(alert).toHaveTextContent('journeys/test.json /steps/0/id');
    expect(screen.queryByRole('heading', { name: 'Accept the terms' })).not.toBeInTheDocument();
  });
});
