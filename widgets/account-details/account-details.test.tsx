import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from 'antd';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import propertyCards from '../../config/property-cards.json';
import { dismissHandOffFailure, dropEarly, useHandOffFailure } from '../../src/platform/index.js';
import { resolveWidget } from '../../src/runtime/index.js';
import { contractAnswer, contractExample } from '../../tests/contract-fixtures.js';
import { apiRoot, fakePlatform, renderWidget, stubResizeObserver, testHttpClient, text, widgetConfig } from '../../tests/widget-test-kit.js';
import { widgetRegistry } from '../index.js';
import AccountDetailsPage from './account-details.js';
import { accountDetailsDefinition, type AccountDetailsProps } from './definition.js';

/** The accounts page as far as these tests go: the hand-off failure stored for it. */
function HandOffFailureProbe() {
  const failure = useHandOffFailure();
  return failure === undefined ? <p>accounts page</p> : <p data-testid="stored-failure">{failure}</p>;
}

const arrangements = `${apiRoot}/arrangement-manager/client-api/v2/arrangements`;
const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;
const ssoUrl = `${apiRoot}/sso/client-api/v1/applications`;

const loanSystem = {
  application: 'dmi',
  keyField: 'KEY',
  windowName: 'loanDetails',
  paymentWindowName: 'Make a Payment',
  paymentFields: { DisplayPage: 'OneTimeScheduledPayment' },
};

/** Accounts in the shape arrangements/{id} answers (response-shapes.txt; money as numbers). */
const checking = {
  id: 'chk-1',
  externalArrangementId: 'demo-checking-6789',
  legalEntityIds: ['le-1'],
  name: 'Free Checking',
  displayName: 'Everyday Checking',
  productKindName: 'Current Account',
  productTypeName: 'Checking',
  productNumber: '13',
  BBAN: '••••••6789',
  currency: 'USD',
  bookedBalance: 3100.25,
  availableBalance: 3000.25,
  accountInterestRate: 0.05,
  accountHolderNames: 'Jordan Smith',
  accountOpeningDate: '2019-04-02',
  lastUpdateDate: '2026-11-20T06:00:00Z',
  unmaskableAttributes: ['BBAN'],
  product: { externalTypeId: '13', productKind: { kindUri: 'current-account', kindName: 'Current Account' } },
  additions: { accountCode: 'S13' },
};
const external = {
  id: 'ext-1',
  externalArrangementId: 'ext-peak-0042',
  legalEntityIds: ['le-1'],
  name: 'Peak Checking',
  displayName: 'Peak Checking',
  BBAN: '••••0042',
  currency: 'USD',
  bookedBalance: 1842.33,
  availableBalance: 1842.33,
  financialInstitutionId: 1,
  financialInstitution: { id: 1, name: 'Peak National Bank' },
  externalAccountStatus: 'CREDENTIALS_UPDATE_REQUIRED',
  unmaskableAttributes: [],
  product: { productKind: { kindUri: 'current-account' } },
};
const mortgage = {
  id: 'mtg-1',
  externalArrangementId: 'mortgage-1',
  legalEntityIds: ['le-1'],
  name: '30 Year Fixed Mortgage',
  displayName: 'Home Mortgage',
  productNumber: '1001',
  currency: 'USD',
  bookedBalance: 312480,
  termNumber: 30,
  termUnit: 'Y',
  nextRepaymentAmount: '2104.18',
  nextRepaymentDate: '2026-12-01',
  unmaskableAttributes: [],
  product: { externalTypeId: '1001', productKind: { kindUri: 'loan' } },
};
const autoLoan = { ...mortgage, id: 'auto-1', displayName: 'Auto Loan', productNumber: '310', product: { externalTypeId: '310', productKind: { kindUri: 'loan' } } };
const certificate = {
  id: 'cd-1',
  externalArrangementId: 'cd-1',
  legalEntityIds: ['le-1'],
  name: '12 Month Share Certificate',
  bankAlias: 'CERTIFICATE',
  currency: 'USD',
  bookedBalance: 10035.42,
  availableBalance: 0,
  principalAmount: '10000.00',
  termNumber: 12,
  termUnit: 'M',
  interestPaymentFrequencyNumber: 1,
  interestPaymentFrequencyUnit: 'M',
  autoRenewalIndicator: true,
  maturityAmount: '10425.00',
  startDate: '2026-03-01',
  maturityDate: '2027-03-01',
  unmaskableAttributes: [],
  product: { productKind: { kindUri: 'term-deposit' } },
};
const accounts: Record<string, unknown> = { 'chk-1': checking, 'ext-1': external, 'mtg-1': mortgage, 'auto-1': autoLoan, 'cd-1': certificate };

