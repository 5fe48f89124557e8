import { useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import {
  counterpartyAccountIdentificationSchemeNameValues,
  paymentTypeValues,
  submittablePaymentTypeValues,
  transferFrequencyValues,
  type BodyOf,
  type Counterparty,
  type CounterpartyAccount,
  type ErrorBody,
  type ErrorItem,
  type InstructedAmount,
  type OriginatorAccount,
  type PaymentOrder as ContractPaymentOrder,
  type PaymentOrderValidation,
  type PaymentOrderValidationRequest,
  type PaymentSchedule,
  type PaymentTemplate as ContractPaymentTemplate,
  type PaymentTemplateCreationRequest,
  type QueryOf,
  type RemittanceInformation,
  type SubmittablePaymentType,
  type TransferFrequency,
} from '../../schemas/api/generated/api-types.js';
import { swrKeys } from './hooks.js';
import { isPlatformError, PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { decimalOf, expectArray, isRecord, oneOf, stringOf, UnexpectedAnswerError } from './json.js';
import { usePlatform } from './platform-context.js';
import { paymentOrdersPath, readOrderErrors, readOrderOutcome, type PaymentOrderErrorEntry, type PaymentOrderOutcome } from './payment-order-outcome.js';
import { transferSwrKeys } from './transfer-accounts.js';

/**
 * payment-order-service (spec/3 §3, §7, §8; spec/1 §8): payment orders (validate, submit, list,
 * read, edit, cancel) and templates, and what the form and the activity read of the answers
 * (the accounts a transfer may use are transfer-accounts.ts). Amounts stay decimal strings end to end.
 */

export const paymentTemplatesPath = '/payment-order-service/client-api/v2/payment-templates';

/** What a member can submit, and how often a recurring payment runs: the contract's enumerations. */
export type PaymentType = SubmittablePaymentType;
export type { TransferFrequency };

/** An account an order or a template names: the contract's CounterpartyAccount without the platform's own ids. */
export type AccountIdentification = Pick<CounterpartyAccount, 'identification' | 'name'>;

/** A payment order as validate, submit and edit take it (spec/3 §3), as the contract defines it. */
export type PaymentOrderRequest = PaymentOrderValidationRequest;

/**
 * What the form reads of a validate answer (spec/3 §7), the contract's PaymentOrderValidation:
 * the id submit sends (required), warnings (none when absent), and the account names lifted out
 * of the order it echoes.
 */
export type ValidatedPaymentOrder = Required<Pick<PaymentOrderValidation, 'id'>> &
  Pick<PaymentOrderValidation, 'isIntraLegalEntityPaymentOrder' | 'canApprove'> & {
    warnings: readonly PaymentOrderErrorEntry[];
    originatorName?: OriginatorAccount['name'];
    counterpartyName?: CounterpartyAccount['name'];
  };

const isPaymentType = oneOf(paymentTypeValues);
const isSubmittablePaymentType = oneOf(submittablePaymentTypeValues);
const isTransferFrequency = oneOf(transferFrequencyValues);
const isAccountScheme = oneOf(counterpartyAccountIdentificationSchemeNameValues);

export function readValidatedOrder(answer: unknown): ValidatedPaymentOrder {
  if (!isRecord(answer)) throw new UnexpectedAnswerError('the payment order check');
  const id = stringOf(answer.id);
  if (!id) throw new UnexpectedAnswerError('the payment order check');
  const info = isRecord(answer.transferTransactionInformation) ? answer.transferTransactionInformation : {};
  const counterpartyAccount = isRecord(info.counterpartyAccount) ? info.counterpartyAccount : {};
  const originator = isRecord(answer.originatorAccount) ? answer.originatorAccount : {};
  return {
    id,
    warnings: readOrderErrors(answer.warnings),
    isIntraLegalEntityPaymentOrder: typeof answer.isIntraLegalEntityPaymentOrder === 'boolean' ? answer.isIntraLegalEntityPaymentOrder : undefined,
    canApprove: typeof answer.canApprove === 'boolean' ? answer.canApprove : undefined,
    originatorName: stringOf(originator.name),
    counterpartyName: stringOf(counterpartyAccount.name),
  };
}

/** Checks an order without moving money; the answer's id is what submit sends (spec/3 §7). */
export async function validatePaymentOrder(http: HttpClient, order: PaymentOrderRequest): Promise<ValidatedPaymentOrder> {
  return readValidatedOrder(await http.post(`${paymentOrdersPath}/validate`, order));
}

/** Submits the order exactly as validated, with the validated id: sending it twice executes it once. */
export async function submitPaymentOrder(http: HttpClient, order: PaymentOrderRequest, validatedId: string): Promise<PaymentOrderOutcome> {
  return readOrderOutcome(await http.post(paymentOrdersPath, { ...order, id: validatedId } satisfies BodyOf<'submitPaymentOrder'>));
}

/** Changes a waiting order; `version` guards against a change made meanwhile. */
export async function editPaymentOrder(http: HttpClient, id: string, order: PaymentOrderRequest, version?: number): Promise<PaymentOrderOutcome> {
  const request: BodyOf<'updatePaymentOrder'> = version === undefined ? order : { ...order, version };
  return readOrderOutcome(await http.put(`${paymentOrdersPath}/${encodeURIComponent(id)}`, request));
}

export async function cancelPaymentOrder(http: HttpClient, id: string): Promise<void> {
  await http.post(`${paymentOrdersPath}/${encodeURIComponent(id)}/cancel`);
}

/**
 * The amount as the platform takes it: a plain decimal with two places ("$1,250.5" → "1250.50").
 * Text that is not an amount stays undefined (the form's pattern has already said why).
 */
export function normalizeAmount(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const whole = (match[1] as string).replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/** Today in the credit union's time zone, as yyyy-mm-dd: the requested execution date of an order made now. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Building a DateTimeFormat costs far more than using it, and a form asks for today on every render. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** spec/1 §8: a REJECTED order shows errorDescription, else reasonText, else the fallback ('Error'). */
export function rejectionText(outcome: Pick<PaymentOrderOutcome, 'errorDescription' | 'reasonText'>, fallback: string): string {
  return outcome.errorDescription || outcome.reasonText || fallback;
}

type PermissibleActions = NonNullable<ContractPaymentOrder['permissibleActions']>;

/**
 * An order as the activity lists it and the form edits it: the contract's PaymentOrder with the
 * order it echoes flattened (accounts, amount, counterparty and memo lifted out of
 * originatorAccount and transferTransactionInformation, whose fields the request schemas define),
 * the schedule's next run (else the delivery date) as its date, and the permissible actions the
 * activity offers as two flags.
 */
export type PaymentOrder = PaymentOrderOutcome &
  Pick<ContractPaymentOrder, 'paymentType' | 'paymentMode' | 'requestedExecutionDate' | 'version' | 'createdAt'> & {
    id: NonNullable<ContractPaymentOrder['id']>;
    nextExecutionDate?: NonNullable<ContractPaymentOrder['schedule']>['nextExecutionDate'];
    amount?: InstructedAmount['amount'];
    currency?: InstructedAmount['currencyCode'];
    originatorAccountId?: OriginatorAccount['arrangementId'];
    originatorName?: OriginatorAccount['name'];
    counterpartyName?: Counterparty['name'];
    counterpartyAccountName?: CounterpartyAccount['name'];
    counterpartyIdentification?: CounterpartyAccount['identification'];
    memo?: RemittanceInformation['content'];
    schedule?: PaymentSchedule;
    canCancel: NonNullable<PermissibleActions['cancel']>;
    canEdit: NonNullable<PermissibleActions['edit']>;
  };

function scheduleOf(value: unknown): PaymentSchedule | undefined {
  if (!isRecord(value)) return undefined;
  const frequency = isTransferFrequency(value.transferFrequency) ? value.transferFrequency : undefined;
  const startDate = stringOf(value.startDate);
  if (!frequency || !startDate) return undefined;
  const repeat = typeof value.repeat === 'number' ? value.repeat : undefined;
  const endDate = stringOf(value.endDate);
  return {
    transferFrequency: frequency,
    every: value.every === undefined ? '1' : String(value.every),
    startDate,
    ...(endDate ? { endDate } : {}),
    ...(repeat !== undefined ? { repeat } : {}),
  };
}

export function readPaymentOrder(value: unknown): PaymentOrder | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  if (!id) return undefined;
  const info = isRecord(value.transferTransactionInformation) ? value.transferTransactionInformation : {};
  const instructed = isRecord(info.instructedAmount) ? info.instructedAmount : {};
  const counterparty = isRecord(info.counterparty) ? info.counterparty : {};
  const counterpartyAccount = isRecord(info.counterpartyAccount) ? info.counterpartyAccount : {};
  const identification = isRecord(counterpartyAccount.identification) ? counterpartyAccount.identification : undefined;
  const originator = isRecord(value.originatorAccount) ? value.originatorAccount : {};
  const originatorIdentification = isRecord(originator.identification) ? originator.identification : {};
  const remittance = isRecord(info.remittanceInformation) ? info.remittanceInformation : {};
  const actions = isRecord(value.permissibleActions) ? value.permissibleActions : {};
  const schedule = isRecord(value.schedule) ? value.schedule : {};
  const scheme = identification?.schemeName;
  const counterpartyId = identification ? stringOf(identification.identification) : undefined;
  return {
    ...readOrderOutcome(value),
    id,
    paymentType: isPaymentType(value.paymentType) ? value.paymentType : undefined,
    paymentMode: stringOf(value.paymentMode),
    requestedExecutionDate: stringOf(value.requestedExecutionDate),
    nextExecutionDate: stringOf(schedule.nextExecutionDate) ?? stringOf(value.deliveryDate),
    amount: decimalOf(instructed.amount),
    currency: stringOf(instructed.currencyCode),
    originatorAccountId: stringOf(originator.arrangementId) ?? stringOf(originatorIdentification.identification),
    originatorName: stringOf(originator.name),
    counterpartyName: stringOf(counterparty.name),
    counterpartyAccountName: stringOf(counterpartyAccount.name),
    counterpartyIdentification:
      counterpartyId && isAccountScheme(scheme) ? { identification: counterpartyId, schemeName: scheme } : undefined,
    memo: stringOf(remittance.content),
    schedule: scheduleOf(value.schedule),
    canCancel: actions.cancel === true,
    canEdit: actions.edit === true,
    version: typeof value.version === 'number' ? value.version : undefined,
    createdAt: stringOf(value.createdAt),
  };
}

export type PaymentOrderQuery = QueryOf<'listPaymentOrders'>;

export interface PaymentOrderPage {
  orders: PaymentOrder[];
  total: number;
}

export async function listPaymentOrders(http: HttpClient, query: PaymentOrderQuery, signal?: AbortSignal): Promise<PaymentOrderPage> {
  const { body, headers } = await http.exchange({
    method: 'GET',
    path: paymentOrdersPath,
    query: { ...query, status: query.status && query.status.length > 0 ? query.status.join(',') : undefined },
    signal,
  });
  const orders = expectArray(body, 'the payment orders')
    .map(readPaymentOrder)
    .filter((order): order is PaymentOrder => order !== undefined);
  const total = Number(headers.get('X-Total-Count'));
  return { orders, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : orders.length };
}

export async function paymentOrder(http: HttpClient, id: string, signal?: AbortSignal): Promise<PaymentOrder> {
  const order = readPaymentOrder(await http.get(`${paymentOrdersPath}/${encodeURIComponent(id)}`, undefined, signal));
  if (!order) throw new UnexpectedAnswerError('the payment order');
  return order;
}

/** One list of orders; the key names the query so the scheduled and history lists cache apart. */
export function usePaymentOrders(name: string, query: PaymentOrderQuery): SWRResponse<PaymentOrderPage, PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR([transferSwrKeys.orders, name, JSON.stringify(query)], () => listPaymentOrders(http, query));
}

/** The order an edit starts from; `undefined` id holds the request back. */
export function usePaymentOrder(id: string | undefined): SWRResponse<PaymentOrder, PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR(id ? [transferSwrKeys.orders, 'one', id] : null, () => paymentOrder(http, id as string));
}

