import type { PasswordResetDone, PasswordResetStarted } from '../../schemas/api/generated/api-types.js';
import type { MemberIdentity } from './enrollment.js';
import type { HttpClient } from './http.js';
import { expectRecord, stringOf } from './json.js';

/**
 * The password-reset service (schemas/api/account-recovery-manager.json): a visitor who forgot the password
 * identifies as enrollment does, then sets a new one with the single-use reset id. No token.
 */
export const passwordResetsPath = '/account-recovery-manager/client-api/v1/password-resets';

/** POST: identifies the member; answers the reset id and the username the reset is for. */
export async function identifyForPasswordReset(http: HttpClient, identity: MemberIdentity): Promise<PasswordResetStarted> {
  const body = expectRecord(await http.post(passwordResetsPath, identity), 'password reset');
  return { resetId: stringOf(body.resetId) ?? '', username: stringOf(body.username) ?? '', expiresAt: stringOf(body.expiresAt) ?? '' };
}

/** PUT: the new password; every session of the member ends. */
export async function setNewPassword(http: HttpClient, resetId: string, password: string): Promise<PasswordResetDone> {
  const body = expectRecord(await http.put(`${passwordResetsPath}/${encodeURIComponent(resetId)}`, { password }), 'new password');
  return { username: stringOf(body.username) ?? '', status: 'COMPLETE' };
}
