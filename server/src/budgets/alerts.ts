import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { loadPublishedFile } from '../config/published-file.js';
import { toCents } from '../ledger/index.js';
import { localMoment } from '../payments/calendar.js';
import { transactionCategories } from '../seed/catalog.js';
import { budgetsWithSpending, monthOfDate, periodOf, type BudgetSpending } from './spending.js';

/** config/budgets.json (schemas/budgets.schema.json decides the details). */
export interface BudgetsConfig {
  alertThresholds: number[];
  limitMaximum: string;
}

/** Where a member's budget texts and thresholds come from: the tenant's published configuration. */
export interface BudgetConfigSource {
  configDir: string;
  tenant: string;
}

/** What of config/app.json budgets need: how amounts and months read, the time zone months are counted in, the currency. */
interface CreditUnionIdentity {
  locale: string;
  timezone: string;
  currency: string;
}

export const loadCreditUnion = (db: Queryable, source: BudgetConfigSource) =>
  loadPublishedFile<CreditUnionIdentity>(db, source.configDir, source.tenant, 'app.json');

export const loadBudgetsConfig = (db: Queryable, source: BudgetConfigSource) =>
  loadPublishedFile<BudgetsConfig>(db, source.configDir, source.tenant, 'budgets.json');

/** Today in the credit union's time zone (app.json): the month budgets are measured in. */
export async function creditUnionToday(db: Queryable, source: BudgetConfigSource, now: Date): Promise<string> {
  return localMoment(now, (await loadCreditUnion(db, source)).timezone).date;
}

export const categoryNameOf = (id: number) => transactionCategories.find((category) => category.id === id)?.name ?? String(id);

/** The thresholds (percent of the limit) the spending has reached. */
export function thresholdsReached(budget: Pick<BudgetSpending, 'amount' | 'spent'>, thresholds: readonly number[]): number[] {
  const spent = toCents(budget.spent) * 100n;
  const limit = toCents(budget.amount);
  return thresholds.filter((threshold) => spent >= BigInt(threshold) * limit);
}

/**
 * The notification's title and text from the tenant's catalogue (messages/<locale>.json, keys
 * budgets.alert.*): "nearly used" below 100 %, "over" from 100 % on, with the category, the
 * amounts in the credit union's locale and the month.
 */
async function alertTexts(db: Queryable, source: BudgetConfigSource, budget: BudgetSpending, threshold: number, month: string) {
  const app = await loadCreditUnion(db, source);
  const catalogue = await loadPublishedFile<Record<string, string>>(db, source.configDir, source.tenant, `messages/${app.locale}.json`);
  const money = new Intl.NumberFormat(app.locale, { style: 'currency', currency: budget.currency });
  const values: Record<string, string> = {
    category: categoryNameOf(budget.category_id),
    threshold: String(threshold),
    spent: money.format(Number(budget.spent)),
    limit: money.format(Number(budget.amount)),
    month: new Intl.DateTimeFormat(app.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)),
  };
  const kind = threshold >= 100 ? 'over' : 'near';
  const fill = (key: string) => (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  return { title: fill(`budgets.alert.${kind}.title`), message: fill(`budgets.alert.${kind}.message`) };
}

/**
 * Records the thresholds a budget has reached this month and notifies the member of the highest
 * one not recorded before: one notification however many thresholds one booking passed. The
 * alerts table's key makes each threshold notify once per month even when two bookings check the
 * same budget at the same moment: the second insert finds the first's row and does nothing.
 */
async function alertBudget(db: Database, source: BudgetConfigSource, budget: BudgetSpending, reached: number[], month: string): Promise<void> {
  await db.transaction(async (tx) => {
    const recorded = await tx.query<{ threshold: number }>(
      `insert into budget_alerts (budget_id, month, threshold)
       select $1, $2, threshold from unnest($3::int[]) as threshold
        where exists (select 1 from budgets where id = $1)
       on conflict do nothing
       returning threshold`,
      [budget.id, month, reached],
    );
    if (recorded.length === 0) return;
    const threshold = Math.max(...recorded.map((row) => Number(row.threshold)));
    const { title, message } = await alertTexts(tx, source, budget, threshold, month);
    await tx.query(
      `insert into notifications (id, user_id, title, message, level, origin, created_on, where_to, data)
       values ($1, $2, $3, $4, $5, 'passbook', now(), 'budget-view', $6::jsonb)`,
      [`ntf-budget-${randomUUID()}`, budget.user_id, title, message, threshold >= 100 ? 'WARNING' : 'INFO', JSON.stringify({ id: budget.id })],
    );
  });
}

/** Checks these members' budgets against this month's spending and notifies what was newly reached. */
export async function alertReachedBudgets(db: Database, source: BudgetConfigSource, userIds: readonly string[], today: string): Promise<void> {
  if (userIds.length === 0) return;
  const { alertThresholds } = await loadBudgetsConfig(db, source);
  const month = monthOfDate(today);
  for (const budget of await budgetsWithSpending(db, userIds, periodOf(month))) {
    const reached = thresholdsReached(budget, alertThresholds);
    if (reached.length > 0) await alertBudget(db, source, budget, reached, month);
  }
}

/**
 * After transactions were booked (committed: a check inside the booking's transaction could miss
 * a concurrent booking's share), or after their category changed: the members who hold a budget
 * for the category of one of these debits have their budgets checked.
 */
export async function alertBudgetsAfterBooking(db: Database, source: BudgetConfigSource, transactionIds: readonly string[], now: Date): Promise<void> {
  if (transactionIds.length === 0) return;
  const members = await db.query<{ user_id: string }>(
    `select distinct m.user_id
       from transactions t
       join service_agreement_arrangements saa on saa.arrangement_id = t.arrangement_id
       join access_groups g on g.service_agreement_id = saa.service_agreement_id
       join access_group_members m on m.access_group_id = g.id
      where t.id = any($1::text[]) and t.credit_debit_indicator = 'DBIT'
        and exists (select 1 from budgets b where b.user_id = m.user_id and b.category_id = t.category_id)`,
    [transactionIds],
  );
  if (members.length === 0) return;
  await alertReachedBudgets(db, source, members.map((row) => row.user_id), await creditUnionToday(db, source, now));
}