const summary = {
  aggregatedBalance: { currency: 'USD', value: '4942.58' },
  currentAccounts: {
    name: 'Current Account',
    aggregatedBalance: { currency: 'USD', value: '4942.58' },
    products: [
      { id: 'chk-1', displayName: 'Everyday Checking', BBAN: '••••••6789', currency: 'USD', visible: true },
      { id: 'ext-1', displayName: 'Peak Checking', BBAN: '••••0042', currency: 'USD', visible: true },
    ],
  },
  customProductKinds: [],
};

// antd's Tabs measures itself with ResizeObserver.
stubResizeObserver();

const server = fakePlatform();

const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  server.use(
    http.get(summaryUrl, () => HttpResponse.json(summary)),
    http.get(`${arrangements}/:id`, ({ params }) => {
      const found = accounts[params.id as string];
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'The arrangement could not be found.', key: 'arrangement.not-found', errors: [] }, { status: 404 });
    }),
  );
});

/** The loan servicer for the page's host (jsdom's), and a test servicer for any other host. */
const servicerLogin = 'https://loans.example.org/sso/login';
const loanSystemConfig = (hosts: string[]) => ({
  servicer: { environments: [{ pageHosts: hosts, loginUrl: servicerLogin }], defaultLoginUrl: 'https://test-loans.example.org/sso/login' },
});
const ttlMs = 7000;
const configWith = (cards: unknown = propertyCards, servicerHosts = [window.location.host]) =>
  widgetConfig({ 'property-cards': cards, 'loan-system': loanSystemConfig(servicerHosts) }, { notifications: { ttlMs } });

// The app downloads a widget's props validator with the widget; these tests resolve props themselves.
beforeAll(() => widgetRegistry.loadPropsValidator('account-details'));

/** The props as the runtime hands them over: schema defaults applied. */
function propsOf(props: Record<string, unknown>): AccountDetailsProps {
  const resolution = resolveWidget(widgetRegistry, { widget: 'account-details', props });
  if (resolution.kind !== 'ready') throw new Error(`props not valid: ${JSON.stringify(resolution)}`);
  return resolution.props as unknown as AccountDetailsProps;
}

function renderPage(path: string, options: { props?: Record<string, unknown>; cards?: unknown; servicerHosts?: string[] } = {}) {
  const details = propsOf({ tab: 'details', loanSystem, ...options.props });
  const list = propsOf({ tab: 'list', content: { widget: 'accounts-list', props: { showTotal: true } } });
  const transactions = propsOf({ tab: 'list', content: { widget: 'transactions-list' } });
  return renderWidget(
    <>
      <Route path="/my-accounts" element={<HandOffFailureProbe />} />
      <Route path="/my-accounts/transactions" element={<AccountDetailsPage {...transactions} />} />
      <Route path="/my-accounts/details" element={<AccountDetailsPage {...details} />} />
      <Route path="/my-accounts/transactions/:selectedAccount/details" element={<AccountDetailsPage {...details} />} />
      <Route path="/my-accounts/transactions/:selectedAccount/list" element={<AccountDetailsPage {...list} />} />
    </>,
    { path, config: configWith(options.cards, options.servicerHosts) },
  );
}

const detailsOf = (id: string) => `/my-accounts/transactions/${id}/details`;

describe('account details page opened at boot', () => {
  afterEach(() => dropEarly());

  it('shows the account and the selector from what boot asked for before it rendered, without asking again', async () => {
    const path = detailsOf('chk-1');
    await accountDetailsDefinition.prefetch?.(testHttpClient(path), { params: { selectedAccount: 'chk-1' }, search: '', props: {}, config: configWith() });
    const asked = (url: string) => requests.filter((request) => request === `GET ${new URL(url).pathname}`);
    await waitFor(() => expect(asked(`${arrangements}/chk-1`)).toHaveLength(1));
    await waitFor(() => expect(asked(summaryUrl)).toHaveLength(1));

    renderPage(path);
    expect(await screen.findByRole('heading', { level: 2, name: 'Everyday Checking' })).toBeInTheDocument();
    // The selector names the account from the summary's list.
    await userEvent.setup().click(await screen.findByRole('combobox', { name: text('accountDetails.selector.label') }));
    expect(await screen.findAllByTitle('Everyday Checking ••6789')).not.toHaveLength(0);
    expect(asked(`${arrangements}/chk-1`)).toHaveLength(1);
    expect(asked(summaryUrl)).toHaveLength(1);
  });
});

