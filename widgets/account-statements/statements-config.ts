import { isRecord } from '../../src/platform/index.js';

/** What the pages read of config/statements.json (its schema is checked before the widget renders). */
export interface StatementsPageConfig {
  /** Members may choose e-statements or paper: the header shows the link to manage them. */
  manageStatements: boolean;
  pageSize: number;
  /** Closed months of statements kept: the period filter offers their years. */
  monthsKept: number;
}

const fallbackPageSize = 20;
const fallbackMonthsKept = 12;

export function readStatementsConfig(value: unknown): StatementsPageConfig {
  if (!isRecord(value)) return { manageStatements: false, pageSize: fallbackPageSize, monthsKept: fallbackMonthsKept };
  return {
    manageStatements: value.manageStatements === true,
    pageSize: typeof value.pageSize === 'number' ? value.pageSize : fallbackPageSize,
    monthsKept: typeof value.monthsKept === 'number' ? value.monthsKept : fallbackMonthsKept,
  };
}
