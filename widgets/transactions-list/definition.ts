import type { HttpClient } from '../../src/platform/index.js';
import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';
import type { Pagination } from './settings.js';

export interface TransactionsListProps {
  /**
   * Overrides config/transactions.json `pagination` for this route: mode (infinite scroll, paged,
   * load more), page size and, for paged, how many page numbers the pager shows.
   */
  pagination?: Partial<Pagination>;
  /** The transaction types (the platform's typeGroup values) offered as filters. */
  typeFilters: string[];
  /**
   * Named entitlement (config/entitlements.json) that gates editing notes, category and filing
   * disputes. Without one the controls show and the server's permission check decides.
   */
  editEntitlement?: string;
  /** Tallest the scrolling list may grow, in pixels (it shrinks to fit the window). */
  listHeight: number;
  /** Route of this list (`:selectedAccount` filled in): where closing a transaction's detail returns. */
  listPath: string;
  /** Route of one secure-messages conversation (`:id`): a filed dispute's confirmation links "Messages" to the one it started. */
  conversationPath?: string;
  /** Route of one transaction's detail (`:selectedAccount`, `:transactionId` filled in). */
  detailPath: string;
}

export const transactionsListDefinition: WidgetDefinition<TransactionsListProps> = {
  id: 'transactions-list',
  version: '1.0.0',
  title: 'Transactions list',
  component: lazyWidget(() => import('./transactions-list.js')),
  // In a chunk of its own, loaded only when the list is opened: the first screen carries none of it.
  prefetch: (http, opening) => import('./first-page.js').then(({ prefetchFirstPage }) => prefetchFirstPage(http as HttpClient, opening)),
  // Checked against schemas/transactions.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['transactions'],
};
