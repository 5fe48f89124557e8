import {
  exportFormats as platformExportFormats,
  isRecord,
  transactionSortKeys,
  type ExportFormat,
  type TransactionListQuery,
} from '../../src/platform/index.js';

export type PaginationMode = 'infinite' | 'paged' | 'load-more';

export interface Pagination {
  mode: PaginationMode;
  /** Transactions per request. */
  pageSize: number;
  /** Paged mode: how many page numbers the pager shows at once. */
  maxPages: number;
}

/** What the list needs from config/transactions.json (the server reads the same file). */
export interface TransactionsSettings {
  pagination: Pagination;
  orderBy: NonNullable<TransactionListQuery['orderBy']>;
  direction: NonNullable<TransactionListQuery['direction']>;
  dispute: { enabled: boolean; eligibilityDays?: number; messageMaxLength: number };
  exportFormats: ExportFormat[];
}

/** Used only when config/transactions.json says nothing (the accounts journey's values, NOTES §1.4). */
export const defaultPagination: Pagination = { mode: 'infinite', pageSize: 100, maxPages: 5 };

const positiveInteger = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
const isMode = (value: unknown): value is PaginationMode => value === 'infinite' || value === 'paged' || value === 'load-more';

function paginationOf(value: unknown, fallback: Pagination): Pagination {
  if (!isRecord(value)) return fallback;
  return {
    mode: isMode(value.mode) ? value.mode : fallback.mode,
    pageSize: positiveInteger(value.pageSize) ?? fallback.pageSize,
    maxPages: positiveInteger(value.maxPages) ?? fallback.maxPages,
  };
}

/**
 * The list's settings: config/transactions.json (validated by its schema at boot), with the
 * route's own `pagination` props taking precedence so one route can page differently.
 */
export function transactionsSettings(file: unknown, propsPagination?: Partial<Pagination>): TransactionsSettings {
  const config = isRecord(file) ? file : {};
  const fromFile = paginationOf(config.pagination, defaultPagination);
  const pagination = propsPagination ? paginationOf({ ...fromFile, ...propsPagination }, fromFile) : fromFile;
  const sort = isRecord(config.sort) ? config.sort : {};
  const dispute = isRecord(config.dispute) ? config.dispute : {};
  const exportConfig = isRecord(config.export) ? config.export : {};
  const exportFormats = Array.isArray(exportConfig.formats)
    ? exportConfig.formats.filter((format): format is ExportFormat => platformExportFormats.includes(format as ExportFormat))
    : [...platformExportFormats];
  return {
    pagination,
    // The file's schema allows only the platform's sort keys; it is checked at boot.
    orderBy: transactionSortKeys.find((key) => key === sort.orderBy) ?? 'bookingDate',
    direction: sort.direction === 'ASC' ? 'ASC' : 'DESC',
    dispute: {
      enabled: dispute.enabled !== false,
      eligibilityDays: positiveInteger(dispute.eligibilityDays),
      messageMaxLength: positiveInteger(dispute.messageMaxLength) ?? 2000,
    },
    exportFormats,
  };
}
