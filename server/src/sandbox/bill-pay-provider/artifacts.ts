import type { Queryable } from '../../db/database.js';
import { newOneTimeToken, oneTimeTokenPattern, refusalOf, tokenHash, type OneTimeTokenRefusal } from '../one-time-tokens.js';

/**
 * How long an artifact can be exchanged for the provider's page. The app embeds the provider right
 * after creating the session, so a minute is ample; a leaked artifact is worthless soon after.
 */
export const artifactLifetimeSeconds = 60;

/** The provider pages a session may open on: bill pay, or the external-transfers dashboard. */
export type BillPaySessionPage = 'p2p' | undefined;

/** Creates a single-use artifact bound to the member and the agreement they act in. */
export async function issueArtifact(
  db: Queryable,
  session: { userId: string; serviceAgreementId: string; page: BillPaySessionPage },
): Promise<string> {
  const token = newOneTimeToken();
  await db.query(
    `insert into bill_pay_artifacts (token_hash, user_id, service_agreement_id, page, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [tokenHash(token), session.userId, session.serviceAgreementId, session.page ?? null, artifactLifetimeSeconds],
  );
  return token;
}

export type ArtifactRefusal = 'missing' | OneTimeTokenRefusal;

export type ArtifactExchange =
  | { ok: true; userId: string; serviceAgreementId: string; page: BillPaySessionPage }
  | { ok: false; reason: ArtifactRefusal };

/**
 * Exchanges an artifact for the member it was issued to. One statement marks it used, so two
 * requests racing with the same artifact cannot both get through; a refusal says why.
 */
export async function exchangeArtifact(db: Queryable, artifact: string | undefined): Promise<ArtifactExchange> {
  if (!artifact) return { ok: false, reason: 'missing' };
  if (!oneTimeTokenPattern.test(artifact)) return { ok: false, reason: 'unknown' };
  const hash = tokenHash(artifact);
  const [taken] = await db.query<{ user_id: string; service_agreement_id: string; page: string | null }>(
    `update bill_pay_artifacts set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning user_id, service_agreement_id, page`,
    [hash],
  );
  if (taken) {
    return { ok: true, userId: taken.user_id, serviceAgreementId: taken.service_agreement_id, page: taken.page === 'p2p' ? 'p2p' : undefined };
  }
  const [known] = await db.query<{ used: boolean }>('select used_at is not null as used from bill_pay_artifacts where token_hash = $1', [hash]);
  return { ok: false, reason: refusalOf(known) };
}
