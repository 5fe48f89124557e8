import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../src/db/database.js';
import { toCents } from '../src/ledger/index.js';
import { addDays, businessDayOnOrAfter, localMoment, type Clock } from '../src/payments/calendar.js';
import type { PaymentsConfig } from '../src/payments/config.js';
import { repositoryRoot } from '../src/settings.js';
import type { TestApp } from './harness.js';

/** Shared by the payment-order tests: building orders, reading balances, checking invariants. */

export const ordersUrl = '/api/payment-order-service/client-api/v3/payment-orders';
export const validateUrl = `${ordersUrl}/validate`;

/** The shipped config/payments.json: what a test database publishes as its first version. */
export async function paymentsConfig(): Promise<PaymentsConfig> {
  return JSON.parse(await readFile(join(repositoryRoot, 'config', 'payments.json'), 'utf8')) as PaymentsConfig;
}

/** Today in Denver, as the API computes it from the real clock. */
export function denverToday(): string {
  return localMoment(new Date(), 'America/Denver').date;
}

/** A business day at least `days` after today (scheduled orders run on business days). */
export async function businessDayAhead(days: number): Promise<string> {
  return businessDayOnOrAfter(addDays(denverToday(), days), (await paymentsConfig()).calendar);
}

export interface OrderOptions {
  from: string;
  to: string;
  amount: string;
  /** BBAN: an account number of another member (contact / money to member). */
  toScheme?: 'ID' | 'BBAN';
  date?: string;
  recurring?: { transferFrequency: string; startDate?: string; endDate?: string; repeat?: number };
  memo?: string;
}

/** A payment order body as the transfer form sends it (spec/3 §3). */
export function orderBody(options: OrderOptions): Record<string, unknown> {
  const date = options.date ?? denverToday();
  return {
    paymentType: options.toScheme === 'BBAN' ? 'INTRABANK_TRANSFER' : 'INTERNAL_TRANSFER',
    paymentMode: options.recurring ? 'RECURRING' : 'SINGLE',
    instructionPriority: 'NORM',
    requestedExecutionDate: date,
    originatorAccount: { identification: { identification: options.from, schemeName: 'ID' } },
    ...(options.recurring ? { schedule: { startDate: date, ...options.recurring } } : {}),
    transferTransactionInformation: {
      instructedAmount: { amount: options.amount, currencyCode: 'USD' },
      counterparty: { name: options.toScheme === 'BBAN' ? 'Riley Chen' : 'My account', role: 'CREDITOR' },
      counterpartyAccount: { identification: { identification: options.to, schemeName: options.toScheme ?? 'ID' } },
      ...(options.memo ? { remittanceInformation: { type: 'UNSTRUCTURED', content: options.memo } } : {}),
    },
  };
}

export type Call = ReturnType<TestApp['as']>;

/** Validate, then submit with the validated id: what the form does. Returns both answers. */
export async function transfer(
  call: Call,
  body: Record<string, unknown>,
): Promise<{ validate: LightMyRequestResponse; submit?: LightMyRequestResponse }> {
  const validate = await call({ method: 'POST', url: validateUrl, payload: body });
  if (validate.statusCode !== 200) return { validate };
  const { id } = validate.json() as { id: string };
  const submit = await call({ method: 'POST', url: ordersUrl, payload: { ...body, id } });
  return { validate, submit };
}

export async function bbanOf(db: Queryable, arrangementId: string): Promise<string> {
  const [row] = await db.query<{ clear_value: string }>(
    `select clear_value from arrangement_secrets where arrangement_id = $1 and attribute_name = 'BBAN'`,
    [arrangementId],
  );
  if (!row) throw new Error(`no BBAN for ${arrangementId}`);
  return row.clear_value;
}

export async function ledgerBalance(db: Queryable, arrangementId: string): Promise<string> {
  const [row] = await db.query<{ balance: string }>(`select balance::text as balance from ledger_accounts where arrangement_id = $1`, [
    arrangementId,
  ]);
  if (!row) throw new Error(`no ledger account for ${arrangementId}`);
  return row.balance;
}

/** Sum of every member ledger account: constant under transfers between members. */
export async function memberTotal(db: Queryable): Promise<string> {
  const [row] = await db.query<{ total: string }>(`select coalesce(sum(balance), 0)::text as total from ledger_accounts where kind = 'member'`);
  return row!.total;
}

