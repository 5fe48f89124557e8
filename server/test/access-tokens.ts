import { SignJWT, importJWK, type JWK } from 'jose';
import { apiAudienceOf, issuerOf, type ServerSettings } from '../src/settings.js';

export interface AccessTokenClaims {
  userId: string;
  role?: string;
  /** The agent acting for the member (the token's act.sub). */
  agentId?: string;
  expiresInSeconds?: number;
  /** When the password was entered (epoch seconds); now by default, null to leave auth_time out. */
  authTime?: number | null;
  audience?: string;
  issuer?: string;
  /** The thumbprint of the DPoP key the token is bound to (cnf.jkt); absent for a bearer token. */
  keyThumbprint?: string;
}

/**
 * An access token exactly as the sign-in provider issues it (typ at+jwt, RS256 with the stored
 * key, issuer, audience, sub, sid, auth_time, role, act, cnf.jkt), for API tests and benchmarks that are not about
 * signing in. Sign-in itself is tested through the real PKCE flow.
 */
export async function mintAccessToken(keys: readonly JWK[], settings: ServerSettings, claims: AccessTokenClaims): Promise<string> {
  const jwk = keys[0];
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  const authTime = claims.authTime === undefined ? Math.floor(Date.now() / 1000) : claims.authTime;
  return new SignJWT({
    role: claims.role ?? 'member',
    sid: `test-session-${claims.userId}`,
    ...(authTime === null ? {} : { auth_time: authTime }),
    client_id: settings.signIn.clientId,
    scope: 'openid',
    ...(claims.agentId ? { act: { sub: claims.agentId } } : {}),
    ...(claims.keyThumbprint ? { cnf: { jkt: claims.keyThumbprint } } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setSubject(claims.userId)
    .setIssuer(claims.issuer ?? issuerOf(settings))
    .setAudience(claims.audience ?? apiAudienceOf(settings))
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(Math.floor(Date.now() / 1000) + (claims.expiresInSeconds ?? 300))
    .sign(key);
}
