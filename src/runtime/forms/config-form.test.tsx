import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConfigBundle } from '../../config-checks/index.js';
import { RuntimeProvider } from '../runtime-context.js';
import { realBundle, testRegistry } from '../test-fixtures.js';
import { ConfigForm } from './lazy-config-form.js';
import { registerFormWidget, type FormWidgetProps } from './form-widgets.js';
import type { ConfigFormProps } from './config-form.js';
import { render } from '../../../tests/render.js';

function readForm(name: string): unknown {
  return JSON.parse(readFileSync(path.resolve(process.cwd(), 'config', 'forms', `${name}.json`), 'utf8')) as unknown;
}

/** The catalogue's text of a key (the test fails loudly when a key the form names is missing). */
function text(bundle: ConfigBundle, key: string, params: Record<string, string | number> = {}): string {
  const template = (bundle.messages as Record<string, unknown>)[key];
  if (typeof template !== 'string') throw new Error(`config/messages/en-US.json has no "${key}"`);
  return template.replace(/\{(\w+)\}/g, (_all, name: string) => String(params[name] ?? `{${name}}`));
}

/** A plain checkbox group standing for a journey's channel picker; registered the way journeys do. */
function ChannelBoxes({ id, value, onChange, options }: FormWidgetProps): ReactNode {
  const chosen: string[] = Array.isArray(value) ? (value as string[]) : [];
  return (
    <div id={id}>
      {(options.enumOptions ?? []).map((option) => (
        <label key={String(option.value)}>
          <input
            type="checkbox"
            checked={chosen.includes(String(option.value))}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, String(option.value)] : chosen.filter((item) => item !== option.value))
            }
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
registerFormWidget('notification-channels', ChannelBoxes);

function bundleWithForms(): ReturnType<typeof realBundle> {
  const bundle = realBundle();
  bundle.forms = { 'balance-alert': readForm('balance-alert'), 'transactions-alert': readForm('transactions-alert') };
  return bundle;
}

function renderForm(props: Partial<ConfigFormProps> & { bundle?: ConfigBundle } = {}) {
  const { bundle = bundleWithForms(), ...formProps } = props;
  const onSubmit = formProps.onSubmit ?? vi.fn();
  const ui = (extra: Partial<ConfigFormProps> = {}) => (
    <RuntimeProvider config={bundle} registry={testRegistry()} facts={undefined} session={{ isAuthenticated: true, hasContext: true }}>
      <Suspense fallback={<p>loading form</p>}>
        <ConfigForm form="balance-alert" {...formProps} {...extra} onSubmit={extra.onSubmit ?? onSubmit} />
      </Suspense>
    </RuntimeProvider>
  );
  const view = render(ui());
  return { ...view, bundle, onSubmit, rerenderWith: (extra: Partial<ConfigFormProps>) => view.rerender(ui(extra)) };
}

const amountLabel = (bundle: ConfigBundle) => text(bundle, 'notificationSettings.balanceAlert.amount');
/** antd's first render in jsdom is slow (CSS-in-JS); the lazy form needs more than findBy's default second. */
const findAmount = (bundle: ConfigBundle) => screen.findByLabelText(amountLabel(bundle), {}, { timeout: 20_000 });

describe('ConfigForm', () => {
  // The lazy chunk (rjsf + antd theme) takes a few seconds to transform on a cold start.
  beforeAll(async () => {
    await import('./config-form.js');
  }, 60_000);

  it('renders the config form with its labels from the catalogue and submits valid data', async () => {
    const user = userEvent.setup();
    const { bundle, onSubmit } = renderForm();
    const amount = await findAmount(bundle);
    expect(screen.getByRole('switch', { name: text(bundle, 'notificationSettings.balanceAlert.active') })).toBeInTheDocument();
    await user.type(amount, '$150.25');
    await user.click(screen.getByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '$150.25', active: false, channels: [] }));
  });

  /** Types into the amount outside act, as a browser does: React hands the text to the form later, so what the test does next comes first. */
  async function typeThenAct(amount: HTMLInputElement, typed: string, then: () => void, until: () => void) {
    const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = reactActEnvironment.IS_REACT_ACT_ENVIRONMENT;
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(amount, typed);
      amount.dispatchEvent(new Event('input', { bubbles: true }));
      then();
      await waitFor(until);
    } finally {
      reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    }
  }

  it('sends what the member sees when the submit comes before the last keys have reached the form', async () => {
    const { bundle, onSubmit } = renderForm();
    const amount = (await findAmount(bundle)) as HTMLInputElement;
    const save = screen.getByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') });
    await typeThenAct(amount, '$150.25', () => save.click(), () => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '$150.25' }));
    expect(amount).toHaveValue('$150.25');
  });

  it('lets a button beside the submit act on what the member sees, pressed before the last keys have reached the page', async () => {
    let pageData: Record<string, unknown> = {};
    const used = vi.fn();
    const { bundle } = renderForm({
      onChange: (data) => {
        pageData = data;
      },
      children: (
        <button type="button" onClick={() => used(pageData)}>
          Save as template
        </button>
      ),
    });
    const amount = (await findAmount(bundle)) as HTMLInputElement;
    const button = screen.getByRole('button', { name: 'Save as template' });
    await typeThenAct(amount, '$80.00', () => button.click(), () => expect(used).toHaveBeenCalledTimes(1));
    expect(used).toHaveBeenCalledWith(expect.objectContaining({ amount: '$80.00' }));
  });

  it("shows which field is wrong and why in the form's wording: field override by keyword, then the form's keyword message", async () => {
    const user = userEvent.setup();
    const { bundle, onSubmit } = renderForm({ initialData: { amount: '12345678.1234' } });
    const amount = await findAmount(bundle);
    await user.click(screen.getByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') }));
    const label = amountLabel(bundle);
    // maxLength has no field override: the form's keyword message, with {field} and {limit}.
    const tooLong = text(bundle, 'forms.tooLong', { field: label, limit: 12 });
    // pattern has the amount field's own message.
    const invalid = text(bundle, 'notificationSettings.balanceAlert.amountInvalid', { field: label });
    const summary = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(within(summary).getByText(`${label}: ${tooLong}`)).toBeInTheDocument();
    expect(within(summary).getByText(`${label}: ${invalid}`)).toBeInTheDocument();
    // The field itself carries the same messages (not ajv's English).
    const item = amount.closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByText(tooLong)).toBeInTheDocument();
    expect(within(item).getByText(invalid)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/must match pattern|must NOT have more/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies the json-logic cross-field rule: an active alert needs a channel', async () => {
    const user = userEvent.setup();
    const { bundle, onSubmit } = renderForm();
    await findAmount(bundle);
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') }));
    const message = text(bundle, 'notificationSettings.channelRequired');
    const summary = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(within(summary).getByText(`${text(bundle, 'notificationSettings.channels')}: ${message}`)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // Choosing a channel satisfies the rule; the error goes as the member fixes it (live after a submit).
    await user.click(screen.getByRole('checkbox', { name: 'email' }));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ active: true, channels: ['email'] })));
  });

  it('maps a server error onto its field by key, and drops it once the member edits', async () => {
    const user = userEvent.setup();
    const { bundle, rerenderWith } = renderForm({ initialData: { active: true, channels: ['sms'] } });
    await findAmount(bundle);
    rerenderWith({
      serverError: { key: 'bad-request', message: 'Bad request', errors: [{ key: 'actions', message: 'channel sms is not offered' }] },
    });
    const message = text(bundle, 'notificationSettings.channelNotOffered');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText(amountLabel(bundle)), '5');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('keeps what the member typed across errors, re-renders and (with a draftKey) remounts; a successful submit clears the draft', async () => {
    const user = userEvent.setup();
    const first = renderForm({ draftKey: 'test-draft', initialData: { amount: '10' } });
    const bundle = first.bundle;
    const amount = await findAmount(bundle);
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') }));
    await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(screen.getByLabelText(amountLabel(bundle))).toHaveValue('12.345');
    // A parent re-render with fresh initial data (e.g. a revalidated recipe) does not reset the input.
    first.rerenderWith({ initialData: { amount: '99' } });
    expect(screen.getByLabelText(amountLabel(bundle))).toHaveValue('12.345');
    first.unmount();

    const second = renderForm({ draftKey: 'test-draft', initialData: { amount: '10' } });
    expect(await findAmount(bundle)).toHaveValue('12.345');
    const input = screen.getByLabelText(amountLabel(bundle));
    await user.type(input, '{backspace}');
    await user.click(screen.getByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') }));
    await waitFor(() => expect(second.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '12.34' })));
    second.unmount();

    renderForm({ draftKey: 'test-draft', initialData: { amount: '10' } });
    expect(await findAmount(bundle)).toHaveValue('10');
  });

  it('keeps the typed data and the draft when the submit fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error('network down'));
    const view = renderForm({ draftKey: 'failing-draft', onSubmit });
    const bundle = view.bundle;
    await user.type(await findAmount(bundle), '75');
    await user.click(screen.getByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') })).toBeEnabled());
    expect(screen.getByLabelText(amountLabel(bundle))).toHaveValue('75');
    view.unmount();
    renderForm({ draftKey: 'failing-draft' });
    expect(await findAmount(bundle)).toHaveValue('75');
  });

  it('submitDisabled disables only the submit (fields stay editable, Enter does not submit); submitText names it', async () => {
    const user = userEvent.setup();
    const { bundle, onSubmit, rerenderWith } = renderForm({ submitDisabled: true, submitText: 'Save the alert' });
    const amount = await findAmount(bundle);
    const submit = screen.getByRole('button', { name: 'Save the alert' });
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('button', { name: text(bundle, 'notificationSettings.balanceAlert.save') })).not.toBeInTheDocument();
    await user.type(amount, '20{Enter}');
    expect(amount).toHaveValue('20');
    expect(screen.getByRole('switch')).toBeEnabled();
    expect(onSubmit).not.toHaveBeenCalled();
    rerenderWith({ submitDisabled: false, submitText: 'Save the alert' });
    expect(screen.getByRole('button', { name: 'Save the alert' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save the alert' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '20' })));
  });

  it('names a field holding a control character, as the platform would refuse it, and does not submit', async () => {
    const user = userEvent.setup();
    const bundle = realBundle();
    bundle.forms = { 'stop-check': readForm('stop-check') };
    const onSubmit = vi.fn();
    // The stop-check journey's own pickers stand in as plain inputs: this test is about the payee's text.
    const plain = ({ id, value, onChange }: FormWidgetProps) => <input id={id} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} />;
    const widgets = { 'stop-check-account': plain, 'stop-check-range-end': plain, 'stop-check-reason': plain };
    renderForm({ bundle, form: 'stop-check', onSubmit, widgets, initialData: { payee: 'Acme\u0007 Roofing' } });
    const payee = text(bundle, 'stopChecks.form.payee');
    await screen.findByLabelText(payee, {}, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: text(bundle, 'stopChecks.form.review') }));
    const summary = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(within(summary).getByText(`${payee}: ${text(bundle, 'forms.invalidText', { field: payee })}`)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('caps the amount input at the schema maxLength (12 characters)', async () => {
    const user = userEvent.setup();
    const { bundle } = renderForm();
    const amount = await findAmount(bundle);
    await user.type(amount, '12345678901234');
    expect(amount).toHaveValue('123456789012');
  });

  it('refuses to render a form whose schema changed since the validators were compiled', async () => {
    const bundle = bundleWithForms();
    const form = structuredClone((bundle.forms as Record<string, { schema: { properties: Record<string, unknown> } }>)['balance-alert']);
    if (form === undefined) throw new Error('balance-alert missing');
    form.schema.properties.note = { type: 'string' };
    bundle.forms = { 'balance-alert': form };
    renderForm({ bundle });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent(text(bundle, 'forms.unavailable'));
    expect(alert).toHaveTextContent('run npx tsx scripts/compile-schemas.ts');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('names an unknown or malformed form instead of rendering half of it', async () => {
    const bundle = bundleWithForms();
    renderForm({ bundle, form: 'no-such-form' });
    expect(await screen.findByRole('alert')).toHaveTextContent('forms/no-such-form.json does not exist; forms: balance-alert, transactions-alert');
  });
});
