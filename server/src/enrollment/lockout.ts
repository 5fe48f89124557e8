import type { Queryable } from '../db/database.js';
import type { IdentificationLockout } from './config.js';

/**
 * What a failed identification counts against: the member number tried (or the invitation, when
 * it names no member) and the client's address, so neither guessing many SSNs for one member
 * nor trying many members from one client gets far.
 */
export type FailureSubject = string;
export const memberSubject = (memberNumber: string): FailureSubject => `member:${memberNumber}`;
export const invitationSubject = (uuid: string): FailureSubject => `invitation:${uuid}`;
export const clientSubject = (address: string): FailureSubject => `client:${address}`;

/** Seconds until the longest lock on any of the subjects ends, or undefined when none is locked. */
export async function lockSecondsLeft(db: Queryable, tenant: string, subjects: readonly [FailureSubject, FailureSubject]): Promise<number | undefined> {
  const [row] = await db.query<{ seconds: number | null }>(
    `select ceil(extract(epoch from max(locked_until) - now()))::integer as seconds
       from identification_locks where tenant = $1 and subject in ($2, $3) and locked_until > now()`,
    [tenant, ...subjects],
  );
  return row?.seconds ?? undefined;
}

/**
 * Records one failure against each subject; a subject that now has `maxFailures` within
 * `windowSeconds` is locked for `lockSeconds`, and its count starts again after the lock.
 */
export async function recordFailure(db: Queryable, tenant: string, subjects: readonly FailureSubject[], lockout: IdentificationLockout): Promise<void> {
  for (const subject of subjects) {
    await db.query('insert into identification_failures (tenant, subject) values ($1, $2)', [tenant, subject]);
    const [row] = await db.query<{ failures: number }>(
      `select count(*)::integer as failures from identification_failures
        where tenant = $1 and subject = $2 and failed_at > now() - $3 * interval '1 second'`,
      [tenant, subject, lockout.windowSeconds],
    );
    if ((row?.failures ?? 0) < lockout.maxFailures) continue;
    await db.query(
      `insert into identification_locks (tenant, subject, locked_until) values ($1, $2, now() + $3 * interval '1 second')
       on conflict (tenant, subject) do update set locked_until = excluded.locked_until`,
      [tenant, subject, lockout.lockSeconds],
    );
    await db.query('delete from identification_failures where tenant = $1 and subject = $2', [tenant, subject]);
  }
}

/** A correct identification forgets the member number's earlier failures (not the client's). */
export async function forgetFailures(db: Queryable, tenant: string, subject: FailureSubject): Promise<void> {
  await db.query('delete from identification_failures where tenant = $1 and subject = $2', [tenant, subject]);
}
