import { isRecord } from '../../src/platform/index.js';

/** config/budgets.json's highest limit, the same the server holds; undefined when the file lacks it. */
export function limitMaximumOf(config: Readonly<Record<string, unknown>>): string | undefined {
  const file = config.budgets;
  return isRecord(file) && typeof file.limitMaximum === 'string' ? file.limitMaximum : undefined;
}

export interface RuleBreak {
  key: string;
  params?: Record<string, string | number>;
}

// The contract's PositiveAmount (schemas/api/budget-planner.json): above zero, at most two decimals.
const amountPattern = /^(0\.(0[1-9]|[1-9][0-9]?)|[1-9][0-9]{0,9}(\.[0-9]{1,2})?)$/;

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** What is wrong with a typed limit, as a message key; `maximum` is formatted by the caller. */
export function limitBreak(typed: string, maximum: string | undefined): RuleBreak | undefined {
  const value = typed.trim().replace(/,/g, '');
  if (value === '') return { key: 'budgets.validation.amountRequired' };
  if (/^-/.test(value) || Number(value) === 0) return { key: 'budgets.validation.amountPositive' };
  if (/\.[0-9]{3,}$/.test(value)) return { key: 'budgets.validation.amountDecimals' };
  if (!amountPattern.test(value)) return { key: 'budgets.validation.amountInvalid' };
  if (maximum !== undefined && cents(value) > cents(maximum)) return { key: 'budgets.validation.amountTooHigh' };
  return undefined;
}

/** The limit as the request carries it: the typed digits without thousands separators. */
export const limitAmountOf = (typed: string) => typed.trim().replace(/,/g, '');

/** The budget planner's refusal keys (server/src/api/budget-planner.ts) with the field they concern, in the form's words. */
export const refusals: Readonly<Record<string, { field: 'categoryId' | 'amount'; key: string }>> = {
  'budget.category.taken': { field: 'categoryId', key: 'budgets.validation.categoryTaken' },
  'budget.category.unknown': { field: 'categoryId', key: 'budgets.validation.categoryRequired' },
  'budget.limit.too-high': { field: 'amount', key: 'budgets.validation.amountTooHigh' },
};

/** This month (YYYY-MM) in the credit union's time zone, and the `count` months up to it, newest first. */
export function recentMonths(timeZone: string, count: number, now = new Date()): string[] {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** "November 2026" in the credit union's locale. */
export const monthLabel = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
