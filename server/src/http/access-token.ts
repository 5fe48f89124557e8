import { createLocalJWKSet, jwtVerify, errors as joseErrors, type JSONWebKeySet } from 'jose';

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
}

export class InvalidTokenError extends Error {}

export interface AccessTokenVerifier {
  verify(token: string): Promise<Caller>;
}

/**
 * Verifies signature (against the provider's public keys), issuer, audience and expiry.
 * Any failure is an InvalidTokenError; the caller answers 401 invalid_token.
 */
export function createAccessTokenVerifier(options: {
  issuer: string;
  audience: string;
  jwks: () => JSONWebKeySet;
}): AccessTokenVerifier {
  let cachedFor: JSONWebKeySet | undefined;
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  return {
    async verify(token) {
      const jwks = options.jwks();
      if (jwks !== cachedFor || !keySet) {
        keySet = createLocalJWKSet(jwks);
        cachedFor = jwks;
      }
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ['RS256', 'ES256', 'PS256'],
          typ: 'at+jwt',
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new InvalidTokenError('no subject');
        const act = payload.act as { sub?: unknown } | undefined;
        return {
          userId: payload.sub,
          actingAgentId: typeof act?.sub === 'string' ? act.sub : undefined,
          role: typeof payload.role === 'string' ? payload.role : 'member',
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
          authTime: typeof payload.auth_time === 'number' ? payload.auth_time : undefined,
          name: typeof payload.name === 'string' ? payload.name : undefined,
          ...(payload.preview === true ? { preview: true as const } : {}),
        };
      } catch (error) {
        if (error instanceof InvalidTokenError || error instanceof joseErrors.JOSEError) {
          throw new InvalidTokenError(error.message);
        }
        throw error;
      }
    },
  };
}
