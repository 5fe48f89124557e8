import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { endEverySignInOf } from '../oidc/end-sign-ins.js';
import { hashPassword } from '../oidc/passwords.js';
import { forgetEveryFailureOf } from '../oidc/sign-in-failures.js';
import { sendMemberNotice, type MemberNotice } from '../messages/member-notice.js';
import type { CoreMemberRecord } from './identification.js';
import type { SignInOf } from './online-account.js';

/** Issues a random, single-use reset id for the member's sign-in that works for `minutes`. */
export async function startPasswordReset(
  db: Queryable,
  member: CoreMemberRecord,
  signIn: SignInOf,
  minutes: number,
): Promise<{ resetId: string; expiresAt: string }> {
  const resetId = `pr-${randomBytes(16).toString('hex')}`;
  const [row] = await db.query<{ expiresAt: Date | string }>(
    `insert into password_resets (id, tenant, member_number, user_id, expires_at) values ($1, $2, $3, $4, now() + $5 * interval '1 minute')
     returning expires_at as "expiresAt"`,
    [resetId, member.tenant, member.memberNumber, signIn.userId, minutes],
  );
  return { resetId, expiresAt: new Date(row?.expiresAt ?? Date.now()).toISOString() };
}

/**
 * Sets the new password with a reset id that is open (issued, not used, not expired), in one
 * transaction: the provider's hash in the member's user, the sign-in lockout cleared, every
 * provider session and token of the member ended, the id used up, and the member told by secure
 * message (with a notification that opens it). Undefined when the id is not open.
 */
export async function completePasswordReset(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  resetId: string,
  password: string,
  /** config/enrollment.json passwordReset.notice with its placeholders filled. */
  notice: Omit<MemberNotice, 'id'>,
): Promise<{ username: string } | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx.query<{ userId: string; memberNumber: string; tenant: string }>(
      `update password_resets set used_at = now() where id = $1 and used_at is null and expires_at > now()
       returning user_id as "userId", member_number as "memberNumber", tenant`,
      [resetId],
    );
    if (!reset) return undefined;
    const [user] = await tx.query<{ username: string }>(
      'update users set password_hash = $2 where id = $1 returning username',
      [reset.userId, passwordHash],
    );
    if (!user) return undefined;
    await forgetEveryFailureOf(tx, reset.userId);
    await endEverySignInOf(tx, reset.userId);
    await sendMemberNotice(tx, reset.userId, { ...notice, id: resetId });
    await tx.query(`insert into audit_events (actor_id, subject_id, action, details) values ($1, $1, 'password-reset.completed', $2::jsonb)`, [
      reset.userId,
      JSON.stringify({ memberNumber: reset.memberNumber, tenant: reset.tenant }),
    ]);
    return { username: user.username };
  });
}
