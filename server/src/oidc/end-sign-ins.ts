import type { Queryable } from '../db/database.js';
import { encodeAccountId } from './accounts.js';

/** The provider models that keep someone signed in or let them get new tokens. */
const signedInModels = ['Session', 'Grant', 'AuthorizationCode', 'AccessToken', 'RefreshToken'];

/**
 * Ends every sign-in of a member at the provider: deletes their sessions, grants, codes and
 * access and refresh tokens from oidc_models (adapter.ts keeps each payload with its accountId),
 * so the next visit asks for the password and a refresh token issued earlier is refused. An
 * agent's sessions acting for the member (accountId "member agent") are the agent's and stay.
 */
export async function endEverySignInOf(db: Queryable, memberId: string): Promise<void> {
  await db.query(`delete from oidc_models where model = any($1::text[]) and payload->>'accountId' = $2`, [
    signedInModels,
    encodeAccountId({ memberId }),
  ]);
}
