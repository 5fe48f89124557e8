import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { toCents } from '../ledger/index.js';
import { localMoment, systemClock, type Clock } from '../payments/calendar.js';
import { loadPaymentsConfig, type PaymentsConfig } from '../payments/config.js';
import { createOrder } from '../payments/execution.js';
import { checkPaymentOrder, PaymentRejection, type PaymentOrderBody } from '../payments/validation.js';
import {
  createPocket,
  listPockets,
  lockPocketForClosing,
  markClosed,
  pocketsConfigFile,
  readPocket,
  updatePocket,
  type ClosingPocket,
  type PocketsConfig,
} from '../pockets/store.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, requirePermission } from './request-context.js';
import type { BodyOf } from '../../../schemas/api/generated/api-types.js';

const pocketsFunction = ['Personal Finance Management', 'Manage Pockets'] as const;

/** The payment order that empties a closing pocket into the member's chosen account. */
function closingOrderOf(pocket: ClosingPocket, destination: string, today: string): PaymentOrderBody {
  return {
    paymentType: 'INTERNAL_TRANSFER',
    paymentMode: 'SINGLE',
    requestedExecutionDate: today,
    originatorAccount: { identification: { identification: pocket.arrangementId, schemeName: 'ID' } },
    transferTransactionInformation: {
      instructedAmount: { amount: pocket.balance, currencyCode: pocket.currency },
      counterparty: { name: pocket.name, role: 'CREDITOR' },
      counterpartyAccount: { identification: { identification: destination, schemeName: 'ID' } },
    },
  };
}

interface Closer {
  userId: string;
  agentId?: string;
  serviceAgreementId: string;
  today: string;
  now: Date;
}

/**
 * Closes a pocket in one transaction: shuts and locks it, moves its whole balance by a payment
 * order (every transfer rule applies to the destination), then marks it closed. Anything refused
 * rolls it all back: the pocket stays open with its money.
 */
async function closePocket(tx: Queryable, payments: PaymentsConfig, closer: Closer, id: string, to: string | undefined) {
  const pocket = await lockPocketForClosing(tx, closer.serviceAgreementId, id);
  const destination = to ?? pocket.parentArrangementId;
  let paymentOrderId: string | undefined;
  if (toCents(pocket.balance) > 0n) {
    const body = closingOrderOf(pocket, destination, closer.today);
    const context = { userId: closer.userId, serviceAgreementId: closer.serviceAgreementId, today: closer.today };
    const checked = await checkPaymentOrder(tx, payments, context, body).catch((error: unknown) => {
      if (error instanceof PaymentRejection) throw new ApiError(400, error.key, error.message, error.errors);
      throw error;
    });
    paymentOrderId = randomUUID();
    const order = { id: paymentOrderId, userId: closer.userId, serviceAgreementId: closer.serviceAgreementId, checked, body };
    const created = await createOrder(tx, payments, closer.agentId ? { ...order, agentId: closer.agentId } : order, closer.now);
    const outcome = created === 'duplicate' ? undefined : created;
    if (outcome?.status !== 'PROCESSED') {
      const key = outcome?.error_key ?? 'payment.invalid';
      throw new ApiError(400, key, outcome?.error_description ?? key, [{ key, message: outcome?.error_description ?? key, context: outcome?.error_context ?? {} }]);
    }
  }
  await markClosed(tx, pocket);
  return {
    id,
    returned: { amount: pocket.balance, currencyCode: pocket.currency },
    arrangementId: destination,
    ...(paymentOrderId ? { paymentOrderId } : {}),
  };
}

/**
 * pocket-tailor (NOTES: GET/POST /client-api/v2/pockets, GET /pockets/{id}, POST /pockets/closed,
 * and PUT /pockets/{id} to rename): savings pockets under a member's savings account. Each pocket
 * is an arrangement with a ledger account of its own, so money moves in and out by payment orders
 * (payment-order-service), with their validation, idempotency and limits; the ledger keeps it
 * between zero and config/pockets.json's maximum. Another member's pocket answers 404.
 */
export function createPocketTailor(clock: Clock = systemClock): ServicePlugin {
  return async (app, { db, settings }) => {
    const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
    const configOf = (request: FastifyRequest) =>
      loadPublishedFile<PocketsConfig>(db, settings.configDir, tenants.forHost(request.hostname).id, pocketsConfigFile);
    const todayOf = (payments: PaymentsConfig) => localMoment(clock.now(), payments.calendar.timeZone).date;
    const can = (privilege: 'view' | 'create' | 'edit' | 'delete') => requirePermission(db, ...pocketsFunction, privilege);

    app.get(
      '/v2/pockets',
      { schema: contract.route('GET', '/pocket-tailor/client-api/v2/pockets'), preHandler: can('view') },
      async (request, reply) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        return reply.header('Cache-Control', 'no-store').send({ pockets: await listPockets(db, serviceAgreementId) });
      },
    );

    app.post<{ Body: BodyOf<'createPocket'> }>(
      '/v2/pockets',
      { bodyLimit: 4 * 1024, schema: contract.route('POST', '/pocket-tailor/client-api/v2/pockets'), preHandler: can('create') },
      async (request, reply) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const config = await configOf(request);
        const today = todayOf(await loadPaymentsConfig(db, settings.configDir, tenants.forHost(request.hostname).id));
        const pocket = await db.transaction((tx) => createPocket(tx, config, { serviceAgreementId, today, body: request.body }));
        return reply.status(201).send(pocket);
      },
    );

    app.post<{ Body: BodyOf<'closePocket'> }>(
      '/v2/pockets/closed',
      { bodyLimit: 1024, schema: contract.route('POST', '/pocket-tailor/client-api/v2/pockets/closed'), preHandler: can('delete') },
      async (request) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const payments = await loadPaymentsConfig(db, settings.configDir, tenants.forHost(request.hostname).id);
        const now = clock.now();
        const closer: Closer = {
          userId: request.caller.userId,
          ...(request.caller.actingAgentId ? { agentId: request.caller.actingAgentId } : {}),
          serviceAgreementId,
          today: localMoment(now, payments.calendar.timeZone).date,
          now,
        };
        return db.transaction((tx) => closePocket(tx, payments, closer, request.body.id, request.body.arrangementId));
      },
    );

    app.get<{ Params: { pocketId: string } }>(
      '/v2/pockets/:pocketId',
      { schema: contract.route('GET', '/pocket-tailor/client-api/v2/pockets/{pocketId}'), preHandler: can('view') },
      async (request, reply) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        return reply.header('Cache-Control', 'no-store').send(await readPocket(db, serviceAgreementId, request.params.pocketId));
      },
    );

    app.put<{ Params: { pocketId: string }; Body: BodyOf<'updatePocket'> }>(
      '/v2/pockets/:pocketId',
      { bodyLimit: 4 * 1024, schema: contract.route('PUT', '/pocket-tailor/client-api/v2/pockets/{pocketId}'), preHandler: can('edit') },
      async (request) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const config = await configOf(request);
        const today = todayOf(await loadPaymentsConfig(db, settings.configDir, tenants.forHost(request.hostname).id));
        return db.transaction((tx) => updatePocket(tx, config, { serviceAgreementId, today, id: request.params.pocketId, body: request.body }));
      },
    );
  };
}

export const pocketTailor = createPocketTailor();