/**
 * Every way the payment state can be wrong, as readable lines: member accounts below their
 * floor (balance plus holds) or above their ceiling (a pocket's maximum), a member and day whose executed plus reserved transfers to other
 * members pass the daily limit, usage rows that disagree with the orders, executions without
 * exactly one balanced entry, member transactions that disagree with their postings.
 */
export async function paymentProblems(db: Queryable, perDay: string): Promise<string[]> {
  const problems: string[] = [];
  const belowFloor = await db.query<{ id: string; balance: string; floor: string }>(
    `select id, balance::text as balance, floor::text as floor from ledger_accounts
      where kind = 'member' and floor is not null and balance + held < floor`,
  );
  for (const row of belowFloor) problems.push(`${row.id} is below its floor: ${row.balance} < ${row.floor}`);
  const aboveCeiling = await db.query<{ id: string; balance: string; ceiling: string }>(
    `select id, balance::text as balance, ceiling::text as ceiling from ledger_accounts
      where kind = 'member' and ceiling is not null and balance > ceiling`,
  );
  for (const row of aboveCeiling) problems.push(`${row.id} is above its ceiling: ${row.balance} > ${row.ceiling}`);
  const usage = await db.query<{ user_id: string; day: string; executed: string; reserved: string; used: string | null }>(
    `with executed as (
       select o.created_by as user_id, e.execution_date as day, sum(o.amount) as amount
         from payment_order_executions e join payment_orders o on o.id = e.payment_order_id
        where o.to_other_member and e.status = 'PROCESSED' group by 1, 2),
     reserved as (
       select created_by as user_id, limit_reserved_for as day, sum(amount) as amount
         from payment_orders where to_other_member and limit_reserved_for is not null
          and not exists (select 1 from payment_order_executions e where e.payment_order_id = payment_orders.id
                            and e.execution_date = payment_orders.limit_reserved_for and e.status = 'PROCESSED')
        group by 1, 2),
     days as (select user_id, day from executed union select user_id, day from reserved
              union select user_id, usage_date from payment_limit_usage where limit_name = 'contacts')
     select d.user_id, to_char(d.day, 'YYYY-MM-DD') as day, coalesce(x.amount, 0)::text as executed,
            coalesce(r.amount, 0)::text as reserved, u.used::text as used
       from days d
       left join executed x on x.user_id = d.user_id and x.day = d.day
       left join reserved r on r.user_id = d.user_id and r.day = d.day
       left join payment_limit_usage u on u.user_id = d.user_id and u.usage_date = d.day and u.limit_name = 'contacts'`,
  );
  for (const row of usage) {
    const total = toCents(row.executed) + toCents(row.reserved);
    if (total > toCents(perDay)) problems.push(`${row.user_id} passed the daily limit on ${row.day}: ${row.executed} + ${row.reserved}`);
    if (total !== toCents(row.used ?? '0.00')) {
      problems.push(`${row.user_id} usage on ${row.day} is ${row.used}, orders say ${row.executed} + ${row.reserved}`);
    }
  }
  const executions = await db.query<{ payment_order_id: string; occurrence: string; entries: number }>(
    `select e.payment_order_id, to_char(e.occurrence_date, 'YYYY-MM-DD') as occurrence,
            (select count(*)::int from journal_entries j where j.payment_order_id = e.payment_order_id || '@' || to_char(e.occurrence_date, 'YYYY-MM-DD')) as entries
       from payment_order_executions e
      where (e.status = 'PROCESSED') <> ((select count(*) from journal_entries j
               where j.payment_order_id = e.payment_order_id || '@' || to_char(e.occurrence_date, 'YYYY-MM-DD')) = 1)`,
  );
  for (const row of executions) problems.push(`execution ${row.payment_order_id}@${row.occurrence} has ${row.entries} journal entries`);
  const transactions = await db.query<{ id: string }>(
    `select t.id from transactions t join postings p on p.id = t.posting_id
      where t.reference in (select id from payment_orders)
        and (t.amount <> abs(p.amount) or (t.credit_debit_indicator = 'CRDT') <> (p.amount > 0))`,
  );
  for (const row of transactions) problems.push(`transaction ${row.id} disagrees with its posting`);
  return problems;
}

/** A scheduler clock fixed at a Denver local date and time (Denver is UTC-7 or UTC-6). */
export function clockAt(date: string, time: string): Clock {
  for (const offset of ['-07:00', '-06:00']) {
    const instant = new Date(`${date}T${time}:00${offset}`);
    const local = localMoment(instant, 'America/Denver');
    if (local.date === date && local.time === time) return { now: () => instant };
  }
  throw new Error(`no instant for ${date} ${time}`);
}
