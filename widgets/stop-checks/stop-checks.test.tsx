import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import stopCheckForm from '../../config/forms/stop-check.json';
import stopChecksConfig from '../../config/stop-checks.json';
import { clearFormDrafts, WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, chooseOption, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';

const stopChecksUrl = `${apiRoot}/stop-checks/client-api/v1/stop-checks`;
const arrangementsUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary/context/arrangements`;

const account = (id: string, name: string, kindUri: string, available: string) => ({
  id,
  name,
  displayName: name,
  currency: 'USD',
  bookedBalance: Number(available),
  availableBalance: Number(available),
  product: { productKind: { kindUri } },
});
const checking = account('chk', 'Everyday Checking', 'current-account', '1500.00');
const bills = account('bills', 'Bills Checking', 'current-account', '800.00');
const savings = account('sav', 'Rainy Day Savings', 'savings-account', '300.00');

const stop = (overrides: Record<string, unknown> = {}) => ({
  id: 'stop-1',
  originatorAccount: { name: 'Everyday Checking', identification: 'chk', schemeName: 'ID' },
  reason: 'stopChecks.reason.lost',
  status: 'ACTIVE',
  check: { number: '1131' },
  dateOfRequest: '2026-11-24',
  expirationDate: '2027-05-24',
  fee: { amount: '30.00', currencyCode: 'USD' },
  returnedChecks: [],
  ...overrides,
});

const server = fakePlatform(() => clearFormDrafts());
beforeAll(stubResizeObserver);

const config = widgetConfig({ 'stop-checks': stopChecksConfig, forms: { 'stop-check': stopCheckForm } });

interface Platform {
  stops: unknown[];
  posted: Record<string, unknown>[];
}

/** The platform as the page meets it: the accounts (a savings account among them), the stops, and a POST that records the stop. */
function platform(state: Platform, answerPost?: (body: Record<string, unknown>) => Promise<Response> | Response) {
  server.use(
    http.get(arrangementsUrl, ({ request }) => {
      expect(new URL(request.url).searchParams.get('businessFunction')).toBe('Stop Checks');
      return HttpResponse.json([checking, bills, savings]);
    }),
    http.get(stopChecksUrl, () => HttpResponse.json({ stopChecks: state.stops, totalStopChecks: state.stops.length })),
    http.post(stopChecksUrl, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.posted.push(body);
      if (answerPost) return answerPost(body);
      const placed = stop({ id: `stop-${state.posted.length}`, check: body.check, reason: body.reason });
      state.stops = [placed, ...state.stops];
      return HttpResponse.json({ stopCheck: placed });
    }),
  );
}

function renderPage() {
  return renderWidget(
    <Route
      path="/self-service/stop-checks"
      element={
        <>
          <h1>{text('route.stopChecks.title')}</h1>
          <WidgetHost widget="stop-checks" props={{ form: 'stop-check' }} />
        </>
      }
    />,
    { path: '/self-service/stop-checks', config },
  );
}

async function fillSingleCheck(user: UserEvent, number = '1131') {
  await chooseOption(user, await screen.findByLabelText(text('stopChecks.form.account')), /^Everyday Checking — /);
  await user.type(screen.getByLabelText(text('stopChecks.form.number')), number);
  await chooseOption(user, screen.getByLabelText(text('stopChecks.form.reason')), text('stopChecks.reason.lost'));
}

/** The list of stops in its own section (the loading skeletons are lists too). */
const stopList = async () => within(await screen.findByRole('region', { name: text('stopChecks.list.heading') })).findByRole('list');

const reviewButton = () => screen.getByRole('button', { name: text('stopChecks.form.review') });

describe('stop payment on a check', { timeout: 240_000 }, () => {
  it('offers checking accounts only and says what is wrong with each field in the configuration’s words', async () => {
    platform({ stops: [], posted: [] });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(text('stopChecks.list.empty'))).toBeInTheDocument();
    await user.click(await screen.findByLabelText(text('stopChecks.form.account')));
    const offered = await screen.findByRole('listbox');
    expect(within(offered).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      text('stopChecks.form.accountOption', { name: 'Everyday Checking', amount: '$1,500.00' }),
      text('stopChecks.form.accountOption', { name: 'Bills Checking', amount: '$800.00' }),
    ]);
    await user.keyboard('{Escape}');

    await user.click(reviewButton());
    expect(await screen.findAllByText(text('stopChecks.validation.required'))).not.toHaveLength(0);
    await user.type(screen.getByLabelText(text('stopChecks.form.number')), '11a');
    await user.type(screen.getByLabelText(text('stopChecks.form.amount')), '12.345');
    expect(await screen.findAllByText(text('stopChecks.validation.checkNumber'))).not.toHaveLength(0);
    expect(screen.getAllByText(text('stopChecks.validation.amountFormat'))).not.toHaveLength(0);

    await user.clear(screen.getByLabelText(text('stopChecks.form.number')));
    await user.type(screen.getByLabelText(text('stopChecks.form.number')), '1140');
    await user.click(screen.getByRole('radio', { name: text('stopChecks.form.kind.range') }));
    expect(await screen.findAllByText(text('stopChecks.validation.endRequired'))).not.toHaveLength(0);
    await user.type(screen.getByLabelText(text('stopChecks.form.endNumber')), '1139');
    expect(await screen.findAllByText(text('stopChecks.validation.rangeOrder'))).not.toHaveLength(0);
  });

  it('refuses a range longer than the configuration allows before asking the platform', async () => {
    const state: Platform = { stops: [], posted: [] };
    platform(state);
    const user = userEvent.setup();
    renderPage();
    await fillSingleCheck(user, '1140');
    await user.click(screen.getByRole('radio', { name: text('stopChecks.form.kind.range') }));
    await user.type(await screen.findByLabelText(text('stopChecks.form.endNumber')), '1190');
    await user.click(reviewButton());
    expect(await screen.findAllByText(text('stopChecks.errors.rangeTooLong', { max: stopChecksConfig.maxChecksInRange }))).not.toHaveLength(0);
    expect(state.posted).toEqual([]);
  });

  it('shows the fee and the account it is charged to before confirming, places the stop once and lists it', async () => {
    const state: Platform = { stops: [], posted: [] };
    platform(state, async (body) => {
      await delay(50);
      const placed = stop({ check: body.check });
      state.stops = [placed];
      return HttpResponse.json({ stopCheck: placed });
    });
    const user = userEvent.setup();
    renderPage();
    await fillSingleCheck(user);
    await user.type(screen.getByLabelText(text('stopChecks.form.amount')), '120');
    await user.type(screen.getByLabelText(text('stopChecks.form.payee')), 'Wash Park Lawn Care');
    await user.click(reviewButton());

    expect(await screen.findByRole('heading', { name: text('stopChecks.review.title') })).toBeInTheDocument();
    expect(screen.getByText(text('stopChecks.review.fee', { fee: '$30.00', account: 'Everyday Checking' }))).toBeInTheDocument();
    expect(screen.getByText(text('stopChecks.checks.single', { number: '1131' }))).toBeInTheDocument();
    expect(state.posted).toEqual([]);

    const confirm = screen.getByRole('button', { name: text('stopChecks.review.confirm') });
    await user.dblClick(confirm);
    expect(await screen.findByText(text('stopChecks.result.title'))).toBeInTheDocument();
    expect(state.posted).toHaveLength(1);
    expect(state.posted[0]).toMatchObject({
      originatorAccount: { identification: 'chk', schemeName: 'ID' },
      check: { number: '1131', amount: '120.00', payee: 'Wash Park Lawn Care' },
      reason: 'stopChecks.reason.lost',
    });
    expect(String(state.posted[0]?.requestId)).toMatch(/^[A-Za-z0-9-]{8,}$/);
    expect(screen.getByText(text('stopChecks.result.text', { checks: 'Check 1131', account: 'Everyday Checking', date: 'May 24, 2027', fee: '$30.00' }))).toBeInTheDocument();
    const list = await stopList();
    await waitFor(() => expect(within(list).getByText(text('stopChecks.checks.single', { number: '1131' }))).toBeInTheDocument());
  });

  it('keeps the review when the platform does not answer, and confirming again sends the same request id', async () => {
    const state: Platform = { stops: [], posted: [] };
    platform(state, (body) => {
      if (state.posted.length === 1) return HttpResponse.json({ message: 'down', key: 'server.error', errors: [] }, { status: 503 });
      return HttpResponse.json({ stopCheck: stop({ check: body.check }) });
    });
    const user = userEvent.setup();
    renderPage();
    await fillSingleCheck(user);
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('stopChecks.review.confirm') }));
    expect(await screen.findByText(text('stopChecks.errors.server', { phone: String(config.app.phone) }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('stopChecks.review.confirm') }));
    expect(await screen.findByText(text('stopChecks.result.title'))).toBeInTheDocument();
    expect(state.posted).toHaveLength(2);
    expect(state.posted[1]?.requestId).toBe(state.posted[0]?.requestId);
  });

  it('puts a refusal of the platform on the field it concerns, keeping what was typed', async () => {
    const state: Platform = { stops: [], posted: [] };
    platform(state, () =>
      HttpResponse.json(
        { message: 'paid', key: 'stopChecks.check.paid', errors: [{ key: 'stopChecks.check.paid', message: 'paid', context: { number: '1131' } }] },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await fillSingleCheck(user);
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('stopChecks.review.confirm') }));
    expect(await screen.findAllByText(text('stopChecks.errors.paid', { number: '1131' }))).not.toHaveLength(0);
    expect(screen.getByLabelText(text('stopChecks.form.number'))).toHaveValue('1131');
  });

  it('lists active and expired stops with their expiry and the checks they returned', async () => {
    platform({
      stops: [
        stop({
          id: 'range',
          check: { number: '1140', endNumber: '1149' },
          reason: 'stopChecks.reason.stolen',
          returnedChecks: [{ number: '1142', amount: { amount: '250.00', currencyCode: 'USD' }, payee: 'Chris Walker', returnedOn: '2026-11-20' }],
        }),
        stop({ id: 'old', status: 'EXPIRED', check: { number: '1101' }, dateOfRequest: '2026-03-10', expirationDate: '2026-09-10' }),
      ],
      posted: [],
    });
    renderPage();
    const list = await stopList();
    const [active, expired] = within(list).getAllByRole('listitem');
    expect(within(active!).getByText(text('stopChecks.checks.range', { number: '1140', endNumber: '1149' }))).toBeInTheDocument();
    expect(within(active!).getByText(text('stopChecks.status.ACTIVE'))).toBeInTheDocument();
    expect(within(active!).getByText(text('stopChecks.reason.stolen'))).toBeInTheDocument();
    expect(within(active!).getByText('May 24, 2027')).toBeInTheDocument();
    expect(within(active!).getByText(text('stopChecks.list.returned', { number: '1142', amount: '$250.00', date: 'Nov 20, 2026' }))).toBeInTheDocument();
    expect(within(expired!).getByText(text('stopChecks.status.EXPIRED'))).toBeInTheDocument();
    expect(within(expired!).getByText('Sep 10, 2026')).toBeInTheDocument();
  });

  it('says so when the stops cannot be loaded, and tries again', async () => {
    let reads = 0;
    platform({ stops: [], posted: [] });
    server.use(
      http.get(stopChecksUrl, () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ message: 'down', key: 'server.error', errors: [] }, { status: 500 })
          : HttpResponse.json({ stopChecks: [], totalStopChecks: 0 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(text('stopChecks.list.loadFailed'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('stopChecks.list.retry') }));
    expect(await screen.findByText(text('stopChecks.list.empty'))).toBeInTheDocument();
  });
});
