import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import appConfig from '../../config/app.json';
import entitlements from '../../config/entitlements.json';
import flags from '../../config/flags.json';
import transferForm from '../../config/forms/transfer.json';
import menu from '../../config/menu.json';
import catalogue from '../../config/messages/en-US.json';
import payments from '../../config/payments.json';
import routesConfig from '../../config/routes.json';
import { createHttpClient, PlatformProvider } from '../../src/platform/index.js';
import { clearFormDrafts, RuntimeProvider, type ConfigBundle } from '../../src/runtime/index.js';
import { widgetRegistry } from '../index.js';
import type { TransferFormProps } from './definition.js';
import TransferForm from './transfer-form.js';

// antd and the lazily loaded rjsf form render slowly in jsdom; give async queries time.
configure({ asyncUtilTimeout: 30_000 });

const apiRoot = 'http://bank.test/api';
const arrangementsUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary/context/arrangements`;
const contactsUrl = `${apiRoot}/contact-manager/client-api/v2/contacts`;
const ordersUrl = `${apiRoot}/payment-order-service/client-api/v3/payment-orders`;
const messages: Record<string, string> = catalogue;
const text = (key: string) => {
  const value = messages[key];
  if (value === undefined) throw new Error(`config/messages/en-US.json has no "${key}"`);
  return value;
};

const account = (id: string, name: string, kindUri: string, balance: string) => ({
  id,
  name,
  displayName: name,
  currency: 'USD',
  availableBalance: Number(balance),
  product: { productKind: { kindUri } },
});
const accounts = [
  account('chk', 'Everyday Checking', 'current-account', '1500.00'),
  account('sav', 'Rainy Day Savings', 'savings-account', '300.00'),
  account('visa', 'Visa Platinum', 'credit-card', '900.00'),
  account('loan', 'Personal Loan', 'loan', '0'),
];
const contacts = [{ id: 'riley', name: 'Riley Chen', alias: 'Riley', accounts: [{ accountNumber: '0123456789' }] }];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Drafts live for the page's life; each test is a fresh page.
  clearFormDrafts();
});
afterAll(() => server.close());

const config = {
  app: appConfig,
  routes: routesConfig,
  menu,
  entitlements,
  flags,
  messages,
  payments,
  forms: { transfer: transferForm },
} as unknown as ConfigBundle;

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

function renderForm(path = '/transfers/make-a-transfer/form') {
  const client = createHttpClient({
    apiRoot,
    session: { accessToken: () => 'token', refresh: async () => undefined, logout: () => undefined },
    readCookie: () => undefined,
    currentPath: () => path,
  });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PlatformProvider platform={{ http: client }}>
        <RuntimeProvider config={config} registry={widgetRegistry} facts={{ permissions: [], flags: {} }} session={{ isAuthenticated: true, hasContext: true }}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/transfers/make-a-transfer/form" element={<TransferForm {...props} />} />
            </Routes>
          </MemoryRouter>
        </RuntimeProvider>
      </PlatformProvider>
    </SWRConfig>,
  );
}

const reviewButton = () => document.querySelector('button.pb-transfer-submit') as HTMLButtonElement;

describe('transfer form', { timeout: 90_000 }, () => {
  it('builds the internal transfer of spec/3 §3, reviews it and submits it with the validated id', async () => {
    const sent = { validate: [] as unknown[], submit: [] as unknown[] };
    server.use(...standardHandlers(sent));
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(await screen.findByLabelText(text('transfers.form.from')), 'chk');
    await user.selectOptions(screen.getByLabelText(text('transfers.form.to')), 'account:sav');
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
    await user.selectOptions(await screen.findByLabelText(text('transfers.form.from')), 'chk');
    await user.selectOptions(screen.getByLabelText(text('transfers.form.to')), 'account:sav');
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '42');
    await user.type(screen.getByLabelText(text('transfers.form.memo')), 'Gift');
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('transfers.review.back') }));
    expect(await screen.findByLabelText(text('transfers.form.amount'))).toHaveValue('42');
    expect(screen.getByLabelText(text('transfers.form.memo'))).toHaveValue('Gift');
    expect(screen.getByLabelText(text('transfers.form.from'))).toHaveValue('chk');
  });

  it('blocks a credit card to loan transfer with its text and a disabled submit', async () => {
    server.use(...standardHandlers({ validate: [], submit: [] }));
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(await screen.findByLabelText(text('transfers.form.from')), 'visa');
    expect(screen.getByText(text('transfers.notices.cashAdvance'))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(text('transfers.form.to')), 'account:loan');
    expect(screen.getByText(text('transfers.payment.credit-card-to-loan'))).toHaveAttribute('role', 'alert');
    expect(reviewButton()).toBeDisabled();
  });

  it('forces a loan source to a one-time transfer and says why', async () => {
    server.use(...standardHandlers({ validate: [], submit: [] }));
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(await screen.findByLabelText(text('transfers.form.from')), 'chk');
    await user.selectOptions(screen.getByLabelText(text('transfers.form.frequency')), 'MONTHLY');
    expect(await screen.findByLabelText(text('transfers.form.end'))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(text('transfers.form.from')), 'loan');
    expect(await screen.findByText(text('transfers.payment.recurring.loan'))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(text('transfers.form.frequency'))).toHaveValue('ONCE'));
    expect(screen.getByLabelText(text('transfers.form.frequency'))).toBeDisabled();
    expect(screen.queryByLabelText(text('transfers.form.end'))).not.toBeInTheDocument();
  });

  it('puts the contact limit from validate on the amount field with the limit filled in, and pays contacts by account number', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(arrangementsUrl, () => HttpResponse.json(accounts)),
      http.get(contactsUrl, () => HttpResponse.json(contacts)),
      http.post(`${ordersUrl}/validate`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            message: payments.messages['payment.amount.contact-limit-per-transaction'],
            key: 'payment.amount.contact-limit-per-transaction',
            errors: [{ key: 'payment.amount.contact-limit-per-transaction', message: 'x', context: { limit: '2500.00' } }],
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(await screen.findByLabelText(text('transfers.form.from')), 'chk');
    await user.selectOptions(screen.getByLabelText(text('transfers.form.to')), 'contact:riley');
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '2600');
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
    expect(screen.getByLabelText(text('transfers.form.amount'))).toHaveValue('2600');
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
    await user.selectOptions(await screen.findByLabelText(text('transfers.form.from')), 'chk');
    await user.selectOptions(screen.getByLabelText(text('transfers.form.to')), 'account:sav');
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
    await user.selectOptions(await screen.findByLabelText(text('transfers.form.from')), 'chk');
    await user.selectOptions(screen.getByLabelText(text('transfers.form.to')), 'account:sav');
    await user.type(screen.getByLabelText(text('transfers.form.amount')), '10');
    await user.click(reviewButton());
    await user.click(await screen.findByRole('button', { name: text('transfers.review.confirm') }));
    expect(await screen.findByText(text('transfers.result.rejectedTitle'))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient funds at execution');
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
