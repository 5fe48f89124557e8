import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { ApiError, notFound } from '../http/errors.js';
import { localMoment, systemClock, type Clock } from '../payments/calendar.js';
import { loadPaymentsConfig, type PaymentsConfig } from '../payments/config.js';
import { createOrder, lockOrder, orderColumns, readOrder, scheduleOrExecute, type OrderRow } from '../payments/execution.js';
import { contactLimitName, releaseDailyLimit } from '../payments/limits.js';
import { checkAccountOpening, isAccountOpening, openAccount } from '../payments/account-opening.js';
import { loadProductCatalogue } from '../payments/product-catalogue.js';
import { recordDeclinedOrder, riskReviewDecline } from '../payments/risk-review.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { checkPaymentOrder, errorItem, fingerprintOf, messageOf, PaymentRejection, type CheckedOrder, type OrderContext, type PaymentOrderBody } from '../payments/validation.js';
import { contract } from './contract/index.js';
import { withoutEmpty } from './answer-fields.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, requirePermission, serviceAgreementOf } from './request-context.js';
import { paymentTemplates } from './payment-templates.js';
import type {
  PaymentOrderSubmissionRequest,
  PaymentOrderUpdateRequest,
  PaymentOrderValidationRequest,
  QueryOf,
} from '../../../schemas/api/generated/api-types.js';

/** A refused order: 400 in the platform's error body, each broken rule a keyed error with its context. */
function rejectionError(rejection: PaymentRejection): ApiError {
  return new ApiError(400, rejection.key, rejection.message, rejection.errors);
}

async function refusedAs400<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof PaymentRejection) throw rejectionError(error);
    throw error;
  }
}

const conflictOf = (config: PaymentsConfig, key: string) => new ApiError(409, key, messageOf(config, key), [errorItem(config, key)]);

type ListQuery = QueryOf<'listPaymentOrders', 'from' | 'size' | 'orderBy' | 'direction'>;

const orderByColumn = { requestedExecutionDate: 'requested_execution_date', createdAt: 'created_at', amount: 'amount' } as const;

/** Lists may arrive as repeated parameters or comma separated (`status=ACCEPTED,PROCESSED`). */
function splitCommas(value: unknown): unknown {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',').map((part) => part.trim()).filter(Boolean) : [item]));
}

/** Where an order stands, with the keyed error of a rejection for the form: the submit answer and the order itself both tell it. */
function outcomeOf(row: OrderRow) {
  return {
    id: row.id,
    status: row.status,
    bankStatus: row.bank_status,
    reasonCode: row.reason_code,
    reasonText: row.reason_text,
    errorDescription: row.error_description,
    errors: row.error_key ? [{ key: row.error_key, message: row.error_description ?? '', context: row.error_context ?? {} }] : undefined,
  };
}

/** The answer to a submit: the order's outcome. */
function submitResult(row: OrderRow) {
  return withoutEmpty({ ...outcomeOf(row), exportAllowed: false });
}

/** The order in the platform's shape (GET list and detail). Another member's account ids are never shown. */
function orderOf(row: OrderRow, accounts: Map<string, { external: string; name: string }>) {
  const body = row.body;
  const info = body.transferTransactionInformation;
  const originator = accounts.get(row.originator_arrangement_id);
  const counterparty = row.counterparty_arrangement_id && !row.to_other_member ? accounts.get(row.counterparty_arrangement_id) : undefined;
  const editable = row.status === 'ACCEPTED';
  return withoutEmpty({
    ...outcomeOf(row),
    paymentType: row.payment_type,
    paymentMode: row.payment_mode,
    instructionPriority: body.instructionPriority ?? 'NORM',
    requestedExecutionDate: row.requested_execution_date,
    deliveryDate: row.next_execution_date ?? undefined,
    originatorAccount: withoutEmpty({
      arrangementId: row.originator_arrangement_id,
      externalArrangementId: originator?.external,
      identification: body.originatorAccount.identification,
      name: originator?.name ?? body.originatorAccount.name,
    }),
    originator: body.originator,
    schedule: body.schedule
      ? withoutEmpty({ ...body.schedule, nextExecutionDate: row.next_execution_date ?? undefined })
      : undefined,
    transferTransactionInformation: withoutEmpty({
      instructedAmount: { amount: row.amount, currencyCode: row.currency },
      counterparty: { name: info.counterparty.name, role: info.counterparty.role ?? 'CREDITOR' },
      counterpartyAccount: withoutEmpty({
        identification: info.counterpartyAccount.identification,
        arrangementId: counterparty ? row.counterparty_arrangement_id : undefined,
        externalArrangementId: counterparty?.external,
        name: counterparty?.name ?? info.counterpartyAccount.name,
      }),
      remittanceInformation: info.remittanceInformation,
      purposeOfPayment: info.purposeOfPayment,
      endToEndIdentification: info.endToEndIdentification,
    }),
    permissibleActions: { approve: false, finalApprove: false, reject: false, cancel: editable, delete: false, edit: editable, create: true, export: false },
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    edited: row.version > 1,
    version: row.version,
  });
}

