import { paymentReasonCodeValues, paymentStatusValues, type PaymentOrderSubmission } from '../../schemas/api/generated/api-types.js';
import type { HttpClient, HttpRequest } from './http.js';
import { isRecord, oneOf, stringOf, UnexpectedAnswerError } from './json.js';

/*
 * What a payment order answer says of its outcome, and the shell's watch for rejected ones. Apart
 * from payment-order-service.ts, which the forms that send orders load: the shell watches every
 * answer from the first screen on, and needs none of the forms' calls for that.
 */

export const paymentOrdersPath = '/payment-order-service/client-api/v3/payment-orders';

/** A warning or error entry of a payment order answer, as the contract's answers list them. */
export type PaymentOrderErrorEntry = NonNullable<PaymentOrderSubmission['errors']>[number];

/**
 * What a submit or an edit answers (spec/3 §3 "Payment order response fields read"), the
 * contract's PaymentOrderSubmission; its errors are none when absent.
 */
export type PaymentOrderOutcome = Pick<PaymentOrderSubmission, 'id' | 'status' | 'bankStatus' | 'reasonCode' | 'reasonText' | 'errorDescription'> & {
  errors: readonly PaymentOrderErrorEntry[];
};

const isPaymentStatus = oneOf(paymentStatusValues);
const isReasonCode = oneOf(paymentReasonCodeValues);

/** The `errors` or `warnings` entries of an answer; none when absent. */
export function readOrderErrors(value: unknown): PaymentOrderOutcome['errors'] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((entry) => ({
    key: stringOf(entry.key),
    message: stringOf(entry.message),
    context: isRecord(entry.context) ? { ...entry.context } : undefined,
  }));
}

export function readOrderOutcome(answer: unknown): PaymentOrderOutcome {
  if (!isRecord(answer)) throw new UnexpectedAnswerError('the payment order');
  return {
    id: stringOf(answer.id),
    status: isPaymentStatus(answer.status) ? answer.status : undefined,
    bankStatus: stringOf(answer.bankStatus),
    reasonCode: isReasonCode(answer.reasonCode) ? answer.reasonCode : undefined,
    reasonText: stringOf(answer.reasonText),
    errorDescription: stringOf(answer.errorDescription),
    errors: readOrderErrors(answer.errors),
  };
}

/** Whether a call sends an order and answers with it: a submit (POST) or an edit (PUT of one order). */
function answersWithOrder(method: HttpRequest['method'], path: string): boolean {
  if (method === 'POST') return path === paymentOrdersPath;
  if (method !== 'PUT' || !path.startsWith(`${paymentOrdersPath}/`)) return false;
  return !path.slice(paymentOrdersPath.length + 1).includes('/');
}

/** An http client that tells its listeners of every payment order the platform answers REJECTED. */
export interface RejectedPaymentOrderWatch {
  http: HttpClient;
  /** Adds a listener; the function returned removes it. */
  onRejected(listener: (outcome: PaymentOrderOutcome) => void): () => void;
}

/**
 * Wraps the http client to read every submit and edit answer for status REJECTED (spec/1 §4, §8).
 * The shell reads the answers here, below every form that sends an order (the transfer form, quick
 * transfer, the quick actions, an account opening), so a new form cannot forget to; each form
 * still shows its own result.
 */
export function watchRejectedPaymentOrders(http: HttpClient): RejectedPaymentOrderWatch {
  const listeners = new Set<(outcome: PaymentOrderOutcome) => void>();
  const seen = <T>(method: HttpRequest['method'], path: string, answer: T): T => {
    if (answersWithOrder(method, path) && isRecord(answer) && answer.status === 'REJECTED') {
      const outcome = readOrderOutcome(answer);
      for (const listener of listeners) listener(outcome);
    }
    return answer;
  };
  return {
    http: {
      request: async (request) => seen(request.method, request.path, await http.request(request)),
      exchange: async (request) => {
        const answer = await http.exchange(request);
        seen(request.method, request.path, answer.body);
        return answer;
      },
      get: (path, query, signal) => http.get(path, query, signal),
      post: async (path, body) => seen('POST', path, await http.post(path, body)),
      put: async (path, body) => seen('PUT', path, await http.put(path, body)),
      patch: (path, body) => http.patch(path, body),
      delete: (path) => http.delete(path),
    },
    onRejected(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