/** What a payment template keeps: the order without date, schedule or id; the amount is optional. */
export type PaymentTemplateDetails = PaymentTemplateCreationRequest['details'];

/**
 * A template as the form loads it: the contract's PaymentTemplate with its id and name required
 * and its open `details` read as the details the form saves (PaymentTemplateCreationRequest).
 */
export type PaymentTemplate = Required<Pick<ContractPaymentTemplate, 'id' | 'name'>> &
  Pick<ContractPaymentTemplate, 'updatedAt'> & { details: PaymentTemplateDetails };

function identificationOf(value: unknown): AccountIdentification | undefined {
  if (!isRecord(value) || !isRecord(value.identification)) return undefined;
  const identification = stringOf(value.identification.identification);
  const scheme = value.identification.schemeName;
  if (!identification || !isAccountScheme(scheme)) return undefined;
  const name = stringOf(value.name);
  return { identification: { identification, schemeName: scheme }, ...(name ? { name } : {}) };
}

/** A template as the form loads it; one whose details the form cannot use is left out. */
export function readPaymentTemplate(value: unknown): PaymentTemplate | undefined {
  if (!isRecord(value) || !isRecord(value.details)) return undefined;
  const id = stringOf(value.id);
  const name = stringOf(value.name);
  const details = value.details;
  const info = isRecord(details.transferTransactionInformation) ? details.transferTransactionInformation : undefined;
  const originator = identificationOf(details.originatorAccount);
  const counterpartyAccount = info ? identificationOf(info.counterpartyAccount) : undefined;
  const paymentType = details.paymentType;
  // The contract names the account a template pays from by its id only (schemeName ID).
  if (!id || !name || !info || originator?.identification.schemeName !== 'ID' || !counterpartyAccount) return undefined;
  if (!isSubmittablePaymentType(paymentType)) return undefined;
  const instructed = isRecord(info.instructedAmount) ? info.instructedAmount : undefined;
  const amount = instructed ? decimalOf(instructed.amount) : undefined;
  const counterparty = isRecord(info.counterparty) ? info.counterparty : {};
  const memo = isRecord(info.remittanceInformation) ? stringOf(info.remittanceInformation.content) : undefined;
  return {
    id,
    name,
    updatedAt: stringOf(value.updatedAt),
    details: {
      paymentType,
      instructionPriority: 'NORM',
      originatorAccount: { ...originator, identification: { identification: originator.identification.identification, schemeName: 'ID' } },
      transferTransactionInformation: {
        ...(amount ? { instructedAmount: { amount, currencyCode: stringOf(instructed?.currencyCode) ?? 'USD' } } : {}),
        counterparty: { name: stringOf(counterparty.name) ?? counterpartyAccount.name ?? counterpartyAccount.identification.identification, role: 'CREDITOR' },
        counterpartyAccount,
        ...(memo ? { remittanceInformation: { type: 'UNSTRUCTURED', content: memo } } : {}),
      },
    },
  };
}

