import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { draftErrors } from './filters-bar.js';
import { filtersFromSearch, searchWithFilters } from './filters.js';
import { pageWindow } from './pager.js';
import {
  categoriesHandler,
  listHandler,
  listPath,
  makeTransactions,
  renderList,
  text,
  type ListRequest,
} from './test-bank.js';
import { fakePlatform, stubResizeObserver } from '../../tests/widget-test-kit.js';

// antd in jsdom on a small machine: a multi-step test takes several seconds.
vi.setConfig({ testTimeout: 60_000 });

// antd's Select measures its options with ResizeObserver.
stubResizeObserver();

const server = fakePlatform();

const rows = () => screen.queryAllByTestId('transaction-row');
const rowIds = () => rows().map((row) => row.getAttribute('data-transaction-id'));

describe('transactions list: pagination modes', () => {
  it('load more: shows the first page, appends the next on the button, and says when all are there', async () => {
    const seen: ListRequest[] = [];
    server.use(listHandler(makeTransactions(12), seen), categoriesHandler());
    renderList({ transactions: { pagination: { mode: 'load-more', pageSize: 5, maxPages: 3 } } });

    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(seen[0]?.params.get('from')).toBe('0');
    expect(seen[0]?.params.get('size')).toBe('5');
    expect(seen[0]?.params.get('arrangementId')).toBe('arr-checking');
    expect(screen.getByTestId('transactions-summary')).toHaveTextContent(text('transactions.summary.loaded', { shown: 5, total: 12 }));

    await userEvent.click(screen.getByRole('button', { name: text('transactions.loadMore.action') }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(seen.at(-1)?.params.get('from')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: text('transactions.loadMore.action') }));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(screen.getByText(text('transactions.end'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('transactions.loadMore.action') })).not.toBeInTheDocument();
    expect(rowIds()).toEqual(makeTransactions(12).map((row) => row.id));
  });

  it("load more: a failed page keeps what is loaded and offers a retry (spec/2 §2.2 \"Couldn't load more\")", async () => {
    let failing = true;
    server.use(listHandler(makeTransactions(12), [], (page) => page === 1 && failing), categoriesHandler());
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(screen.getByRole('button', { name: text('transactions.loadMore.action') }));
    expect(await screen.findByText(text('transactions.loadMore.failed'))).toBeInTheDocument();
    expect(rows()).toHaveLength(5);

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: text('transactions.loadMore.retry') }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.queryByText(text('transactions.loadMore.failed'))).not.toBeInTheDocument();
  });

  it('infinite scroll: loads the next page when the end of the list comes into view, only rows in view are drawn', async () => {
    const seen: ListRequest[] = [];
    server.use(listHandler(makeTransactions(200), seen), categoriesHandler());
    renderList({ transactions: { pagination: { mode: 'infinite', pageSize: 50, maxPages: 5 } } });
    await waitFor(() => expect(screen.getByTestId('transactions-summary')).toHaveTextContent(text('transactions.summary.loaded', { shown: 50, total: 200 })));
    // 640 px of 68 px rows plus overscan: a window, not 50 rows.
    expect(rows().length).toBeLessThan(25);
    expect(seen).toHaveLength(1);
    expect(screen.queryByRole('button', { name: text('transactions.loadMore.action') })).not.toBeInTheDocument();

    const viewport = screen.getByTestId('transactions-viewport');
    await act(async () => {
      viewport.scrollTop = 45 * 68;
      fireEvent.scroll(viewport);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await waitFor(() => expect(screen.getByTestId('transactions-summary')).toHaveTextContent(text('transactions.summary.loaded', { shown: 100, total: 200 })));
    expect(seen.at(-1)?.params.get('from')).toBe('1');
    expect(rowIds()).toContain('txn-00046');
    expect(rowIds()).not.toContain('txn-00001');
  });

  it('scrolling reuses the rows\' elements, in order; a focused row scrolled away leaves the focus on the list, not on another transaction', async () => {
    server.use(listHandler(makeTransactions(200)), categoriesHandler());
    renderList({ transactions: { pagination: { mode: 'infinite', pageSize: 50, maxPages: 5 } } });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const firstRow = rows()[0]!;
    firstRow.focus();
    expect(firstRow).toHaveAttribute('data-transaction-id', 'txn-00001');
    const viewport = screen.getByTestId('transactions-viewport');
    await act(async () => {
      viewport.scrollTop = 30 * 68;
      fireEvent.scroll(viewport);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await waitFor(() => expect(rowIds()).toContain('txn-00031'));
    // The first row's element now shows a transaction further down; the focus is not on it.
    expect(viewport).toHaveFocus();
    expect(rows()).toContain(firstRow);
    expect(firstRow).not.toHaveAttribute('data-transaction-id', 'txn-00001');
    // Reused elements stay in the list's order: what assistive technology and Tab follow.
    const ids = rowIds().map((id) => Number(id?.slice(4)));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[ids.length - 1]! - ids[0]!).toBe(ids.length - 1);
  });

  it('paged: one page at a time, page in the address, a pager of at most maxPages numbers', async () => {
    const seen: ListRequest[] = [];
    server.use(listHandler(makeTransactions(23), seen), categoriesHandler());
    renderList({ transactions: { pagination: { mode: 'paged', pageSize: 5, maxPages: 3 } } });
    await waitFor(() => expect(rows()).toHaveLength(5));
    const pager = screen.getByRole('navigation', { name: text('transactions.pager.label') });
    const numbers = within(pager).getAllByRole('button', { name: /^Page / });
    expect(numbers.map((button) => button.textContent)).toEqual(['1', '2', '3']);
    expect(within(pager).getByRole('button', { name: text('transactions.pager.previous') })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: text('transactions.pager.next') }));
    await waitFor(() => expect(rowIds()[0]).toBe('txn-00006'));
    expect(screen.getByTestId('location')).toHaveTextContent(`${listPath}?page=2`);
    expect(seen.at(-1)?.params.get('from')).toBe('1');

    await userEvent.click(within(pager).getByRole('button', { name: text('transactions.pager.page', { page: 3 }) }));
    await waitFor(() => expect(rowIds()[0]).toBe('txn-00011'));
    expect(within(pager).getAllByRole('button', { name: /^Page / }).map((button) => button.textContent)).toEqual(['2', '3', '4']);
    expect(screen.getByTestId('transactions-summary')).toHaveTextContent(text('transactions.summary.paged', { page: 3, pages: 5, total: 23 }));
  });

  it('props override the configured pagination (a route may page differently)', async () => {
    server.use(listHandler(makeTransactions(30)), categoriesHandler());
    renderList({
      transactions: { pagination: { mode: 'infinite', pageSize: 100, maxPages: 5 } },
      props: { pagination: { mode: 'paged', pageSize: 10 } },
    });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByRole('navigation', { name: text('transactions.pager.label') })).toBeInTheDocument();
  });

  it('pageWindow keeps the current page central within maxPages', () => {
    expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
  });
});

