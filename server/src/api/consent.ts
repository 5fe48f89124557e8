import type { FastifyRequest } from 'fastify';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { acceptanceOf, acceptTermsVersion, termsConfigFile, type TermsConfig } from '../consent/terms.js';
import { conflict, forbidden } from '../http/errors.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import type { BodyOf } from '../../../schemas/api/generated/api-types.js';

/**
 * consent (spec/1 route consent): the credit union's current online-banking terms version (the
 * tenant's published config/terms.json) and whether the signed-in member accepted it. The app asks
 * a member who has not before any other page. Each member answers for themselves: a support agent
 * acting for one may see the answer but not give it.
 */
export const consent: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const termsOf = (request: FastifyRequest) =>
    loadPublishedFile<TermsConfig>(db, settings.configDir, tenants.forHost(request.hostname).id, termsConfigFile);

  app.get('/v1/terms-consent', { schema: contract.route('GET', '/consent/client-api/v1/terms-consent') }, async (request, reply) => {
    const terms = await termsOf(request);
    const acceptedAt = await acceptanceOf(db, request.caller.userId, terms.version);
    return reply
      .header('Cache-Control', 'no-store')
      .send({ version: terms.version, effective: terms.effective, accepted: acceptedAt !== undefined, ...(acceptedAt ? { acceptedAt } : {}) });
  });

  app.post<{ Body: BodyOf<'acceptTerms'> }>(
    '/v1/terms-consent',
    { bodyLimit: 1024, schema: contract.route('POST', '/consent/client-api/v1/terms-consent') },
    async (request, reply) => {
      if (request.caller.actingAgentId !== undefined || request.caller.role !== 'member') {
        throw forbidden('Only the member can accept the online banking terms.');
      }
      const terms = await termsOf(request);
      if (request.body.version !== terms.version) throw conflict('These terms are no longer current', 'consent.version.stale');
      const { acceptedAt, recorded } = await acceptTermsVersion(db, request.caller.userId, terms.version);
      return reply.code(recorded ? 201 : 200).send({ version: terms.version, acceptedAt });
    },
  );
};
