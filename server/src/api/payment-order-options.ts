import { loadTenantDirectory } from '../config/tenants.js';
import { badRequest, notFound } from '../http/errors.js';
import { loadPaymentsConfig, type PaymentsConfig, type PaymentTypeOptions } from '../payments/config.js';
import type { ServicePlugin } from './index.js';
import { contract } from './contract/index.js';
import { requireArrangementOfAgreement, requirePermission } from './request-context.js';
import type { PaymentOptionsRequest } from '../../../schemas/api/generated/api-types.js';

/** One payment type's options as the platform answers them: the fee in the transfer currency, the calendar's cut-off. */
function answerOf(payments: PaymentsConfig, configured: PaymentTypeOptions) {
  return configured.options.map((option) => ({
    instructionPriority: option.instructionPriority,
    transferFee: { amount: option.transferFee, currencyCode: payments.currency },
    chargeBearer: option.chargeBearer,
    executionTimeFrame: option.executionTimeFrame,
    cutOffTime: payments.calendar.cutOffTime,
  }));
}

/**
 * payment-order-options: what each payment type costs and how long it takes (spec/3 §7), from
 * config/payments.json's `paymentOptions`, so the transfer form can tell a member before they
 * review a transfer. The answer is the same for every account of the member; asking about an
 * account the member does not act for is "not found", like every other call.
 */
export const paymentOrderOptions: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const canCreate = requirePermission(db, 'Payments', 'A2A Transfer', 'create');

  app.post<{ Body: PaymentOptionsRequest }>(
    '/v1/payment-options',
    { schema: contract.route('POST', '/payment-order-options/client-api/v1/payment-options'), preHandler: canCreate },
    async (request) => {
      const payments = await loadPaymentsConfig(db, settings.configDir, tenants.forHost(request.hostname).id);
      const { originatorAccount, instructedAmount, paymentTypes } = request.body;
      if (instructedAmount && instructedAmount.currencyCode !== payments.currency) {
        throw badRequest(payments.messages['payment.currency.unsupported'] ?? 'Unsupported currency.', [], 'payment.currency.unsupported');
      }
      await requireArrangementOfAgreement(db, request, originatorAccount.arrangementId);
      const configured = Object.entries(payments.paymentOptions ?? {}).filter(
        (entry): entry is [string, PaymentTypeOptions] => entry[1] !== undefined && (!paymentTypes || paymentTypes.some((type) => type === entry[0])),
      );
      return { options: configured.map(([paymentType, options]) => ({ paymentType, paymentOptions: answerOf(payments, options) })) };
    },
  );

  app.get<{ Params: { paymentType: string } }>(
    '/v1/payment-options/:paymentType',
    { schema: contract.route('GET', '/payment-order-options/client-api/v1/payment-options/{paymentType}'), preHandler: canCreate },
    async (request) => {
      const payments = await loadPaymentsConfig(db, settings.configDir, tenants.forHost(request.hostname).id);
      const { paymentType } = request.params;
      const configured = payments.paymentOptions?.[paymentType];
      if (!configured) throw notFound('There are no options for this payment type.', 'payment-options.not-found');
      return { paymentType, canEditCounterparty: configured.canEditCounterparty, paymentOptions: answerOf(payments, configured) };
    },
  );
};
