import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The routes whose answers are about someone: the client API, the studio's API, the sign-in pages. */
const privateRoutes = ['/api/', '/config/studio/', '/oidc/interaction/'];

/** A request that names someone: a bearer token, or the path-scoped token cookie of a download. */
function carriesCredentials(request: FastifyRequest): boolean {
  return request.headers.authorization !== undefined || request.cookies.Authorization !== undefined;
}

/**
 * `Cache-Control: no-store` on every answer to a request that carries credentials and on every
 * answer of the private routes (decided by the route the router chose, not the URL as sent),
 * whatever the handler set: a shared or back-button cache must never hand one member's accounts
 * to the next person at the screen. Public answers (hashed assets, the published configuration)
 * keep their own caching.
 */
export function cachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const route = request.routeOptions.url;
    if (carriesCredentials(request) || (route !== undefined && privateRoutes.some((prefix) => route.startsWith(prefix)))) {
      reply.header('cache-control', 'no-store');
    }
  });
}
