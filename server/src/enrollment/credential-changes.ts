import type { Database, Queryable } from '../db/database.js';
import { ApiError, badRequest, conflict, type ErrorItem } from '../http/errors.js';
import { sendMemberNotice, type MemberNotice } from '../messages/member-notice.js';
import { checkPassword, recordEvent } from '../oidc/accounts.js';
import { endEveryOtherSignInOf, endEverySignInOf } from '../oidc/end-sign-ins.js';
import { hashPassword, verifyPassword } from '../oidc/passwords.js';
import { forgetEveryFailureOf } from '../oidc/sign-in-failures.js';
import type { SignInLockout } from '../settings.js';
import type { EnrollmentConfig } from './config.js';
import { passwordProblems } from './credentials.js';

/** Who asks for the change: the member, from this browser session and address. */
export interface ChangeRequester {
  userId: string;
  /** The access token's OpenID session id: the sign-in that stays after a password change. */
  sessionId?: string;
  ip: string;
}

const rule = (field: string, key: string, message: string): ErrorItem => ({ key, message, context: { field, pointer: `/${field}` } });

/** Enrollment's password problems, named for the field this request carries the password in. */
const asNewPassword = (item: ErrorItem): ErrorItem => ({ ...item, context: { ...item.context, field: 'newPassword', pointer: '/newPassword' } });

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function memberSignIn(db: Queryable, userId: string): Promise<{ username: string; passwordHash: string }> {
  const [row] = await db.query<{ username: string; passwordHash: string }>('select username, password_hash as "passwordHash" from users where id = $1', [userId]);
  if (!row) throw new ApiError(404, 'profile.not-found', 'The profile could not be found.');
  return row;
}

/**
 * Checks the current password with the sign-in's own backoff (oidc/accounts.ts checkPassword), in
 * the count of signed-in sessions of the username (neither a stranger's browser nor a known one):
 * the attempt that locks it also ends every sign-in of the member, as whoever is guessing holds one.
 */
async function confirmCurrentPassword(db: Database, lockout: SignInLockout, requester: ChangeRequester, username: string, password: string) {
  const check = await checkPassword(db, lockout, { username, password, client: { signedIn: true } });
  if (check.outcome === 'signed-in') return;
  const locked = check.outcome === 'locked';
  await recordEvent(db, {
    actorId: requester.userId,
    subjectId: requester.userId,
    action: locked && check.justLocked ? 'sign-in.locked' : 'sign-in.failed',
    details: { reason: locked ? 'locked' : 'wrong-password', ip: requester.ip, source: 'change-password' },
  });
  if (locked) {
    if (check.justLocked) await endEverySignInOf(db, requester.userId);
    const minutes = Math.max(1, Math.ceil(check.secondsLeft / 60));
    throw new ApiError(423, 'login-security.password.locked', `Too many wrong passwords. Try again in ${minutes} minutes.`, [
      { key: 'login-security.password.locked', message: 'Too many wrong passwords.', context: { minutes } },
    ]);
  }
  throw badRequest('The current password is not correct.', [rule('existingPassword', 'login-security.password.incorrect', 'The current password is not correct.')], 'login-security.password.incorrect');
}

/** The rules a new password breaks besides enrollment's: this one, the username, an e-mail address, an earlier one. */
async function reuseProblems(
  db: Queryable,
  userId: string,
  username: string,
  existingPassword: string,
  newPassword: string,
  history: number,
): Promise<ErrorItem[]> {
  const lowered = newPassword.toLowerCase();
  const emails = await db.query<{ address: string }>('select address from electronic_addresses where user_id = $1', [userId]);
  const earlier = await db.query<{ passwordHash: string }>(
    'select password_hash as "passwordHash" from password_history where user_id = $1 order by replaced_at desc limit $2',
    [userId, history],
  );
  const reused = (await Promise.all(earlier.map((row) => verifyPassword(newPassword, row.passwordHash)))).some(Boolean);
  return [
    ...(newPassword === existingPassword ? [rule('newPassword', 'login-security.password.same', 'New password must be different to current password')] : []),
    ...(lowered === username.toLowerCase() ? [rule('newPassword', 'login-security.password.username', 'The password cannot be your username.')] : []),
    ...(emails.some((email) => email.address.toLowerCase() === lowered) ? [rule('newPassword', 'login-security.password.email', 'The password cannot be your email address.')] : []),
    ...(reused ? [rule('newPassword', 'login-security.password.reused', `The password cannot be one of your last ${history} passwords.`)] : []),
  ];
}