export type PaymentTemplateQuery = QueryOf<'listPaymentTemplates'>;

export interface PaymentTemplatePage {
  templates: PaymentTemplate[];
  total: number;
}

export async function listPaymentTemplates(http: HttpClient, query: PaymentTemplateQuery, signal?: AbortSignal): Promise<PaymentTemplatePage> {
  const { body, headers } = await http.exchange({ method: 'GET', path: paymentTemplatesPath, query: { ...query, name: query.name || undefined }, signal });
  const templates = expectArray(body, 'the payment templates')
    .map(readPaymentTemplate)
    .filter((template): template is PaymentTemplate => template !== undefined);
  const total = Number(headers.get('X-Total-Count'));
  return { templates, total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : templates.length };
}

function templateOfAnswer(answer: unknown): PaymentTemplate {
  const template = readPaymentTemplate(isRecord(answer) ? answer.template : undefined);
  if (!template) throw new UnexpectedAnswerError('the payment template');
  return template;
}

export async function createPaymentTemplate(http: HttpClient, name: string, details: PaymentTemplateDetails): Promise<PaymentTemplate> {
  return templateOfAnswer(await http.post(paymentTemplatesPath, { name, details } satisfies BodyOf<'createPaymentTemplate'>));
}

export async function updatePaymentTemplate(http: HttpClient, id: string, name: string, details: PaymentTemplateDetails): Promise<PaymentTemplate> {
  return templateOfAnswer(await http.put(`${paymentTemplatesPath}/${encodeURIComponent(id)}`, { name, details } satisfies BodyOf<'updatePaymentTemplate'>));
}

