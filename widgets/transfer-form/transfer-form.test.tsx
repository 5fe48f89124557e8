import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import appConfig from '../../config/app.json';
import transferForm from '../../config/forms/transfer.json';
import payments from '../../config/payments.json';
import { todayIn } from '../../src/platform/index.js';
import { clearFormDrafts } from '../../src/runtime/index.js';
import { contractAnswer, contractExample } from '../../tests/contract-fixtures.js';
import { apiRoot, chooseOption, chosenOption, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';
import type { TransferFormProps } from './definition.js';
import TransferForm from './transfer-form.js';

const arrangementsUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary/context/arrangements`;
const contactsUrl = `${apiRoot}/contact-manager/client-api/v2/contacts`;
const ordersUrl = `${apiRoot}/payment-order-service/client-api/v3/payment-orders`;
const templatesUrl = `${apiRoot}/payment-order-service/client-api/v2/payment-templates`;
const paymentOptionsUrl = `${apiRoot}/payment-order-options/client-api/v1/payment-options`;
// The tests compare dates with the credit union's today, taken once here: the clock starts at its
// midday, so a run crossing its midnight (07:00 UTC in Denver) can't see two todays (CI did).
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
vi.setSystemTime(new Date(`${todayIn(appConfig.timezone)}T19:00:00Z`));
afterAll(() => {
  vi.useRealTimers();
});
const today = todayIn(appConfig.timezone);
/** yyyy-mm-dd `days` from the credit union's today. */
const dayFromToday = (days: number) => {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** Account names by id, so a test picks an account by what the member reads. */
const accountNames = new Map<string, string>();
const account = (id: string, name: string, kindUri: string, balance: string, extra: Record<string, unknown> = {}) => (accountNames.set(id, name), {
  id,
  name,
  displayName: name,
  currency: 'USD',
  availableBalance: Number(balance),
  product: { productKind: { kindUri } },
  ...extra,
});
const accounts = [
  account('chk', 'Everyday Checking', 'current-account', '1500.00'),
  account('sav', 'Rainy Day Savings', 'savings-account', '300.00'),
  account('visa', 'Visa Platinum', 'credit-card', '900.00'),
  account('loan', 'Personal Loan', 'loan', '0'),
];
const contacts = [
  {
    id: 'riley',
    name: 'Riley Chen',
    alias: 'Riley',
    accounts: [
      { name: 'Riley Chen', accountType: 'ACCOUNT', accountNumber: '0123456789' },
      { name: 'Riley Chen', accountType: 'ACCOUNT', accountNumber: '0555512345' },
    ],
  },
  // Reached by IBAN only: not payable by a transfer, so not offered.
  { id: 'taylor', name: 'Taylor Smith', accounts: [{ name: 'Taylor Smith', accountType: 'IBAN', IBAN: 'GB33BUKB20201555555555' }] },
];

// Drafts live for the page's life; each test is a fresh page.
const server = fakePlatform(() => clearFormDrafts());
beforeAll(stubResizeObserver);
// Every test starts with no templates and with the contract's payment options; a test that needs others puts its own handler first.
beforeEach(() =>
  server.use(
    http.get(templatesUrl, () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    http.post(paymentOptionsUrl, () => contractAnswer('findPaymentOptions', contractExample('findPaymentOptions'))),
  ),
);

const config = widgetConfig({ payments, forms: { transfer: transferForm } });

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The name of a picker's option for a form value, as the member reads it: an account by its name
 * (its balance follows), a contact's account by name and last digits, a frequency by its words.
 */
function optionName(value: string): RegExp {
  if (/^[A-Z_]+$/.test(value)) return new RegExp(`^${escape(text(`transfers.frequency.${value}`))}$`);
  if (value === 'member') return new RegExp(`^${escape(text('transfers.picker.memberOption'))}$`);
  const contact = /^contact:(\w+):(\d+)$/.exec(value);
  if (contact) {
    const found = contacts.find((item) => item.id === contact[1]);
    if (!found) throw new Error(`no contact ${contact[1]}`);
    const name = 'alias' in found && found.alias ? `${found.name} (${found.alias})` : found.name;
    return new RegExp(`^${escape(`${name} ••${contact[2]!.slice(-4)}`)}$`);
  }
  const name = accountNames.get(value.replace(/^account:/, ''));
  if (!name) throw new Error(`no account ${value}`);
  return new RegExp(`^${escape(name)} — `);
}

const props: TransferFormProps = {
  titleKey: 'transfers.form.title',
  form: 'transfer',
  formPath: 'transfers/make-a-transfer/form',
  destinations: { ownAccounts: true, contacts: true, member: true },
  links: [],
  activityPath: 'transfers/activity',
  cancelPath: 'my-accounts',
  errorBannerSeconds: 10,
};

/** Captures what the app sent, so a test can check the request the form built. */
function standardHandlers(sent: { validate: unknown[]; submit: unknown[] }) {
  return [
    http.get(arrangementsUrl, () => HttpResponse.json(accounts)),
    http.get(contactsUrl, () => HttpResponse.json(contacts)),
    http.post(`${ordersUrl}/validate`, async ({ request }) => {
      sent.validate.push(await request.json());
      return HttpResponse.json({ id: 'validated-1', warnings: [], canApprove: true });
    }),
    http.post(ordersUrl, async ({ request }) => {
      sent.submit.push(await request.json());
      return HttpResponse.json({ id: 'validated-1', status: 'PROCESSED', bankStatus: 'PROCESSED' }, { status: 202 });
    }),
  ];
}

function renderForm(path = '/transfers/make-a-transfer/form', formProps: Partial<TransferFormProps> = {}, formConfig = config) {
  return renderWidget(<Route path="/transfers/make-a-transfer/form" element={<TransferForm {...props} {...formProps} />} />, { path, config: formConfig });
}

const reviewButton = () => screen.getByRole('button', { name: text('transfers.form.review') });

describe('transfer form', () => {
  it('builds the internal transfer of spec/3 §3, reviews it and submits it with the validated id', async () => {
    const sent = { validate: [] as unknown[], submit: [] as unknown[] };
    server.use(...standardHandlers(sent));
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '$1,250.5');
    await user.click(reviewButton());
    expect(await screen.findByRole('heading', { level: 2, name: text('transfers.review.title') })).toBeInTheDocument();
    expect(sent.validate).toHaveLength(1);
    const order = sent.validate[0] as Record<string, unknown>;
    expect(order).toMatchObject({
      paymentType: 'INTERNAL_TRANSFER',
      paymentMode: 'SINGLE',
      instructionPriority: 'NORM',
      originatorAccount: { identification: { identification: 'chk', schemeName: 'ID' } },
      transferTransactionInformation: {
        instructedAmount: { amount: '1250.50', currencyCode: 'USD' },
        counterpartyAccount: { identification: { identification: 'sav', schemeName: 'ID' } },
      },
    });
    expect(order).not.toHaveProperty('schedule');
    expect(order).not.toHaveProperty('id');
    await user.click(screen.getByRole('button', { name: text('transfers.review.confirm') }));
    expect(await screen.findByText('Your transfer of $1,250.50 was sent.')).toBeInTheDocument();
    expect(sent.submit).toEqual([{ ...order, id: 'validated-1' }]);
  });

  it('keeps what was typed when going back from the review', async () => {
    server.use(...standardHandlers({ validate: [], submit: [] }));
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '42');
    await user.type(screen.getByLabelText(text('transfers.form.memo')), 'Gift');
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('transfers.review.back') }));
    expect(await screen.findByLabelText(text('transfers.form.amount'))).toHaveValue('42');
    expect(screen.getByLabelText(text('transfers.form.memo'))).toHaveValue('Gift');
    expect(chosenOption(screen.getByLabelText(text('transfers.form.from')))).toMatch(optionName('chk'));
  });

  it('blocks a credit card to loan transfer with its text and a disabled submit', async () => {
    server.use(...standardHandlers({ validate: [], submit: [] }));
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('visa'));
    expect(screen.getByText(text('transfers.notices.cashAdvance'))).toBeInTheDocument();
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:loan'));
    expect(screen.getByText(text('transfers.payment.credit-card-to-loan'))).toHaveAttribute('role', 'alert');
    expect(reviewButton()).toBeDisabled();
  });

  it('forces a loan source to a one-time transfer and says why', async () => {
    server.use(...standardHandlers({ validate: [], submit: [] }));
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.frequency')), optionName('MONTHLY'));
    expect(await screen.findByLabelText(text('transfers.form.end'))).toBeInTheDocument();
    await chooseOption(user, screen.getByLabelText(text('transfers.form.from')), optionName('loan'));
    expect(await screen.findByText(text('transfers.payment.recurring.loan'))).toBeInTheDocument();
    await waitFor(() => expect(chosenOption(screen.getByLabelText(text('transfers.form.frequency')))).toMatch(optionName('ONCE')));
    expect(screen.getByLabelText(text('transfers.form.frequency'))).toBeDisabled();
    expect(screen.queryByLabelText(text('transfers.form.end'))).not.toBeInTheDocument();
  });

  it('puts the daily contact limit from validate on the amount field with the limit filled in, and pays contacts by account number', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(arrangementsUrl, () => HttpResponse.json(accounts)),
      http.get(contactsUrl, () => HttpResponse.json(contacts)),
      http.post(`${ordersUrl}/validate`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            message: payments.messages['payment.amount.contact-limit-per-day'],
            key: 'payment.amount.contact-limit-per-day',
            errors: [{ key: 'payment.amount.contact-limit-per-day', message: 'x', context: { limit: '5000.00' } }],
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('contact:riley:0123456789'));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '2000');
    await user.click(reviewButton());
    const amountError = await waitFor(() => {
      const element = document.querySelector('[id$="amount__error"]');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(amountError).toHaveTextContent('Transfers to contacts are limited to $2,500 per transaction and $5,000 per day.');
    expect(sent[0]).toMatchObject({
      paymentType: 'INTRABANK_TRANSFER',
      transferTransactionInformation: { counterpartyAccount: { identification: { identification: '0123456789', schemeName: 'BBAN' } } },
    });
    expect(screen.getByLabelText(text('transfers.form.amount'))).toHaveValue('2000');
  });

  it('shows errors it cannot place on a field in the banner', async () => {
    server.use(
      http.get(arrangementsUrl, () => HttpResponse.json(accounts)),
      http.get(contactsUrl, () => new HttpResponse(null, { status: 404 })),
      http.post(`${ordersUrl}/validate`, () =>
        HttpResponse.json({ message: 'This account can not be used.', key: 'payment.originator.invalid', errors: [{ key: 'payment.originator.invalid', message: 'This account can not be used.' }] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '10');
    await user.click(reviewButton());
    expect(await screen.findByText('This account can not be used.')).toBeInTheDocument();
  });

  it('shows a rejected submit with errorDescription, else reasonText, else "Error" (spec/1 §8)', async () => {
    server.use(
      http.get(arrangementsUrl, () => HttpResponse.json(accounts)),
      http.get(contactsUrl, () => HttpResponse.json([])),
      http.post(`${ordersUrl}/validate`, () => HttpResponse.json({ id: 'v-2', warnings: [] })),
      http.post(ordersUrl, () => HttpResponse.json({ id: 'v-2', status: 'REJECTED', reasonText: 'Insufficient funds at execution' }, { status: 202 })),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '10');
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('transfers.review.confirm') }));
    expect(await screen.findByText(text('transfers.result.rejectedTitle'))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds at execution');
  });

  it('a submit without an answer goes on to the error view with the server text; trying again resends the same validated id', async () => {
    const sent = { validate: [] as unknown[], submit: [] as unknown[] };
    let failures = 1;
    // The first handler that matches answers: the failing submit goes before the standard ones.
    server.use(
      http.post(ordersUrl, async ({ request }) => {
        if (failures-- <= 0) return undefined;
        sent.submit.push(await request.clone().json());
        return HttpResponse.json({ message: 'Gateway timeout' }, { status: 504 });
      }),
      ...standardHandlers(sent),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '10');
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('transfers.review.confirm') }));
    expect(await screen.findByText(text('transfers.result.failedTitle'))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(text('transfers.errors.server', { phone: appConfig.phone }));
    await user.click(screen.getByRole('button', { name: text('transfers.result.retry') }));
    expect(await screen.findByText('Your transfer of $10.00 was sent.')).toBeInTheDocument();
    expect(sent.validate).toHaveLength(1);
    expect(sent.submit.map((order) => (order as { id?: string }).id)).toEqual(['validated-1', 'validated-1']);
  });

  it('a submit the platform refuses with a 500 shows the error view; the form still holds what was typed', async () => {
    server.use(
      http.post(ordersUrl, () => HttpResponse.json({ message: 'Internal error', key: 'internal' }, { status: 500 })),
      ...standardHandlers({ validate: [], submit: [] }),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '77.10');
    await user.type(screen.getByLabelText(text('transfers.form.memo')), 'Rent');
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('transfers.review.confirm') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('transfers.errors.server', { phone: appConfig.phone }));
    await user.click(screen.getByRole('button', { name: text('transfers.result.change') }));
    expect(await screen.findByLabelText(text('transfers.form.amount'))).toHaveValue('77.10');
    expect(screen.getByLabelText(text('transfers.form.memo'))).toHaveValue('Rent');
    expect(chosenOption(screen.getByLabelText(text('transfers.form.to')))).toMatch(optionName('account:sav'));
  });

  it('any other refusal of a submit shows the platform’s words in the error view', async () => {
    server.use(
      http.post(ordersUrl, () => HttpResponse.json({ message: 'The account is frozen.', key: 'payment.originator.frozen', errors: [] }, { status: 422 })),
      ...standardHandlers({ validate: [], submit: [] }),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '5');
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('transfers.review.confirm') }));
    expect(await screen.findByText(text('transfers.result.failedTitle'))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The account is frozen.');
  });

  it('edits a waiting order: no change asks for one, a change is saved with PUT and the version', async () => {
    const puts: unknown[] = [];
    server.use(
      http.get(arrangementsUrl, () => HttpResponse.json(accounts)),
      http.get(contactsUrl, () => HttpResponse.json([])),
      http.get(`${ordersUrl}/order-7`, () =>
        HttpResponse.json({
          id: 'order-7',
          status: 'ACCEPTED',
          paymentType: 'INTERNAL_TRANSFER',
          paymentMode: 'SINGLE',
          requestedExecutionDate: '2099-01-15',
          originatorAccount: { arrangementId: 'chk', identification: { identification: 'chk', schemeName: 'ID' }, name: 'Everyday Checking' },
          transferTransactionInformation: {
            instructedAmount: { amount: '40.00', currencyCode: 'USD' },
            counterparty: { name: 'Rainy Day Savings', role: 'CREDITOR' },
            counterpartyAccount: { identification: { identification: 'sav', schemeName: 'ID' }, name: 'Rainy Day Savings' },
          },
          permissibleActions: { edit: true, cancel: true },
          version: 3,
        }),
      ),
      http.post(`${ordersUrl}/validate`, () => HttpResponse.json({ id: 'v-3', warnings: [] })),
      http.put(`${ordersUrl}/order-7`, async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ id: 'order-7', status: 'ACCEPTED' });
      }),
    );
    const user = userEvent.setup();
    renderForm('/transfers/make-a-transfer/form?paymentOrderId=order-7');
    expect(await screen.findByRole('heading', { level: 2, name: text('transfers.form.editTitle') })).toBeInTheDocument();
    const amount = await screen.findByLabelText(text('transfers.form.amount'));
    expect(amount).toHaveValue('40.00');
    await user.click(reviewButton());
    expect(await screen.findByText(text('transfers.errors.noChanges'))).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '45');
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('transfers.review.confirmEdit') }));
    expect(await screen.findByText(text('transfers.result.updated'))).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ version: 3, requestedExecutionDate: '2099-01-15', transferTransactionInformation: { instructedAmount: { amount: '45.00' } } });
  });

  it('offers each payable account of each contact in To, and refuses an amount over the per-transaction contact limit before asking the platform', async () => {
    const sent = { validate: [] as unknown[], submit: [] as unknown[] };
    server.use(...standardHandlers(sent));
    const user = userEvent.setup();
    renderForm();
    const to = await screen.findByLabelText(text('transfers.form.to'));
    await user.click(to);
    const offered = await screen.findByRole('listbox');
    const names = within(offered).getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    // Riley twice (two payable accounts), Taylor (IBAN only) never.
    expect(names.filter((name) => name?.startsWith('Riley') || name?.startsWith('Taylor'))).toEqual(['Riley Chen (Riley) ••6789', 'Riley Chen (Riley) ••2345']);
    expect(within(offered).getByText(text('transfers.picker.contacts'))).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await chooseOption(user, screen.getByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, to, optionName('contact:riley:0555512345'));
    expect(screen.getByText('Transfers to contacts are limited to $2,500 per transaction and $5,000 per day.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '2,500.01');
    await user.click(reviewButton());
    const amountError = await waitFor(() => {
      const element = document.querySelector('[id$="amount__error"]');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    expect(amountError).toHaveTextContent('Transfers to contacts are limited to $2,500 per transaction and $5,000 per day.');
    expect(sent.validate).toHaveLength(0);
    // At the limit the platform is asked, for the account chosen.
    await user.clear(screen.getByLabelText(text('transfers.form.amount')));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '2500');
    await user.click(reviewButton());
    expect(await screen.findByRole('heading', { level: 2, name: text('transfers.review.title') })).toBeInTheDocument();
    expect(sent.validate[0]).toMatchObject({
      paymentType: 'INTRABANK_TRANSFER',
      transferTransactionInformation: { counterpartyAccount: { identification: { identification: '0555512345', schemeName: 'BBAN' } } },
    });
  });

  it('the per-transaction limit comes from payments.json', async () => {
    const sent = { validate: [] as unknown[], submit: [] as unknown[] };
    server.use(...standardHandlers(sent));
    const user = userEvent.setup();
    const lower = { ...payments, limits: { contacts: { perTransaction: '100.00', perDay: '200.00' } } };
    (config as unknown as Record<string, unknown>).payments = lower;
    try {
      renderForm();
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('member'));
      await user.type(await screen.findByLabelText(text('transfers.form.memberAccountNumber')), '0123456789');
      expect(screen.getByText('Transfers to contacts are limited to $100 per transaction and $200 per day.')).toBeInTheDocument();
      await user.type(screen.getByLabelText(text('transfers.form.amount')), '150');
      await user.click(reviewButton());
      await waitFor(() => expect(document.querySelector('[id$="amount__error"]')).toHaveTextContent('limited to $100 per transaction'));
      expect(sent.validate).toHaveLength(0);
    } finally {
      (config as unknown as Record<string, unknown>).payments = payments;
    }
  });

  describe('errors of spec/3 §5 and §8', () => {
    const fieldError = (field: string) =>
      waitFor(() => {
        const element = document.querySelector(`[id$="${field}__error"]`);
        expect(element).not.toBeNull();
        return element as HTMLElement;
      });

    it('refuses an amount below the configured minimum on the amount field, with the configured text, before asking the platform', async () => {
      const sent = { validate: [] as unknown[], submit: [] as unknown[] };
      server.use(...standardHandlers(sent));
      const user = userEvent.setup();
      renderForm('/transfers/make-a-transfer/form', {}, widgetConfig({ payments: { ...payments, limits: { ...payments.limits, minimumAmount: '5.00' } }, forms: { transfer: transferForm } }));
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
      await user.type(screen.getByLabelText(text('transfers.form.amount')), '4.99');
      await user.click(reviewButton());
      expect(await fieldError('amount')).toHaveTextContent(text('transfers.errors.minimumAmount').replace('#amount#', '$5'));
      expect(sent.validate).toHaveLength(0);
      await user.clear(screen.getByLabelText(text('transfers.form.amount')));
      await user.type(screen.getByLabelText(text('transfers.form.amount')), '5');
      await user.click(reviewButton());
      expect(await screen.findByRole('heading', { level: 2, name: text('transfers.review.title') })).toBeInTheDocument();
    });

    it('says "Entered IBAN is invalid" on To when the platform refuses the account number', async () => {
      server.use(
        http.post(`${ordersUrl}/validate`, () =>
          HttpResponse.json(
            { message: 'Invalid IBAN', key: 'arrangements.api.invalid.iban', errors: [{ key: 'arrangements.api.invalid.iban', message: 'Invalid IBAN' }] },
            { status: 400 },
          ),
        ),
        ...standardHandlers({ validate: [], submit: [] }),
      );
      const user = userEvent.setup();
      renderForm();
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('member'));
      await user.type(await screen.findByLabelText(text('transfers.form.memberAccountNumber')), '0123456789');
      await user.type(screen.getByLabelText(text('transfers.form.amount')), '10');
      await user.click(reviewButton());
      expect(await fieldError('toAccount')).toHaveTextContent('Entered IBAN is invalid');
    });

    describe('a recurring transfer from a loan the bank connector refuses', () => {
      // A credit union that lets cards and loans repeat in the form leaves the refusal to the platform.
      const recurringAllowed = widgetConfig({
        payments: { ...payments, rules: { ...payments.rules, recurringBlockedSourceKinds: [] } },
        forms: { transfer: transferForm },
      });
      const refuse = (message: string) =>
        http.post(`${ordersUrl}/validate`, () => HttpResponse.json({ message, key: 'payment.connector', errors: [{ key: 'payment.connector', message }] }, { status: 400 }));
      const sendMonthlyFromLoan = async () => {
        const user = userEvent.setup();
        renderForm('/transfers/make-a-transfer/form', {}, recurringAllowed);
        await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('loan'));
        await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
        await user.type(screen.getByLabelText(text('transfers.form.amount')), '10');
        await chooseOption(user, screen.getByLabelText(text('transfers.form.frequency')), optionName('MONTHLY'));
        await user.click(reviewButton());
      };
      const link = () => screen.getByRole('link', { name: text('transfers.errors.recurringLink') });

      it('shows the configured text and its link when the answer is the connector’s ("400 : ")', async () => {
        server.use(refuse('CoreConnector failed: 400 : recurring transfer not permitted for LOAN'), ...standardHandlers({ validate: [], submit: [] }));
        await sendMonthlyFromLoan();
        expect(await screen.findByText(text('transfers.errors.recurringBankConnector'))).toBeInTheDocument();
        expect(screen.queryByText(/CoreConnector failed/)).not.toBeInTheDocument();
        expect(link()).toHaveAttribute('href', payments.bankConnectorErrors.link.href);
      });

      it('shows the platform’s own words, with the link, for any other refusal', async () => {
        server.use(refuse('The loan is closed.'), ...standardHandlers({ validate: [], submit: [] }));
        await sendMonthlyFromLoan();
        expect(await screen.findByText('The loan is closed.')).toBeInTheDocument();
        expect(link()).toBeInTheDocument();
      });

      it('says the same in the error view when the connector refuses the order on submit', async () => {
        const message = 'CoreConnector failed: 400 : recurring transfer not permitted for LOAN';
        server.use(
          http.post(ordersUrl, () => HttpResponse.json({ message, key: 'payment.connector', errors: [{ key: 'payment.connector', message }] }, { status: 400 })),
          ...standardHandlers({ validate: [], submit: [] }),
        );
        await sendMonthlyFromLoan();
        await userEvent.setup().click(await screen.findByRole('button', { name: text('transfers.review.confirm') }));
        expect(await screen.findByText(text('transfers.result.failedTitle'))).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(text('transfers.errors.recurringBankConnector'));
        expect(screen.queryByText(/CoreConnector failed/)).not.toBeInTheDocument();
        expect(link()).toHaveAttribute('href', payments.bankConnectorErrors.link.href);
      });
    });
  });

  describe('notices and alerts (spec/3 §4, §8)', () => {
    const withTargets = (extra: ReturnType<typeof account>[]) => [
      http.get(arrangementsUrl, () => HttpResponse.json([...accounts, ...extra])),
      http.get(contactsUrl, () => HttpResponse.json(contacts)),
    ];
    const late = () => screen.queryByText(text('transfers.notices.lateTitle'));

    it('a credit card is late 9 days after its minimum payment due date', async () => {
      server.use(
        ...withTargets([
          account('card-late', 'Late Card', 'credit-card', '0', { minimumPaymentDueDate: dayFromToday(-10) }),
          account('card-due', 'Due Card', 'credit-card', '0', { minimumPaymentDueDate: dayFromToday(-9) }),
        ]),
      );
      const user = userEvent.setup();
      renderForm();
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:card-due'));
      expect(late()).not.toBeInTheDocument();
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:card-late'));
      expect(late()).toBeInTheDocument();
      expect(screen.getByText(text('transfers.notices.lateBody'))).toBeInTheDocument();
    });

    it('a loan that is no mortgage is late 10 days after its due date', async () => {
      server.use(
        ...withTargets([
          account('loan-late', 'Late Loan', 'loan', '0', { minimumPaymentDueDate: dayFromToday(-11) }),
          account('loan-due', 'Due Loan', 'loan', '0', { minimumPaymentDueDate: dayFromToday(-10) }),
        ]),
      );
      const user = userEvent.setup();
      renderForm();
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:loan-due'));
      expect(late()).not.toBeInTheDocument();
      expect(screen.queryByText(text('transfers.notices.mortgage'))).not.toBeInTheDocument();
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:loan-late'));
      expect(late()).toBeInTheDocument();
    });

    it('a mortgage shows its processing notice and is late after the grace day (the 17th) of its due month', async () => {
      const [year, month] = dayFromToday(-45).split('-');
      server.use(
        ...withTargets([
          account('mortgage-late', 'Home Mortgage', 'loan', '0', { product: { productKind: { kindUri: 'loan' }, externalTypeId: '1001' }, minimumPaymentDueDate: `${year}-${month}-01` }),
          account('mortgage-due', 'Cabin Mortgage', 'loan', '0', { product: { productKind: { kindUri: 'loan' }, externalTypeId: '1002' }, minimumPaymentDueDate: dayFromToday(20) }),
        ]),
      );
      const user = userEvent.setup();
      renderForm();
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:mortgage-due'));
      expect(screen.getByText(text('transfers.notices.mortgage'))).toBeInTheDocument();
      expect(late()).not.toBeInTheDocument();
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:mortgage-late'));
      expect(late()).toBeInTheDocument();
    });

    it('a credit card source shows the cash-advance notice; other sources do not', async () => {
      server.use(...withTargets([]));
      const user = userEvent.setup();
      renderForm();
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      expect(screen.queryByText(text('transfers.notices.cashAdvance'))).not.toBeInTheDocument();
      await chooseOption(user, screen.getByLabelText(text('transfers.form.from')), optionName('visa'));
      expect(screen.getByText(text('transfers.notices.cashAdvance'))).toBeInTheDocument();
    });

    it('asks whether to pay off a loan once the amount reaches the balance, and fills in the payoff amount', async () => {
      server.use(...withTargets([account('auto', 'Auto Loan', 'loan', '0', { bookedBalance: -812.4 })]));
      const user = userEvent.setup();
      renderForm();
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:auto'));
      const amount = screen.getByLabelText(text('transfers.form.amount'));
      await user.type(amount, '800');
      expect(screen.queryByText(text('transfers.payoff.question'))).not.toBeInTheDocument();
      await user.type(amount, '0');
      expect(screen.getByText(text('transfers.payoff.question'))).toBeInTheDocument();
      expect(screen.getByText(text('transfers.payoff.body', { account: 'Auto Loan', amount: '$812.40' }))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: text('transfers.payoff.action', { amount: '$812.40' }) }));
      await waitFor(() => expect(screen.getByLabelText(text('transfers.form.amount'))).toHaveValue('812.40'));
      // Paying exactly the balance: the question stays as a reminder, without the button.
      expect(screen.getByText(text('transfers.payoff.question'))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text('transfers.payoff.action', { amount: '$812.40' }) })).not.toBeInTheDocument();
      expect(chosenOption(screen.getByLabelText(text('transfers.form.to')))).toMatch(optionName('account:auto'));
    });
  });

  describe('templates', () => {
    const rent = {
      id: 'tpl-rent',
      name: 'Rent to Riley',
      details: {
        paymentType: 'INTRABANK_TRANSFER',
        originatorAccount: { identification: { identification: 'chk', schemeName: 'ID' }, name: 'Everyday Checking' },
        transferTransactionInformation: {
          instructedAmount: { amount: '950.00', currencyCode: 'USD' },
          counterparty: { name: 'Riley Chen', role: 'CREDITOR' },
          counterpartyAccount: { identification: { identification: '0123456789', schemeName: 'BBAN' }, name: 'Riley Chen' },
          remittanceInformation: { type: 'UNSTRUCTURED', content: 'Rent' },
        },
      },
    };
    const savings = (index: number) => ({
      id: `tpl-${index}`,
      name: `Savings ${index}`,
      details: {
        paymentType: 'INTERNAL_TRANSFER',
        originatorAccount: { identification: { identification: 'chk', schemeName: 'ID' } },
        transferTransactionInformation: {
          counterparty: { name: 'Rainy Day Savings' },
          counterpartyAccount: { identification: { identification: 'sav', schemeName: 'ID' }, name: 'Rainy Day Savings' },
        },
      },
    });
    const all = [rent, ...Array.from({ length: 6 }, (_, index) => savings(index + 1))];
    /** The sandbox's template list: `name` searches, `from` is a page index. */
    const templateHandlers = (saved: { method: string; url: string; body: unknown }[], fail = false) => [
      http.get(templatesUrl, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const name = query.get('name')?.toLowerCase() ?? '';
        const matching = all.filter((item) => item.name.toLowerCase().includes(name));
        const size = Number(query.get('size') ?? 10);
        const from = Number(query.get('from') ?? 0);
        return HttpResponse.json(matching.slice(from * size, from * size + size), { headers: { 'X-Total-Count': String(matching.length) } });
      }),
      http.post(templatesUrl, async ({ request }) => {
        const body = (await request.json()) as { name: string; details: unknown };
        saved.push({ method: 'POST', url: request.url, body });
        if (fail) return HttpResponse.json({ message: 'boom', key: 'x', errors: [] }, { status: 500 });
        return HttpResponse.json({ template: { id: 'tpl-new', ...body } }, { status: 201 });
      }),
      http.put(`${templatesUrl}/:id`, async ({ request, params }) => {
        const body = (await request.json()) as { name: string; details: unknown };
        saved.push({ method: 'PUT', url: request.url, body });
        return HttpResponse.json({ template: { id: params.id, ...body } });
      }),
    ];

    it('shows the form only once the templates above it are in, so the fields never jump under the pointer; a list that fails still lets the member transfer', async () => {
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      let templatesAsked = false;
      server.use(
        ...standardHandlers({ validate: [], submit: [] }),
        http.get(templatesUrl, async () => {
          templatesAsked = true;
          await answered;
          return HttpResponse.json([], { status: 500 });
        }),
      );
      renderForm();
      // The accounts are in; the templates are not answered yet.
      await waitFor(() => expect(templatesAsked).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.getByRole('region', { name: text('transfers.form.title') })).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByLabelText(text('transfers.form.from'))).not.toBeInTheDocument();
      answer();
      expect(await screen.findByText(text('transfers.templates.loadFailed'))).toBeInTheDocument();
      expect(await screen.findByLabelText(text('transfers.form.from'))).toBeEnabled();
    });

    it('lists, searches and pages the templates, and loads one into the form; Clear resets the form and the template name', async () => {
      server.use(...standardHandlers({ validate: [], submit: [] }), ...templateHandlers([]));
      const user = userEvent.setup();
      renderForm();
      expect(await screen.findByText('Rent to Riley')).toBeInTheDocument();
      expect(screen.getByText('To Riley Chen, $950.00')).toBeInTheDocument();
      // payments.json templates.pageSize is 5: the rest on demand.
      expect(screen.queryByText('Savings 5')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: text('transfers.templates.loadMore') }));
      expect(await screen.findByText('Savings 6')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: text('transfers.templates.loadMore') })).not.toBeInTheDocument();

      await user.type(screen.getByRole('searchbox', { name: text('transfers.templates.search') }), 'rent{Enter}');
      await waitFor(() => expect(screen.queryByText('Savings 1')).not.toBeInTheDocument());
      await user.clear(screen.getByRole('searchbox', { name: text('transfers.templates.search') }));
      await user.type(screen.getByRole('searchbox', { name: text('transfers.templates.search') }), 'nothing{Enter}');
      expect(await screen.findByText(text('transfers.templates.noMatch'))).toBeInTheDocument();
      await user.clear(screen.getByRole('searchbox', { name: text('transfers.templates.search') }));

      await user.click(await screen.findByRole('button', { name: text('transfers.templates.useAria', { name: 'Rent to Riley' }) }));
      await waitFor(() => expect(screen.getByLabelText(text('transfers.form.amount'))).toHaveValue('950.00'));
      expect(chosenOption(screen.getByLabelText(text('transfers.form.from')))).toMatch(optionName('chk'));
      expect(chosenOption(screen.getByLabelText(text('transfers.form.to')))).toMatch(optionName('contact:riley:0123456789'));
      expect(screen.getByLabelText(text('transfers.form.memo'))).toHaveValue('Rent');
      expect(screen.getByText(text('transfers.templates.using', { name: 'Rent to Riley' }))).toBeInTheDocument();

      await chooseOption(user, screen.getByLabelText(text('transfers.form.frequency')), optionName('MONTHLY'));
      await user.click(screen.getByRole('button', { name: text('transfers.templates.clear') }));
      await waitFor(() => expect(screen.getByLabelText(text('transfers.form.amount'))).toHaveValue(''));
      expect(chosenOption(screen.getByLabelText(text('transfers.form.frequency')))).toMatch(optionName('ONCE'));
      expect(screen.queryByText(text('transfers.templates.using', { name: 'Rent to Riley' }))).not.toBeInTheDocument();
    });

    it('saves the form as a template, updates the one in use under the same name, and says when saving failed', async () => {
      const saved: { method: string; url: string; body: unknown }[] = [];
      server.use(...standardHandlers({ validate: [], submit: [] }), ...templateHandlers(saved));
      const user = userEvent.setup();
      renderForm();
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
      await user.type(screen.getByLabelText(text('transfers.form.amount')), '25');
      await user.click(screen.getByRole('button', { name: text('transfers.templates.saveAs') }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: text('transfers.templates.save') }));
      expect(within(dialog).getByText(text('transfers.templates.nameRequired'))).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(text('transfers.templates.name')), 'Top up');
      await user.click(within(dialog).getByRole('button', { name: text('transfers.templates.save') }));
      expect(await screen.findByText('Template "Top up" has been successfully updated')).toBeInTheDocument();
      expect(saved[0]).toMatchObject({
        method: 'POST',
        body: {
          name: 'Top up',
          details: {
            paymentType: 'INTERNAL_TRANSFER',
            originatorAccount: { identification: { identification: 'chk', schemeName: 'ID' } },
            transferTransactionInformation: {
              instructedAmount: { amount: '25.00', currencyCode: 'USD' },
              counterpartyAccount: { identification: { identification: 'sav', schemeName: 'ID' } },
            },
          },
        },
      });
      expect(saved[0]?.body).not.toHaveProperty('details.requestedExecutionDate');
      // Saved again under the same name: the template is updated, not duplicated.
      await user.type(screen.getByLabelText(text('transfers.form.amount')), '0');
      await user.click(screen.getByRole('button', { name: text('transfers.templates.saveAs') }));
      const again = await screen.findByRole('dialog');
      expect(within(again).getByLabelText(text('transfers.templates.name'))).toHaveValue('Top up');
      await user.click(within(again).getByRole('button', { name: text('transfers.templates.save') }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1]).toMatchObject({ method: 'PUT', url: `${templatesUrl}/tpl-new`, body: { name: 'Top up', details: { transferTransactionInformation: { instructedAmount: { amount: '250.00' } } } } });
    });

    it('keeps the dialog and the name when the save fails, with the failure text', async () => {
      server.use(...standardHandlers({ validate: [], submit: [] }), ...templateHandlers([], true));
      const user = userEvent.setup();
      renderForm();
      await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
      await user.click(screen.getByRole('button', { name: text('transfers.templates.saveAs') }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText(text('transfers.templates.name')), 'Top up');
      await user.click(within(dialog).getByRole('button', { name: text('transfers.templates.save') }));
      expect(await within(dialog).findByText(text('transfers.templates.saveFailed'))).toBeInTheDocument();
      expect(within(dialog).getByLabelText(text('transfers.templates.name'))).toHaveValue('Top up');
    });

    it('edit-template mode loads the template and saves it with PUT', async () => {
      const saved: { method: string; url: string; body: unknown }[] = [];
      server.use(...standardHandlers({ validate: [], submit: [] }), ...templateHandlers(saved));
      const user = userEvent.setup();
      renderForm('/transfers/make-a-transfer/form?templateId=tpl-rent');
      expect(await screen.findByRole('heading', { level: 2, name: text('transfers.templates.editTitle') })).toBeInTheDocument();
      const name = await screen.findByLabelText(text('transfers.templates.name'));
      expect(name).toHaveValue('Rent to Riley');
      expect(await screen.findByLabelText(text('transfers.form.amount'))).toHaveValue('950.00');
      expect(screen.queryByRole('button', { name: text('transfers.form.review') })).not.toBeInTheDocument();
      await user.clear(name);
      await user.click(screen.getByRole('button', { name: text('transfers.templates.save') }));
      expect(await screen.findByText(text('transfers.templates.nameRequired'))).toBeInTheDocument();
      await user.type(name, 'Rent');
      await user.clear(screen.getByLabelText(text('transfers.form.amount')));
      await user.type(screen.getByLabelText(text('transfers.form.amount')), '975');
      await user.click(screen.getByRole('button', { name: text('transfers.templates.save') }));
      expect(await screen.findByText('Template "Rent" has been successfully updated')).toBeInTheDocument();
      expect(saved).toEqual([
        expect.objectContaining({ method: 'PUT', url: `${templatesUrl}/tpl-rent`, body: expect.objectContaining({ name: 'Rent' }) }),
      ]);
      expect(saved[0]?.body).toMatchObject({ details: { transferTransactionInformation: { instructedAmount: { amount: '975.00' } } } });
    });

    it('template mode creates a template from the form without moving money', async () => {
      const sent = { validate: [] as unknown[], submit: [] as unknown[] };
      const saved: { method: string; url: string; body: unknown }[] = [];
      server.use(...standardHandlers(sent), ...templateHandlers(saved));
      const user = userEvent.setup();
      renderForm('/transfers/make-a-transfer/form?mode=template');
      expect(await screen.findByRole('heading', { level: 2, name: text('transfers.templates.newTitle') })).toBeInTheDocument();
      await user.type(await screen.findByLabelText(text('transfers.templates.name')), 'Weekly savings');
      await chooseOption(user, screen.getByLabelText(text('transfers.form.from')), optionName('chk'));
      await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
      await user.type(screen.getByLabelText(text('transfers.form.amount')), '40');
      await user.click(screen.getByRole('button', { name: text('transfers.templates.save') }));
      expect(await screen.findByText('Template "Weekly savings" has been successfully updated')).toBeInTheDocument();
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({ method: 'POST', body: { name: 'Weekly savings', details: { transferTransactionInformation: { instructedAmount: { amount: '40.00' } } } } });
      expect(saved[0]?.body).not.toHaveProperty('details.requestedExecutionDate');
      expect(sent.validate).toHaveLength(0);
      // Saving again updates the template just created.
      await user.click(screen.getByRole('button', { name: text('transfers.templates.save') }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1]).toMatchObject({ method: 'PUT', url: `${templatesUrl}/tpl-new` });
    });
  });

  it('copy payment fills a new transfer from an order, dated today, and submits it as a new order', async () => {
    const sent = { validate: [] as unknown[], submit: [] as unknown[] };
    server.use(
      ...standardHandlers(sent),
      http.get(`${ordersUrl}/order-9`, () =>
        HttpResponse.json({
          id: 'order-9',
          status: 'PROCESSED',
          paymentType: 'INTRABANK_TRANSFER',
          paymentMode: 'SINGLE',
          requestedExecutionDate: '2020-01-15',
          originatorAccount: { arrangementId: 'chk', identification: { identification: 'chk', schemeName: 'ID' }, name: 'Everyday Checking' },
          transferTransactionInformation: {
            instructedAmount: { amount: '60.00', currencyCode: 'USD' },
            counterparty: { name: 'Riley Chen', role: 'CREDITOR' },
            counterpartyAccount: { identification: { identification: '0555512345', schemeName: 'BBAN' }, name: 'Riley Chen' },
            remittanceInformation: { type: 'UNSTRUCTURED', content: 'Dinner' },
          },
          permissibleActions: { edit: false, cancel: false },
        }),
      ),
    );
    const user = userEvent.setup();
    renderForm('/transfers/make-a-transfer/form?copyPaymentOrderId=order-9');
    // A copy is a new transfer: the page's own heading (the shell's) names it, the form adds none.
    expect(await screen.findByRole('region', { name: text('transfers.form.title') })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text('transfers.form.title') })).not.toBeInTheDocument();
    expect(await screen.findByLabelText(text('transfers.form.amount'))).toHaveValue('60.00');
    expect(chosenOption(screen.getByLabelText(text('transfers.form.to')))).toMatch(optionName('contact:riley:0555512345'));
    expect(screen.getByLabelText(text('transfers.form.date'))).toHaveValue(today);
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('transfers.review.confirm') }));
    expect(await screen.findByText('Your transfer of $60.00 was sent.')).toBeInTheDocument();
    expect(sent.submit[0]).toMatchObject({ id: 'validated-1', requestedExecutionDate: today, transferTransactionInformation: { remittanceInformation: { content: 'Dinner' } } });
  });

  it('asks before discarding changes', async () => {
    server.use(...standardHandlers({ validate: [], submit: [] }));
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText(text('transfers.form.amount')), '5');
    await user.click(screen.getByRole('button', { name: text('transfers.form.cancel') }));
    expect(await screen.findByText(text('transfers.discard.body'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('transfers.discard.cancel') }));
    expect(screen.getByLabelText(text('transfers.form.amount'))).toHaveValue('5');
  });
});

describe('transfer form payment options (spec/3 §7)', () => {
  /** The catalogue's text with the cut-off as the member reads it (Intl may put a narrow space before PM). */
  const optionLine = (feeKey: string, fee: Record<string, string>, timingKey: string) =>
    new RegExp(`^${escape(`${text(feeKey, fee)} · ${text(timingKey, { cutOff: '@' })}`).replace('@', '2:00\\sPM Mountain Time')}$`);

  it('shows the fee and the cut-off of the chosen account’s transfer under the date', async () => {
    const options = contractExample<{ options: { paymentType: string; paymentOptions: { transferFee: { amount: string } }[] }[] }>('findPaymentOptions');
    options.options[0]!.paymentOptions[0]!.transferFee.amount = '1.50';
    const asked: unknown[] = [];
    server.use(
      ...standardHandlers({ validate: [], submit: [] }),
      http.post(paymentOptionsUrl, async ({ request }) => {
        asked.push(await request.json());
        return contractAnswer('findPaymentOptions', options);
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
    const line = await screen.findByText(optionLine('transfers.options.fee', { fee: '$1.50' }, 'transfers.options.sameDay'));
    expect(screen.getByLabelText(text('transfers.form.date'))).toHaveAccessibleDescription(expect.stringContaining(line.textContent ?? '') as string);
    expect(asked).toEqual([{ originatorAccount: { arrangementId: 'chk' }, paymentTypes: ['INTERNAL_TRANSFER'] }]);
  });

  it('lets the member review the transfer when the payment options cannot be read, without an options line', async () => {
    const sent = { validate: [] as unknown[], submit: [] as unknown[] };
    let asked = 0;
    server.use(
      ...standardHandlers(sent),
      http.post(paymentOptionsUrl, () => {
        asked += 1;
        return contractAnswer('findPaymentOptions', { message: 'Not an account you act for', key: 'not-found', errors: [] }, 404);
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await chooseOption(user, await screen.findByLabelText(text('transfers.form.from')), optionName('chk'));
    await chooseOption(user, screen.getByLabelText(text('transfers.form.to')), optionName('account:sav'));
    await waitFor(() => expect(asked).toBe(1));
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '25');
    expect(screen.queryByText(new RegExp(`^${escape(text('transfers.options.noFee'))} · `))).not.toBeInTheDocument();
    await user.click(reviewButton());
    expect(await screen.findByRole('heading', { level: 2, name: text('transfers.review.title') })).toBeInTheDocument();
    expect(sent.validate).toHaveLength(1);
  });
});
