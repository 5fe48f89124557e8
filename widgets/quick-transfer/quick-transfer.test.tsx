import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import appConfig from '../../config/app.json';
import quickCashAdvance from '../../config/forms/quick-cash-advance.json';
import quickRepay from '../../config/forms/quick-repay.json';
import payments from '../../config/payments.json';
import routesConfig from '../../config/routes.json';
import { clearFormDrafts, ModalOutlet, WidgetHost, type EntitlementFacts, type RoutesConfig } from '../../src/runtime/index.js';
import { apiRoot, chooseOption, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';

const arrangementsUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary/context/arrangements`;
const cardUrl = `${apiRoot}/arrangement-manager/client-api/v2/arrangements/:id`;
const ordersUrl = `${apiRoot}/payment-order-service/client-api/v3/payment-orders`;

const account = (id: string, name: string, kindUri: string, booked: string, available: string) => ({
  id,
  name,
  displayName: name,
  currency: 'USD',
  bookedBalance: Number(booked),
  availableBalance: Number(available),
  product: { productKind: { kindUri } },
});
const checking = account('chk', 'Everyday Checking', 'current-account', '1500.00', '1500.00');
const savings = account('sav', 'Rainy Day Savings', 'savings-account', '300.00', '300.00');
const visa = account('visa', 'Visa Platinum', 'credit-card', '934.12', '7065.88');
const loan = account('loan', 'Line of Credit', 'loan', '100.00', '900.00');

const visaDetails = {
  ...visa,
  minimumPayment: '35.00',
  minimumPaymentDueDate: '2099-01-15',
  statementBalance: 410.5,
  cardDetails: { availableCashCredit: '200.00' },
};

const transferFacts: EntitlementFacts = {
  permissions: [{ resource: 'Payments', function: 'A2ATransfer', permissions: { create: true, view: true } }],
  flags: {},
};

const server = fakePlatform(() => clearFormDrafts());
beforeAll(stubResizeObserver);

const config = widgetConfig({ payments, forms: { 'quick-repay': quickRepay, 'quick-cash-advance': quickCashAdvance } });

interface Sent {
  validate: Record<string, unknown>[];
  submit: Record<string, unknown>[];
  listReads: number;
}

/** The sandbox as the modal meets it; `debit`/`credit` are the accounts each side of a transfer lists. */
function handlers(
  sent: Sent,
  options: { debit?: unknown[]; credit?: unknown[]; details?: unknown; outcome?: Record<string, unknown>; validate?: () => Response | undefined } = {},
) {
  return [
    http.get(arrangementsUrl, ({ request }) => {
      sent.listReads += 1;
      const query = new URL(request.url).searchParams;
      expect(query.get('businessFunction')).toBe('A2A Transfer');
      if (query.get('debitAccount') === 'true') return HttpResponse.json(options.debit ?? [checking, savings, visa, loan]);
      return HttpResponse.json(options.credit ?? [checking, savings, visa, loan]);
    }),
    http.get(cardUrl, () => HttpResponse.json(options.details ?? visaDetails)),
    http.post(`${ordersUrl}/validate`, async ({ request }) => {
      sent.validate.push((await request.json()) as Record<string, unknown>);
      return options.validate?.() ?? HttpResponse.json({ id: 'validated-1', warnings: [], canApprove: true });
    }),
    http.post(ordersUrl, async ({ request }) => {
      sent.submit.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(options.outcome ?? { id: 'validated-1', status: 'PROCESSED', bankStatus: 'PROCESSED' }, { status: 202 });
    }),
  ];
}

/** A page with the card's quick-action buttons and the runtime's modal outlet, as the app has them. */
function renderPage(options: { path?: string; facts?: EntitlementFacts; external?: boolean } = {}) {
  const page = (
    <Route
      path="/my-accounts"
      element={
        <>
          <h1>My Accounts</h1>
          <WidgetHost widget="quick-actions" props={{ accountId: 'visa', external: options.external ?? false }} />
          <ModalOutlet routes={routesConfig as unknown as RoutesConfig} />
        </>
      }
    />
  );
  return renderWidget(page, { path: options.path ?? '/my-accounts', config, facts: options.facts ?? transferFacts });
}

const newSent = (): Sent => ({ validate: [], submit: [], listReads: 0 });
const dialog = () => screen.findByRole('dialog');

describe('quick-action modals', { timeout: 240_000 }, () => {
  it('repays the card from checking: presets, validate, review, submit with the validated id, balances refreshed, closed on the same page', async () => {
    const sent = newSent();
    server.use(...handlers(sent));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: text('quickActions.repay.button') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-accounts?openedModal=quick-action-repay&account=visa');
    const modal = await dialog();
    expect(within(modal).getByText(text('route.repayCreditCard.title'))).toBeInTheDocument();

    const from = await within(modal).findByLabelText(text('quickActions.form.from'));
    // Only the member's deposit accounts pay the card (not the card, not the line of credit).
    await user.click(from);
    const offered = await within(document.body).findByRole('listbox');
    expect(within(offered).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
      text('quickActions.form.accountOption', { name: 'Everyday Checking', amount: '$1,500.00' }),
      text('quickActions.form.accountOption', { name: 'Rainy Day Savings', amount: '$300.00' }),
    ]);
    // Escape would close the modal too: the option is picked from the list already open.
    fireEvent.click(within(offered).getByRole('option', { name: /^Everyday Checking — /, hidden: true }));
    expect(within(modal).getByRole('radio', { name: 'Minimum due: $35.00' })).toBeInTheDocument();
    expect(within(modal).getByRole('radio', { name: 'Statement balance: $410.50' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: 'Current balance: $934.12' }));
    await user.click(within(modal).getByRole('button', { name: text('quickActions.form.review') }));

    expect(await within(modal).findByRole('heading', { name: text('quickActions.review.title') })).toBeInTheDocument();
    expect(sent.validate).toHaveLength(1);
    expect(sent.validate[0]).toMatchObject({
      paymentType: 'INTERNAL_TRANSFER',
      paymentMode: 'SINGLE',
      instructionPriority: 'NORM',
      originatorAccount: { identification: { identification: 'chk', schemeName: 'ID' } },
      transferTransactionInformation: {
        instructedAmount: { amount: '934.12', currencyCode: 'USD' },
        counterpartyAccount: { identification: { identification: 'visa', schemeName: 'ID' } },
      },
    });
    expect(sent.validate[0]).not.toHaveProperty('id');
    const readsBefore = sent.listReads;
    await user.click(within(modal).getByRole('button', { name: text('quickActions.review.confirm') }));

    expect(await within(modal).findByText(text('quickActions.result.sentTitle'))).toBeInTheDocument();
    expect(within(modal).getByRole('status')).toHaveTextContent(
      text('quickActions.result.repaid', { amount: '$934.12', account: 'Everyday Checking', card: 'Visa Platinum' }),
    );
    expect(sent.submit).toHaveLength(1);
    expect(sent.submit[0]).toMatchObject({ ...sent.validate[0], id: 'validated-1' });
    // The accounts both sides list are read again: balances on the page refresh.
    await waitFor(() => expect(sent.listReads).toBeGreaterThan(readsBefore));

    await user.click(within(modal).getByRole('button', { name: text('quickActions.result.done') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-accounts$/);
    expect(screen.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeInTheDocument();
  });

  it('offers only the presets the card reports; a typed amount the server refuses shows the config text on the amount field', async () => {
    const sent = newSent();
    server.use(
      ...handlers(sent, {
        details: { ...visa, minimumPayment: '35.00' },
        validate: () =>
          HttpResponse.json(
            {
              message: 'Insufficient funds',
              key: 'payment.amount.insufficient-funds',
              errors: [{ key: 'payment.amount.insufficient-funds', message: 'Insufficient funds', context: { limit: '1500.00' } }],
            },
            { status: 400 },
          ),
      }),
    );
    const user = userEvent.setup();
    renderPage({ path: '/my-accounts?openedModal=quick-action-repay&account=visa' });
    const modal = await dialog();
    await chooseOption(user, await within(modal).findByLabelText(text('quickActions.form.from')), /^Rainy Day Savings — /);
    expect(within(modal).queryByRole('radio', { name: /Statement balance/ })).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: text('quickActions.amount.OTHER') }));
    await user.type(within(modal).getByRole('textbox', { name: text('quickActions.amount.OTHER') }), '2000');
    await user.click(within(modal).getByRole('button', { name: text('quickActions.form.review') }));

    const fieldText = text('quickActions.errors.insufficientFunds').replace('#amount#', '$1,500.00');
    expect((await within(modal).findAllByText(fieldText)).length).toBeGreaterThan(0);
    expect(sent.validate[0]).toMatchObject({ transferTransactionInformation: { instructedAmount: { amount: '2000.00' } } });
    expect(sent.submit).toHaveLength(0);
    // What the member typed stays.
    expect(within(modal).getByRole('textbox', { name: text('quickActions.amount.OTHER') })).toHaveValue('2000');
  });

  it('a REJECTED order shows errorDescription, else reasonText, else the Error text', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ id: 'validated-1', status: 'REJECTED', errorDescription: 'Card is blocked', reasonText: 'PP12' }, 'Card is blocked'],
      [{ id: 'validated-1', status: 'REJECTED', reasonText: 'Payment failed' }, 'Payment failed'],
      [{ id: 'validated-1', status: 'REJECTED' }, text('quickActions.errors.rejected')],
    ];
    for (const [outcome, shown] of cases) {
      const sent = newSent();
      server.use(...handlers(sent, { outcome }));
      const user = userEvent.setup();
      const view = renderPage({ path: '/my-accounts?openedModal=quick-action-repay&account=visa' });
      const modal = await dialog();
      await chooseOption(user, await within(modal).findByLabelText(text('quickActions.form.from')), /^Everyday Checking — /);
      await user.click(within(modal).getByRole('radio', { name: 'Minimum due: $35.00' }));
      await user.click(within(modal).getByRole('button', { name: text('quickActions.form.review') }));
      await user.click(await within(modal).findByRole('button', { name: text('quickActions.review.confirm') }));
      expect(await within(modal).findByText(text('quickActions.result.rejectedTitle'))).toBeInTheDocument();
      expect(within(modal).getByRole('alert')).toHaveTextContent(new RegExp(`^${shown}$`));
      view.unmount();
      clearFormDrafts();
    }
  });

  it('a submit without an answer goes on to the error view; trying again resends the same validated id', async () => {
    const sent = newSent();
    let failures = 1;
    // The first handler that matches answers: the failing submit goes before the standard ones.
    server.use(
      http.post(ordersUrl, async ({ request }) => {
        sent.submit.push((await request.json()) as Record<string, unknown>);
        if (failures-- > 0) return HttpResponse.json({ message: 'Gateway timeout' }, { status: 504 });
        return HttpResponse.json({ id: 'validated-1', status: 'PROCESSED' }, { status: 202 });
      }),
      ...handlers(sent),
    );
    const user = userEvent.setup();
    renderPage({ path: '/my-accounts?openedModal=quick-action-repay&account=visa' });
    const modal = await dialog();
    await chooseOption(user, await within(modal).findByLabelText(text('quickActions.form.from')), /^Everyday Checking — /);
    await user.click(within(modal).getByRole('radio', { name: 'Minimum due: $35.00' }));
    await user.click(within(modal).getByRole('button', { name: text('quickActions.form.review') }));
    await user.click(await within(modal).findByRole('button', { name: text('quickActions.review.confirm') }));
    expect(await within(modal).findByText(text('quickActions.result.failedTitle'))).toBeInTheDocument();
    expect(within(modal).getByRole('alert')).toHaveTextContent(text('quickActions.errors.server', { phone: appConfig.phone }));
    await user.click(within(modal).getByRole('button', { name: text('quickActions.result.retry') }));
    expect(await within(modal).findByText(text('quickActions.result.sentTitle'))).toBeInTheDocument();
    expect(sent.validate).toHaveLength(1);
    expect(sent.submit.map((order) => order.id)).toEqual(['validated-1', 'validated-1']);
  });

  it('cash advance: shows the notice, refuses more than the card’s cash on the amount field, moves money from the card', async () => {
    const sent = newSent();
    server.use(...handlers(sent));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: text('quickActions.cashAdvance.button') }));
    const modal = await dialog();
    expect(within(modal).getByText(text('route.cashAdvance.title'))).toBeInTheDocument();
    expect(await within(modal).findByText(text('quickActions.notices.cashAdvance'))).toBeInTheDocument();
    const to = await within(modal).findByLabelText(text('quickActions.form.to'));
    await chooseOption(user, to, /^Rainy Day Savings — /);
    const amount = within(modal).getByLabelText(text('quickActions.form.amount'));
    await user.type(amount, '250');
    await user.click(within(modal).getByRole('button', { name: text('quickActions.form.review') }));
    const limitText = text('quickActions.errors.cashLimit').replace('#amount#', '$200.00');
    expect((await within(modal).findAllByText(limitText)).length).toBeGreaterThan(0);
    expect(sent.validate).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '80');
    await user.click(within(modal).getByRole('button', { name: text('quickActions.form.review') }));
    await user.click(await within(modal).findByRole('button', { name: text('quickActions.review.confirm') }));
    expect(await within(modal).findByText(text('quickActions.result.sentTitle'))).toBeInTheDocument();
    expect(sent.submit[0]).toMatchObject({
      id: 'validated-1',
      originatorAccount: { identification: { identification: 'visa', schemeName: 'ID' } },
      transferTransactionInformation: {
        instructedAmount: { amount: '80.00', currencyCode: 'USD' },
        counterpartyAccount: { identification: { identification: 'sav', schemeName: 'ID' } },
      },
    });
  });

  it('offers repay only when the card takes credits and cash advance only when it allows debits', async () => {
    server.use(...handlers(newSent(), { debit: [checking, savings], credit: [checking, savings, visa] }));
    renderPage();
    expect(await screen.findByRole('button', { name: text('quickActions.repay.button') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('quickActions.cashAdvance.button') })).not.toBeInTheDocument();
  });

  it('offers nothing for an external card', async () => {
    const sent = newSent();
    server.use(...handlers(sent));
    renderPage({ external: true });
    await screen.findByTestId('location');
    // Nothing to wait for that could appear: the widget decides without asking the platform.
    await waitFor(() => expect(screen.queryByRole('group', { name: text('quickActions.group') })).not.toBeInTheDocument());
    expect(sent.listReads).toBe(0);
  });

  it('a member without the entitlement gets neither the buttons nor the modal', async () => {
    const sent = newSent();
    server.use(...handlers(sent));
    renderPage({ path: '/my-accounts?openedModal=quick-action-repay&account=visa', facts: { permissions: [], flags: {} } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Accounts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('quickActions.repay.button') })).not.toBeInTheDocument();
    expect(sent.listReads).toBe(0);
  });

  it('says so when the card cannot be repaid here, and closes on the same page', async () => {
    server.use(...handlers(newSent(), { credit: [checking, savings] }));
    const user = userEvent.setup();
    renderPage({ path: '/my-accounts?openedModal=quick-action-repay&account=visa' });
    const modal = await dialog();
    expect(await within(modal).findByText(text('quickActions.unavailable.repay'))).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: text('quickActions.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-accounts$/);
  });
});