/** One template by id: the platform lists by name only, so the form finds it in the member's list. */
export async function paymentTemplate(http: HttpClient, id: string, signal?: AbortSignal): Promise<PaymentTemplate> {
  const pageSize = 100;
  for (let from = 0; from < 1000; from += 1) {
    const page = await listPaymentTemplates(http, { from, size: pageSize }, signal);
    const found = page.templates.find((template) => template.id === id);
    if (found) return found;
    if ((from + 1) * pageSize >= page.total) break;
  }
  throw new PlatformError({ status: 404, method: 'GET', path: `${paymentTemplatesPath}/${id}`, key: 'payment.template.not-found' });
}

/** The template an edit-template page starts from; `undefined` id holds the request back. */
export function usePaymentTemplate(id: string | undefined): SWRResponse<PaymentTemplate, PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR(id ? [transferSwrKeys.templates, 'one', id] : null, () => paymentTemplate(http, id as string));
}

/**
 * The platform's error body (the contract's ErrorBody) as a form maps it onto fields: a
 * PlatformError, or one the form makes itself, so any part may be missing.
 */
export type PaymentOrderFieldError = Readonly<Partial<Pick<ErrorBody, 'key' | 'message'>>> & {
  readonly errors?: readonly Readonly<Partial<ErrorItem>>[];
};

