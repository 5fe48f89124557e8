/**
 * Test support for the transactions widget's component tests: an in-memory account answered by
 * msw in the platform's shapes (server/README.md), and a render helper on the widget test kit.
 */
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import type { EntitlementFacts } from '../../src/runtime/index.js';
import { apiRoot, renderWidget, widgetConfig } from '../../tests/widget-test-kit.js';
import type { TransactionsListProps } from './definition.js';
import TransactionsList from './transactions-list.js';

export { text } from '../../tests/widget-test-kit.js';
export const base = `${apiRoot}/transaction-manager/client-api/v2/transactions`;
export const account = 'arr-checking';
export const listPath = `/my-accounts/transactions/${account}/list`;
/** The spec's detail address (spec/1 routes): a sibling of the list, not below it. */
export const detailPath = (transactionId: string) => `/my-accounts/transactions/${account}/detail/${transactionId}`;

export interface ApiTransaction {
  id: string;
  arrangementId: string;
  description: string;
  typeGroup: string;
  type: string;
  category?: string;
  bookingDate: string;
  valueDate: string;
  transactionAmountCurrency: { amount: string; currencyCode: string };
  creditDebitIndicator: 'CRDT' | 'DBIT';
  runningBalance?: string;
  billingStatus?: string;
  state: string;
  notes?: string;
  disputeStatus?: string;
  checkSerialNumber?: string;
  checkImageAvailability?: string;
  merchant?: { name: string };
  location?: Record<string, unknown>;
  reference?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `count` transactions, newest first, one a day back from 2026-11-20; every third is money in. */
export function makeTransactions(count: number, arrangementId = account): ApiTransaction[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 20 - index));
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    const credit = index % 3 === 2;
    return {
      id: `txn-${String(index + 1).padStart(5, '0')}`,
      arrangementId,
      description: credit ? `Payroll deposit ${index + 1}` : `Coffee shop ${index + 1}`,
      typeGroup: credit ? 'Deposit' : 'Payment',
      type: credit ? 'Direct Deposit' : 'Card Payment',
      category: credit ? 'Payroll' : 'Dining',
      bookingDate: date,
      valueDate: date,
      transactionAmountCurrency: { amount: `${index + 1}.25`, currencyCode: 'USD' },
      creditDebitIndicator: credit ? 'CRDT' : 'DBIT',
      runningBalance: `${1000 + index}.00`,
      state: 'COMPLETED',
      disputeStatus: 'UNDISPUTED',
      reference: `RF${index}`,
    };
  });
}

export interface ListRequest {
  params: URLSearchParams;
}

/** The list endpoint over `rows`: paging (from = page index), filters, X-Total-Count. */
export function listHandler(rows: ApiTransaction[], seen: ListRequest[] = [], fail?: (page: number) => boolean) {
  return http.get(base, ({ request }) => {
    const params = new URL(request.url).searchParams;
    seen.push({ params });
    const from = Number(params.get('from') ?? 0);
    const size = Number(params.get('size') ?? 10);
    if (fail?.(from)) return HttpResponse.json({ message: 'boom', key: 'system', errors: [] }, { status: 500 });
    const query = params.get('query')?.toLowerCase();
    const list = (name: string) => params.get(name)?.split(',');
    const matching = rows.filter((row) => {
      const amount = Number(row.transactionAmountCurrency.amount);
      if (params.get('arrangementId') && row.arrangementId !== params.get('arrangementId')) return false;
      if (query && !row.description.toLowerCase().includes(query)) return false;
      if (params.get('amountGreaterThan') && amount < Number(params.get('amountGreaterThan'))) return false;
      if (params.get('amountLessThan') && amount > Number(params.get('amountLessThan'))) return false;
      if (params.get('bookingDateGreaterThan') && row.bookingDate < (params.get('bookingDateGreaterThan') as string)) return false;
      if (params.get('bookingDateLessThan') && row.bookingDate > (params.get('bookingDateLessThan') as string)) return false;
      if (params.get('creditDebitIndicator') && row.creditDebitIndicator !== params.get('creditDebitIndicator')) return false;
      if (list('typeGroups') && !list('typeGroups')?.includes(row.typeGroup)) return false;
      if (list('categories') && !list('categories')?.includes(row.category ?? '')) return false;
      return true;
    });
    return HttpResponse.json(matching.slice(from * size, from * size + size), {
      headers: { 'X-Total-Count': String(matching.length) },
    });
  });
}

export const categoriesHandler = () =>
  http.get(`${base}/categories`, () =>
    HttpResponse.json([
      { categoryId: 11, externalId: 'dining', categoryName: 'Dining', categoryType: 'EXPENSE' },
      { categoryId: 10, externalId: 'groceries', categoryName: 'Groceries', categoryType: 'EXPENSE' },
      { categoryId: 1, externalId: 'payroll', categoryName: 'Payroll', categoryType: 'INCOME' },
    ]),
  );

export interface RenderOptions {
  transactions?: unknown;
  props?: Partial<TransactionsListProps>;
  path?: string;
  app?: Record<string, unknown>;
  facts?: EntitlementFacts;
}

export function renderList(options: RenderOptions = {}) {
  const props: TransactionsListProps = {
    typeFilters: ['Payment', 'Deposit', 'Check'],
    listHeight: 640,
    listPath: 'my-accounts/transactions/:selectedAccount/list',
    detailPath: 'my-accounts/transactions/:selectedAccount/detail/:transactionId',
    ...options.props,
  };
  const element = <TransactionsList {...props} />;
  const config = widgetConfig(
    { transactions: options.transactions ?? { pagination: { mode: 'load-more', pageSize: 5, maxPages: 3 } } },
    { apiRoot, ...options.app },
  );
  return renderWidget(
    <>
      <Route path="/my-accounts/transactions/:selectedAccount/list" element={element} />
      <Route path="/my-accounts/transactions/:selectedAccount/detail/:transactionId" element={element} />
      <Route path="/my-accounts/transactions" element={element} />
    </>,
    { path: options.path ?? listPath, config, facts: options.facts },
  );
}
