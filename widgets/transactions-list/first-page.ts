import {
  prefetchTransactionCategories,
  prefetchTransactionPage,
  type HttpClient,
  type TransactionFilters,
  type TransactionListQuery,
} from '../../src/platform/index.js';
import type { WidgetOpening } from '../../src/runtime/index.js';
import type { TransactionsListProps } from './definition.js';
import { filtersFromSearch, pageParameter } from './filters.js';
import { transactionsSettings, type TransactionsSettings } from './settings.js';

/** What the list asks for: the account's transactions, filtered as the address says, in the configured order. */
export function listQueryOf(selectedAccount: string | undefined, filters: TransactionFilters, settings: TransactionsSettings): TransactionListQuery | null {
  return selectedAccount ? { arrangementId: selectedAccount, ...filters, orderBy: settings.orderBy, direction: settings.direction } : null;
}

/** The page the address names (paged mode), counted from 1; the first when it names none. */
export function pageOf(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get(pageParameter) ?? '1', 10) || 1);
}

/**
 * Starts what the list first shows, from the address and the configuration alone, before the
 * list (or the account page around it) has rendered: the page of transactions its hooks will ask
 * for, and the categories. The same functions as the list's, so the keys match.
 */
export function prefetchFirstPage(http: HttpClient, { params, search, props, config }: WidgetOpening): void {
  const settings = transactionsSettings(config.transactions, (props as Partial<TransactionsListProps>).pagination);
  const searchParams = new URLSearchParams(search);
  prefetchTransactionCategories(http);
  const query = listQueryOf(params.selectedAccount, filtersFromSearch(searchParams), settings);
  if (query === null) return;
  const page = settings.pagination.mode === 'paged' ? pageOf(searchParams) - 1 : 0;
  prefetchTransactionPage(http, query, page, settings.pagination.pageSize);
}
