import { forbidden } from '../http/errors.js';
import type { ServicePlugin } from './index.js';
import { requirePermission, serviceAgreementOf } from './request-context.js';
import { errorBody, identifier, likePattern, pageIndex, pageSize, searchText, withoutEmpty } from './schemas/common.js';

/** The accounts journey pages by 100 (NOTES §1.4); 1000 leaves room and stays a sane response. */
const maxTransactionPageSize = 1000;

/** Sort keys the platform accepts, mapped to columns. externalId sorts by booking order. */
const orderColumns = {
  bookingDate: 't.booking_date',
  valueDate: 't.value_date',
  'transactionAmountCurrency.amount': 't.amount',
  description: 't.description',
  externalId: 't.sequence',
} as const;
type OrderBy = keyof typeof orderColumns;

interface TransactionQuery {
  arrangementId?: string;
  arrangementsIds?: string[];
  bookingDateGreaterThan?: string;
  bookingDateLessThan?: string;
  creditDebitIndicator?: 'CRDT' | 'DBIT';
  billingStatus?: string;
  query?: string;
  from: number;
  size: number;
  orderBy: OrderBy;
  direction: 'ASC' | 'DESC';
}

interface TransactionRow {
  id: string;
  arrangement_id: string;
  reference: string | null;
  description: string;
  original_description: string | null;
  type_group: string;
  type: string;
  category: string | null;
  category_id: number | null;
  merchant_name: string | null;
  counter_party_name: string | null;
  counter_party_account_number: string | null;
  counter_party_city: string | null;
  counter_party_address: string | null;
  booking_date: string;
  value_date: string;
  amount: string;
  currency: string;
  credit_debit_indicator: string;
  running_balance: string | null;
  billing_status: string | null;
  state: string;
  check_number: string | null;
  check_image_availability: string | null;
  dispute_status: string | null;
  notes: string | null;
  location: Record<string, unknown> | null;
  creation_time: string;
}

const transactionItem = {
  type: 'object',
  required: ['id', 'arrangementId', 'bookingDate', 'transactionAmountCurrency', 'creditDebitIndicator'],
  properties: {
    id: { type: 'string' },
    arrangementId: { type: 'string' },
    reference: { type: 'string' },
    description: { type: 'string' },
    originalDescription: { type: 'string' },
    typeGroup: { type: 'string' },
    type: { type: 'string' },
    category: { type: 'string' },
    categoryId: { type: 'integer' },
    bookingDate: { type: 'string' },
    valueDate: { type: 'string' },
    transactionAmountCurrency: {
      type: 'object',
      required: ['amount', 'currencyCode'],
      properties: { amount: { type: 'string' }, currencyCode: { type: 'string' } },
    },
    creditDebitIndicator: { type: 'string' },
    counterPartyName: { type: 'string' },
    counterPartyAccountNumber: { type: 'string' },
    counterPartyCity: { type: 'string' },
    counterPartyAddress: { type: 'string' },
    checkSerialNumber: { type: 'string' },
    checkImageAvailability: { type: 'string' },
    billingStatus: { type: 'string' },
    state: { type: 'string' },
    creationTime: { type: 'string' },
    disputeStatus: { type: 'string' },
    runningBalance: { type: 'string' },
    merchant: { type: 'object', properties: { name: { type: 'string' } } },
    notes: { type: 'string' },
    location: { type: 'object', additionalProperties: true },
  },
} as const;

function transactionOf(row: TransactionRow): Record<string, unknown> {
  return withoutEmpty({
    id: row.id,
    arrangementId: row.arrangement_id,
    reference: row.reference,
    description: row.description,
    originalDescription: row.original_description,
    typeGroup: row.type_group,
    type: row.type,
    category: row.category,
    categoryId: row.category_id,
    bookingDate: row.booking_date,
    valueDate: row.value_date,
    transactionAmountCurrency: { amount: row.amount, currencyCode: row.currency },
    creditDebitIndicator: row.credit_debit_indicator,
    counterPartyName: row.counter_party_name,
    counterPartyAccountNumber: row.counter_party_account_number,
    counterPartyCity: row.counter_party_city,
    counterPartyAddress: row.counter_party_address,
    checkSerialNumber: row.check_number,
    checkImageAvailability: row.check_image_availability,
    billingStatus: row.billing_status,
    state: row.state,
    creationTime: row.creation_time,
    disputeStatus: row.dispute_status,
    runningBalance: row.running_balance,
    merchant: row.merchant_name ? { name: row.merchant_name } : undefined,
    notes: row.notes,
    location: row.location,
  });
}