describe('account details page', () => {
  it('without a selected account shows the empty state and asks the platform for no account', async () => {
    renderPage('/my-accounts/details');
    expect(screen.getByText(text('accountDetails.empty.noAccount'))).toBeInTheDocument();
    await screen.findByRole('combobox', { name: text('accountDetails.selector.label') });
    expect(requests.filter((request) => request.includes('/arrangements/'))).toEqual([]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('on the transactions route without an account, the list says to select a product beside the selector', async () => {
    server.use(http.get(`${apiRoot}/transaction-manager/client-api/v2/transactions/categories`, () => HttpResponse.json([])));
    const user = userEvent.setup();
    renderPage('/my-accounts/transactions');
    expect(await screen.findByText(text('transactions.noProduct.title'))).toBeInTheDocument();
    expect(screen.getByText(text('transactions.noProduct.body'))).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/arrangements/'))).toEqual([]);
    await waitFor(() => expect(requests).toContain(`GET ${new URL(summaryUrl).pathname}`));
    await user.click(await screen.findByRole('combobox', { name: text('accountDetails.selector.label') }));
    await user.click(await screen.findByTitle('Everyday Checking ••6789'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-accounts/transactions/chk-1/list'));
  });

  it('shows the loading text, then the header and the cards the account’s kind is configured with', async () => {
    renderPage(detailsOf('chk-1'));
    expect(screen.getByRole('status')).toHaveTextContent(text('accountDetails.loading'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Everyday Checking' })).toBeInTheDocument();
    const balances = screen.getByRole('region', { name: text('accountDetails.group.balances') });
    expect(within(balances).getByText(text('accountDetails.property.availableBalance'))).toBeInTheDocument();
    expect(balances).toHaveTextContent('$3,000.25');
    expect(balances).toHaveTextContent('$3,100.25');
    expect(balances).toHaveTextContent('0.05%');
    const account = screen.getByRole('region', { name: text('accountDetails.group.account') });
    expect(account).toHaveTextContent('Jordan Smith');
    // Spec/2 §4: a product without a state reads Active.
    expect(account).toHaveTextContent(text('accountDetails.state.default'));
    expect(screen.getByRole('region', { name: text('accountDetails.group.other') })).toHaveTextContent('Apr 2, 2019');
    expect(screen.getByRole('button', { name: text('accountDetails.print') })).toBeInTheDocument();
    // Not a loan: no hand-off; not linked: no unlink.
    expect(screen.queryByRole('button', { name: text('accountDetails.moreDetails') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('accountDetails.unlink.action') })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: text('accountDetails.tabs.details'), selected: true })).toBeInTheDocument();
  });

  it('an operator adds a field to a kind in property-cards.json and it shows, no code change', async () => {
    const cards = structuredClone(propertyCards);
    const deposit = cards.configurations.find((configuration) => configuration.id === 'deposit');
    deposit?.groups[0]?.properties.push({ key: 'additions.accountCode', labelKey: 'accountDetails.property.accountType', type: 'text' });
    renderPage(detailsOf('chk-1'), { cards });
    const balances = await screen.findByRole('region', { name: text('accountDetails.group.balances') });
    expect(balances).toHaveTextContent('S13');
  });

  it('reveals the masked number from the server, hides it again, and reveals it again from its cache', async () => {
    let calls = 0;
    server.use(
      http.get(`${arrangements}/chk-1/unmasked-attributes/BBAN`, () => {
        calls += 1;
        return new HttpResponse('0123456789', { headers: { 'Content-Type': 'text/plain' } });
      }),
    );
    const user = userEvent.setup();
    renderPage(detailsOf('chk-1'));
    const numbers = await screen.findAllByTestId('masked-BBAN');
    expect(numbers[0]).toHaveTextContent('••••••6789');
    const reveal = screen.getAllByRole('button', { name: text('accountDetails.mask.reveal', { label: text('accountDetails.property.accountNumber') }) })[0]!;
    await user.click(reveal);
    await waitFor(() => expect(screen.getAllByTestId('masked-BBAN')[0]).toHaveTextContent('0123456789'));
    await user.click(screen.getAllByRole('button', { name: text('accountDetails.mask.hide', { label: text('accountDetails.property.accountNumber') }) })[0]!);
    expect(screen.getAllByTestId('masked-BBAN')[0]).toHaveTextContent('••••••6789');
    await user.click(screen.getAllByRole('button', { name: text('accountDetails.mask.reveal', { label: text('accountDetails.property.accountNumber') }) })[0]!);
    expect(screen.getAllByTestId('masked-BBAN')[0]).toHaveTextContent('0123456789');
    expect(calls).toBe(1);
  });

  it('a failed unmask keeps the number masked and shows an error notification', async () => {
    server.use(
      http.get(`${arrangements}/chk-1/unmasked-attributes/BBAN`, () =>
        HttpResponse.json({ message: 'boom', key: 'server.error', errors: [] }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderPage(detailsOf('chk-1'));
    await screen.findAllByTestId('masked-BBAN');
    await user.click(screen.getAllByRole('button', { name: text('accountDetails.mask.reveal', { label: text('accountDetails.property.accountNumber') }) })[0]!);
    expect(await screen.findByText(text('accountDetails.mask.error.title'))).toBeInTheDocument();
    expect(screen.getByText(text('accountDetails.mask.error.body'))).toBeInTheDocument();
    expect(screen.getAllByTestId('masked-BBAN')[0]).toHaveTextContent('••••••6789');
  });

  it.each([
    [404, 'errors.productSummary.status404'],
    [500, 'errors.productSummary.status500'],
    [503, 'errors.productSummary.status503'],
    [403, 'errors.productSummary.status403'],
  ])('a load error %i shows the titled Error empty state with its text and a retry', async (status, key) => {
    let failing = true;
    server.use(
      http.get(`${arrangements}/chk-1`, () =>
        failing ? HttpResponse.json({ message: 'no', key: 'x', errors: [] }, { status }) : HttpResponse.json(checking),
      ),
    );
    const user = userEvent.setup();
    renderPage(detailsOf('chk-1'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text('accountDetails.error.title'));
    expect(alert).toHaveTextContent(text(key));
    failing = false;
    await user.click(screen.getByRole('button', { name: text('accountDetails.error.retry') }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Everyday Checking' })).toBeInTheDocument();
  });

  it('names a linked account’s institution from the institutions service when its details carry only the id', async () => {
    const { financialInstitution: _embedded, ...withIdOnly } = external;
    const asked: string[] = [];
    server.use(
      http.get(`${arrangements}/ext-1`, () => HttpResponse.json({ ...withIdOnly, financialInstitutionId: 2 })),
      http.get(`${apiRoot}/financial-institution-manager/client-api/v1/financial-institutions`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return contractAnswer('listFinancialInstitutions', contractExample('listFinancialInstitutions'));
      }),
    );
    renderPage(detailsOf('ext-1'));
    expect(await screen.findByText(text('accountDetails.header.external', { institution: 'Aspen Savings & Loan' }))).toBeInTheDocument();
    expect(screen.getByTestId('external-status-banner')).toHaveTextContent(
      text('accountDetails.externalStatus.credentials-update-required.body', { institution: 'Aspen Savings & Loan' }),
    );
    expect(asked).toEqual(['?ids=2']);
  });

  it('shows the external-status banner for a linked account, unless a fastlink alert is showing', async () => {
    const { unmount } = renderPage(detailsOf('ext-1'));
    const banner = await screen.findByTestId('external-status-banner');
    expect(banner).toHaveTextContent(text('accountDetails.externalStatus.credentials-update-required.title'));
    expect(banner).toHaveTextContent(text('accountDetails.externalStatus.credentials-update-required.body', { institution: 'Peak National Bank' }));
    unmount();

    const user = userEvent.setup();
    renderPage(`${detailsOf('ext-1')}?fastlink=edit`);
    const ongoing = await screen.findByTestId('fastlink-alert');
    expect(ongoing).toHaveTextContent(text('accountDetails.fastlink.edit.title'));
    await screen.findByRole('heading', { level: 2, name: 'Peak Checking' });
    expect(screen.queryByTestId('external-status-banner')).not.toBeInTheDocument();
    await user.click(within(ongoing).getByRole('button', { name: text('accountDetails.fastlink.close') }));
    expect(await screen.findByTestId('external-status-banner')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(detailsOf('ext-1'));
  });

  it('fastlink=refresh shows the ongoing refresh alert; an unknown value shows none', async () => {
    const { unmount } = renderPage(`${detailsOf('chk-1')}?fastlink=refresh`);
    expect(await screen.findByTestId('fastlink-alert')).toHaveTextContent(text('accountDetails.fastlink.refresh.body'));
    unmount();
    renderPage(`${detailsOf('chk-1')}?fastlink=sideways`);
    await screen.findByRole('heading', { level: 2, name: 'Everyday Checking' });
    expect(screen.queryByTestId('fastlink-alert')).not.toBeInTheDocument();
  });

  it('unlinks a linked account after the confirm modal, says so and goes back to My accounts', async () => {
    const success = vi.spyOn(message, 'success');
    const unlinked: string[] = [];
    server.use(
      http.post(`${arrangements}/unlink/:entity/:arrangement`, ({ params }) => {
        unlinked.push(`${params.entity as string}/${params.arrangement as string}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderPage(detailsOf('ext-1'));
    await user.click(await screen.findByRole('button', { name: text('accountDetails.unlink.action') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(text('accountDetails.unlink.confirm.title'));
    expect(dialog).toHaveTextContent(text('accountDetails.unlink.confirm.body', { name: 'Peak Checking' }));
    expect(unlinked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: text('accountDetails.unlink.confirm.ok') }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-accounts$/));
    expect(unlinked).toEqual(['le-1/ext-peak-0042']);
    expect(await screen.findByText(text('accountDetails.unlink.success'))).toBeInTheDocument();
    // It closes itself after app.notifications.ttlMs (antd counts seconds).
    expect(success).toHaveBeenCalledWith(expect.objectContaining({ duration: ttlMs / 1000 }));
    success.mockRestore();
  });

  it('a failed unlink stays on the page and shows the unlink error', async () => {
    server.use(http.post(`${arrangements}/unlink/:entity/:arrangement`, () => HttpResponse.json({ message: 'x', key: 'y', errors: [] }, { status: 500 })));
    const user = userEvent.setup();
    renderPage(detailsOf('ext-1'));
    await user.click(await screen.findByRole('button', { name: text('accountDetails.unlink.action') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(text('accountDetails.unlink.confirm.title'));
    await user.click(within(dialog).getByRole('button', { name: text('accountDetails.unlink.confirm.ok') }));
    expect(await screen.findByText(text('accountDetails.unlink.error.body'))).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(detailsOf('ext-1'));
  });

  describe('loan hand-off', () => {
    const submitted: { action: string; target: string; fields: Record<string, string> }[] = [];
    beforeEach(() => {
      submitted.length = 0;
      vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
        submitted.push({
          action: this.action,
          target: this.target,
          fields: Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value])),
        });
      });
      vi.spyOn(window, 'open').mockImplementation(() => null);
    });
    afterEach(() => {
      vi.restoreAllMocks();
      dismissHandOffFailure();
    });

    it('More Details posts the single-sign-on key to the loan system in its named window', async () => {
      server.use(
        http.get(ssoUrl, ({ request }) => {
          const query = new URL(request.url).searchParams;
          return HttpResponse.json({ name: query.get('name'), ssourl: `key-for-${query.get('internalArrangementId') ?? ''}` });
        }),
      );
      const user = userEvent.setup();
      renderPage(detailsOf('auto-1'));
      await user.click(await screen.findByRole('button', { name: text('accountDetails.moreDetails') }));
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(submitted[0]).toEqual({ action: servicerLogin, target: 'loanDetails', fields: { KEY: 'key-for-auto-1' } });
      expect(window.open).toHaveBeenCalledWith('', 'loanDetails');
      expect(requests).toContain('GET /api/sso/client-api/v1/applications');
      // Product number 310 is not above 1000.
      expect(screen.queryByRole('button', { name: text('accountDetails.makeAPayment') })).not.toBeInTheDocument();
    });

    it('Make a Payment shows above product number 1000 and posts DisplayPage with the key', async () => {
      server.use(http.get(ssoUrl, () => HttpResponse.json({ name: 'dmi', ssourl: 'payment-key' })));
      const user = userEvent.setup();
      renderPage(detailsOf('mtg-1'));
      await user.click(await screen.findByRole('button', { name: text('accountDetails.makeAPayment') }));
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(submitted[0]).toEqual({
        action: servicerLogin,
        target: 'Make a Payment',
        fields: { KEY: 'payment-key', DisplayPage: 'OneTimeScheduledPayment' },
      });
      // The mortgage configuration ranks above the loan one.
      expect(screen.getByRole('region', { name: text('accountDetails.group.loan') })).toHaveTextContent('30 years');
    });

    it('on a page host no environment lists, posts to the default (test) servicer', async () => {
      server.use(http.get(ssoUrl, () => HttpResponse.json({ name: 'dmi', ssourl: 'k' })));
      const user = userEvent.setup();
      renderPage(detailsOf('auto-1'), { servicerHosts: ['online.frontrange.example'] });
      await user.click(await screen.findByRole('button', { name: text('accountDetails.moreDetails') }));
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(submitted[0]?.action).toBe('https://test-loans.example.org/sso/login');
    });

    it('a failed single sign-on stores "Error: <server message>", posts nothing and returns to the accounts', async () => {
      server.use(
        http.get(ssoUrl, () =>
          HttpResponse.json({ message: 'Loan servicing is down for maintenance.', key: 'sso.unavailable', errors: [] }, { status: 503 }),
        ),
      );
      const user = userEvent.setup();
      renderPage(detailsOf('auto-1'));
      await user.click(await screen.findByRole('button', { name: text('accountDetails.moreDetails') }));
      expect(await screen.findByTestId('stored-failure')).toHaveTextContent(/^Error: Loan servicing is down for maintenance\.$/);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-accounts$/);
      expect(submitted).toEqual([]);
    });

    it('without a server message, the stored failure names the HTTP failure', async () => {
      server.use(http.get(ssoUrl, () => new HttpResponse(null, { status: 502 })));
      const user = userEvent.setup();
      renderPage(detailsOf('auto-1'));
      await user.click(await screen.findByRole('button', { name: text('accountDetails.moreDetails') }));
      expect(await screen.findByTestId('stored-failure')).toHaveTextContent(/^Error: .*502/);
    });
  });

  it('a certificate shows its term, frequency, renewal and the booked balance rule', async () => {
    renderPage(detailsOf('cd-1'));
    const group = await screen.findByRole('region', { name: text('accountDetails.group.termDeposit') });
    expect(group).toHaveTextContent('12 months');
    expect(group).toHaveTextContent('1 month');
    expect(group).toHaveTextContent(text('accountDetails.renewal.on'));
    expect(group).toHaveTextContent('$10,425.00');
    expect(group).toHaveTextContent('Mar 1, 2027');
  });

  it('Print prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(detailsOf('chk-1'));
    await user.click(await screen.findByRole('button', { name: text('accountDetails.print') }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('tabs come from the child routes: List opens the list tab with its content widget', async () => {
    const user = userEvent.setup();
    renderPage(detailsOf('chk-1'));
    await screen.findByRole('heading', { level: 2, name: 'Everyday Checking' });
    await user.click(screen.getByRole('tab', { name: text('accountDetails.tabs.list') }));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-accounts/transactions/chk-1/list');
    // The List tab renders the widget its route names (here the accounts list stands in).
    expect(await screen.findByTestId('accounts-total')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: text('accountDetails.tabs.list'), selected: true })).toBeInTheDocument();
  });

  it('choosing another account in the selector opens its List tab', async () => {
    const user = userEvent.setup();
    renderPage(detailsOf('chk-1'));
    await screen.findByRole('heading', { level: 2, name: 'Everyday Checking' });
    await user.click(screen.getByRole('combobox', { name: text('accountDetails.selector.label') }));
    await user.click(await screen.findByTitle('Peak Checking ••0042'));
    expect(screen.getByTestId('location')).toHaveTextContent('/my-accounts/transactions/ext-1/list');
  });

  it('Back to My accounts goes to the accounts list', async () => {
    const user = userEvent.setup();
    renderPage(detailsOf('chk-1'));
    await user.click(screen.getByRole('button', { name: text('accountDetails.back') }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/my-accounts$/);
  });
});
