import useSWR from 'swr';
import {
  paymentOptionExecutionTimeFrameUnitValues,
  type PaymentOption,
  type PaymentOptionsRequest,
  type PaymentType,
} from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectArray, expectRecord, isRecord, listOf, oneOf, stringOf } from './json.js';
import { usePlatform } from './platform-context.js';

export type { PaymentOption };

const optionsPath = '/payment-order-options/client-api/v1/payment-options';

const isTimeFrameUnit = oneOf(paymentOptionExecutionTimeFrameUnitValues);

const isPaymentOption = (value: unknown): value is PaymentOption =>
  isRecord(value) &&
  isRecord(value.transferFee) &&
  typeof value.transferFee.amount === 'string' &&
  typeof value.transferFee.currencyCode === 'string' &&
  isRecord(value.executionTimeFrame) &&
  typeof value.executionTimeFrame.max === 'number' &&
  isTimeFrameUnit(value.executionTimeFrame.unit) &&
  typeof value.cutOffTime === 'string';

/**
 * The options (fee, cut-off time, how long it takes) of one payment type from the originator
 * account (spec/3 §7): the normal-priority option when the platform offers several, none when it
 * offers that type no option.
 */
export async function findPaymentOption(http: HttpClient, request: PaymentOptionsRequest & { paymentTypes: [PaymentType] }): Promise<PaymentOption | undefined> {
  const answer = expectRecord(await http.post(optionsPath, request), 'the payment options');
  const [paymentType] = request.paymentTypes;
  const entry = expectArray(answer.options, 'the payment options').find((item) => isRecord(item) && stringOf(item.paymentType) === paymentType);
  const options = isRecord(entry) ? listOf(entry.paymentOptions, isPaymentOption) : [];
  return options.find((option) => option.instructionPriority === 'NORM') ?? options[0];
}

/**
 * The payment option a transfer of `paymentType` from `sourceAccountId` gets; nothing is asked
 * until both are chosen. Cached per account and type, so changing the amount asks nothing again.
 */
export function usePaymentOption(sourceAccountId: string | undefined, paymentType: PaymentType | undefined) {
  const { http } = usePlatform();
  return useSWR(
    sourceAccountId && paymentType ? (['payment-order-options/payment-options', sourceAccountId, paymentType] as const) : null,
    ([, arrangementId, type]) => findPaymentOption(http, { originatorAccount: { arrangementId }, paymentTypes: [type] }),
  );
}
