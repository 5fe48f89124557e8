import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.js';
import { badRequest, forbidden, type ErrorItem } from '../http/errors.js';
import type { QueryOf } from '../../../schemas/api/generated/api-types.js';
import { contract } from './contract/index.js';
import { actingServiceAgreementOf } from './request-context.js';

/**
 * Cash flow (issue 15): money in and out of a member's accounts per month, and spending or income
 * per category, summed by the database from the booked transactions in one query per view.
 *
 * Booked means on the ledger and no longer pending; a declined card purchase (no posting) moved no
 * money. Months are the booking dates' months: booking dates are already days of the credit
 * union's calendar (its timezone), so no zone arithmetic happens here.
 *
 * A transfer between two of the member's own accounts is neither income nor spending: its journal
 * entry has a posting on another account of the same service agreement, and both of its legs are
 * left out. A transfer to another member or the outside world has its other posting elsewhere and
 * counts.
 */

type TurnoversQuery = QueryOf<'listTurnovers', 'intervalDuration'>;
type CategoryTotalsQuery = QueryOf<'listCategoryTotals', 'type'>;
type PeriodQuery = Pick<TurnoversQuery, 'arrangementIds' | 'periodStartDate' | 'periodEndDate'>;

/** A real calendar day: the contract's date format lets 2026-02-30 through on some validators. */
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** 400 for a day that does not exist or a period that ends before it starts. */
function checkPeriod(query: PeriodQuery): void {
  const errors: ErrorItem[] = [];
  for (const name of ['periodStartDate', 'periodEndDate'] as const) {
    if (!isCalendarDay(query[name])) errors.push({ key: name, message: 'not a calendar day', context: { pointer: `/${name}` } });
  }
  if (errors.length === 0 && query.periodEndDate < query.periodStartDate) {
    errors.push({ key: 'periodEndDate', message: 'before periodStartDate', context: { pointer: '/periodEndDate' } });
  }
  if (errors.length > 0) throw badRequest('The period is not valid.', errors);
}

/**
 * The booked transactions of the chosen accounts in the period, own transfers left out, as the CTE
 * `booked`; `chosen` holds the chosen accounts that are the agreement's. Parameters: $1 service
 * agreement, $2 account ids, $3 first day, $4 last day.
 */
const bookedCte = `
  chosen as (
    select a.id, a.currency
      from service_agreement_arrangements saa
      join arrangements a on a.id = saa.arrangement_id
     where saa.service_agreement_id = $1 and saa.arrangement_id = any($2::text[])
  ),
  own_ledger_accounts as (
    select la.id
      from ledger_accounts la
      join service_agreement_arrangements saa on saa.arrangement_id = la.arrangement_id
     where saa.service_agreement_id = $1
  ),
  booked as (
    select t.booking_date, t.amount, t.credit_debit_indicator, t.category
      from transactions t
      join postings p on p.id = t.posting_id
     where t.arrangement_id in (select id from chosen)
       and t.booking_date between $3::date and $4::date
       and not t.is_pending
       and not exists (select 1 from postings other
                        where other.entry_id = p.entry_id and other.id <> p.id
                          and other.ledger_account_id in (select id from own_ledger_accounts))
  ),
  accounts as (
    select count(*)::int as chosen_count, count(distinct currency)::int as currency_count, min(currency) as currency from chosen
  )`;

interface AnswerRow<T> {
  chosen_count: number;
  currency_count: number;
  currency: string | null;
  answer: T;
}

/**
 * 403 when an account asked for is not one of the agreement's (another member's and an unknown id
 * alike, and before any figure leaves); 400 when the accounts hold different currencies, which
 * cannot be added up.
 */
function checkAccounts(row: AnswerRow<unknown> | undefined, arrangementIds: readonly string[]): string {
  if (!row || row.chosen_count !== new Set(arrangementIds).size) {
    throw forbidden('One of the accounts is not yours to view.', 'cash-flow.account-not-permitted');
  }
  if (row.currency_count !== 1 || !row.currency) {
    throw badRequest('The accounts hold different currencies.', [
      { key: 'arrangementIds', message: 'accounts of one currency', context: { pointer: '/arrangementIds' } },
    ]);
  }
  return row.currency;
}

interface MonthRow {
  intervalStartDate: string;
  credit: string;
  debit: string;
  /** In minus out. */
  balance: string;
}

interface TurnoverFigures {
  months: MonthRow[];
  avgCredit: string;
  avgDebit: string;
}