export type PaymentOrderStep =
  | { name: 'form' }
  | { name: 'review'; request: PaymentOrderRequest; validatedId: string }
  | { name: 'result'; request: PaymentOrderRequest; outcome: PaymentOrderOutcome }
  /** Sending failed (a server error, no answer, a refusal no field explains): spec/3 §8's error view. */
  | { name: 'failed'; request: PaymentOrderRequest; validatedId: string; message: string };

export interface PaymentOrderReviewOptions {
  /** The error keys the form places on its fields (its `serverErrors`); any other goes to the banner. */
  mappedKeys: ReadonlySet<string>;
  /** Shows the general error banner, or with `undefined` clears it. */
  showBanner: (text: string | undefined) => void;
  /** Banner texts: an error without a text of its own, and a server failure or no answer. */
  texts: { unknown: string; server: string };
  /** Sends the reviewed order; by default submits it with the validated id. */
  send?: (request: PaymentOrderRequest, validatedId: string) => Promise<PaymentOrderOutcome>;
  /** Called once the order was sent, before the result shows. */
  onSent?: () => void;
}

/** Every read a moved amount changes: balances, both transfer-account lists, the orders. */
function readsMoneyChanges(key: unknown): boolean {
  return (
    key === swrKeys.productSummary ||
    key === transferSwrKeys.debitAccounts ||
    key === transferSwrKeys.creditAccounts ||
    (Array.isArray(key) && key[0] === transferSwrKeys.orders) ||
    (typeof key === 'string' && key.startsWith('arrangement-manager/'))
  );
}

