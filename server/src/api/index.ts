import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { AccessTokenVerifier } from '../http/access-token.js';
import { InvalidTokenError } from '../http/access-token.js';
import { ApiError } from '../http/errors.js';
import { exactBodyValidator } from '../http/exact-bodies.js';
import type { ServerSettings } from '../settings.js';
import { services } from './services.js';

export interface ApiOptions {
  db: Database;
  settings: ServerSettings;
  verifier: AccessTokenVerifier;
}

/** What every service plugin under /api receives. */
export type ServicePlugin = FastifyPluginAsync<ApiOptions>;

const unauthorized = () => new ApiError(401, 'auth.invalid-token', 'The access token is missing, expired or invalid.');

/**
 * File downloads the browser fetches by navigation, which cannot carry a bearer header: for
 * these the app sets an `Authorization` cookie scoped to the path first (spec/1 §7, NOTES "Auth
 * module"). Only GETs (no state changes, so no anti-forgery needed) and only these paths.
 */
const cookieAuthorizedPaths = [
  '/api/account-statement/client-api/v2/account/statements/download',
  '/api/transaction-manager/client-api/v2/transactions/export',
  '/api/loan/client-api/v1/loans',
];

/**
 * The route the router chose for this request (its pattern, e.g. /api/loan/client-api/v1/loans/:id):
 * the path as the router decoded it, never the URL as sent, so /%61pi/… is judged as /api/….
 */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? '';

/**
 * The cookie's access token as an Authorization header value. A cookie names no scheme: with a
 * DPoP proof beside it (the app fetches the file), the token is presented as a DPoP one and
 * the proof is checked as for any request.
 */
function cookieAuthorization(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const path = routeOf(request);
  if (!cookieAuthorizedPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return undefined;
  const value = request.cookies.Authorization;
  if (!value) return undefined;
  const token = value.replace(/^(Bearer|DPoP) /, '');
  return request.headers.dpop === undefined ? `Bearer ${token}` : `DPoP ${token}`;
}

/**
 * Services anyone may call without signing in: setting up online access (spec/3 §7), resetting a
 * forgotten password, which a member does precisely because they cannot sign in, and finding a
 * branch or ATM (visitors use the locator, spec/3 §1). Writes still need the anti-forgery header.
 */
const publicPrefixes = ['/api/enrollment/client-api/', '/api/account-recovery-manager/client-api/', '/api/places-presentation-service/client-api/'];

/**
 * Whether a config-studio preview token may not make this request: every write, so a preview
 * never moves money or changes a member's data. Choosing which service agreement to act in is the
 * one exception: it changes no data, only the session's view, and without it a member with
 * several agreements could not get past the context selection in a preview.
 */
function previewRefuses(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  return !(request.method === 'POST' && routeOf(request) === '/api/access-control/client-api/v3/accessgroups/user-context');
}

/**
 * The client API. Every route below it but the public ones needs a verified access token (DPoP-bound unless settings.tokenBinding allows bearer); each service
 * plugin is mounted under its platform service prefix (/api/<prefix>/client-api/...).
 */
export async function clientApi(app: FastifyInstance, options: ApiOptions): Promise<void> {
  app.decorateRequest('caller', undefined as never);
  // Route schemas come from the contract (server/src/api/contract); bodies are validated as sent.
  app.setValidatorCompiler(exactBodyValidator);
  app.addHook('onRequest', async (request, reply) => {
    if (publicPrefixes.some((prefix) => routeOf(request).startsWith(prefix))) return;
    try {
      request.caller = await options.verifier.verify({
        authorization: request.headers.authorization ?? cookieAuthorization(request),
        proof: request.headers.dpop,
        method: request.method,
        url: request.url,
      });
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      reply.header('WWW-Authenticate', error.challenge);
      throw unauthorized();
    }
    if (request.caller.preview && previewRefuses(request)) {
      throw new ApiError(403, 'preview.read-only', 'This is a preview of the app: nothing can be changed from it.');
    }
  });
  for (const [prefix, plugin] of Object.entries(services)) {
    await app.register(plugin, { ...options, prefix: `/${prefix}/client-api` });
  }
}
