import type { Queryable } from '../db/database.js';

/** The usage row of the daily limit on transfers to contacts and other members. */
export const contactLimitName = 'contacts';

/**
 * Adds `amount` to a member's usage of a daily limit, only if the total stays within `perDay`.
 * One statement that inserts or locks and updates the day's row: a concurrent reservation for
 * the same member and day waits for this transaction and then sees its total, so two transfers
 * can never together pass the limit. Returns false (and changes nothing) when it would.
 */
export async function reserveDailyLimit(
  tx: Queryable,
  userId: string,
  limitName: string,
  date: string,
  amount: string,
  perDay: string,
): Promise<boolean> {
  const rows = await tx.query<{ used: string }>(
    `insert into payment_limit_usage as u (user_id, limit_name, usage_date, used)
     select $1, $2, $3::date, $4::numeric where $4::numeric <= $5::numeric
     on conflict (user_id, limit_name, usage_date)
       do update set used = u.used + excluded.used where u.used + excluded.used <= $5::numeric
     returning used::text as used`,
    [userId, limitName, date, amount, perDay],
  );
  return rows.length > 0;
}

/** Gives back a reservation (a cancelled or refused transfer); the row's check refuses going below zero. */
export async function releaseDailyLimit(tx: Queryable, userId: string, limitName: string, date: string, amount: string): Promise<void> {
  await tx.query(
    `update payment_limit_usage set used = used - $4::numeric
      where user_id = $1 and limit_name = $2 and usage_date = $3::date`,
    [userId, limitName, date, amount],
  );
}
