import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import appConfig from '../../config/app.json';
import routesConfig from '../../config/routes.json';
import { storeHandOffFailure } from '../../src/platform/index.js';
import type { ConfigBundle, EntitlementFacts } from '../../src/runtime/index.js';
import { apiRoot, fakePlatform, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';
import AccountsList from './accounts-list.js';

const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;

/** A product as the platform sends it: its `name` is the one the bank gave it, the display name the same unless a test says otherwise. */
const product = (id: string, fields: { displayName: string } & Record<string, unknown>) => ({ id, name: fields.displayName, currency: 'USD', visible: true, ...fields });

/** A summary in the platform's shape (response-shapes.txt), as the sandbox answers it. */
const summary = {
  aggregatedBalance: { currency: 'USD', value: '16234.50' },
  currentAccounts: {
    name: 'Current Account',
    aggregatedBalance: { currency: 'USD', value: '3500.25' },
    products: [
      product('chk-1', { displayName: 'Everyday Checking', BBAN: '000123456789', availableBalance: '3000.25', bookedBalance: '3100.25' }),
      product('chk-2', { displayName: 'Bills Checking', availableBalance: '500.00', bookedBalance: '500.00' }),
      product('chk-hidden', { displayName: 'Hidden By Me', availableBalance: '1.00', userPreferences: { visible: false } }),
    ],
  },
  savingsAccounts: {
    name: 'Savings Account',
    aggregatedBalance: { currency: 'USD', value: '15234.25' },
    products: [product('sav-1', { displayName: 'Rainy Day Savings', availableBalance: '15234.25', bookedBalance: '15234.25' })],
  },
  creditCards: {
    name: 'Credit Card',
    aggregatedBalance: { currency: 'USD', value: '2500.00' },
    products: [
      product('cc-1', {
        displayName: 'Platinum Visa',
        number: '4111111111111234',
        bookedBalance: '2500.00',
        availableBalance: '7500.00',
        remainingCredit: '7500.00',
        state: { state: 'Active' },
        accountHolderNames: 'Dana Smith, Lee Smith',
      }),
    ],
  },
  debitCards: {
    name: 'Debit Card',
    aggregatedBalance: { currency: 'USD', value: '0.00' },
    products: [product('dc-1', { displayName: 'Platform Hidden', visible: false })],
  },
  customProductKinds: [],
};

const server = fakePlatform();

function configWith(overrides: { routes?: unknown; pollSeconds?: number } = {}): ConfigBundle {
  return widgetConfig(overrides.routes === undefined ? {} : { routes: overrides.routes }, {
    refresh: { ...appConfig.refresh, connectedAccountsPollSeconds: overrides.pollSeconds ?? appConfig.refresh.connectedAccountsPollSeconds },
  });
}

function renderList(options: { config?: ConfigBundle; path?: string; props?: Partial<Parameters<typeof AccountsList>[0]>; facts?: EntitlementFacts } = {}) {
  return renderWidget(
    <Route
      path="*"
      element={
        <AccountsList
          collapsibleGroups
          showTotal
          accountDetailsPath="my-accounts/transactions/:selectedAccount/details"
          {...options.props}
        />
      }
    />,
    { path: options.path ?? '/my-accounts', config: options.config ?? configWith(), facts: options.facts },
  );
}

describe('accounts list', () => {
  it('shows the total and each visible group with its total, in the configured currency and locale', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    renderList();
    expect(await screen.findByTestId('accounts-total')).toHaveTextContent('$16,234.50');
    expect(screen.getByText(text('accounts.totalBalance'))).toBeInTheDocument();

    const checking = screen.getByTestId('group-currentAccounts');
    expect(checking).toHaveTextContent(text('accounts.group.currentAccounts'));
    expect(checking).toHaveTextContent('$3,500.25');
    expect(screen.getByTestId('group-savingsAccounts')).toHaveTextContent('$15,234.25');
    expect(screen.getByTestId('group-creditCards')).toHaveTextContent(text('accounts.group.creditCards'));
  });

  it('shows a failed hand-off stored before the member was sent back here, until dismissed', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    storeHandOffFailure('Error: Loan servicing is down for maintenance.');
    const user = userEvent.setup();
    renderList();
    const alert = await screen.findByTestId('hand-off-failure');
    expect(alert).toHaveTextContent(text('accounts.handOffFailure.title'));
    expect(alert).toHaveTextContent('Error: Loan servicing is down for maintenance.');
    expect(screen.getByTestId('accounts-total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('accounts.handOffFailure.close') }));
    await waitFor(() => expect(screen.queryByTestId('hand-off-failure')).not.toBeInTheDocument());
  });

  it('applies the visibility rules: member preference first, then the platform flag; empty kinds disappear', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    renderList();
    await screen.findByTestId('accounts-total');
    const ids = screen.getAllByTestId('account-row').map((row) => row.getAttribute('data-account-id'));
    expect(ids).toEqual(['chk-1', 'chk-2', 'sav-1', 'cc-1']);
    expect(screen.queryByText('Hidden By Me')).not.toBeInTheDocument();
    expect(screen.queryByTestId('group-debitCards')).not.toBeInTheDocument();
  });

  it('shows a credit card with its balance, available credit, state and holder names', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    renderList();
    const card = (await screen.findAllByTestId('account-row')).find((row) => row.getAttribute('data-account-id') === 'cc-1');
    if (!card) throw new Error('no credit card row');
    const content = within(card);
    expect(content.getByText(text('accounts.card.balance'), { exact: false })).toBeInTheDocument();
    expect(card).toHaveTextContent('$2,500.00');
    expect(content.getByText(text('accounts.card.availableCredit'), { exact: false })).toBeInTheDocument();
    expect(card).toHaveTextContent('$7,500.00');
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Dana Smith, Lee Smith');
    expect(card).toHaveTextContent('1234');
  });

  it('puts the overdue group first', async () => {
    server.use(
      http.get(summaryUrl, () =>
        HttpResponse.json({
          ...summary,
          customProductKinds: [
            // The contract gives a custom kind a numeric id: the overdue group is the one named overdueAccounts.
            { id: 9, name: 'overdueAccounts', aggregatedBalance: { currency: 'USD', value: '120.00' }, products: [product('loan-late', { displayName: 'Auto Loan', bookedBalance: '120.00' })] },
          ],
        }),
      ),
    );
    renderList();
    await screen.findByTestId('accounts-total');
    expect(screen.getAllByTestId(/^group-/)[0]).toHaveAttribute('data-testid', 'group-overdueAccounts');
    expect(screen.getByTestId('group-overdueAccounts')).toHaveTextContent(text('accounts.group.overdueAccounts'));
  });

  it('links accounts to the details route only when routes.json has it', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    // The accounts list alone, as before any details journey existed.
    const withoutDetails = { ...routesConfig, routes: routesConfig.routes.map(({ children: _children, ...route }) => route) };
    const { unmount } = renderList({ config: configWith({ routes: withoutDetails }) });
    await screen.findByTestId('accounts-total');
    expect(screen.queryByRole('link', { name: 'Everyday Checking' })).not.toBeInTheDocument();
    unmount();

    const withDetails = {
      ...withoutDetails,
      routes: [
        ...withoutDetails.routes,
        {
          path: 'my-accounts/transactions/:selectedAccount/details',
          titleKey: 'route.myAccounts.title',
          widget: 'accounts-list',
          guards: ['authenticated', 'context'],
        },
      ],
    };
    renderList({ config: configWith({ routes: withDetails }) });
    const link = await screen.findByRole('link', { name: 'Everyday Checking' });
    expect(link).toHaveAttribute('href', '/my-accounts/transactions/chk-1/details');
  });

  it('links the services about the accounts the member is entitled to, and only those', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    const links = [
      { labelKey: 'accounts.links.creditScore', path: 'credit-score', entitlement: 'canViewCreditScore' },
      { labelKey: 'accounts.links.directDepositSwitch', path: 'direct-deposit-switch', entitlement: 'canSwitchDirectDeposit' },
    ];
    const creditScoreOnly = { permissions: [{ resource: 'CreditScore', function: 'CreditScoreSSO', permissions: { view: true } }], flags: {} };
    renderList({ props: { links }, facts: creditScoreOnly });
    const services = await screen.findByRole('navigation', { name: text('accounts.links.label') });
    expect(within(services).getByRole('link', { name: text('accounts.links.creditScore') })).toHaveAttribute('href', '/credit-score');
    expect(within(services).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the loading skeleton until the summary arrives', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(summaryUrl, async () => {
        await answered;
        return HttpResponse.json(summary);
      }),
    );
    renderList();
    expect(screen.getByRole('status', { name: text('accounts.loading') })).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByTestId('accounts-total')).toBeInTheDocument();
  });

  it('shows the empty state when no product is visible', async () => {
    server.use(
      http.get(summaryUrl, () =>
        HttpResponse.json({ aggregatedBalance: { currency: 'USD', value: '0.00' }, debitCards: summary.debitCards, customProductKinds: [] }),
      ),
    );
    renderList();
    expect(await screen.findByText(text('accounts.empty.heading'))).toBeInTheDocument();
  });

  it.each([
    [500, 'errors.productSummary.status500'],
    [503, 'errors.productSummary.status503'],
    [404, 'errors.productSummary.status404'],
    [403, 'errors.productSummary.status403'],
    [400, 'errors.productSummary.status400'],
    [418, 'errors.productSummary.other'],
  ])('maps status %i to its message', async (status, key) => {
    server.use(http.get(summaryUrl, () => HttpResponse.json({ message: 'x', key: 'x', errors: [] }, { status })));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text('accounts.error.title'));
    expect(alert).toHaveTextContent(text(key));
  });

  it('maps a request that got no answer to the connection message', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.error()));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(text('errors.productSummary.status0'));
  });

  it('retries on request, showing "Retrying..." while it reloads', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(summaryUrl, async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ message: 'down', key: 'x', errors: [] }, { status: 503 });
        await gate;
        return HttpResponse.json(summary);
      }),
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: text('accounts.retry.action') }));
    expect(await screen.findByText(text('accounts.retry.title'))).toBeInTheDocument();
    expect(screen.getByText(text('accounts.retry.body'))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    expect(await screen.findByTestId('accounts-total')).toHaveTextContent('$16,234.50');
    expect(calls).toBe(2);
  });

  it('while newly connected accounts are added, shows the info alert and polls until they appear', async () => {
    let calls = 0;
    server.use(
      http.get(summaryUrl, () => {
        calls += 1;
        if (calls < 2) return HttpResponse.json(summary);
        return HttpResponse.json({
          ...summary,
          savingsAccounts: {
            ...summary.savingsAccounts,
            products: [...summary.savingsAccounts.products, product('ext-1', { displayName: 'Other Bank Savings', availableBalance: '10.00' })],
          },
        });
      }),
    );
    renderList({ path: '/my-accounts?accounts=connecting', config: configWith({ pollSeconds: 1 }) });
    expect(await screen.findByText(text('accounts.newlyConnected.title'))).toBeInTheDocument();
    expect(await screen.findByText('Other Bank Savings')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(text('accounts.newlyConnected.title'))).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-accounts$/);
  });

  it('folds a group away under its header and opens it again, by mouse and keyboard', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    const user = userEvent.setup();
    renderList();
    const header = await screen.findByRole('button', { name: /Checking Accounts/ });
    const checking = screen.getByRole('list', { name: text('accounts.group.currentAccounts') });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(header).toHaveAttribute('aria-controls', checking.parentElement?.id);

    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: text('accounts.group.currentAccounts') })).not.toBeInTheDocument();
    // The other groups stay as they were.
    expect(screen.getByRole('button', { name: /Savings Accounts/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: text('accounts.group.savingsAccounts') })).toBeVisible();

    header.focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: text('accounts.group.currentAccounts') })).toBeVisible();
  });

  it('renders the groups as plain cards when they are not collapsible, and can leave out the total', async () => {
    server.use(http.get(summaryUrl, () => HttpResponse.json(summary)));
    renderList({ props: { collapsibleGroups: false, showTotal: false } });
    expect(await screen.findByTestId('group-currentAccounts')).toBeInTheDocument();
    expect(screen.queryByTestId('accounts-total')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Checking Accounts/ })).not.toBeInTheDocument();
  });
});
