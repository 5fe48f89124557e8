import type { FastifyRequest } from 'fastify';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { badRequest, notFound } from '../http/errors.js';
import { localMoment, systemClock, type Clock } from '../payments/calendar.js';
import { loadPaymentsConfig } from '../payments/config.js';
import {
  checkRangeOf,
  checkReasonOf,
  listStopChecks,
  placeStopCheck,
  stopChecksConfigFile,
  type StopChecksConfig,
} from '../checks/stop-payments.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, arrangementOfAgreement, requirePermission } from './request-context.js';
import type { BodyOf } from '../../../schemas/api/generated/api-types.js';

/**
 * stop-checks (NOTES §1.8: GET/POST /stop-checks/client-api/v1/stop-checks): a member stops
 * payment on a check, or a range of checks, written on one of their checking accounts, and sees
 * their stops. The fee, the expiry, the longest range, the accounts and the reasons come from
 * the tenant's published config/stop-checks.json. Another member's account answers 404.
 */
export function createStopChecks(clock: Clock = systemClock): ServicePlugin {
  return async (app, { db, settings }) => {
    const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
    const configOf = (request: FastifyRequest) =>
      loadPublishedFile<StopChecksConfig>(db, settings.configDir, tenants.forHost(request.hostname).id, stopChecksConfigFile);
    const todayOf = async (request: FastifyRequest) =>
      localMoment(clock.now(), (await loadPaymentsConfig(db, settings.configDir, tenants.forHost(request.hostname).id)).calendar.timeZone).date;

    app.get(
      '/v1/stop-checks',
      {
        schema: contract.route('GET', '/stop-checks/client-api/v1/stop-checks'),
        preHandler: requirePermission(db, 'Payments', 'Stop Checks', 'view'),
      },
      async (request, reply) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const stopChecks = await listStopChecks(db, serviceAgreementId, await todayOf(request));
        return reply.header('Cache-Control', 'no-store').send({ stopChecks, totalStopChecks: stopChecks.length });
      },
    );

    app.post<{ Body: BodyOf<'createStopCheck'> }>(
      '/v1/stop-checks',
      {
        bodyLimit: 4 * 1024,
        schema: contract.route('POST', '/stop-checks/client-api/v1/stop-checks'),
        preHandler: requirePermission(db, 'Payments', 'Stop Checks', 'create'),
      },
      async (request) => {
        const body = request.body;
        const config = await configOf(request);
        const reason = checkReasonOf(config, body.reason);
        const range = checkRangeOf(config, body.check);
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const account = await arrangementOfAgreement(db, serviceAgreementId, body.originatorAccount.identification);
        if (!account) throw notFound('The account could not be found.', 'arrangement.not-found');
        if (account.is_external || !config.accountKinds.includes(account.kind_uri)) {
          throw badRequest(
            'Stop payments can be placed on checking accounts only.',
            [{ key: 'stopChecks.account.not-eligible', message: 'Not a checking account.', context: { pointer: '/originatorAccount/identification', allowed: config.accountKinds } }],
            'stopChecks.account.not-eligible',
          );
        }
        const payee = body.check.payee?.trim();
        const stopCheck = await placeStopCheck(
          db,
          config,
          { userId: request.caller.userId, serviceAgreementId, today: await todayOf(request) },
          {
            arrangementId: account.id,
            currency: account.currency,
            range,
            reason,
            requestId: body.requestId,
            ...(body.check.amount !== undefined ? { amount: body.check.amount } : {}),
            ...(payee ? { payee } : {}),
          },
        );
        return { stopCheck };
      },
    );
  };
}

export const stopChecks: ServicePlugin = createStopChecks();
