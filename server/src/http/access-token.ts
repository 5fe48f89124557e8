import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, errors as joseErrors, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { TokenBinding } from '../settings.js';
import { InvalidDpopProofError, verifyDpopProof, type UsedProofs } from './dpop.js';
import { proofAlgorithms } from './proof-signature.js';

/** Who a verified access token speaks for. */
export interface Caller {
  /** The member (or operator) the token was issued for: the token's subject. */
  userId: string;
  /** The support agent acting for the member, from the token's `act` claim. */
  actingAgentId?: string;
  /** Role claim: member, agent or operator. */
  role: string;
  /** Session id of the sign-in, to bind per-session state. */
  sessionId?: string;
  /** When the password was entered (epoch seconds, the token's auth_time); absent when the token does not say. */
  authTime?: number;
  /** The person's name when the token carries one (the studio records it as a version's author). */
  name?: string;
  /** A config-studio preview token: the member's data may be read, never changed. */
  preview?: true;
  /** The RFC 7638 thumbprint of the key the token is bound to (cnf.jkt), proven by the request's DPoP proof. */
  keyThumbprint?: string;
  /** The token itself, named: its jti, or its hash when it has none. What is worked out once per token is kept under it. */
  tokenId?: string;
  /** When the token expires (epoch seconds): nothing kept for it outlives it. */
  expiresAt?: number;
}

/**
 * The request is refused (401). `challenge` is its WWW-Authenticate value: `invalid_token` for the
 * token itself (the app refreshes it), `invalid_dpop_proof` for the proof beside it (RFC 9449 §7.1).
 */
export class InvalidTokenError extends Error {
  constructor(
    message: string,
    readonly challenge: string = `Bearer error="invalid_token", error_description="${message}"`,
  ) {
    super(message);
  }
}

/** What a request presents to be let in. */
export interface PresentedToken {
  /** The Authorization header: `DPoP <token>`, or `Bearer <token>` where bearer tokens are allowed. */
  authorization: string | undefined;
  /** The DPoP header(s). */
  proof: string | string[] | undefined;
  method: string;
  /** The request's path and query as received, e.g. /api/x/client-api/v2/y?z=1. */
  url: string;
}

export interface AccessTokenVerifier {
  verify(presented: PresentedToken): Promise<Caller>;
}

const authorizationPattern = /^(Bearer|DPoP) ([A-Za-z0-9._~+/-]+=*)$/i;

/**
 * Verifies signature (against the provider's public keys), issuer, audience and expiry, and the
 * sender constraint: a token bound to a key (cnf.jkt) only with the DPoP scheme and a valid proof
 * by that key for this request; an unbound token only when `binding` is `bearer`.
 * Any failure is an InvalidTokenError carrying its challenge; the caller answers 401.
 */
export function createAccessTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwks: () => JSONWebKeySet;
  /** Origin the app reaches the API at (settings.publicUrl): a proof's htu names it. */
  publicUrl: string;
  binding: TokenBinding;
  usedProofs: UsedProofs;
}): AccessTokenVerifier {
  let cachedFor: JSONWebKeySet | undefined;
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  // Which scheme the challenge names: the one the client must use next (RFC 9449 §7.1).
  const scheme = options.binding === 'dpop' ? 'DPoP' : 'Bearer';
  const algs = options.binding === 'dpop' ? `, algs="${proofAlgorithms.join(' ')}"` : '';
  const refused = (description: string) =>
    new InvalidTokenError(description, `${scheme} error="invalid_token", error_description="${description}"${algs}`);
  const badProof = (description: string) =>
    new InvalidTokenError(description, `DPoP error="invalid_dpop_proof", error_description="${description}", algs="${proofAlgorithms.join(' ')}"`);

  /**
   * Tokens whose signature and claims verified, until they expire: a member's token comes with
   * every call of its few minutes, signed the same each time. Forgotten when the provider's keys change.
   */
  const verifiedTokens = new Map<string, JWTPayload>();
  const maxVerifiedTokens = 20_000;
  const verifiedPayload = async (token: string, keys: ReturnType<typeof createLocalJWKSet>): Promise<JWTPayload> => {
    const known = verifiedTokens.get(token);
    if (known && typeof known.exp === 'number' && known.exp > Date.now() / 1000) return known;
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256', 'ES256', 'PS256'],
      typ: 'at+jwt',
      // A token without an expiry would be good for ever; the provider always sets one.
      requiredClaims: ['exp'],
    });
    if (verifiedTokens.size >= maxVerifiedTokens) verifiedTokens.clear();
    verifiedTokens.set(token, payload);
    return payload;
  };

  return {
    async verify(presented) {
      const match = authorizationPattern.exec(presented.authorization ?? '');
      const token = match?.[2];
      if (!match || !token) throw refused('no access token');
      const jwks = options.jwks();
      if (jwks !== cachedFor || !keySet) {
        keySet = createLocalJWKSet(jwks);
        cachedFor = jwks;
        verifiedTokens.clear();
      }
      try {
        const payload = await verifiedPayload(token, keySet);
        if (typeof payload.sub !== 'string' || payload.sub === '') throw refused('no subject');
        const act = payload.act as { sub?: unknown } | undefined;
        const jkt = (payload.cnf as { jkt?: unknown } | undefined)?.jkt;
        const dpopScheme = match[1]?.toLowerCase() === 'dpop';
        if (typeof jkt === 'string') {
          // RFC 9449 §7.2: a bound token sent as a bearer token is refused, proof or not.
          if (!dpopScheme) throw refused('a DPoP-bound token must be sent with the DPoP scheme');
          const path = presented.url.split(/[?#]/)[0] ?? '';
          await verifyDpopProof(
            { proof: presented.proof, method: presented.method, url: new URL(path, options.publicUrl).href, accessToken: token, keyThumbprint: jkt },
            options.usedProofs,
          );
        } else if (dpopScheme) {
          throw refused('the token is not bound to a key');
        } else if (options.binding === 'dpop') {
          throw refused('a sender-constrained (DPoP) token is required');
        }
        return {
          userId: payload.sub,
          actingAgentId: typeof act?.sub === 'string' ? act.sub : undefined,
          role: typeof payload.role === 'string' ? payload.role : 'member',
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
          authTime: typeof payload.auth_time === 'number' ? payload.auth_time : undefined,
          name: typeof payload.name === 'string' ? payload.name : undefined,
          ...(payload.preview === true ? { preview: true as const } : {}),
          ...(typeof jkt === 'string' ? { keyThumbprint: jkt } : {}),
          tokenId: typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : createHash('sha256').update(token).digest('base64url'),
          ...(typeof payload.exp === 'number' ? { expiresAt: payload.exp } : {}),
        };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        if (error instanceof InvalidDpopProofError) throw badProof(error.message);
        if (error instanceof joseErrors.JOSEError) throw refused('token verification failed');
        throw error;
      }
    },
  };
}
