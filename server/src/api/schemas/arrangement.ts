/**
 * Response schemas of arrangement-manager. Only the fields the sandbox computes are typed; the
 * kind-specific fields kept in the platform's own names (arrangements.details: term-deposit,
 * loan and card fields, additions) pass through as they are (additionalProperties: true).
 */

const common = {
  id: { type: 'string' },
  externalArrangementId: { type: 'string' },
  name: { type: 'string' },
  displayName: { type: 'string' },
  bankAlias: { type: 'string' },
  productKindName: { type: 'string' },
  productTypeName: { type: 'string' },
  productNumber: { type: 'string' },
  productId: { type: 'string' },
  legalEntityIds: { type: 'array', items: { type: 'string' } },
  IBAN: { type: 'string' },
  BBAN: { type: 'string' },
  number: { type: 'string' },
  currency: { type: 'string' },
  accountHolderNames: { type: 'string' },
  accountOpeningDate: { type: 'string' },
  lastUpdateDate: { type: 'string' },
  accruedInterest: { type: 'number' },
  accountInterestRate: { type: 'number' },
  minimumRequiredBalance: { type: 'number' },
  visible: { type: 'boolean' },
  creditAccount: { type: 'boolean' },
  debitAccount: { type: 'boolean' },
  externalAccountStatus: { type: 'string' },
  financialInstitutionId: { type: 'integer' },
  financialInstitution: {
    type: 'object',
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  },
  unmaskableAttributes: { type: 'array', items: { type: 'string' } },
  state: { type: 'object', properties: { state: { type: 'string' }, externalStateId: { type: 'string' } } },
  userPreferences: {
    type: 'object',
    properties: { alias: { type: 'string' }, visible: { type: 'boolean' }, favorite: { type: 'boolean' } },
  },
  product: {
    type: 'object',
    additionalProperties: true,
    properties: {
      externalId: { type: 'string' },
      externalTypeId: { type: 'string' },
      typeName: { type: 'string' },
      productKind: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          externalKindId: { type: 'string' },
          kindName: { type: 'string' },
          kindUri: { type: 'string' },
        },
      },
    },
  },
} as const;

/** Money as the product summary's items carry it: decimal strings ("1234.56"). */
const stringMoney = {
  bookedBalance: { type: 'string' },
  availableBalance: { type: 'string' },
  creditLimit: { type: 'string' },
  remainingCredit: { type: 'string' },
} as const;

/** Money as context/arrangements and arrangements/{id} carry it: JSON numbers. */
const numberMoney = {
  bookedBalance: { type: 'number' },
  availableBalance: { type: 'number' },
  creditLimit: { type: 'number' },
  remainingCredit: { type: 'number' },
} as const;

export const summaryProduct = {
  type: 'object',
  required: ['id', 'name'],
  additionalProperties: true,
  properties: { ...common, ...stringMoney },
} as const;

export const arrangementItem = {
  type: 'object',
  required: ['id', 'name', 'currency'],
  additionalProperties: true,
  properties: { ...common, ...numberMoney },
} as const;

const aggregated = {
  type: 'object',
  required: ['currency', 'value'],
  properties: { currency: { type: 'string' }, value: { type: 'string' } },
} as const;

export const productKindGroup = {
  type: 'object',
  required: ['name', 'products', 'aggregatedBalance'],
  properties: {
    name: { type: 'string' },
    products: { type: 'array', items: summaryProduct },
    aggregatedBalance: aggregated,
    additions: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** The product-summary kinds, in the order the platform lists them. */
export const productKindKeys = [
  'currentAccounts',
  'savingsAccounts',
  'termDeposits',
  'loans',
  'creditCards',
  'debitCards',
  'investmentAccounts',
] as const;
export type ProductKindKey = (typeof productKindKeys)[number];

export const productSummary = {
  type: 'object',
  required: ['aggregatedBalance', 'customProductKinds'],
  properties: {
    aggregatedBalance: aggregated,
    ...Object.fromEntries(productKindKeys.map((key) => [key, productKindGroup])),
    customProductKinds: { type: 'array', items: productKindGroup },
  },
} as const;
