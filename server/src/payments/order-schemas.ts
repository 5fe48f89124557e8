import { identifier } from '../api/schemas/common.js';
import { paymentTypes } from './validation.js';

/**
 * JSON Schemas of the payment-order routes: the request body of spec/3 §3 (closed: an unknown
 * field is a 400) and the answers in the platform's shapes (response-shapes.txt, v3
 * payment-orders).
 */

const amount = { type: 'string', minLength: 1, maxLength: 13, pattern: '^(0|[1-9][0-9]{0,9})(\\.[0-9]{1,2})?$' } as const;
const date = { type: 'string', format: 'date' } as const;
const name = { type: 'string', minLength: 1, maxLength: 140 } as const;
const instructedAmount = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'currencyCode'],
  properties: { amount, currencyCode: { type: 'string', pattern: '^[A-Z]{3}$' } },
} as const;
const counterparty = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name, role: { type: 'string', enum: ['CREDITOR'] } },
} as const;
const accountIdentifier = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' } as const;

export const accountReference = (schemes: readonly string[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['identification'],
    properties: {
      identification: {
        type: 'object',
        additionalProperties: false,
        required: ['identification', 'schemeName'],
        properties: { identification: accountIdentifier, schemeName: { type: 'string', enum: [...schemes] } },
      },
      name,
      arrangementId: identifier,
      externalArrangementId: identifier,
    },
  }) as const;

export const frequencies = ['DAILY', 'WEEKLY', 'BIWEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'] as const;

/** A payment order as validate, submit and edit receive it. */
export function paymentOrderBodySchema(options: { withId: boolean; withVersion: boolean }) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['paymentType', 'paymentMode', 'requestedExecutionDate', 'originatorAccount', 'transferTransactionInformation', ...(options.withId ? ['id'] : [])],
    properties: {
      ...(options.withId ? { id: identifier } : {}),
      ...(options.withVersion ? { version: { type: 'integer', minimum: 1, maximum: 1_000_000 } } : {}),
      paymentType: { type: 'string', enum: [...paymentTypes] },
      paymentMode: { type: 'string', enum: ['SINGLE', 'RECURRING'] },
      instructionPriority: { type: 'string', enum: ['NORM'] },
      requestedExecutionDate: date,
      originatorAccount: accountReference(['ID']),
      originator: { type: 'object', additionalProperties: false, properties: { name } },
      schedule: {
        type: 'object',
        additionalProperties: false,
        required: ['transferFrequency', 'startDate'],
        properties: {
          transferFrequency: { type: 'string', enum: [...frequencies] },
          every: { anyOf: [{ type: 'string', pattern: '^[1-9][0-9]?$' }, { type: 'integer', minimum: 1, maximum: 99 }] },
          on: { type: 'integer', minimum: 1, maximum: 31 },
          startDate: date,
          endDate: date,
          repeat: { type: 'integer', minimum: 1, maximum: 1000 },
          nonWorkingDayExecutionStrategy: { type: 'string', enum: ['AFTER'] },
        },
      },
      transferTransactionInformation: {
        type: 'object',
        additionalProperties: false,
        required: ['instructedAmount', 'counterparty', 'counterpartyAccount'],
        properties: {
          instructedAmount,
          counterparty,
          counterpartyAccount: accountReference(['ID', 'BBAN']),
          purposeOfPayment: {
            type: 'object',
            additionalProperties: false,
            properties: {
              code: { anyOf: [{ type: 'string', minLength: 1, maxLength: 35 }, { type: 'integer', minimum: 0, maximum: 999_999 }] },
              freeText: { type: 'string', minLength: 1, maxLength: 140 },
            },
          },
          remittanceInformation: {
            type: 'object',
            additionalProperties: false,
            required: ['content'],
            properties: { type: { type: 'string', enum: ['UNSTRUCTURED'] }, content: { type: 'string', maxLength: 500 } },
          },
          endToEndIdentification: { type: 'string', minLength: 1, maxLength: 35 },
        },
      },
    },
  } as const;
}

