import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { contract } from './index.js';

/**
 * The contract for implementers, with no token needed: GET /api/openapi.json (the composed
 * document) and /api/docs (a reference page). Swagger UI's scripts and styles are served from
 * the package itself, so the page works offline and under the app's CSP (script-src 'self').
 */
export async function apiReference(app: FastifyInstance): Promise<void> {
  app.get('/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return contract.document;
  });
  await app.register(swagger, { mode: 'static', specification: { document: contract.document as unknown as StaticDocumentSpec['document'] } });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // No call to the public validator badge service: the page must not leave the sandbox.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
  });
}
