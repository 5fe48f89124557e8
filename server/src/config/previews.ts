import { randomBytes } from 'node:crypto';
import { SignJWT, importJWK, type JWK } from 'jose';
import type { Database } from '../db/database.js';

/** How long a preview draft and its token live: long enough for an editing session, short enough to leave nothing lying about. */
export const previewSeconds = 30 * 60;

/** The member a preview signs in as: the sandbox's demo member. */
export const previewMemberId = 'u-demo';

/**
 * Studio previews: a draft bundle under an unguessable id (192 random bits), kept in the database
 * so any server behind the load balancer can serve it, gone after previewSeconds.
 */
export class PreviewStore {
  constructor(private readonly db: Database) {}

  async create(tenant: string, bundle: Record<string, unknown>, createdBy: string): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    // Expired drafts are removed whenever a new one is made, so the table stays small without a timer.
    await this.db.query('delete from config_previews where expires_at < now()');
    await this.db.query(
      `insert into config_previews (id, tenant, bundle, created_by, expires_at) values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [id, tenant, JSON.stringify(bundle), createdBy, previewSeconds],
    );
    return id;
  }

  async bundle(id: string): Promise<Record<string, unknown> | undefined> {
    const rows = await this.db.query<{ bundle: Record<string, unknown> }>('select bundle from config_previews where id = $1 and expires_at > now()', [id]);
    return rows[0]?.bundle;
  }
}

/**
 * An access token for the demo member as the sign-in provider issues one (typ at+jwt, RS256 with
 * its stored key, issuer, audience, sub, sid, role, client_id, scope: docs/decisions/003), plus
 * `act` naming the operator and `preview: true`, which the client API reads as "read only".
 */
export async function mintPreviewToken(options: {
  signingKeys: readonly JWK[];
  issuer: string;
  audience: string;
  clientId: string;
  operatorId: string;
  previewId: string;
  /** The studio's DPoP key (its thumbprint), which the preview frame proves possession of too. */
  keyThumbprint: string | undefined;
}): Promise<string> {
  const jwk = options.signingKeys[0];
  if (!jwk) throw new Error('the sign-in provider has no signing key');
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    role: 'member',
    sid: `preview-${options.previewId}`,
    client_id: options.clientId,
    scope: 'openid',
    act: { sub: options.operatorId },
    preview: true,
    ...(options.keyThumbprint ? { cnf: { jkt: options.keyThumbprint } } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setSubject(previewMemberId)
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt()
    .setJti(randomBytes(16).toString('base64url'))
    .setExpirationTime(`${previewSeconds}s`)
    .sign(key);
}