const open = { type: 'object', additionalProperties: true } as const;
const errorItems = {
  type: 'array',
  items: { type: 'object', properties: { key: { type: 'string' }, message: { type: 'string' }, context: open } },
} as const;

const orderFields = {
  id: { type: 'string' },
  paymentType: { type: 'string' },
  paymentMode: { type: 'string' },
  instructionPriority: { type: 'string' },
  requestedExecutionDate: { type: 'string' },
  originatorAccount: open,
  originator: open,
  schedule: open,
  transferTransactionInformation: open,
} as const;

export const validateResponse = {
  type: 'object',
  properties: {
    ...orderFields,
    isIntraLegalEntityPaymentOrder: { type: 'boolean' },
    canApprove: { type: 'boolean' },
    finalApprover: { type: 'boolean' },
    warnings: errorItems,
  },
} as const;

export const submitResponse = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    status: { type: 'string' },
    bankStatus: { type: 'string' },
    reasonCode: { type: 'string' },
    reasonText: { type: 'string' },
    errorDescription: { type: 'string' },
    exportAllowed: { type: 'boolean' },
    errors: errorItems,
  },
} as const;

export const orderResponse = {
  type: 'object',
  properties: {
    ...orderFields,
    status: { type: 'string' },
    bankStatus: { type: 'string' },
    reasonCode: { type: 'string' },
    reasonText: { type: 'string' },
    errorDescription: { type: 'string' },
    errors: errorItems,
    deliveryDate: { type: 'string' },
    permissibleActions: {
      type: 'object',
      properties: Object.fromEntries(
        ['approve', 'finalApprove', 'reject', 'cancel', 'delete', 'edit', 'create', 'export'].map((action) => [action, { type: 'boolean' }]),
      ),
    },
    createdBy: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    edited: { type: 'boolean' },
    version: { type: 'integer' },
  },
} as const;

export const cancelResponse = {
  type: 'object',
  properties: { accepted: { type: 'boolean' }, status: { type: 'string' } },
} as const;

export const statuses = [
  'DRAFT', 'ENTERED', 'READY', 'ACCEPTED', 'PROCESSED', 'REJECTED', 'CANCELLED', 'CANCELLATION_PENDING',
  'CONFIRMATION_PENDING', 'CONFIRMATION_DECLINED',
] as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'array', maxItems: 10, items: { type: 'string', enum: [...statuses] } },
    paymentTypes: { type: 'array', maxItems: 10, items: { type: 'string', enum: ['INTERNAL_TRANSFER', 'INTRABANK_TRANSFER', 'P2P_TRANSFER', 'LOAN_PAYMENT', 'LOAN_ADVANCE', 'EXTERNAL_A2A'] } },
    requestedExecutionDateFrom: date,
    requestedExecutionDateTo: date,
    from: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: 500, default: 10 },
    orderBy: { type: 'string', enum: ['requestedExecutionDate', 'createdAt', 'amount'], default: 'requestedExecutionDate' },
    direction: { type: 'string', enum: ['ASC', 'DESC'], default: 'DESC' },
  },
} as const;

export const orderIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentOrderId'],
  properties: { paymentOrderId: identifier },
} as const;

/** What a payment template keeps: the order without dates, schedule or id (amount optional). */
export const templateDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['paymentType', 'originatorAccount', 'transferTransactionInformation'],
  properties: {
    paymentType: { type: 'string', enum: [...paymentTypes] },
    instructionPriority: { type: 'string', enum: ['NORM'] },
    originatorAccount: accountReference(['ID']),
    transferTransactionInformation: {
      type: 'object',
      additionalProperties: false,
      required: ['counterparty', 'counterpartyAccount'],
      properties: {
        instructedAmount,
        counterparty,
        counterpartyAccount: accountReference(['ID', 'BBAN']),
        remittanceInformation: {
          type: 'object',
          additionalProperties: false,
          required: ['content'],
          properties: { type: { type: 'string', enum: ['UNSTRUCTURED'] }, content: { type: 'string', maxLength: 500 } },
        },
      },
    },
  },
} as const;

export const templateResponse = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    serviceAgreementId: { type: 'string' },
    details: open,
  },
} as const;
