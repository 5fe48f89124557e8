import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import type { Database } from './db/database.js';
import { DatabaseUnavailableError } from './db/failures.js';
import { clientApi } from './api/index.js';
import { apiReference } from './api/contract/reference.js';
import { createAccessTokenVerifier } from './http/access-token.js';
import { usedProofsIn } from './http/dpop.js';
import { antiForgery } from './http/anti-forgery.js';
import { cachePolicy } from './http/cache-policy.js';
import { contentSecurityPolicy, cspReportPath } from './http/content-security-policy.js';
import { cspReports } from './http/csp-reports.js';
import { loadThirdPartySources, noThirdParties } from './http/configured-origins.js';
import { DrainingServer } from './http/draining-server.js';
import { errorHandler, frameworkErrorAnswer } from './http/error-handler.js';
import { healthRoutes } from './health.js';
import { jsonBodiesOfBoundedDepth } from './http/json-depth.js';
import { textRuleKeyword } from './http/text-rule.js';
import { loadSigningKeys, publicKeySet } from './oidc/signing-keys.js';
import { signInProvider } from './oidc/index.js';
import { configService } from './config-service.js';
import { loadTenantDirectory } from './config/tenants.js';
import { memberApp } from './member-app.js';
import { externalSystems } from './sandbox/external-systems.js';
import { productMarketing } from './sandbox/product-marketing.js';
import { aggregatorPrefix, aggregatorStandIn } from './sandbox/aggregator/index.js';
import { billPayProvider, billPayProviderPrefix } from './sandbox/bill-pay-provider/index.js';
import { cardNetwork, cardNetworkPrefix } from './sandbox/card-network.js';
import { checkClearing, checkClearingPrefix } from './sandbox/check-clearing.js';
import { apiAudienceOf, issuerOf, type ServerSettings } from './settings.js';

export interface AppOptions {
  db: Database;
  settings: ServerSettings;
  logger?: FastifyServerOptions['logger'];
}

/** Paths whose values never reach a log line: tokens, cookies, passwords. */
export const redactedLogPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
];

/**
 * The sandbox platform: sign-in provider (/oidc), client API (/api), configuration (/config) and
 * the built member app (/), as one Fastify app. Each part is an encapsulated plugin.
 */
export async function buildApp({ db, settings, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { ...(typeof logger === 'object' ? logger : {}), redact: redactedLogPaths },
    bodyLimit: 256 * 1024,
    trustProxy: settings.trustedProxies.length > 0 ? settings.trustedProxies : false,
    // A plugin that never finishes is a bug tests find; one that is slow because the machine is busy
    // (a restart under load, CI's two shared cores) must not stop the server from starting.
    pluginTimeout: 120_000,
    frameworkErrors: frameworkErrorAnswer,
    // Closing ends only the connections with no answer still on its way (see DrainingServer).
    // Fastify gives its own server its keep-alive (72 s, longer than a load balancer's usual 60 s
    // idle), not one from a factory, which kept Node's 5 s: a balancer then sent a request on a
    // connection the server was closing, and answered the member with 502.
    serverFactory: (handler, options) => {
      const server = new DrainingServer(handler);
      server.keepAliveTimeout = options.keepAliveTimeout as number;
      return server;
    },
    forceCloseConnections: 'idle',
    ajv: {
      // Unknown fields are errors, not silently dropped; every message names its field.
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true, keywords: [textRuleKeyword] },
    },
  });

  const secure = settings.publicUrl.startsWith('https://');
  await app.register(cookie);
  await app.register(formbody);
  // Every header helmet sets but the CSP, which carries a fresh nonce per answer (content-security-policy.ts).
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // max-age=31536000; includeSubDomains whenever members reach us over https, none over http.
    strictTransportSecurity: secure,
    crossOriginEmbedderPolicy: false,
  });
  contentSecurityPolicy(app, { publicUrl: settings.publicUrl });
  cachePolicy(app);
  errorHandler(app);
  jsonBodiesOfBoundedDepth(app);
  antiForgery(app, { secure });

  const signingKeys = await loadSigningKeys(db);
  const publicKeys = publicKeySet(signingKeys);
  const verifier = createAccessTokenVerifier({
    issuer: issuerOf(settings),
    audience: apiAudienceOf(settings),
    jwks: () => publicKeys,
    publicUrl: settings.publicUrl,
    binding: settings.tokenBinding,
    usedProofs: usedProofsIn(db),
  });

  await app.register(signInProvider, { prefix: '/oidc', db, settings, signingKeys });
  // The contract's reference, beside (not inside) the client API: it needs no token.
  await app.register(apiReference, { prefix: '/api' });
  await app.register(clientApi, { prefix: '/api', db, settings, verifier });
  await app.register(configService, { prefix: '/config', db, settings, verifier, signingKeys });
  // Stand-ins for the systems single sign-on hands a member to (server/README.md).
  await app.register(externalSystems, { prefix: '/sandbox', db });
  // Each product's marketing page, framed by the new-account product cards.
  await app.register(productMarketing, { prefix: '/sandbox/marketing', db, settings });
  await app.register(billPayProvider, { prefix: billPayProviderPrefix, db });
  await app.register(aggregatorStandIn, { prefix: aggregatorPrefix, db });
  // Presents checks for payment, so a stopped check can be seen returned (operators only).
  await app.register(checkClearing, { prefix: checkClearingPrefix, db, settings, verifier });
  await app.register(cardNetwork, { prefix: cardNetworkPrefix, db, settings, verifier });
  // What browsers report the CSP blocked.
  await app.register(cspReports, { path: cspReportPath });
  // Probes for whatever runs the server (liveness, readiness): outside /api, no token.
  await app.register(healthRoutes, { db });
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  await app.register(memberApp, {
    settings,
    thirdPartiesOf: (request: FastifyRequest) =>
      loadThirdPartySources(db, settings.configDir, tenants.forHost(request.hostname).id).catch((error: unknown) => {
        // The database away before this server made any page: the page still loads, letting in no
        // third party, and the app says what is wrong.
        if (error instanceof DatabaseUnavailableError) return noThirdParties;
        throw error;
      }),
  });
  return app;
}