/**
 * Validate → review → submit of a payment order (spec/3 §7–§8), shared by every form that moves
 * money. `review` validates a built order and shows the review; `confirm` sends it with the
 * validated id. A refusal of validate (4xx) stays on the form, keys the form maps on their fields
 * (`serverError`) and the rest in the banner. A send that fails goes on to the `failed` step
 * (spec/3 §8 error view); without an answer the order may or may not have run, so trying again
 * from there sends the same validated id, which the platform executes at most once.
 */
export function usePaymentOrderReview(options: PaymentOrderReviewOptions) {
  const { http } = usePlatform();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<PaymentOrderStep>({ name: 'form' });
  const [serverError, setServerError] = useState<PaymentOrderFieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const { mappedKeys, showBanner, texts } = options;

  const refreshBalances = () => void mutate(readsMoneyChanges);

  /** Says what went wrong: mapped keys on their fields, anything else in the banner (spec/3 §8). */
  const showFailure = (error: unknown) => {
    if (isPlatformError(error) && error.status >= 400 && error.status < 500) {
      const entries = error.errors.length > 0 ? error.errors : [{ key: error.key, message: error.message }];
      const unmapped = entries.filter((entry) => entry.key === undefined || !mappedKeys.has(entry.key));
      setServerError(unmapped.length < entries.length ? error : null);
      const messages = [...new Set(unmapped.map((entry) => entry.message).filter((message): message is string => Boolean(message)))];
      if (unmapped.length > 0) showBanner(messages.length > 0 ? messages.join(' ') : texts.unknown);
      return;
    }
    setServerError(null);
    showBanner(isPlatformError(error) && error.status >= 500 ? texts.server : texts.unknown);
  };

  /** Validates the order and shows the review; a failure is shown and thrown (the form keeps its data). */
  const review = async (request: PaymentOrderRequest) => {
    setBusy(true);
    try {
      const validated = await validatePaymentOrder(http, request);
      setServerError(null);
      setStep({ name: 'review', request, validatedId: validated.id });
    } catch (error) {
      showFailure(error);
      throw error;
    } finally {
      setBusy(false);
    }
  };

  /** What a failed send says in its error view: the server text for a 5xx or no answer, else the refusal's own words. */
  const failureText = (error: unknown): string => {
    if (!isPlatformError(error) || error.status >= 500) return texts.server;
    const entries = error.errors.length > 0 ? error.errors : [{ key: error.key, message: error.message }];
    const messages = [...new Set(entries.map((entry) => entry.message).filter((message): message is string => Boolean(message)))];
    return messages.length > 0 ? messages.join(' ') : texts.unknown;
  };

  /**
   * Sends the reviewed order (again, from the error view: the same validated id, which the platform
   * executes at most once). A refusal the form places on its fields goes back to the form; any
   * other failure goes on to the error view (spec/3 §8), and the form keeps what was typed.
   */
  const confirm = async () => {
    if (step.name !== 'review' && step.name !== 'failed') return;
    const { request, validatedId } = step;
    setBusy(true);
    showBanner(undefined);
    try {
      const send = options.send ?? ((order, id) => submitPaymentOrder(http, order, id));
      const outcome = await send(request, validatedId);
      refreshBalances();
      options.onSent?.();
      setStep({ name: 'result', request, outcome });
    } catch (error) {
      const refusal = isPlatformError(error) && error.status >= 400 && error.status < 500;
      const entries = refusal ? (error.errors.length > 0 ? error.errors : [{ key: error.key }]) : [];
      if (refusal && entries.every((entry) => entry.key !== undefined && mappedKeys.has(entry.key))) {
        setServerError(error);
        setStep({ name: 'form' });
        return;
      }
      if (!refusal) refreshBalances();
      setServerError(null);
      setStep({ name: 'failed', request, validatedId, message: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return { step, setStep, busy, serverError, setServerError, review, confirm };
}
