import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import balanceAlertForm from '../../config/forms/balance-alert.json';
import transactionsAlertForm from '../../config/forms/transactions-alert.json';
import { clearFormDrafts } from '../../src/runtime/index.js';
import { apiRoot, fakePlatform, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';
import NotificationSettings from './notification-settings.js';

const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;
const specificationsUrl = `${apiRoot}/action/client-api/v2/action-recipe-specifications`;
const recipesUrl = `${apiRoot}/action/client-api/v2/action-recipes`;

/** A product as the platform sends it: its `name` is the one the bank gave it, here the same as its display name. */
const product = (id: string, fields: { displayName: string } & Record<string, unknown>) => ({ id, name: fields.displayName, currency: 'USD', visible: true, ...fields });
const summary = {
  aggregatedBalance: { currency: 'USD', value: '3500.25' },
  currentAccounts: {
    name: 'Checking',
    aggregatedBalance: { currency: 'USD', value: '3500.25' },
    products: [
      product('chk-1', { displayName: 'Everyday Checking', BBAN: '000123456789', availableBalance: '3000.25' }),
      product('chk-hidden', { displayName: 'Hidden By Me', visible: true, userPreferences: { visible: false } }),
      product('chk-shown', { displayName: 'Shown By Me', visible: false, userPreferences: { visible: true }, availableBalance: '500.00' }),
    ],
  },
  debitCards: { name: 'Debit Card', aggregatedBalance: { currency: 'USD', value: '0.00' }, products: [product('dc-1', { displayName: 'Platform Hidden', visible: false })] },
  customProductKinds: [],
};
const specifications = [
  { id: 'account-balance-low', name: 'Balance alert', type: 'balance', channels: ['email'], amountRequired: true },
  { id: 'new-transaction-occurred', name: 'Transactions alert', type: 'transactions', channels: ['sms', 'email'], amountRequired: false },
];

// Drafts live for the page's life; each test is a fresh page.
const server = fakePlatform(clearFormDrafts);

const config = widgetConfig({ forms: { 'balance-alert': balanceAlertForm, 'transactions-alert': transactionsAlertForm } });

function renderPage(path: string) {
  const detailsPath = 'self-service/product-list/notification-details/:selectedAccount';
  const backPath = 'self-service/product-list/manage-notifications';
  return renderWidget(
    <>
      <Route path={`/${backPath}`} element={<NotificationSettings page="accounts" detailsPath={detailsPath} backPath={backPath} />} />
      <Route path={`/${detailsPath}`} element={<NotificationSettings page="details" detailsPath={detailsPath} backPath={backPath} />} />
    </>,
    { path, config },
  );
}

const detailsPath = '/self-service/product-list/notification-details/chk-1';

function balanceCard(): HTMLElement {
  return screen.getByRole('heading', { name: text('notificationSettings.balanceAlert.title') }).closest('.pb-notification-alert') as HTMLElement;
}

describe('manage notifications', () => {
  it('lists the visible accounts (preference first, then the platform flag; empty kinds dropped) and opens one', async () => {
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      http.get(specificationsUrl, () => HttpResponse.json(specifications)),
      http.get(recipesUrl, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderPage('/self-service/product-list/manage-notifications');
    expect(screen.getByRole('heading', { level: 2, name: text('notificationSettings.subheading') })).toBeInTheDocument();
    const links = await screen.findAllByTestId('notification-account-link');
    expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining('Everyday Checking'), expect.stringContaining('Shown By Me')]);
    expect(screen.queryByText('Hidden By Me')).not.toBeInTheDocument();
    expect(screen.queryByText('Debit Card')).not.toBeInTheDocument();
    expect(links[0]).toHaveTextContent('••6789');
    expect(links[0]).toHaveTextContent('$3,000.25');
    await user.click(links[0] as HTMLElement);
    expect(screen.getByTestId('location')).toHaveTextContent(detailsPath);
    expect(await screen.findByRole('link', { name: text('notificationSettings.back') })).toBeInTheDocument();
  });

  it('labels a loan’s figure Amount owed (its booked balance), an account’s Available balance', async () => {
    const withLoan = {
      ...summary,
      loans: { name: 'Loans', aggregatedBalance: { currency: 'USD', value: '12500.00' }, products: [product('loan-1', { displayName: 'Auto Loan', BBAN: '000000004321', bookedBalance: '12500.00', availableBalance: '0.00' })] },
    };
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(withLoan)),
      http.get(specificationsUrl, () => HttpResponse.json(specifications)),
      http.get(recipesUrl, () => HttpResponse.json([])),
    );
    const view = renderPage('/self-service/product-list/manage-notifications');
    const links = await screen.findAllByTestId('notification-account-link');
    const loan = links.find((link) => link.textContent?.includes('Auto Loan')) as HTMLElement;
    expect(loan).toHaveTextContent(`${text('notificationSettings.amountOwed')} $12,500.00`);
    expect(loan).not.toHaveTextContent(text('notificationSettings.availableBalance'));
    expect(links[0]).toHaveTextContent(`${text('notificationSettings.availableBalance')} $3,000.25`);
    view.unmount();

    renderPage('/self-service/product-list/notification-details/loan-1');
    expect(await screen.findByTestId('notification-account')).toHaveTextContent(`${text('notificationSettings.amountOwed')} $12,500.00`);
  });

  it("shows the product summary's error text by status", async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    renderPage('/self-service/product-list/manage-notifications');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('errors.productSummary.status503'));
  });

  it('sets a balance alert: only offered channels, amount with a dollar sign, saved as a recipe', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      http.get(specificationsUrl, () => HttpResponse.json(specifications)),
      http.get(recipesUrl, ({ request }) => {
        expect(new URL(request.url).searchParams.get('arrangementId')).toBe('chk-1');
        return HttpResponse.json([
          { id: 'r-tx', specificationId: 'new-transaction-occurred', arrangementId: 'chk-1', name: 'Transactions alert', active: true, actions: [{ type: 'sms' }] },
        ]);
      }),
      http.post(recipesUrl, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        posted.push(body);
        // The platform names a recipe after its specification.
        const name = specifications.find((specification) => specification.id === body.specificationId)?.name;
        return HttpResponse.json({ id: 'r-new', name, ...body, amount: { amount: '25.00', currency: 'USD' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage(detailsPath);
    expect(await screen.findByRole('link', { name: text('notificationSettings.back') })).toHaveAttribute('href', '/self-service/product-list/manage-notifications');
    expect(await screen.findByTestId('notification-account')).toHaveTextContent('Everyday Checking');

    const amount = await screen.findByLabelText(text('notificationSettings.balanceAlert.amount'));
    const balance = balanceCard();
    // The balance specification offers e-mail only: no SMS box.
    expect(within(balance).getByRole('checkbox', { name: text('notificationSettings.channel.email') })).toBeInTheDocument();
    expect(within(balance).queryByRole('checkbox', { name: text('notificationSettings.channel.sms') })).not.toBeInTheDocument();
    // The transactions alert shows its saved recipe.
    const transactions = screen.getByRole('heading', { name: text('notificationSettings.transactionsAlert.title') }).closest('.pb-notification-alert') as HTMLElement;
    expect(await within(transactions).findByRole('checkbox', { name: text('notificationSettings.channel.sms') })).toBeChecked();
    expect(within(transactions).getByRole('switch')).toBeChecked();

    await user.click(within(balance).getByRole('switch'));
    await user.type(amount, '$25');
    await user.click(within(balance).getByRole('checkbox', { name: text('notificationSettings.channel.email') }));
    await user.click(within(balance).getByRole('button', { name: text('notificationSettings.balanceAlert.save') }));
    expect(await within(balance).findByText(text('notificationSettings.saved'))).toBeInTheDocument();
    expect(posted).toEqual([
      { specificationId: 'account-balance-low', arrangementId: 'chk-1', active: true, actions: [{ type: 'email' }], amount: { amount: '25', currency: 'USD' } },
    ]);
  });

  it("refuses an invalid amount with the field's message before calling the server", async () => {
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      http.get(specificationsUrl, () => HttpResponse.json(specifications)),
      http.get(recipesUrl, () => HttpResponse.json([])),
      http.post(recipesUrl, () => HttpResponse.json({ message: 'unexpected' }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderPage(detailsPath);
    const amount = await screen.findByLabelText(text('notificationSettings.balanceAlert.amount'));
    await user.type(amount, '12.345');
    await user.click(within(balanceCard()).getByRole('button', { name: text('notificationSettings.balanceAlert.save') }));
    expect((await within(balanceCard()).findAllByText(text('notificationSettings.balanceAlert.amountInvalid'))).length).toBeGreaterThan(0);
    expect(within(balanceCard()).queryByText(text('notificationSettings.saveError.title'))).not.toBeInTheDocument();
  });

  it("shows the save error texts, maps the server's channel refusal onto the channels and keeps what was typed", async () => {
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      http.get(specificationsUrl, () => HttpResponse.json(specifications)),
      http.get(recipesUrl, () => HttpResponse.json([])),
      http.post(recipesUrl, () =>
        HttpResponse.json(
          { message: 'The notification settings are not valid.', key: 'bad-request', errors: [{ key: 'actions', message: 'channel email is not offered' }] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderPage(detailsPath);
    const amount = await screen.findByLabelText(text('notificationSettings.balanceAlert.amount'));
    const balance = balanceCard();
    await user.click(within(balance).getByRole('switch'));
    await user.type(amount, '40.5');
    await user.click(within(balance).getByRole('checkbox', { name: text('notificationSettings.channel.email') }));
    await user.click(within(balance).getByRole('button', { name: text('notificationSettings.balanceAlert.save') }));
    const alert = await within(balance).findByText(text('notificationSettings.saveError.title'));
    expect(alert.closest('[role="alert"]')).toHaveTextContent(text('notificationSettings.saveError.body'));
    // On the channels field itself and in the form's error summary.
    const channelsItem = within(balance).getByRole('group', { name: text('notificationSettings.channels') }).closest('.ant-form-item') as HTMLElement;
    expect(await within(channelsItem).findByText(text('notificationSettings.channelNotOffered'))).toBeInTheDocument();
    expect(screen.getByLabelText(text('notificationSettings.balanceAlert.amount'))).toHaveValue('40.5');
  });

  it('shows the load error texts when the notification settings cannot be read', async () => {
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      http.get(specificationsUrl, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      http.get(recipesUrl, () => HttpResponse.json([])),
    );
    renderPage(detailsPath);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text('notificationSettings.loadError.title'));
    expect(alert).toHaveTextContent(text('notificationSettings.loadError.body'));
  });

  it('says so when the account is not among the member’s accounts', async () => {
    server.use(
      http.get(summaryUrl, () => HttpResponse.json(summary)),
      http.get(specificationsUrl, () => HttpResponse.json(specifications)),
    );
    renderPage('/self-service/product-list/notification-details/someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('notificationSettings.accountNotFound'));
    await waitFor(() => expect(screen.queryByTestId('notification-account')).not.toBeInTheDocument());
  });
});
