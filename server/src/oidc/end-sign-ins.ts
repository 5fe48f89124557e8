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

/**
 * Ends every sign-in of a member but the one with OpenID session id `keptSid` (the access token's
 * sid): that browser's session, its grant and the grant's codes and tokens stay, so a member who
 * changes their password is not signed out mid-change while any other device must sign in again.
 */
export async function endEveryOtherSignInOf(db: Queryable, memberId: string, keptSid: string | undefined): Promise<void> {
  await db.query(
    `with kept as (
       select s.uid, a.value->>'grantId' as grant_id
         from oidc_models s, jsonb_each(s.payload->'authorizations') a
        where s.model = 'Session' and s.payload->>'accountId' = $2 and a.value->>'sid' = $3::text)
     delete from oidc_models m
      where m.model = any($1::text[]) and m.payload->>'accountId' = $2
        and not exists (select 1 from kept
                         where (m.model = 'Session' and m.uid = kept.uid)
                            or (m.model = 'Grant' and m.id = kept.grant_id)
                            or m.grant_id = kept.grant_id)`,
    [signedInModels, encodeAccountId({ memberId }), keptSid ?? null],
  );
}
