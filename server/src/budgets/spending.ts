import type { Queryable } from '../db/database.js';
import { addDays, addMonths, dayNumber } from '../payments/calendar.js';

/**
 * What members spent against their budgets in a month. A budget applies to every month from its
 * creation on (history is the same budgets against an earlier month's spending), so nothing is
 * stored per month: the month's transactions are summed when asked.
 */

/** A calendar month as the API names it (YYYY-MM) with its first and last day. */
export interface BudgetPeriod {
  month: string;
  startDate: string;
  endDate: string;
}

export function periodOf(month: string): BudgetPeriod {
  const startDate = `${month}-01`;
  return { month, startDate, endDate: addDays(addMonths(startDate, 1), -1) };
}

/** The month a date (yyyy-mm-dd) falls in. */
export const monthOfDate = (date: string) => date.slice(0, 7);

/** Days of the period left from `today` on, today included: 0 once the period is over, all of it before it starts. */
export function daysLeftIn(period: BudgetPeriod, today: string): number {
  if (today > period.endDate) return 0;
  const from = today < period.startDate ? period.startDate : today;
  return dayNumber(period.endDate) - dayNumber(from) + 1;
}

export interface BudgetSpending {
  id: string;
  user_id: string;
  category_id: number;
  /** Decimal strings, two decimals. */
  amount: string;
  currency: string;
  spent: string;
}

/**
 * The budgets of these members with what each spent in its category in the period, in one round
 * trip. Spent: debit transactions on the member's accounts (every service agreement they belong
 * to) booked in the period and not declined (a card purchase still pending counts: the money is
 * spoken for), except a transfer between two of their own accounts, recognised by the ledger: the
 * journal entry of the debit also credits an account of the same member.
 */
export async function budgetsWithSpending(db: Queryable, userIds: readonly string[], period: BudgetPeriod): Promise<BudgetSpending[]> {
  return db.query<BudgetSpending>(
    `with member_accounts as (
       select distinct m.user_id, saa.arrangement_id
         from access_group_members m
         join access_groups g on g.id = m.access_group_id
         join service_agreement_arrangements saa on saa.service_agreement_id = g.service_agreement_id
        where m.user_id = any($1::text[])
     ),
     spending as (
       select ma.user_id, t.category_id, sum(t.amount) as spent
         from transactions t
         join member_accounts ma on ma.arrangement_id = t.arrangement_id
        where t.credit_debit_indicator = 'DBIT' and t.state <> 'DECLINED'
          and t.booking_date between $2::date and $3::date
          and t.category_id in (select category_id from budgets where user_id = ma.user_id)
          and not exists (
            select 1
              from postings debit
              join postings other on other.entry_id = debit.entry_id and other.id <> debit.id
              join transactions credit on credit.posting_id = other.id and credit.credit_debit_indicator = 'CRDT'
              join member_accounts own on own.arrangement_id = credit.arrangement_id and own.user_id = ma.user_id
             where debit.id = t.posting_id)
        group by ma.user_id, t.category_id
     )
     select b.id, b.user_id, b.category_id, b.amount::text as amount, b.currency, coalesce(s.spent, 0)::text as spent
       from budgets b
       left join spending s on s.user_id = b.user_id and s.category_id = b.category_id
      where b.user_id = any($1::text[])
      order by b.user_id, b.id`,
    [userIds, period.startDate, period.endDate],
  );
}
