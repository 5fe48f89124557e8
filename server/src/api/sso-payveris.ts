import { issueArtifact } from '../sandbox/bill-pay-provider/index.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, requirePermission } from './request-context.js';
import { errorBody } from './schemas/common.js';

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
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { page: { type: 'string', enum: ['p2p'] } } },
        response: {
          200: {
            type: 'object',
            required: ['name', 'ssourl'],
            properties: { name: { type: 'string' }, ssourl: { type: 'string' } },
          },
          403: errorBody,
        },
      },
      preHandler: requirePermission(db, 'Billpay', 'Billpay SSO', 'create'),
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const artifact = await issueArtifact(db, { userId: request.caller.userId, serviceAgreementId, page: request.query.page });
      reply.header('Cache-Control', 'no-store');
      return { name: 'payveris', ssourl: artifact };
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
