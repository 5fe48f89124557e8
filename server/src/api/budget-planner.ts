import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Budget, BodyOf, QueryOf } from '../../../schemas/api/generated/api-types.js';
import { alertReachedBudgets, categoryNameOf, creditUnionToday, loadBudgetsConfig, loadCreditUnion, type BudgetConfigSource } from '../budgets/alerts.js';
import { budgetsWithSpending, daysLeftIn, monthOfDate, periodOf, type BudgetPeriod, type BudgetSpending } from '../budgets/spending.js';
import { loadTenantDirectory } from '../config/tenants.js';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { fromCents, toCents } from '../ledger/index.js';
import { transactionCategories } from '../seed/catalog.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import type { Privilege } from './permissions.js';
import { requirePermission } from './request-context.js';

const base = '/budget-planner/client-api/v3';
type BudgetRequest = BodyOf<'createBudget'>;

/** 10 000 × the amount, so a percentage keeps one decimal in integer arithmetic. */
function percentageOf(spent: bigint, limit: bigint): number {
  return Number((spent * 1000n + limit / 2n) / limit) / 10;
}

/**
 * The platform's budget (NOTES budget-planner) with what the page needs besides: the period, whether
 * it is this month, the days left and what may be spent per day without going over (rounded down,
 * so following it never overspends).
 */
function budgetOf(row: BudgetSpending, period: BudgetPeriod, today: string): Budget {
  const limit = toCents(row.amount);
  const spent = toCents(row.spent);
  const available = limit - spent;
  const current = period.month === monthOfDate(today);
  const daysLeft = current ? daysLeftIn(period, today) : 0;
  const money = (cents: bigint) => ({ amount: fromCents(cents), currencyCode: row.currency });
  return {
    id: row.id,
    categoryId: row.category_id,
    categoryName: categoryNameOf(row.category_id),
    spendingLimit: money(limit),
    spent: money(spent),
    spentPercentage: percentageOf(spent, limit),
    available: money(available),
    overspent: spent > limit,
    period,
    current,
    daysLeft,
    ...(current ? { leftPerDay: money(available > 0n && daysLeft > 0 ? available / BigInt(daysLeft) : 0n) } : {}),
  };
}

const missing = () => notFound('The budget could not be found.', 'budget.not-found');
const categoryTaken = () =>
  badRequest('There is a budget for this category already.', [{ key: 'budget.category.taken', message: 'There is a budget for this category already.', context: { pointer: '/categoryId' } }], 'budget.category.taken');
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * A spending category and a limit within the configured maximum, in the credit union's currency;
 * 400 naming the field otherwise. Returns the currency the budget is kept in.
 */
async function checkRequest(db: Queryable, source: BudgetConfigSource, body: BudgetRequest): Promise<string> {
  const category = transactionCategories.find((candidate) => candidate.id === body.categoryId);
  if (category?.type !== 'EXPENSE') {
    const message = 'There is no spending category with this id.';
    throw badRequest(message, [{ key: 'budget.category.unknown', message, context: { pointer: '/categoryId' } }], 'budget.category.unknown');
  }
  const { limitMaximum } = await loadBudgetsConfig(db, source);
  if (toCents(body.spendingLimit.amount) > toCents(limitMaximum)) {
    const message = `A budget's limit may be at most ${limitMaximum}.`;
    throw badRequest(message, [{ key: 'budget.limit.too-high', message, context: { pointer: '/spendingLimit/amount', maximum: limitMaximum } }], 'budget.limit.too-high');
  }
  const { currency } = await loadCreditUnion(db, source);
  if (body.spendingLimit.currencyCode !== undefined && body.spendingLimit.currencyCode !== currency) {
    const message = `Budgets are kept in ${currency}.`;
    throw badRequest(message, [{ key: 'budget.currency.unsupported', message, context: { pointer: '/spendingLimit/currencyCode' } }], 'budget.currency.unsupported');
  }
  return currency;
}

/**
 * budget-planner (NOTES: GET/POST /client-api/v3/budgets, PUT/DELETE /budgets/{id}): the member's
 * monthly budget per spending category and what they spent against it in a month. Budgets
 * belong to the member (the token's subject), so an agent acting for a member sees the member's;
 * Personal Finance Management / Manage Budgets of the acting agreement guards each call, and
 * another member's budget is not found. Creating or changing a budget checks its alerts at once
 * (one created already past 80 % notifies straight away); bookings check them after they commit.
 */