describe('transactions list: rows', () => {
  it('shows long-format dates in the configured timezone, pending and billing status, amounts and running balance', async () => {
    const [first, second, third] = makeTransactions(3);
    server.use(
      listHandler([
        { ...first!, state: 'PENDING', billingStatus: 'PENDING', runningBalance: undefined, description: 'Gas station hold' },
        { ...second!, billingStatus: 'UNBILLED', notes: 'Split with Alex' },
        third!,
      ]),
      categoriesHandler(),
    );
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [pending, unbilled, credit] = rows();
    expect(pending).toHaveTextContent('Gas station hold');
    expect(pending).toHaveTextContent('November 20, 2026');
    expect(pending).toHaveTextContent(text('transactions.status.pending'));
    expect(pending).toHaveTextContent('-$1.25');
    expect(pending).not.toHaveTextContent(text('transactions.row.balance'));
    expect(unbilled).toHaveTextContent('November 19, 2026');
    expect(unbilled).toHaveTextContent(text('transactions.billingStatus.unbilled'));
    expect(unbilled).toHaveTextContent(`${text('transactions.row.balance')} $1,001.00`);
    expect(unbilled).toHaveTextContent(text('transactions.row.hasNote'));
    expect(credit).toHaveTextContent('$3.25');
    expect(credit).not.toHaveTextContent('-$3.25');
  });

  it('says so when there is no account, no transaction, or nothing matches', async () => {
    server.use(listHandler([]), categoriesHandler());
    const first = renderList({ path: '/my-accounts/transactions' });
    expect(screen.getByText(text('transactions.noProduct.title'))).toBeInTheDocument();
    expect(screen.getByText(text('transactions.noProduct.body'))).toBeInTheDocument();
    first.unmount();

    renderList();
    expect(await screen.findByText(text('transactions.empty.none'))).toBeInTheDocument();
  });

  it('shows an error with a retry when the first page fails', async () => {
    let failing = true;
    server.use(listHandler(makeTransactions(3), [], () => failing), categoriesHandler());
    renderList();
    expect(await screen.findByText(text('transactions.error.title'))).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: text('transactions.error.retry') }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});

describe('transactions list: search and filters', () => {
  it('searches by text on Enter and puts the search in the address', async () => {
    const seen: ListRequest[] = [];
    server.use(listHandler(makeTransactions(12), seen), categoriesHandler());
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.type(screen.getByRole('searchbox', { name: text('transactions.search.label') }), 'payroll{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(seen.at(-1)?.params.get('query')).toBe('payroll');
    expect(screen.getByTestId('location')).toHaveTextContent(`${listPath}?q=payroll`);
    for (const row of rows()) expect(row).toHaveTextContent('Payroll deposit');
  });

  it('applies date range, amount range, direction, type and category together', async () => {
    const seen: ListRequest[] = [];
    server.use(listHandler(makeTransactions(30), seen), categoriesHandler());
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(text('transactions.filters.toggle')) }));
    const panel = screen.getByRole('form', { name: text('transactions.filters.label') });
    fireEvent.change(within(panel).getByLabelText(text('transactions.filters.dateFrom')), { target: { value: '2026-11-01' } });
    fireEvent.change(within(panel).getByLabelText(text('transactions.filters.dateTo')), { target: { value: '2026-11-15' } });
    await userEvent.type(within(panel).getByLabelText(text('transactions.filters.amountFrom')), '$1,0');
    await userEvent.type(within(panel).getByLabelText(text('transactions.filters.amountTo')), '20.50');
    await userEvent.click(within(panel).getByRole('radio', { name: text('transactions.filters.direction.in') }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: text('transactions.typeGroup.deposit') }));
    await userEvent.click(within(panel).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Payroll'));
    await userEvent.click(within(panel).getByRole('button', { name: text('transactions.filters.apply') }));

    await waitFor(() => expect(seen.at(-1)?.params.get('categories')).toBe('Payroll'));
    const params = seen.at(-1)!.params;
    expect(params.get('bookingDateGreaterThan')).toBe('2026-11-01');
    expect(params.get('bookingDateLessThan')).toBe('2026-11-15');
    expect(params.get('amountGreaterThan')).toBe('10');
    expect(params.get('amountLessThan')).toBe('20.50');
    expect(params.get('creditDebitIndicator')).toBe('CRDT');
    expect(params.get('typeGroups')).toBe('Deposit');
    expect(params.get('from')).toBe('0');
    // Deposits of 10–20.50 between Nov 1 and 15: indexes 11, 14, 17 (amounts 12.25, 15.25, 18.25).
    await waitFor(() => expect(rowIds()).toEqual(['txn-00012', 'txn-00015', 'txn-00018']));
    expect(screen.getByRole('button', { name: new RegExp(text('transactions.filters.toggle')) })).toHaveAccessibleName(
      new RegExp(text('transactions.filters.active', { count: 5 })),
    );
  });

  it('refuses a minimum above the maximum and a from date after the to date, with texts', async () => {
    const seen: ListRequest[] = [];
    server.use(listHandler(makeTransactions(5), seen), categoriesHandler());
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(5));
    await userEvent.click(screen.getByRole('button', { name: new RegExp(text('transactions.filters.toggle')) }));
    const panel = screen.getByRole('form', { name: text('transactions.filters.label') });
    fireEvent.change(within(panel).getByLabelText(text('transactions.filters.dateFrom')), { target: { value: '2026-11-15' } });
    fireEvent.change(within(panel).getByLabelText(text('transactions.filters.dateTo')), { target: { value: '2026-11-01' } });
    await userEvent.type(within(panel).getByLabelText(text('transactions.filters.amountFrom')), '50');
    await userEvent.type(within(panel).getByLabelText(text('transactions.filters.amountTo')), '5');
    const requests = seen.length;
    await userEvent.click(within(panel).getByRole('button', { name: text('transactions.filters.apply') }));
    expect(screen.getByText(text('transactions.filters.error.dateOrder'))).toBeInTheDocument();
    expect(screen.getByText(text('transactions.filters.error.amountOrder'))).toBeInTheDocument();
    expect(seen).toHaveLength(requests);
  });

  it('shows "no match" with a way to clear the filters', async () => {
    server.use(listHandler(makeTransactions(5)), categoriesHandler());
    renderList({ path: `${listPath}?q=nothing-like-this` });
    expect(await screen.findByText(text('transactions.empty.filtered'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text('transactions.filters.clear') }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`${listPath}$`));
  });

  it('reads and writes filters in the address, and checks amounts and dates', () => {
    const filters = filtersFromSearch(new URLSearchParams('q=rent&from=2026-01-01&to=bad&min=$1,200&max=x&direction=DBIT&type=Payment,Check&page=3'));
    expect(filters).toEqual({
      query: 'rent',
      bookingDateFrom: '2026-01-01',
      bookingDateTo: undefined,
      amountFrom: '1200',
      amountTo: undefined,
      creditDebitIndicator: 'DBIT',
      typeGroups: ['Payment', 'Check'],
      categories: undefined,
    });
    const next = searchWithFilters(new URLSearchParams('page=3&fastlink=edit'), filters);
    expect(next.toString()).toBe('fastlink=edit&q=rent&from=2026-01-01&min=1200&direction=DBIT&type=Payment%2CCheck');
    expect(draftErrors({ bookingDateFrom: '', bookingDateTo: '', amountFrom: '10.999', amountTo: '' })).toEqual({
      amountFrom: 'transactions.filters.error.amount',
    });
    expect(draftErrors({ bookingDateFrom: '', bookingDateTo: '', amountFrom: '9.99', amountTo: '10' })).toEqual({});
    expect(draftErrors({ bookingDateFrom: '', bookingDateTo: '', amountFrom: '100.01', amountTo: '100' })).toEqual({
      amounts: 'transactions.filters.error.amountOrder',
    });
  });
});
