import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.js';
import type { ServerSettings } from '../settings.js';

/** The error key of the step-up challenge; the app asks for the password again when it meets it. */
export const recentSignInRequiredKey = 'authentication.recent-sign-in-required';

/**
 * A preHandler for changes to how a member signs in or is reached (email, phone, address,
 * password, username): the access token's auth_time must be within config/sign-in.json
 * recentSignInMinutes. Otherwise 401 with the RFC 9470 step-up challenge
 * (`insufficient_user_authentication` and `max_age`), which the app answers by sending the member
 * through the provider's login again; a token without auth_time is treated as too old.
 *
 * For an agent acting for a member, the token's auth_time is the agent's own sign-in (the
 * provider's session is the agent's), so the agent re-enters their own password.
 *
 * Use after the permission check: `preHandler: [requirePermission(...), requireRecentSignIn(settings)]`.
 */
export function requireRecentSignIn(settings: Pick<ServerSettings, 'signIn'>) {
  const maxAgeSeconds = settings.signIn.recentSignInMinutes * 60;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { authTime } = request.caller;
    const ageSeconds = authTime === undefined ? undefined : Math.floor(Date.now() / 1000) - authTime;
    if (ageSeconds !== undefined && ageSeconds <= maxAgeSeconds) return;
    // The scheme the token came in (RFC 9449 §7.1): DPoP for a token bound to the browser's key.
    const scheme = request.caller.keyThumbprint === undefined ? 'Bearer' : 'DPoP';
    reply.header(
      'WWW-Authenticate',
      `${scheme} error="insufficient_user_authentication", error_description="A more recent sign-in is required", max_age="${maxAgeSeconds}"`,
    );
    throw new ApiError(401, recentSignInRequiredKey, 'Enter your password again to make this change.');
  };
}