/**
 * Changes a signed-in member's password: the current one must be right (counted with the sign-in
 * lockout), the new one must meet enrollment's rules and not be the current one, the username, an
 * e-mail address of the member or one of the last `credentialChanges.passwordHistory`. In one
 * transaction the old hash joins the history, the new one is set, every other sign-in of the
 * member ends (this browser stays signed in) and the member is told by secure message.
 */
export async function changePassword(
  db: Database,
  requester: ChangeRequester,
  passwords: { existingPassword: string; newPassword: string },
  rules: { config: EnrollmentConfig; lockout: SignInLockout; notice: Omit<MemberNotice, 'id'> },
): Promise<void> {
  const { userId } = requester;
  const { username } = await memberSignIn(db, userId);
  await confirmCurrentPassword(db, rules.lockout, requester, username, passwords.existingPassword);
  const history = rules.config.credentialChanges.passwordHistory;
  const problems = [
    ...passwordProblems(passwords.newPassword, rules.config).map(asNewPassword),
    ...(await reuseProblems(db, userId, username, passwords.existingPassword, passwords.newPassword, history)),
  ];
  if (problems.length > 0) throw badRequest('The new password does not meet the rules.', problems, 'login-security.password.invalid');
  const passwordHash = await hashPassword(passwords.newPassword);
  await db.transaction(async (tx) => {
    const { passwordHash: previous } = await memberSignIn(tx, userId);
    await tx.query('insert into password_history (user_id, password_hash) values ($1, $2)', [userId, previous]);
    await tx.query(
      `delete from password_history where user_id = $1 and ctid not in
         (select ctid from password_history where user_id = $1 order by replaced_at desc limit $2)`,
      [userId, history],
    );
    await tx.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
    await forgetEveryFailureOf(tx, userId);
    await endEveryOtherSignInOf(tx, userId, requester.sessionId);
    await sendMemberNotice(tx, userId, rules.notice);
    await recordEvent(tx, { actorId: userId, subjectId: userId, action: 'password.changed', details: { ip: requester.ip } });
  });
}

/** Letters and digits only (spec/2 §5 Username), the lengths from config/enrollment.json `username`. */
export function changedUsernameProblems(username: string, { username: lengths }: EnrollmentConfig): ErrorItem[] {
  if (username === '') return [rule('username', 'login-security.username.required', 'A username is required.')];
  return [
    ...(username.length < lengths.min || username.length > lengths.max
      ? [{ ...rule('username', 'login-security.username.length', `The username must be ${lengths.min} to ${lengths.max} characters long.`), context: { field: 'username', pointer: '/username', min: lengths.min, max: lengths.max } }]
      : []),
    ...(/^[A-Za-z0-9]*$/.test(username) ? [] : [rule('username', 'login-security.username.characters', 'The username may hold only letters and digits.')]),
  ];
}

/**
 * Changes a signed-in member's username: the rules of changedUsernameProblems, not one another
 * user has in any case (409). In one transaction the username is set, every sign-in of the member
 * ends (this one too: the app signs the member out to sign in with the new name) and the member
 * is told by secure message. The same username as now changes nothing and is not an error.
 */
export async function changeUsername(
  db: Database,
  requester: ChangeRequester,
  username: string,
  rules: { config: EnrollmentConfig; notice: Omit<MemberNotice, 'id'> },
): Promise<void> {
  const { userId } = requester;
  const problems = changedUsernameProblems(username, rules.config);
  if (problems.length > 0) throw badRequest('The username does not meet the rules.', problems, 'login-security.username.invalid');
  const taken = () => conflict('That username is already taken. Choose another.', 'login-security.username.taken');
  try {
    await db.transaction(async (tx) => {
      const [other] = await tx.query('select 1 from users where lower(username) = lower($1) and id <> $2', [username, userId]);
      if (other) throw taken();
      const [changed] = await tx.query<{ previous: string }>(
        `update users u set username = $2 from users old where u.id = $1 and old.id = u.id and u.username <> $2 returning old.username as previous`,
        [userId, username],
      );
      if (!changed) return;
      await endEverySignInOf(tx, userId);
      await sendMemberNotice(tx, userId, rules.notice);
      await recordEvent(tx, { actorId: userId, subjectId: userId, action: 'username.changed', details: { ip: requester.ip, previous: changed.previous } });
    });
  } catch (error) {
    // Another member took it between the check and the update: the unique index on lower(username).
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
