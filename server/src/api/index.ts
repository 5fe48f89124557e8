import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.js';
import type { AccessTokenVerifier } from '../http/access-token.js';
import { InvalidTokenError } from '../http/access-token.js';
import { ApiError } from '../http/errors.js';
import type { ServerSettings } from '../settings.js';
import { services } from './services.js';

export interface ApiOptions {
  db: Database;
  settings: ServerSettings;
  verifier: AccessTokenVerifier;
}

/** What every service plugin under /api receives. */
export type ServicePlugin = FastifyPluginAsync<ApiOptions>;

const unauthorized = (description: string) =>
  Object.assign(new ApiError(401, 'auth.invalid-token', 'The access token is missing, expired or invalid.'), {
    wwwAuthenticate: `Bearer error="invalid_token", error_description="${description}"`,
  });

/**
 * The client API. Every route below it needs a verified bearer access token; each service
 * plugin is mounted under its platform service prefix (/api/<prefix>/client-api/...).
 */
export async function clientApi(app: FastifyInstance, options: ApiOptions): Promise<void> {
  app.decorateRequest('caller', undefined as never);
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header ?? '');
    if (!match?.[1]) {
      const error = unauthorized('no bearer token');
      reply.header('WWW-Authenticate', error.wwwAuthenticate);
      throw error;
    }
    try {
      request.caller = await options.verifier.verify(match[1]);
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
      const failure = unauthorized('token verification failed');
      reply.header('WWW-Authenticate', failure.wwwAuthenticate);
      throw failure;
    }
  });
  for (const [prefix, plugin] of Object.entries(services)) {
    await app.register(plugin, { ...options, prefix: `/${prefix}/client-api` });
  }
}
