import useSWR from 'swr';
import type { CategoryTotals, Turnovers } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { decimalOf, expectArray, expectRecord, isRecord, stringOf, UnexpectedAnswerError } from './json.js';
import { usePlatform } from './platform-context.js';

/**
 * Cash flow's reads of transaction-manager (NOTES: GET /turnovers and /categorytotals): money in
 * and out per month and spending per category of the chosen accounts, summed by the platform.
 */
export const turnoversPath = '/transaction-manager/client-api/v2/turnovers';
export const categoryTotalsPath = '/transaction-manager/client-api/v2/categorytotals';

/** The accounts and the days (both included, "YYYY-MM-DD") the figures are for. */
export interface CashFlowQuery {
  readonly arrangementIds: readonly string[];
  readonly periodStartDate: string;
  readonly periodEndDate: string;
}

/** An amount as a decimal string, never a float. */
export interface CashFlowAmount {
  readonly amount: string;
  readonly currencyCode: string;
}

/** One month: money in, money out, and in minus out. */
export interface MonthFlow {
  readonly intervalStartDate: string;
  readonly creditAmount: CashFlowAmount;
  readonly debitAmount: CashFlowAmount;
  readonly balance: CashFlowAmount;
}

export interface CategorySpending {
  /** Undefined for transactions without a category. */
  readonly category?: string;
  readonly totalAmount: CashFlowAmount;
  /** Percent of the total. */
  readonly portion: number;
}

export interface CategorySpendingTotals {
  readonly total: CashFlowAmount;
  readonly items: readonly CategorySpending[];
}

function amountOf(value: unknown, what: string): CashFlowAmount {
  const record = expectRecord(value, what);
  const amount = decimalOf(record.amount);
  const currencyCode = stringOf(record.currencyCode);
  if (amount === undefined || !currencyCode) throw new UnexpectedAnswerError(what);
  return { amount, currencyCode };
}

const parameters = (query: CashFlowQuery) => ({
  arrangementIds: query.arrangementIds,
  periodStartDate: query.periodStartDate,
  periodEndDate: query.periodEndDate,
});

/** GET turnovers: every month of the period, oldest first. */
export async function monthFlows(http: HttpClient, query: CashFlowQuery): Promise<MonthFlow[]> {
  const answer = expectRecord(await http.get(turnoversPath, { ...parameters(query), intervalDuration: 'MONTH' }), 'the turnovers') as Partial<Turnovers>;
  return expectArray(answer.turnovers, 'the turnovers').map((month) => {
    const record = expectRecord(month, 'a month of the turnovers');
    return {
      intervalStartDate: stringOf(record.intervalStartDate) ?? '',
      creditAmount: amountOf(record.creditAmount, 'a month’s money in'),
      debitAmount: amountOf(record.debitAmount, 'a month’s money out'),
      balance: amountOf(record.balance, 'a month’s balance'),
    };
  });
}

/** GET categorytotals of the spending (DEBIT), largest first. */
export async function spendingByCategory(http: HttpClient, query: CashFlowQuery): Promise<CategorySpendingTotals> {
  const answer = expectRecord(await http.get(categoryTotalsPath, { ...parameters(query), type: 'DEBIT' }), 'the category totals') as Partial<CategoryTotals>;
  return {
    total: amountOf(answer.total, 'the spending total'),
    items: expectArray(answer.items, 'the category totals').flatMap((item) => {
      if (!isRecord(item)) return [];
      const category = stringOf(item.category);
      const portion = typeof item.portion === 'number' && Number.isFinite(item.portion) ? item.portion : 0;
      return [{ ...(category ? { category } : {}), totalAmount: amountOf(item.totalAmount, 'a category’s spending'), portion }];
    }),
  };
}

const keyOf = (name: string, query: CashFlowQuery) => `transaction-manager/${name}?${JSON.stringify(parameters(query))}`;

/** The months of the query; none while `query` is null (accounts not loaded yet or none chosen). */
export function useMonthFlows(query: CashFlowQuery | null) {
  const { http } = usePlatform();
  return useSWR(query ? keyOf('turnovers', query) : null, () => monthFlows(http, query as CashFlowQuery), { revalidateOnFocus: false, keepPreviousData: true });
}

export function useSpendingByCategory(query: CashFlowQuery | null) {
  const { http } = usePlatform();
  return useSWR(query ? keyOf('categorytotals', query) : null, () => spendingByCategory(http, query as CashFlowQuery), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
