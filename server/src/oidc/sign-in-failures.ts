import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { SignInLockout } from '../settings.js';

/**
 * Wrong-password counting per username typed and client (table sign_in_failures). A username is
 * counted trimmed and lower-case whether or not anyone has it, so the counting and its answers
 * are the same for a username that exists and one that does not. The client is `unknown` for
 * every browser that has not signed in as that user, a known browser's id for one that has: a
 * stranger's failures fill the shared `unknown` count, never the count of the member's own browser.
 */

/** The shared count of every browser not known for the username. */
export const unknownClient = 'unknown';
/**
 * The count of a member confirming the password while signed in (changing it): neither a
 * stranger's browser nor one of the member's known browsers.
 */
export const signedInClient = 'signed-in';

export const normalizedUsername = (username: string) => username.trim().toLowerCase();

/** A known browser's id: the SHA-256 of its cookie's random token, so the database never holds the token. */
export const browserIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new known-browser token: 256 random bits. */
export const newBrowserToken = () => randomBytes(32).toString('base64url');

/** The cookie value is ours only when it has the shape of a token (base64url, 43 characters). */
export const browserTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface FailureCount {
  failures: number;
  /** Seconds the username stays locked for this client, when this failure locked it. */
  lockedSeconds?: number;
}

/**
 * Counts one failure in one statement (concurrent failures all count): a series older than
 * `forgetAfterSeconds` starts again at one; from `maxFailures` on each failure locks for
 * `lockSeconds` doubled per further failure, at most `maxLockSeconds`.
 */
export async function countFailure(db: Queryable, lockout: SignInLockout, username: string, client: string): Promise<FailureCount> {
  const failures = `case when f.last_failed_at < now() - make_interval(secs => $6) then 1 else f.failures + 1 end`;
  const lockFor = (count: string) =>
    `case when ${count} >= $3 then now() + make_interval(secs => least($5::double precision, $4 * power(2, least(${count} - $3, 30)))) end`;
  const [row] = await db.query<{ failures: number; seconds: number | null }>(
    `insert into sign_in_failures as f (username, client, failures, last_failed_at, locked_until)
     values ($1, $2, 1, now(), ${lockFor('1')})
     on conflict (username, client) do update set
       failures = ${failures}, last_failed_at = now(), locked_until = ${lockFor(failures)}
     returning failures, ceil(extract(epoch from locked_until - now()))::integer as seconds`,
    [username, client, lockout.maxFailures, lockout.lockSeconds, lockout.maxLockSeconds, lockout.forgetAfterSeconds],
  );
  const count = row?.failures ?? 1;
  return row?.seconds ? { failures: count, lockedSeconds: Math.max(1, row.seconds) } : { failures: count };
}

/** A right password ends the series of the client it was typed from (other clients keep theirs). */
export async function forgetFailures(db: Queryable, username: string, client: string): Promise<void> {
  await db.query('delete from sign_in_failures where username = $1 and client = $2', [username, client]);
}

/** A new password (reset or changed) ends every series on the user's username, from every client. */
export async function forgetEveryFailureOf(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from sign_in_failures where username = (select lower(username) from users where id = $1)', [userId]);
}

/** Marks the browser known for the user (again): its own count from now on. */
export async function rememberBrowser(db: Queryable, browserId: string, userId: string): Promise<void> {
  await db.query(
    `insert into known_browsers (browser_id, user_id) values ($1, $2)
     on conflict (browser_id, user_id) do update set last_seen_at = now()`,
    [browserId, userId],
  );
}

/** Deletes series nobody has added to for `forgetAfterSeconds`, and browsers not seen for `knownBrowserDays`. */
export async function sweepSignInFailures(db: Queryable, lockout: SignInLockout): Promise<void> {
  await db.query(
    `delete from sign_in_failures
      where last_failed_at < now() - make_interval(secs => $1) and (locked_until is null or locked_until < now())`,
    [lockout.forgetAfterSeconds],
  );
  await db.query('delete from known_browsers where last_seen_at < now() - make_interval(days => $1)', [lockout.knownBrowserDays]);
}
