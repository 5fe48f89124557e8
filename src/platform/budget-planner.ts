import type { BodyOf, Budget } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { booleanOf, decimalOf, expectArray, expectRecord, isRecord, stringOf } from './json.js';

/**
 * budget-planner (NOTES: GET/POST /client-api/v3/budgets, PUT/DELETE /budgets/{id}): the member's
 * monthly budget per spending category with a month's spending, and the spending categories a
 * budget may be set for (the transaction manager's categories of type EXPENSE).
 */

const budgetsPath = '/budget-planner/client-api/v3/budgets';
const categoriesPath = '/transaction-manager/client-api/v2/transactions/categories';

export type MemberBudget = Budget;
export type BudgetRequest = BodyOf<'createBudget'>;

export interface SpendingCategory {
  categoryId: number;
  categoryName: string;
}

export const budgetSwrKeys = { list: 'budgets', categories: 'budgets/categories' } as const;

function readMoney(value: unknown): { amount: string; currencyCode: string } | undefined {
  if (!isRecord(value)) return undefined;
  const amount = decimalOf(value.amount);
  const currencyCode = stringOf(value.currencyCode);
  return amount !== undefined && currencyCode ? { amount, currencyCode } : undefined;
}

/** A budget of the answer, or undefined when it lacks what the page shows. */
function readBudget(value: unknown): MemberBudget | undefined {
  if (!isRecord(value) || !isRecord(value.period)) return undefined;
  const id = stringOf(value.id);
  const categoryName = stringOf(value.categoryName);
  const [spendingLimit, spent, available] = [value.spendingLimit, value.spent, value.available].map(readMoney);
  const month = stringOf(value.period.month);
  const startDate = stringOf(value.period.startDate);
  const endDate = stringOf(value.period.endDate);
  const { categoryId, spentPercentage, daysLeft } = value;
  if (!id || !categoryName || !spendingLimit || !spent || !available || !month || !startDate || !endDate) return undefined;
  if (typeof categoryId !== 'number' || typeof spentPercentage !== 'number' || typeof daysLeft !== 'number') return undefined;
  const leftPerDay = readMoney(value.leftPerDay);
  return {
    id,
    categoryId,
    categoryName,
    spendingLimit,
    spent,
    spentPercentage,
    available,
    overspent: booleanOf(value.overspent) ?? false,
    period: { month, startDate, endDate },
    current: booleanOf(value.current) ?? false,
    daysLeft,
    ...(leftPerDay ? { leftPerDay } : {}),
  };
}

function expectBudget(value: unknown): MemberBudget {
  const budget = readBudget(expectRecord(value, 'the budget'));
  if (!budget) throw new TypeError('The budget answer lacks its id, category, amounts or period.');
  return budget;
}

/** The member's budgets with what was spent in `month` (YYYY-MM; this month when absent). */
export async function listBudgets(http: HttpClient, month?: string): Promise<MemberBudget[]> {
  return expectArray(await http.get(budgetsPath, month ? { month } : {}), 'the budgets').flatMap((value) => readBudget(value) ?? []);
}

/** Saves a new budget, or changes the one `id` names. */
export async function saveBudget(http: HttpClient, budget: BudgetRequest, id?: string): Promise<MemberBudget> {
  return expectBudget(id ? await http.put(`${budgetsPath}/${encodeURIComponent(id)}`, budget) : await http.post(budgetsPath, budget));
}

export async function deleteBudget(http: HttpClient, id: string): Promise<void> {
  await http.delete(`${budgetsPath}/${encodeURIComponent(id)}`);
}

/** The categories a budget may be set for: spending (EXPENSE) categories, by name. */
export async function spendingCategories(http: HttpClient): Promise<SpendingCategory[]> {
  return expectArray(await http.get(categoriesPath), 'the transaction categories')
    .flatMap((item) => {
      if (!isRecord(item) || item.categoryType !== 'EXPENSE' || typeof item.categoryId !== 'number') return [];
      const categoryName = stringOf(item.categoryName);
      return categoryName ? [{ categoryId: item.categoryId, categoryName }] : [];
    })
    .sort((a, b) => a.categoryName.localeCompare(b.categoryName));
}
