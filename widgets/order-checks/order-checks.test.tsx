import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import orderChecksConfig from '../../config/order-checks.json';
import { apiRoot, fakePlatform, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';
import OrderChecks from './order-checks.js';

const arrangementsUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary/context/arrangements`;
const ssoUrl = `${apiRoot}/sso/client-api/v1/applications`;
const ordersUrl = `${apiRoot}/sso/client-api/v1/check-orders`;

const account = (id: string, name: string, kindUri: string, productNumber: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  displayName: name,
  currency: 'USD',
  BBAN: `•••• ${id.length}${productNumber.padStart(3, '0')}`,
  productNumber,
  product: { productKind: { kindUri } },
  ...extra,
});
const checking = account('chk', 'Everyday Checking', 'current-account', '13');
const moneyMarket = account('mm', 'Money Market', 'savings-account', '45');
const savings = account('sav', 'Rainy Day Savings', 'savings-account', '1');
const loan = account('loan', 'Auto Loan', 'loan', '310');
const linked = account('ext', 'Aspen Joint Checking', 'current-account', '13', { financialInstitutionId: 2 });

const order = {
  id: 'o-1',
  orderNumber: 'HC100007',
  arrangementId: 'chk',
  accountName: 'Everyday Checking',
  style: 'mountain-vista',
  styleName: 'Mountain Vista',
  boxes: 2,
  startingCheckNumber: '1251',
  endingCheckNumber: '1490',
  placedDate: '2026-11-24',
  estimatedDeliveryDate: '2026-12-04',
  status: 'SHIPPED',
};

const server = fakePlatform(() => vi.useRealTimers());
afterEach(() => vi.restoreAllMocks());

const config = widgetConfig({ 'order-checks': orderChecksConfig });

function platform({ accounts = [checking, moneyMarket, savings, loan, linked], orders = [order] as unknown[] } = {}) {
  server.use(
    http.get(arrangementsUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      expect(query.get('businessFunction')).toBe('Product Summary');
      expect(query.get('resourceName')).toBe('Product Summary');
      expect(query.get('privilege')).toBe('view');
      return HttpResponse.json(accounts);
    }),
    http.get(ordersUrl, () => HttpResponse.json({ checkOrders: orders })),
  );
}

function answerSso(answer: () => Response) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(ssoUrl, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return asked;
}

function renderPage(props: { showRecentOrders?: boolean } = {}) {
  return renderWidget(<Route path="/self-service/order-checks" element={<OrderChecks {...props} />} />, { path: '/self-service/order-checks', config });
}

describe('order checks', () => {
  it('lists only the accounts that may order checks, as a radio list under "Select an account"', async () => {
    platform();
    renderPage();
    const group = await screen.findByRole('group', { name: text('orderChecks.selectAccount') });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: /Everyday Checking/ })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: /Money Market/ })).toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: /Rainy Day Savings|Auto Loan|Aspen Joint/ })).toBeNull();
  });

  it('says "This field is required" when Next is pressed without a choice, and asks nothing', async () => {
    platform();
    const asked = answerSso(() => HttpResponse.json({ name: 'HARLAND', ssourl: 'http://localhost/sandbox/harland/sso?key=k' }));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: text('orderChecks.next') }));
    expect(await screen.findByText(text('orderChecks.required'))).toBeInTheDocument();
    expect(asked).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /Everyday Checking/ }));
    expect(screen.queryByText(text('orderChecks.required'))).toBeNull();
  });

  it('shows the empty state when no account may order checks', async () => {
    platform({ accounts: [savings, loan, linked] });
    renderPage();
    expect(await screen.findByText(text('orderChecks.empty.title'))).toBeInTheDocument();
    expect(screen.getByText(text('orderChecks.empty.body'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('orderChecks.next') })).toBeNull();
  });

  it('asks the sso service for HARLAND with the account and opens the answer in a new tab', async () => {
    platform();
    const asked = answerSso(() => HttpResponse.json({ name: 'HARLAND', ssourl: 'http://localhost:8080/sandbox/harland/sso?key=abc' }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Money Market/ }));
    await user.click(screen.getByRole('button', { name: text('orderChecks.next') }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:8080/sandbox/harland/sso?key=abc', '_blank', 'noopener'));
    expect(asked.map((query) => [query.get('name'), query.get('internalArrangementId')])).toEqual([['HARLAND', 'mm']]);
    expect(await screen.findByText(text('orderChecks.opened'))).toBeInTheDocument();
  });

  it('opens nothing and says so when the answer names another application', async () => {
    platform();
    answerSso(() => HttpResponse.json({ name: 'dmi', ssourl: 'http://elsewhere.example/' }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Everyday Checking/ }));
    await user.click(screen.getByRole('button', { name: text('orderChecks.next') }));
    expect(await screen.findByText(text('orderChecks.error.mismatch'))).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the sso error in an alert for the configured 3.5 seconds', async () => {
    platform();
    answerSso(() => HttpResponse.json({ message: 'This account cannot be opened in the harland application.', key: 'sso.arrangement.not-eligible', errors: [] }, { status: 422 }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /Everyday Checking/ }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: text('orderChecks.next') }));
    const alert = await screen.findByTestId('order-checks-error');
    expect(alert).toHaveTextContent('This account cannot be opened in the harland application.');
    expect(open).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(orderChecksConfig.errorAlertSeconds * 1000 - 100);
    });
    expect(screen.getByTestId('order-checks-error')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId('order-checks-error')).toBeNull();
  });

  it('lists the member’s recent check orders with style, boxes, check numbers, dates and status', async () => {
    platform();
    renderPage();
    const heading = await screen.findByRole('heading', { name: text('orderChecks.orders.heading') });
    const section = heading.closest('section')!;
    const item = await within(section).findByTestId('check-order');
    expect(item).toHaveTextContent('Mountain Vista');
    expect(item).toHaveTextContent(text('orderChecks.orders.checks', { account: 'Everyday Checking', boxes: 2, start: '1251', end: '1490' }));
    expect(item).toHaveTextContent('HC100007');
    expect(item).toHaveTextContent('Nov 24, 2026');
    expect(item).toHaveTextContent('Dec 4, 2026');
    expect(item).toHaveTextContent(text('orderChecks.orders.status.SHIPPED'));
  });

  it('says so when there are no orders yet, and leaves the list out when the page is set to', async () => {
    platform({ orders: [] });
    const { unmount } = renderPage();
    expect(await screen.findByText(text('orderChecks.orders.empty'))).toBeInTheDocument();
    unmount();
    renderPage({ showRecentOrders: false });
    await screen.findByRole('radio', { name: /Everyday Checking/ });
    expect(screen.queryByRole('heading', { name: text('orderChecks.orders.heading') })).toBeNull();
  });
});