export const budgetPlanner: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const can = (privilege: Privilege) => requirePermission(db, 'Personal Finance Management', 'Manage Budgets', privilege);
  const sourceOf = (request: FastifyRequest): BudgetConfigSource => ({ configDir: settings.configDir, tenant: tenants.forHost(request.hostname).id });
  const route = (method: string, path: string) => contract.route(method, `${base}${path}`);

  /** One of the member's budgets with this month's spending, after its alerts were checked (a failed check is logged: the budget is saved). */
  const savedBudget = async (request: FastifyRequest, id: string): Promise<Budget> => {
    const source = sourceOf(request);
    const today = await creditUnionToday(db, source, new Date());
    await alertReachedBudgets(db, source, [request.caller.userId], today).catch((error: unknown) => request.log.error({ err: error }, 'budget alerts after a budget change failed'));
    const period = periodOf(monthOfDate(today));
    const row = (await budgetsWithSpending(db, [request.caller.userId], period)).find((budget) => budget.id === id);
    if (!row) throw missing();
    return budgetOf(row, period, today);
  };

  app.get<{ Querystring: QueryOf<'listBudgets'> }>('/v3/budgets', { schema: route('GET', '/budgets'), preHandler: can('view') }, async (request) => {
    const today = await creditUnionToday(db, sourceOf(request), new Date());
    const month = request.query.month ?? monthOfDate(today);
    if (month > monthOfDate(today)) {
      const message = 'Spending can be shown for this month and earlier months only.';
      throw badRequest(message, [{ key: 'budget.month.future', message, context: { pointer: '/querystring/month' } }], 'budget.month.future');
    }
    const period = periodOf(month);
    const rows = await budgetsWithSpending(db, [request.caller.userId], period);
    return rows.map((row) => budgetOf(row, period, today)).sort((a, b) => a.categoryName.localeCompare(b.categoryName));
  });

  app.post<{ Body: BudgetRequest }>('/v3/budgets', { bodyLimit: 1024, schema: route('POST', '/budgets'), preHandler: can('create') }, async (request, reply) => {
    const { body } = request;
    const currency = await checkRequest(db, sourceOf(request), body);
    const id = `budget-${randomUUID()}`;
    const inserted = await db.query(
      `insert into budgets (id, user_id, category_id, amount, currency) values ($1, $2, $3, $4::numeric, $5)
       on conflict (user_id, category_id) do nothing returning id`,
      [id, request.caller.userId, body.categoryId, body.spendingLimit.amount, currency],
    );
    if (inserted.length === 0) throw categoryTaken();
    return reply.status(201).send(await savedBudget(request, id));
  });

  app.put<{ Params: { id: string }; Body: BudgetRequest }>(
    '/v3/budgets/:id',
    { bodyLimit: 1024, schema: route('PUT', '/budgets/{id}'), preHandler: can('edit') },
    async (request) => {
      const { body } = request;
      const { id } = request.params;
      const [own] = await db.query<{ category_id: number }>('select category_id from budgets where id = $1 and user_id = $2', [id, request.caller.userId]);
      if (!own) throw missing();
      const currency = await checkRequest(db, sourceOf(request), body);
      try {
        await db.query(`update budgets set category_id = $3, amount = $4::numeric, currency = $5, updated_at = now() where id = $1 and user_id = $2`, [
          id,
          request.caller.userId,
          body.categoryId,
          body.spendingLimit.amount,
          currency,
        ]);
      } catch (error) {
        if (isUniqueViolation(error)) throw categoryTaken();
        throw error;
      }
      // Another category is another budget: its spending has not been alerted on yet. A new limit
      // for the same category keeps this month's alerts (each threshold notifies once a month).
      if (own.category_id !== body.categoryId) await db.query('delete from budget_alerts where budget_id = $1', [id]);
      return savedBudget(request, id);
    },
  );

  app.delete<{ Params: { id: string } }>('/v3/budgets/:id', { schema: route('DELETE', '/budgets/{id}'), preHandler: can('delete') }, async (request, reply) => {
    const deleted = await db.query('delete from budgets where id = $1 and user_id = $2 returning id', [request.params.id, request.caller.userId]);
    if (deleted.length === 0) throw missing();
    return reply.status(204).send();
  });
};
