import type { FastifyRequest } from 'fastify';
import { InvalidTokenError, type AccessTokenVerifier } from '../http/access-token.js';
import { ApiError, forbidden } from '../http/errors.js';

/**
 * An onRequest hook for the sandbox's stand-ins of outside networks (check clearing, card
 * authorizations): they are a credit-union operator's tools, so only an operator's own access
 * token passes (never a member's, an agent's or a preview's). `what` completes the refusals,
 * e.g. "present checks".
 */
export function operatorOnly(verifier: AccessTokenVerifier, what: string, forbiddenKey: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const presented = { authorization: request.headers.authorization, proof: request.headers.dpop, method: request.method, url: request.url };
    const caller = await verifier.verify(presented).catch((error: unknown) => {
      if (error instanceof InvalidTokenError) return undefined;
      throw error;
    });
    if (!caller) throw new ApiError(401, 'auth.invalid-token', `An operator access token is needed to ${what}.`);
    if (caller.role !== 'operator' || caller.actingAgentId !== undefined || caller.preview) {
      throw forbidden(`Only credit-union operators can ${what} in the sandbox.`, forbiddenKey);
    }
  };
}