async function accountNames(db: Queryable, rows: OrderRow[]) {
  const ids = [...new Set(rows.flatMap((row) => [row.originator_arrangement_id, ...(row.counterparty_arrangement_id ? [row.counterparty_arrangement_id] : [])]))];
  const found = await db.query<{ id: string; external_arrangement_id: string; display_name: string }>(
    `select id, external_arrangement_id, display_name from arrangements where id = any($1::text[])`,
    [ids],
  );
  return new Map(found.map((row) => [row.id, { external: row.external_arrangement_id, name: row.display_name }]));
}

/** What the validate answer tells of a checked order; an account opening has no counterparty account yet. */
type ValidatedParts = Pick<CheckedOrder, 'originator' | 'amount' | 'currency' | 'toOtherMember'> & { counterparty?: CheckedOrder['counterparty'] };

/** The validate answer: the order as checked, with what the form reads (spec/3 §7). */
function validatedOrder(id: string, body: PaymentOrderBody, checked: ValidatedParts) {
  const info = body.transferTransactionInformation;
  const own = !checked.toOtherMember;
  return withoutEmpty({
    id,
    paymentType: body.paymentType,
    paymentMode: body.paymentMode,
    instructionPriority: body.instructionPriority ?? 'NORM',
    requestedExecutionDate: body.requestedExecutionDate,
    originatorAccount: {
      arrangementId: checked.originator.arrangementId,
      externalArrangementId: checked.originator.externalArrangementId,
      identification: body.originatorAccount.identification,
      name: checked.originator.displayName,
    },
    originator: body.originator,
    schedule: body.schedule,
    isIntraLegalEntityPaymentOrder: own,
    canApprove: true,
    finalApprover: true,
    warnings: [],
    transferTransactionInformation: withoutEmpty({
      instructedAmount: { amount: checked.amount, currencyCode: checked.currency },
      counterparty: { name: info.counterparty.name, role: info.counterparty.role ?? 'CREDITOR' },
      counterpartyAccount: withoutEmpty({
        identification: info.counterpartyAccount.identification,
        arrangementId: own ? checked.counterparty?.arrangementId : undefined,
        externalArrangementId: own ? checked.counterparty?.externalArrangementId : undefined,
        name: (own ? checked.counterparty?.displayName : undefined) ?? info.counterpartyAccount.name,
      }),
      remittanceInformation: info.remittanceInformation,
      purposeOfPayment: info.purposeOfPayment,
      endToEndIdentification: info.endToEndIdentification,
    }),
  });
}

/**
 * What a submit finds under its id, read in one statement (one round trip, one snapshot): the
 * order, when this id was submitted before, and the member's review of it with whether it expired.
 */
async function orderOrReviewOf(db: Queryable, id: string, context: OrderContext, now: Date) {
  const [found] = await db.query<{ order: OrderRow | null; fingerprint: string | null; expired: boolean | null }>(
    `select (select to_jsonb(o) from (select ${orderColumns} from payment_orders where id = $1) o) as "order", v.fingerprint, v.expired
       from (select 1) one
       left join (select fingerprint, expires_at < $4::timestamptz as expired from payment_order_validations
                   where id = $1 and user_id = $2 and service_agreement_id = $3) v on true`,
    [id, context.userId, context.serviceAgreementId, now.toISOString()],
  );
  return {
    existing: found?.order ?? undefined,
    validation: found?.fingerprint != null ? { fingerprint: found.fingerprint, expired: found.expired === true } : undefined,
  };
}