/** Every month of the period (also those without transactions), what came in and went out, and the averages. */
const turnoversSql = `
  with ${bookedCte},
  months as (
    select month::date as start
      from generate_series(date_trunc('month', $3::date), date_trunc('month', $4::date), interval '1 month') as month
  ),
  -- Materialized: summed once, not again for every month the left join below walks.
  sums as materialized (
    select date_trunc('month', booking_date)::date as start,
           coalesce(sum(amount) filter (where credit_debit_indicator = 'CRDT'), 0) as credit,
           coalesce(sum(amount) filter (where credit_debit_indicator = 'DBIT'), 0) as debit
      from booked
     group by 1
  ),
  figures as (
    -- Scale 2 also for a month without transactions, so every amount reads "0.00", not "0".
    select m.start, round(coalesce(s.credit, 0), 2) as credit, round(coalesce(s.debit, 0), 2) as debit
      from months m left join sums s on s.start = m.start
  )
  select accounts.chosen_count, accounts.currency_count, accounts.currency,
         json_build_object(
           'months', (select json_agg(json_build_object('intervalStartDate', to_char(start, 'YYYY-MM-DD'),
                                                        'credit', credit::text, 'debit', debit::text,
                                                        'balance', (credit - debit)::text) order by start)
                        from figures),
           'avgCredit', (select round(avg(credit), 2)::text from figures),
           'avgDebit', (select round(avg(debit), 2)::text from figures)
         ) as answer
    from accounts`;

interface CategoryRow {
  category: string | null;
  amount: string;
  portion: string;
}

interface CategoryFigures {
  total: string;
  items: CategoryRow[] | null;
}

/** Per category, largest first, with its share of the total in percent (two decimals). */
const categoryTotalsSql = `
  with ${bookedCte},
  sums as (
    select category, sum(amount) as amount
      from booked
     where credit_debit_indicator = $5
     group by category
  ),
  total as (select round(coalesce(sum(amount), 0), 2) as amount from sums)
  select accounts.chosen_count, accounts.currency_count, accounts.currency,
         json_build_object(
           'total', (select amount::text from total),
           'items', (select json_agg(json_build_object('category', s.category, 'amount', s.amount::text,
                                                       'portion', round(100 * s.amount / t.amount, 2)::text)
                                     order by s.amount desc, s.category)
                       from sums s cross join total t
                      where t.amount > 0)
         ) as answer
    from accounts`;

const money = (amount: string, currencyCode: string) => ({ amount, currencyCode });

/** The cash-flow reads of transaction-manager, behind the same view permission as its transactions. */
export function registerCashFlow(app: FastifyInstance, db: Database, canView: preHandlerAsyncHookHandler): void {
  const run = async <T>(request: FastifyRequest, query: PeriodQuery, sql: string, extra: unknown[] = []) => {
    checkPeriod(query);
    const serviceAgreementId = await actingServiceAgreementOf(db, request);
    const [row] = await db.query<AnswerRow<T>>(sql, [serviceAgreementId, query.arrangementIds, query.periodStartDate, query.periodEndDate, ...extra]);
    const currency = checkAccounts(row, query.arrangementIds);
    return { currency, figures: row!.answer };
  };

  app.get<{ Querystring: TurnoversQuery }>(
    '/v2/turnovers',
    { schema: contract.route('GET', '/transaction-manager/client-api/v2/turnovers'), preHandler: canView },
    async (request) => {
      const { currency, figures } = await run<TurnoverFigures>(request, request.query, turnoversSql);
      return {
        arrangementIds: [...new Set(request.query.arrangementIds)],
        intervalDuration: request.query.intervalDuration,
        avgCreditAmount: money(figures.avgCredit, currency),
        avgDebitAmount: money(figures.avgDebit, currency),
        turnovers: figures.months.map((month) => ({
          intervalStartDate: month.intervalStartDate,
          creditAmount: money(month.credit, currency),
          debitAmount: money(month.debit, currency),
          balance: money(month.balance, currency),
        })),
      };
    },
  );

  app.get<{ Querystring: CategoryTotalsQuery }>(
    '/v2/categorytotals',
    { schema: contract.route('GET', '/transaction-manager/client-api/v2/categorytotals'), preHandler: canView },
    async (request) => {
      const indicator = request.query.type === 'CREDIT' ? 'CRDT' : 'DBIT';
      const { currency, figures } = await run<CategoryFigures>(request, request.query, categoryTotalsSql, [indicator]);
      return {
        total: money(figures.total, currency),
        items: (figures.items ?? []).map((item) => ({
          ...(item.category === null ? {} : { category: item.category }),
          totalAmount: money(item.amount, currency),
          portion: Number(item.portion),
        })),
      };
    },
  );
}
