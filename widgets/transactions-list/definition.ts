import { lazy } from 'react';
import type { WidgetDefinition } from '../../src/runtime/index.js';
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
  /** Route of one transaction's detail (`:selectedAccount`, `:transactionId` filled in). */
  detailPath: string;
}

const routePattern = { type: 'string', minLength: 1, pattern: '^[A-Za-z0-9_-]+(/[A-Za-z0-9_:-]+)*$' } as const;

export const transactionsListDefinition: WidgetDefinition<TransactionsListProps> = {
  id: 'transactions-list',
  version: '1.0.0',
  title: 'Transactions list',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      pagination: {
        type: 'object',
        additionalProperties: false,
        title: 'Pagination',
        properties: {
          mode: { enum: ['infinite', 'paged', 'load-more'], title: 'Mode' },
          pageSize: { type: 'integer', minimum: 1, maximum: 1000, title: 'Transactions per page' },
          maxPages: { type: 'integer', minimum: 1, maximum: 20, title: 'Page numbers shown (paged)' },
        },
      },
      typeFilters: {
        type: 'array',
        title: 'Type filters',
        items: { type: 'string', minLength: 1, maxLength: 60 },
        maxItems: 30,
        uniqueItems: true,
        default: ['Payment', 'Deposit', 'Withdrawal', 'Transfer', 'Check', 'Fees', 'Interest', 'Loans'],
      },
      editEntitlement: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$', title: 'Edit entitlement' },
      listHeight: { type: 'integer', minimum: 240, maximum: 4000, default: 640, title: 'List height (px)' },
      listPath: { ...routePattern, default: 'my-accounts/transactions/:selectedAccount/list', title: 'List route' },
      detailPath: {
        ...routePattern,
        default: 'my-accounts/transactions/:selectedAccount/detail/:transactionId',
        title: 'Transaction detail route',
      },
    },
    examples: [
      {},
      { pagination: { mode: 'paged', pageSize: 25, maxPages: 5 } },
      { pagination: { mode: 'load-more', pageSize: 50 }, typeFilters: ['Payment', 'Deposit'], listHeight: 480 },
    ],
  },
  component: lazy(() => import('./transactions-list.js')),
  // Checked against schemas/transactions.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['transactions'],
};