/**
 * payment-order-service: payment orders on the sandbox's ledger (spec/3 §3–§8). A member reviews
 * an order (validate: every rule checked, nothing moved, an id handed out), then submits it with
 * that id: today's orders execute at once in one database transaction, later ones wait for the
 * scheduler. Submitting the same reviewed order again answers with the first outcome. Orders are
 * listed, read, edited and cancelled in the agreement the member acts in.
 */
export function createPaymentOrderService(clock: Clock = systemClock): ServicePlugin {
  return async (app, { db, settings, verifier }) => {
    const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
    const config = (request: FastifyRequest) => loadPaymentsConfig(db, settings.configDir, tenants.forHost(request.hostname).id);
    const canCreate = requirePermission(db, 'Payments', 'A2A Transfer', 'create');
    const canView = requirePermission(db, 'Payments', 'A2A Transfer', 'view');
    const canEdit = requirePermission(db, 'Payments', 'A2A Transfer', 'edit');
    const canCancel = requirePermission(db, 'Payments', 'A2A Transfer', 'cancel');

    async function contextOf(request: FastifyRequest, payments: PaymentsConfig) {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const today = localMoment(clock.now(), payments.calendar.timeZone).date;
      return { userId: request.caller.userId, serviceAgreementId, today };
    }

    async function check(payments: PaymentsConfig, context: OrderContext, body: PaymentOrderBody) {
      return refusedAs400(() => checkPaymentOrder(db, payments, context, body));
    }

    /** An account opening (purpose NewAccount), checked against the catalogue of the request's tenant. */
    async function checkOpening(request: FastifyRequest, payments: PaymentsConfig, context: OrderContext, body: PaymentOrderBody) {
      const catalogue = await loadProductCatalogue(db, settings.configDir, tenants.forHost(request.hostname).id);
      return { catalogue, checked: await refusedAs400(() => checkAccountOpening(db, payments, catalogue, context, body)) };
    }

    /** An order of the agreement the caller acts in; any other id is "not found". */
    async function ownOrder(request: FastifyRequest, id: string, payments: PaymentsConfig): Promise<OrderRow> {
      const serviceAgreementId = await serviceAgreementOf(db, request);
      const row = await readOrder(db, id);
      if (!row || row.service_agreement_id !== serviceAgreementId) {
        throw notFound(messageOf(payments, 'payment.not-found'), 'payment.not-found');
      }
      return row;
    }

    app.post<{ Body: PaymentOrderValidationRequest }>(
      '/v3/payment-orders/validate',
      {
        bodyLimit: 16 * 1024,
        schema: contract.route('POST', '/payment-order-service/client-api/v3/payment-orders/validate'),
        preHandler: canCreate,
      },
      async (request) => {
        const payments = await config(request);
        const context = await contextOf(request, payments);
        // An account opening sends money to the member's own new account.
        const checked = isAccountOpening(request.body)
          ? { ...(await checkOpening(request, payments, context, request.body)).checked, toOtherMember: false }
          : await check(payments, context, request.body);
        const id = randomUUID();
        await db.query(
          `insert into payment_order_validations (id, user_id, service_agreement_id, fingerprint, expires_at)
           values ($1, $2, $3, $4, $5::timestamptz)`,
          [id, context.userId, context.serviceAgreementId, fingerprintOf(request.body), new Date(clock.now().getTime() + payments.rules.validationSeconds * 1000).toISOString()],
        );
        return validatedOrder(id, request.body, checked);
      },
    );

    app.post<{ Body: PaymentOrderSubmissionRequest }>(
      '/v3/payment-orders',
      {
        bodyLimit: 16 * 1024,
        schema: contract.route('POST', '/payment-order-service/client-api/v3/payment-orders'),
        preHandler: canCreate,
      },
      async (request, reply) => {
        const payments = await config(request);
        const context = await contextOf(request, payments);
        const { id } = request.body;
        const answer = (row: OrderRow) => reply.status(202).send(submitResult(row));
        const { existing, validation } = await orderOrReviewOf(db, id, context, clock.now());
        if (existing) {
          // The same reviewed order again: the first outcome, never a second execution.
          if (existing.service_agreement_id === context.serviceAgreementId && existing.created_by === context.userId) return answer(existing);
          throw rejectionError(new PaymentRejection([errorItem(payments, 'payment.validation.required')]));
        }
        const refuse = (key: string) => rejectionError(new PaymentRejection([errorItem(payments, key)]));
        if (!validation) throw refuse('payment.validation.required');
        if (validation.fingerprint !== fingerprintOf(request.body)) throw refuse('payment.validation.mismatch');
        if (validation.expired) throw refuse('payment.validation.expired');
        if (isAccountOpening(request.body)) {
          const opening = await checkOpening(request, payments, { ...context, balances: false }, request.body);
          await db.transaction((tx) =>
            openAccount(
              tx,
              payments,
              opening.catalogue,
              {
                id,
                userId: context.userId,
                ...(request.caller.actingAgentId ? { agentId: request.caller.actingAgentId } : {}),
                serviceAgreementId: context.serviceAgreementId,
                today: context.today,
                checked: opening.checked,
                body: request.body,
              },
              clock.now(),
            ),
          );
          return answer((await readOrder(db, id))!);
        }
        const checked = await check(payments, { ...context, balances: false }, request.body);
        const order = {
          id,
          userId: context.userId,
          ...(request.caller.actingAgentId ? { agentId: request.caller.actingAgentId } : {}),
          serviceAgreementId: context.serviceAgreementId,
          checked,
          body: request.body,
        };
        // The fraud review runs once the member sends the reviewed order, as a platform's does.
        const declined = riskReviewDecline(payments, request.body, checked);
        const submitted = declined ? await recordDeclinedOrder(db, order, declined) : await db.transaction((tx) => createOrder(tx, payments, order, clock.now()));
        // A concurrent submit of the same review recorded it first: its outcome is the answer.
        return answer(submitted === 'duplicate' ? (await readOrder(db, id))! : submitted);
      },
    );

    app.get<{ Querystring: ListQuery }>(
      '/v3/payment-orders',
      {
        schema: contract.route('GET', '/payment-order-service/client-api/v3/payment-orders'),
        preValidation: async (request) => {
          const query = request.query as unknown as Record<string, unknown>;
          for (const key of ['status', 'paymentTypes']) if (query[key] !== undefined) query[key] = splitCommas(query[key]);
        },
        preHandler: canView,
      },
      async (request, reply) => {
        const serviceAgreementId = await actingServiceAgreementOf(db, request);
        const query = request.query;
        const params: unknown[] = [serviceAgreementId];
        const conditions = ['service_agreement_id = $1'];
        if (query.status) {
          params.push(query.status);
          conditions.push(`status = any($${params.length}::text[])`);
        }
        if (query.paymentTypes) {
          params.push(query.paymentTypes);
          conditions.push(`payment_type = any($${params.length}::text[])`);
        }
        if (query.requestedExecutionDateFrom) {
          params.push(query.requestedExecutionDateFrom);
          conditions.push(`requested_execution_date >= $${params.length}::date`);
        }
        if (query.requestedExecutionDateTo) {
          params.push(query.requestedExecutionDateTo);
          conditions.push(`requested_execution_date <= $${params.length}::date`);
        }
        const where = conditions.join(' and ');
        const [count] = await db.query<{ total: number }>(`select count(*)::int as total from payment_orders where ${where}`, params);
        params.push(query.size, query.from * query.size);
        const rows = await db.query<OrderRow>(
          `select ${orderColumns} from payment_orders where ${where}
            order by ${orderByColumn[query.orderBy]} ${query.direction}, created_at ${query.direction}, id
            limit $${params.length - 1} offset $${params.length}`,
          params,
        );
        reply.header('X-Total-Count', String(count?.total ?? 0));
        const accounts = await accountNames(db, rows);
        return rows.map((row) => orderOf(row, accounts));
      },
    );

    app.get<{ Params: { paymentOrderId: string } }>(
      '/v3/payment-orders/:paymentOrderId',
      {
        schema: contract.route('GET', '/payment-order-service/client-api/v3/payment-orders/{paymentOrderId}'),
        preHandler: canView,
      },
      async (request) => {
        const row = await ownOrder(request, request.params.paymentOrderId, await config(request));
        return orderOf(row, await accountNames(db, [row]));
      },
    );

    app.put<{ Params: { paymentOrderId: string }; Body: PaymentOrderUpdateRequest }>(
      '/v3/payment-orders/:paymentOrderId',
      {
        bodyLimit: 16 * 1024,
        schema: contract.route('PUT', '/payment-order-service/client-api/v3/payment-orders/{paymentOrderId}'),
        preHandler: canEdit,
      },
      async (request) => {
        const payments = await config(request);
        const context = await contextOf(request, payments);
        const id = request.params.paymentOrderId;
        const before = await ownOrder(request, id, payments);
        if (before.status === 'CANCELLED') throw conflictOf(payments, 'payment.canceled');
        if (before.status !== 'ACCEPTED') throw conflictOf(payments, 'payment.processing');
        const reserved = before.limit_reserved_for ? { date: before.limit_reserved_for, amount: before.amount } : undefined;
        const checked = await check(payments, { ...context, ...(reserved ? { reserved } : {}) }, request.body);
        const edited = await db.transaction(async (tx) => {
          // Locked: the scheduler cannot execute it while it changes, nor can two edits cross.
          const row = await lockOrder(tx, id);
          if (!row || row.status === 'CANCELLED') throw conflictOf(payments, 'payment.canceled');
          if (row.status !== 'ACCEPTED') throw conflictOf(payments, 'payment.processing');
          if (request.body.version !== undefined && request.body.version !== row.version) throw conflictOf(payments, 'payment.version.conflict');
          if (row.limit_reserved_for) await releaseDailyLimit(tx, row.created_by, contactLimitName, row.limit_reserved_for, row.amount);
          const { version: _version, ...body } = request.body;
          const [changed] = await tx.query<OrderRow>(
            `update payment_orders
                set payment_type = $2, payment_mode = $3, originator_arrangement_id = $4, counterparty_arrangement_id = $5,
                    to_other_member = $6, amount = $7::numeric, currency = $8, requested_execution_date = $9::date,
                    limit_reserved_for = null, body = $10::jsonb, version = version + 1, error_description = null,
                    error_key = null, error_context = null, reason_code = null, updated_at = now()
              where id = $1
              returning ${orderColumns}`,
            [
              id, checked.paymentType, checked.paymentMode, checked.originator.arrangementId, checked.counterparty.arrangementId,
              checked.toOtherMember, checked.amount, checked.currency, checked.requestedExecutionDate, JSON.stringify(body),
            ],
          );
          return scheduleOrExecute(tx, payments, changed!, clock.now());
        });
        return submitResult(edited);
      },
    );

    app.post<{ Params: { paymentOrderId: string } }>(
      '/v3/payment-orders/:paymentOrderId/cancel',
      {
        schema: contract.route('POST', '/payment-order-service/client-api/v3/payment-orders/{paymentOrderId}/cancel'),
        preHandler: canCancel,
      },
      async (request) => {
        const payments = await config(request);
        const id = request.params.paymentOrderId;
        await ownOrder(request, id, payments);
        return db.transaction(async (tx) => {
          const row = (await lockOrder(tx, id))!;
          if (row.status === 'CANCELLED') return { accepted: true, status: 'CANCELLED' };
          if (row.status === 'ACCEPTED' && row.payment_type === 'P2P_TRANSFER' && row.reason_code === 'PP02') {
            throw conflictOf(payments, 'payment.cancel.accepted-by-recipient');
          }
          if (row.status !== 'ACCEPTED') throw conflictOf(payments, 'payment.processing');
          if (row.limit_reserved_for) await releaseDailyLimit(tx, row.created_by, contactLimitName, row.limit_reserved_for, row.amount);
          await tx.query(
            `update payment_orders
                set status = 'CANCELLED', bank_status = 'CANCELLED', next_occurrence_date = null, next_execution_date = null,
                    limit_reserved_for = null, version = version + 1, updated_at = now()
              where id = $1`,
            [id],
          );
          return { accepted: true, status: 'CANCELLED' };
        });
      },
    );

    await app.register(paymentTemplates, { db, settings, verifier });
  };
}

export const paymentOrderService: ServicePlugin = createPaymentOrderService();
