import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { forbidden } from '../http/errors.js';
import { issueArtifact } from '../sandbox/bill-pay-provider/index.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, callerHolds, requirePermission } from './request-context.js';

const billPayPermission = ['Billpay', 'Billpay SSO', 'create'] as const;

/** A bill-pay session for the member in the agreement they act in: `{name, ssourl}`, ssourl the one-time artifact. */
async function billPaySession(db: Database, request: FastifyRequest, page?: 'p2p') {
  const serviceAgreementId = await actingServiceAgreementOf(db, request);
  const artifact = await issueArtifact(db, { userId: request.caller.userId, serviceAgreementId, page });
  return { name: 'payveris', ssourl: artifact };
}

/**
 * `GET /sso/client-api/v1/applications?name=payveris&autoenroll=true` (spec/3 §7, NOTES §1.7):
 * the same bill-pay session as v2/sso/payveris, asked for through the applications endpoint.
 * That endpoint only needs Product Summary view, so the bill-pay privilege is checked here.
 */
export async function billPayApplicationSession(db: Database, request: FastifyRequest) {
  if (!(await callerHolds(db, request, ...billPayPermission))) throw forbidden();
  return billPaySession(db, request);
}

/**
 * The bill-pay session (spec/3 §7 "Single sign-on"): `GET /sso/client-api/v2/sso/payveris`, with
 * `page=p2p` for the external-transfers dashboard, answers `{name, ssourl}` where ssourl is a
 * one-time artifact the app puts on the provider's embed URL. Needs Billpay.BillpaySSO create; a
 * member without it gets 403, which the app shows as a restricted user. Mounted under the `sso`
 * prefix beside the applications endpoint (sso.ts registers this plugin).
 */
export const ssoPayveris: ServicePlugin = async (app, { db }) => {
  app.get<{ Querystring: { page?: 'p2p' } }>(
    '/v2/sso/payveris',
    {
      schema: contract.route('GET', '/sso/client-api/v2/sso/payveris'),
      preHandler: requirePermission(db, ...billPayPermission),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return billPaySession(db, request, request.query.page);
    },
  );
};

/**
 * The `sso` prefix holds two plugins (the applications endpoint and the bill-pay session) while
 * the services map takes one per prefix: this mounts both in the same scope.
 */
export function withBillPaySession(applications: ServicePlugin): ServicePlugin {
  // Called in place rather than registered: a nested register would add the prefix a second time.
  return async (app, options) => {
    await applications(app, options);
    await ssoPayveris(app, options);
  };
}