/**
 * transaction-manager: a page of the member's transactions, only on arrangements of the service
 * agreement they act in. The total goes in X-Total-Count, as the platform sends it.
 */
export const transactionManager: ServicePlugin = async (app, { db }) => {
  app.get<{ Querystring: TransactionQuery }>(
    '/v2/transactions',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            arrangementId: identifier,
            arrangementsIds: { type: 'array', items: identifier, minItems: 1, maxItems: 100 },
            bookingDateGreaterThan: { type: 'string', format: 'date' },
            bookingDateLessThan: { type: 'string', format: 'date' },
            creditDebitIndicator: { type: 'string', enum: ['CRDT', 'DBIT'] },
            billingStatus: { type: 'string', minLength: 1, maxLength: 40 },
            query: searchText,
            from: pageIndex,
            size: pageSize(maxTransactionPageSize),
            orderBy: { type: 'string', enum: Object.keys(orderColumns), default: 'bookingDate' },
            direction: { type: 'string', enum: ['ASC', 'DESC'], default: 'DESC' },
          },
        },
        response: { 200: { type: 'array', items: transactionItem }, 403: errorBody },
      },
      preHandler: requirePermission(db, 'Transactions', 'Transactions', 'view'),
    },
    async (request, reply) => {
      const query = request.query;
      const serviceAgreementId = await serviceAgreementOf(db, request);
      if (!serviceAgreementId) throw forbidden();
      const params: unknown[] = [serviceAgreementId];
      const conditions = [
        `t.arrangement_id in (select arrangement_id from service_agreement_arrangements where service_agreement_id = $1)`,
      ];
      const add = (condition: (slot: string) => string, value: unknown) => {
        params.push(value);
        conditions.push(condition(`$${params.length}`));
      };
      if (query.arrangementId) add((slot) => `t.arrangement_id = ${slot}`, query.arrangementId);
      if (query.arrangementsIds) add((slot) => `t.arrangement_id = any(${slot}::text[])`, query.arrangementsIds);
      // Both bounds include the day named, as a member picking "from 1 March" expects.
      if (query.bookingDateGreaterThan) add((slot) => `t.booking_date >= ${slot}::date`, query.bookingDateGreaterThan);
      if (query.bookingDateLessThan) add((slot) => `t.booking_date <= ${slot}::date`, query.bookingDateLessThan);
      if (query.creditDebitIndicator) add((slot) => `t.credit_debit_indicator = ${slot}`, query.creditDebitIndicator);
      if (query.billingStatus) add((slot) => `t.billing_status = ${slot}`, query.billingStatus);
      if (query.query) {
        add(
          (slot) =>
            `(t.description ilike ${slot} or coalesce(t.counter_party_name, '') ilike ${slot}
              or coalesce(t.merchant_name, '') ilike ${slot} or coalesce(t.reference, '') ilike ${slot})`,
          likePattern(query.query),
        );
      }
      const where = conditions.join(' and ');
      const direction = query.direction === 'ASC' ? 'asc' : 'desc';
      const column = orderColumns[query.orderBy];
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from transactions t where ${where}`,
        params,
      );
      const rows = await db.query<TransactionRow>(
        `select t.id, t.arrangement_id, t.reference, t.description, t.original_description, t.type_group, t.type,
                t.category, t.category_id, t.merchant_name, t.counter_party_name, t.counter_party_account_number,
                t.counter_party_city, t.counter_party_address,
                to_char(t.booking_date, 'YYYY-MM-DD') as booking_date, to_char(t.value_date, 'YYYY-MM-DD') as value_date,
                t.amount::text as amount, t.currency, t.credit_debit_indicator,
                -- Stored in ledger sign; loans and cards show what is owed as a positive amount.
                (case when pk.summary_key in ('loans', 'creditCards') then -t.running_balance
                      else t.running_balance end)::text as running_balance,
                t.billing_status, t.state, t.check_number, t.check_image_availability, t.dispute_status, t.notes,
                t.location,
                to_char(t.creation_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as creation_time
           from transactions t
           join arrangements a on a.id = t.arrangement_id
           join product_kinds pk on pk.id = a.product_kind_id
          where ${where}
          order by ${column} ${direction}, t.sequence ${direction}, t.id ${direction}
          limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, query.size, query.from * query.size],
      );
      reply.header('X-Total-Count', String(count?.total ?? 0));
      return rows.map(transactionOf);
    },
  );
};
