import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import insightsConfig from '../../config/insights.json';
import { apiRoot, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';
import CashFlow from './cash-flow.js';

const summaryUrl = `${apiRoot}/arrangement-manager/client-api/v2/productsummary`;
const turnoversUrl = `${apiRoot}/transaction-manager/client-api/v2/turnovers`;
const categoryTotalsUrl = `${apiRoot}/transaction-manager/client-api/v2/categorytotals`;
const transactionsLink = 'my-accounts/transactions/:selectedAccount/list?category=:category&from=:from&to=:to&direction=DBIT';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
const product = (id: string, displayName: string) => ({ id, name: displayName, displayName, currency: 'USD', bookedBalance: '100.00', availableBalance: '100.00' });

/** What the platform was asked: each turnovers query's parameters. */
let asked: URLSearchParams[] = [];
const server = fakePlatform(() => {
  asked = [];
});

// Today is 20 November 2026 in Denver: "last 6 months" is 1 June to 20 November.
beforeAll(() => {
  stubResizeObserver();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T18:00:00Z'));
});
afterAll(() => {
  vi.useRealTimers();
});

function platform(months: { credit: string; debit: string }[], turnoversStatus = 200) {
  server.use(
    http.get(summaryUrl, () =>
      HttpResponse.json({
        aggregatedBalance: { currency: 'USD', value: '200.00' },
        currentAccounts: { name: 'Current Account', aggregatedBalance: { currency: 'USD', value: '100.00' }, products: [product('chk-everyday', 'Everyday Checking')] },
        savingsAccounts: { name: 'Savings Account', aggregatedBalance: { currency: 'USD', value: '100.00' }, products: [product('sav-rainy', 'Rainy Day Savings')] },
        customProductKinds: [],
      }),
    ),
    http.get(turnoversUrl, ({ request }) => {
      const search = new URL(request.url).searchParams;
      asked.push(search);
      if (turnoversStatus !== 200) return HttpResponse.json({ message: 'Failed.', key: 'server.error', errors: [] }, { status: turnoversStatus });
      const start = search.get('periodStartDate') ?? '';
      return HttpResponse.json({
        arrangementIds: search.getAll('arrangementIds'),
        intervalDuration: 'MONTH',
        avgCreditAmount: usd('0.00'),
        avgDebitAmount: usd('0.00'),
        turnovers: months.map((month, index) => {
          const [year = 0, first = 1] = start.split('-').map(Number);
          const monthIndex = year * 12 + first - 1 + index;
          const intervalStartDate = `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}-01`;
          const balance = (Number(month.credit) - Number(month.debit)).toFixed(2);
          return { intervalStartDate, creditAmount: usd(month.credit), debitAmount: usd(month.debit), balance: usd(balance) };
        }),
      });
    }),
    http.get(categoryTotalsUrl, () =>
      HttpResponse.json(
        months.some((month) => month.debit !== '0.00')
          ? {
              total: usd('400.00'),
              items: [
                { category: 'Groceries', totalAmount: usd('300.00'), portion: 75 },
                { category: 'Dining', totalAmount: usd('100.00'), portion: 25 },
              ],
            }
          : { total: usd('0.00'), items: [] },
      ),
    ),
  );
}

function renderCashFlow(search = '') {
  return renderWidget(
    <>
      <Route path="/insights/cashflow" element={<CashFlow transactionsLink={transactionsLink} />} />
      <Route path="/my-accounts/transactions/:selectedAccount/list" element={<p>transactions list</p>} />
    </>,
    { path: `/insights/cashflow${search}`, config: widgetConfig({ insights: insightsConfig }) },
  );
}

describe('Cash Flow', () => {
  it('shows the platform’s monthly figures in the table and its spending by category, each category opening its transactions', async () => {
    platform([
      { credit: '2500.00', debit: '1800.25' },
      { credit: '2500.00', debit: '2600.00' },
    ]);
    const user = userEvent.setup({ delay: null });
    renderCashFlow('?period=custom&from=2026-09-01&to=2026-10-31&accounts=chk-everyday');
    const table = await screen.findByRole('table', { name: text('cashflow.table.caption') });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['$2,500.00', '$1,800.25', '$699.75'],
      ['$2,500.00', '$2,600.00', '-$100.00'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Sep 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('cash-flow-chart')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('cash-flow-spending-total')).toHaveTextContent('$400.00');
    expect(screen.getAllByTestId('cash-flow-category').map((item) => item.textContent)).toEqual(['Groceries$300.0075%', 'Dining$100.0025%']);
    expect(asked.map((search) => [search.getAll('arrangementIds'), search.get('periodStartDate'), search.get('periodEndDate')])).toEqual([
      [['chk-everyday'], '2026-09-01', '2026-10-31'],
    ]);

    await user.click(screen.getByRole('link', { name: text('cashflow.categories.open', { category: 'Groceries' }) }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/my-accounts/transactions/chk-everyday/list?category=Groceries&from=2026-09-01&to=2026-10-31&direction=DBIT',
    );
  });

  it('asks for the chosen period, all checking and savings accounts at first', async () => {
    platform([{ credit: '10.00', debit: '5.00' }]);
    const user = userEvent.setup({ delay: null });
    renderCashFlow();
    await screen.findByRole('table', { name: text('cashflow.table.caption') });
    // antd draws the radio over its label, which is what a member clicks.
    await user.click(screen.getByText(text('cashflow.period.last-3-months')));
    await user.click(screen.getByText(text('cashflow.period.last-month')));
    await screen.findByText(text('cashflow.period.shown', { start: 'Oct 1, 2026', end: 'Oct 31, 2026' }), { exact: false });
    expect(asked.map((search) => [search.getAll('arrangementIds').join(','), search.get('periodStartDate'), search.get('periodEndDate')])).toEqual([
      ['chk-everyday,sav-rainy', '2026-06-01', '2026-11-20'],
      ['chk-everyday,sav-rainy', '2026-09-01', '2026-11-20'],
      ['chk-everyday,sav-rainy', '2026-10-01', '2026-10-31'],
    ]);
  });

  it('says so when the period has no transactions', async () => {
    platform([
      { credit: '0.00', debit: '0.00' },
      { credit: '0.00', debit: '0.00' },
    ]);
    renderCashFlow();
    expect(await screen.findByText(text('cashflow.empty.title'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the figures cannot be loaded', async () => {
    platform([], 500);
    const user = userEvent.setup({ delay: null });
    renderCashFlow();
    expect(await screen.findByRole('alert')).toHaveTextContent(text('cashflow.error.title'));
    await user.click(screen.getByRole('button', { name: text('cashflow.error.retry') }));
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });
});
