import type { Database } from '../db/database.js';
import { refusalOf, tokenHash, type OneTimeTokenRefusal as Refusal } from './one-time-tokens.js';

/** A redeemed single-sign-on session (sso_sessions): whom the key signs in, in which agreement, for which account. */
export interface RedeemedSession {
  user_id: string;
  actor_id: string | null;
  service_agreement_id: string;
  arrangement_id: string | null;
  program: string | null;
}

/**
 * Marks the key used and returns its session, in one statement, so two posts of the same key
 * cannot both get in; otherwise says why the key is refused.
 */
export async function redeem(db: Database, application: string, key: string): Promise<RedeemedSession | Refusal> {
  const hash = tokenHash(key);
  const [session] = await db.query<RedeemedSession>(
    `update sso_sessions set redeemed_at = now()
      where key_hash = $1 and application = $2 and redeemed_at is null and expires_at > now()
      returning user_id, actor_id, service_agreement_id, arrangement_id, program`,
    [hash, application],
  );
  if (session) return session;
  const [state] = await db.query<{ used: boolean }>(
    `select redeemed_at is not null as used from sso_sessions where key_hash = $1 and application = $2`,
    [hash, application],
  );
  return refusalOf(state);
}
