import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { checkBack, checkFront, type CheckDetails } from '../exports/check-images.js';
import { statementCsv } from '../exports/csv.js';
import { statementOfx, type OfxAccountType, type OfxFlavour } from '../exports/ofx.js';
import { statementPdf } from '../exports/pdf.js';
import type { Statement, StatementAccount, StatementTransaction } from '../exports/statement.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { transactionCategories } from '../seed/catalog.js';
import { registerCashFlow } from './cash-flow.js';
import { contract } from './contract/index.js';
import { liabilityKinds } from './liability-kinds.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, requirePermission } from './request-context.js';
import { withoutEmpty } from './answer-fields.js';
import { likePattern } from '../db/like-pattern.js';
import { loadTransactionsConfig, type ExportFormat, type TransactionsConfig } from './transactions-config.js';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { alertBudgetsAfterBooking } from '../budgets/alerts.js';
import type { BodyOf, DisputeRequestType, QueryOf } from '../../../schemas/api/generated/api-types.js';

/** Sort keys the platform accepts, mapped to columns. externalId sorts by booking order. */
const orderColumns = {
  bookingDate: 't.booking_date',
  valueDate: 't.value_date',
  'transactionAmountCurrency.amount': 't.amount',
  description: 't.description',
  externalId: 't.sequence',
} as const;

/** Dispute statuses that still allow an inquiry or dispute (spec/2 §4); empty counts too. */
const openDisputeStatuses = ['UNDISPUTED', 'REJECTED'];

/** Filters shared by the list and the export, in the platform's query names. */
type TransactionFilters = Omit<QueryOf<'listTransactions'>, 'from' | 'size' | 'orderBy' | 'direction'>;

type TransactionQuery = QueryOf<'listTransactions', 'from' | 'size' | 'orderBy' | 'direction'>;

type ExportQuery = QueryOf<'exportTransactions'>;

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
  signed_amount: string;
  currency: string;
  credit_debit_indicator: 'CRDT' | 'DBIT';
  running_balance: string | null;
  billing_status: string | null;
  state: string;
  is_pending: boolean;
  check_number: string | null;
  check_image_availability: string | null;
  dispute_status: string | null;
  notes: string | null;
  location: Record<string, unknown> | null;
  creation_time: string;
  age_days: number;
  created_hours_ago: number;
  kind_uri: string;
  account_currency: string;
}

const transactionColumns = `
  t.id, t.arrangement_id, t.reference, t.description, t.original_description, t.type_group, t.type,
  t.category, t.category_id, t.merchant_name, t.counter_party_name, t.counter_party_account_number,
  t.counter_party_city, t.counter_party_address,
  to_char(t.booking_date, 'YYYY-MM-DD') as booking_date, to_char(t.value_date, 'YYYY-MM-DD') as value_date,
  t.amount::text as amount,
  (case when t.credit_debit_indicator = 'CRDT' then t.amount else -t.amount end)::text as signed_amount,
  t.currency, t.credit_debit_indicator,
  -- Stored in ledger sign; loans and cards show what is owed as a positive amount.
  (case when pk.summary_key in ${liabilityKinds} then -t.running_balance
        else t.running_balance end)::text as running_balance,
  t.billing_status, t.state, t.is_pending, t.check_number, t.check_image_availability, t.dispute_status, t.notes,
  t.location,
  to_char(t.creation_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as creation_time,
  (current_date - t.booking_date)::int as age_days,
  (extract(epoch from (now() - t.creation_time)) / 3600)::float8 as created_hours_ago,
  pk.kind_uri, a.currency as account_currency`;

const transactionFrom = `
  from transactions t
  join arrangements a on a.id = t.arrangement_id
  join product_kinds pk on pk.id = a.product_kind_id`;

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
    // Spec/2 §3: a transaction in another currency than its account's has an exchange to show.
    currencyExchangeAvailability: row.currency === row.account_currency ? 'UNAVAILABLE' : 'AVAILABLE',
    billingStatus: row.billing_status,
    state: row.state,
    isPending: row.is_pending,
    creationTime: row.creation_time,
    disputeStatus: row.dispute_status,
    runningBalance: row.running_balance,
    merchant: row.merchant_name ? { name: row.merchant_name } : undefined,
    notes: row.notes,
    location: row.location,
  });
}

/** Repeated values and comma lists alike, trimmed, without empties. */
function listOf(values: string[] | undefined): string[] | undefined {
  if (!values) return undefined;
  const items = values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/** The WHERE clause for the filters, always limited to the acting service agreement. */
function filterClause(serviceAgreementId: string, filters: TransactionFilters): { where: string; params: unknown[] } {
  const params: unknown[] = [serviceAgreementId];
  const conditions = [
    `t.arrangement_id in (select arrangement_id from service_agreement_arrangements where service_agreement_id = $1)`,
  ];
  const add = (condition: (slot: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filters.arrangementId) add((slot) => `t.arrangement_id = ${slot}`, filters.arrangementId);
  if (filters.arrangementsIds) add((slot) => `t.arrangement_id = any(${slot}::text[])`, filters.arrangementsIds);
  // Both bounds include the day named, as a member picking "from 1 March" expects.
  if (filters.bookingDateGreaterThan) add((slot) => `t.booking_date >= ${slot}::date`, filters.bookingDateGreaterThan);
  if (filters.bookingDateLessThan) add((slot) => `t.booking_date <= ${slot}::date`, filters.bookingDateLessThan);
  if (filters.creditDebitIndicator) add((slot) => `t.credit_debit_indicator = ${slot}`, filters.creditDebitIndicator);
  if (filters.billingStatus) add((slot) => `t.billing_status = ${slot}`, filters.billingStatus);
  if (filters.state) add((slot) => `t.state = ${slot}`, filters.state);
  // Amount bounds apply to the unsigned amount and include the bound, as the platform's do.
  if (filters.amountGreaterThan) add((slot) => `t.amount >= ${slot}::numeric`, filters.amountGreaterThan);
  if (filters.amountLessThan) add((slot) => `t.amount <= ${slot}::numeric`, filters.amountLessThan);
  const types = listOf(filters.types);
  if (types) add((slot) => `t.type = any(${slot}::text[])`, types);
  const typeGroups = listOf(filters.typeGroups);
  if (typeGroups) add((slot) => `t.type_group = any(${slot}::text[])`, typeGroups);
  const categories = listOf(filters.categories);
  if (categories) add((slot) => `t.category = any(${slot}::text[])`, categories);
  if (filters.query) {
    add(
      (slot) =>
        `(t.description ilike ${slot} or coalesce(t.counter_party_name, '') ilike ${slot}
          or coalesce(t.merchant_name, '') ilike ${slot} or coalesce(t.reference, '') ilike ${slot}
          or coalesce(t.notes, '') ilike ${slot} or coalesce(t.category, '') ilike ${slot})`,
      likePattern(filters.query),
    );
  }
  return { where: conditions.join(' and '), params };
}

/** One transaction of the acting agreement; another member's and an unknown id look the same. */
async function transactionIn(db: Queryable, serviceAgreementId: string, transactionId: string): Promise<TransactionRow> {
  const [row] = await db.query<TransactionRow>(
    `select ${transactionColumns} ${transactionFrom}
      where t.id = $2
        and t.arrangement_id in (select arrangement_id from service_agreement_arrangements where service_agreement_id = $1)`,
    [serviceAgreementId, transactionId],
  );
  if (!row) throw notFound('The transaction could not be found.', 'transaction.not-found');
  return row;
}

type DisputeReason = 'DISABLED' | 'ALREADY_DISPUTED' | 'PENDING' | 'TYPE_NOT_DISPUTABLE' | 'TOO_OLD';

/**
 * What a member may file on a transaction: nothing when the feature is off, the transaction is
 * still pending or already under review; an inquiry otherwise; a dispute too when its type group
 * is disputable and it was booked within the eligibility days.
 */
function disputeOptions(row: TransactionRow, config: TransactionsConfig['dispute']): { requestTypes: DisputeRequestType[]; reason?: DisputeReason } {
  if (!config.enabled) return { requestTypes: [], reason: 'DISABLED' };
  if (row.dispute_status && !openDisputeStatuses.includes(row.dispute_status)) return { requestTypes: [], reason: 'ALREADY_DISPUTED' };
  if (row.is_pending) return { requestTypes: [], reason: 'PENDING' };
  // A purchase the card network declined moved no money: there is nothing to dispute.
  if (row.state === 'DECLINED') return { requestTypes: [], reason: 'TYPE_NOT_DISPUTABLE' };
  if (!config.disputableTypeGroups.includes(row.type_group)) return { requestTypes: ['INQUIRY'], reason: 'TYPE_NOT_DISPUTABLE' };
  if (row.age_days > config.eligibilityDays) return { requestTypes: ['INQUIRY'], reason: 'TOO_OLD' };
  return { requestTypes: ['INQUIRY', 'DISPUTE'] };
}

const disputeReasonTexts: Record<DisputeReason, string> = {
  DISABLED: 'Inquiries and disputes are not offered.',
  ALREADY_DISPUTED: 'This transaction is already being reviewed.',
  PENDING: 'A pending transaction cannot be disputed yet.',
  TYPE_NOT_DISPUTABLE: 'This type of transaction cannot be disputed.',
  TOO_OLD: 'This transaction is too old to be disputed.',
};

type CheckImageProblem = 'maintenance' | 'too-recent' | 'too-old';

/**
 * Why a check's images cannot be shown (spec/2 §8), or undefined when they can. The seed marks
 * checks UNAVAILABLE relative to its own "today"; such a check still young (within a month) is
 * a recent one, an older one is past the two-year window.
 */
function checkImageProblem(row: TransactionRow, config: TransactionsConfig['checkImages']): CheckImageProblem | undefined {
  if (config.maintenance) return 'maintenance';
  if (row.created_hours_ago < config.recentHours || row.age_days < 0) return 'too-recent';
  if (row.age_days > config.maxAgeDays) return 'too-old';
  if (row.check_image_availability === 'UNAVAILABLE') return row.age_days <= 30 ? 'too-recent' : 'too-old';
  return undefined;
}

const checkImageErrors: Record<CheckImageProblem, () => ApiError> = {
  maintenance: () => new ApiError(503, 'check-images.maintenance', 'There is a scheduled maintenance in the Check Image Service.'),
  'too-recent': () => new ApiError(404, 'check-images.too-recent', 'The checks have been received or deposited within the past 48 hours.'),
  'too-old': () => new ApiError(404, 'check-images.too-old', 'Images of checks older than two years are not available.'),
};

/** The export failure reasons of spec/2 §8, as 400s whose key is the reason. */
type ExportFailure = 'TOO_MANY_ITEMS' | 'MULTIPLE_PRODUCTS' | 'MIXED_PRODUCT_KINDS' | 'UNSUPPORTED_PRODUCT_KIND' | 'EXTERNAL_ACCOUNT_NOT_SUPPORTED';

const exportFailureTexts: Record<ExportFailure, string> = {
  TOO_MANY_ITEMS: 'Maximum export threshold exceeded',
  MULTIPLE_PRODUCTS: 'Please select only one product. For example, only one current account',
  MIXED_PRODUCT_KINDS: 'Please select products of one kind only.',
  UNSUPPORTED_PRODUCT_KIND: 'Transactions of this kind of product cannot be exported.',
  EXTERNAL_ACCOUNT_NOT_SUPPORTED: 'Transactions of linked external accounts cannot be exported.',
};

function exportFailure(reason: ExportFailure, context: Record<string, unknown> = {}): ApiError {
  return new ApiError(400, reason, exportFailureTexts[reason], [{ key: reason, message: exportFailureTexts[reason], context }]);
}

const exportFiles: Record<ExportFormat, { contentType: string; extension: string }> = {
  CSV: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  OFX: { contentType: 'application/x-ofx; charset=utf-8', extension: 'ofx' },
  QFX: { contentType: 'application/vnd.intu.qfx; charset=utf-8', extension: 'qfx' },
  QBO: { contentType: 'application/vnd.intu.qbo; charset=utf-8', extension: 'qbo' },
  PDF: { contentType: 'application/pdf', extension: 'pdf' },
};

/** What a request reads of its credit union's published configuration. */
interface TenantFiles {
  config: TransactionsConfig;
  institutionName: string;
}

interface ExportAccountRow {
  id: string;
  display_name: string;
  kind_uri: string;
  product_id: string;
  is_external: boolean;
  owed: boolean;
  account_number: string;
  currency: string;
  ledger_balance: string | null;
  available_balance: string | null;
  account_holder_names: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** The OFX ACCTTYPE of an exported bank account: its product's, else its kind's, else CHECKING. */
function ofxAccountType(config: TransactionsConfig, account: ExportAccountRow): OfxAccountType {
  const types = config.export.accountTypes;
  return types.byProduct?.[account.product_id] ?? types.byKind[account.kind_uri] ?? 'CHECKING';
}

/**
 * Each account's balance at the end of `endDate`, as the app presents it (owed amounts positive
 * on loans and cards): today's ledger balance less what was posted after that day.
 */
async function closingBalances(db: Queryable, arrangementIds: readonly string[], endDate: string): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; closing_balance: string }>(
    `select a.id,
            ((case when pk.summary_key in ${liabilityKinds} then -1 else 1 end)
              * (ab.ledger_balance - coalesce((select sum(case when t.credit_debit_indicator = 'CRDT' then t.amount else -t.amount end)
                                                 from transactions t
                                                where t.arrangement_id = a.id and t.posting_id is not null and not t.is_pending
                                                  and t.booking_date > $2::date), 0)))::text
              as closing_balance
       from arrangements a
       join product_kinds pk on pk.id = a.product_kind_id
       join arrangement_balances ab on ab.arrangement_id = a.id
      where a.id = any($1::text[]) and ab.ledger_balance is not null`,
    [arrangementIds, endDate],
  );
  return new Map(rows.map((row) => [row.id, row.closing_balance]));
}

/**
 * Produces one export file from the ledger's transactions: checks the products (one, ours, of an
 * exportable kind) and the size, then writes the format. OFX-family files carry posted
 * transactions only (a pending one has no final FITID and date); CSV and PDF mark pending ones.
 */
async function exportTransactions(
  db: Database,
  { config, institutionName }: TenantFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  input: ExportQuery,
): Promise<Buffer | string> {
  if (!config.export.formats.includes(input.exportType)) {
    throw badRequest('This export format is not offered.', [{ key: 'exportType', message: 'not offered', context: { pointer: '/exportType' } }]);
  }
  const arrangementIds = [...new Set([...(input.arrangementsIds ?? []), ...(input.arrangementId ? [input.arrangementId] : [])])];
  if (arrangementIds.length === 0) {
    throw badRequest('Name the account to export: arrangementId or arrangementsIds.', [
      { key: 'arrangementId', message: 'required', context: { pointer: '/arrangementId' } },
    ]);
  }
  const serviceAgreementId = await actingServiceAgreementOf(db, request);
  const accounts = await db.query<ExportAccountRow>(
    `select a.id, a.display_name, pk.kind_uri, a.product_id, a.is_external, pk.summary_key in ${liabilityKinds} as owed,
            coalesce(s.clear_value, a.external_arrangement_id) as account_number, a.currency,
            ab.ledger_balance::text as ledger_balance, ab.available_balance::text as available_balance,
            a.account_holder_names
       from arrangements a
       join product_kinds pk on pk.id = a.product_kind_id
       join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
       left join arrangement_balances ab on ab.arrangement_id = a.id
       left join arrangement_secrets s
              on s.arrangement_id = coalesce(a.linked_arrangement_id, a.id) and s.attribute_name = 'BBAN'
      where a.id = any($2::text[])
      order by a.id`,
    [serviceAgreementId, arrangementIds],
  );
  if (accounts.length !== arrangementIds.length) throw notFound('The arrangement could not be found.', 'arrangement.not-found');
  if (accounts.some((account) => account.is_external)) throw exportFailure('EXTERNAL_ACCOUNT_NOT_SUPPORTED');
  const unsupported = accounts.find((account) => !config.export.supportedKindUris.includes(account.kind_uri));
  if (unsupported) throw exportFailure('UNSUPPORTED_PRODUCT_KIND', { kindUri: unsupported.kind_uri });
  if (new Set(accounts.map((account) => account.kind_uri)).size > 1) throw exportFailure('MIXED_PRODUCT_KINDS');
  if (accounts.length > 1) throw exportFailure('MULTIPLE_PRODUCTS');

  const isOfx = input.exportType === 'OFX' || input.exportType === 'QFX' || input.exportType === 'QBO';
  const { where, params } = filterClause(serviceAgreementId, { ...input, arrangementId: undefined, arrangementsIds: arrangementIds });
  // A declined card purchase (no posting) moved no money: it is no line of a statement.
  const scope = isOfx ? `${where} and t.posting_id is not null and not t.is_pending` : `${where} and t.posting_id is not null`;
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from transactions t where ${scope}`, params);
  const total = count?.total ?? 0;
  if (total > config.export.maxItems) throw exportFailure('TOO_MANY_ITEMS', { maxItems: config.export.maxItems, count: total });

  const column = orderColumns[input.orderBy ?? 'bookingDate'];
  const direction = isOfx ? 'asc' : input.direction === 'ASC' ? 'asc' : 'desc';
  const rows = await db.query<TransactionRow>(
    `select ${transactionColumns} ${transactionFrom}
      where ${scope}
      order by ${column} ${direction}, t.sequence ${direction}, t.id ${direction}`,
    params,
  );
  const bookingDates = rows.map((row) => row.booking_date).sort();
  const endDate = input.bookingDateLessThan ?? [today(), bookingDates.at(-1) ?? ''].sort().at(-1)!;
  const closing = await closingBalances(db, arrangementIds, endDate);
  const statement: Statement = {
    institutionName,
    generatedAt: new Date(),
    startDate: input.bookingDateGreaterThan ?? bookingDates[0] ?? today(),
    endDate,
    accounts: accounts.map(
      (account): StatementAccount => ({
        arrangementId: account.id,
        name: account.display_name,
        kindUri: account.kind_uri,
        owed: account.owed,
        accountNumber: account.account_number,
        currency: account.currency,
        ledgerBalance: account.ledger_balance,
        availableBalance: account.available_balance,
        closingBalance: closing.get(account.id) ?? null,
        holderNames: account.account_holder_names,
      }),
    ),
    transactions: rows.map(
      (row): StatementTransaction => ({
        id: row.id,
        arrangementId: row.arrangement_id,
        bookingDate: row.booking_date,
        valueDate: row.value_date,
        description: row.description,
        originalDescription: row.original_description,
        typeGroup: row.type_group,
        type: row.type,
        category: row.category,
        amount: row.amount,
        signedAmount: row.signed_amount,
        currency: row.currency,
        creditDebitIndicator: row.credit_debit_indicator,
        runningBalance: row.running_balance,
        isPending: row.is_pending,
        billingStatus: row.billing_status,
        checkNumber: row.check_number,
        reference: row.reference,
        counterPartyName: row.counter_party_name ?? row.merchant_name,
        notes: row.notes,
      }),
    ),
  };
  const body = isOfx
    ? statementOfx(statement, {
        flavour: input.exportType as OfxFlavour,
        org: config.export.financialInstitution.org ?? institutionName,
        fid: config.export.financialInstitution.fid,
        intuitBankId: config.export.intuitBankId,
        routingNumber: config.export.routingNumber,
        accountType: ofxAccountType(config, accounts[0]!),
      })
    : input.exportType === 'CSV'
      ? statementCsv(statement)
      : await statementPdf(statement);
  await db.query(`insert into audit_events (actor_id, subject_id, action, details) values ($1, $2, 'transactions.exported', $3)`, [
    request.caller.actingAgentId ?? request.caller.userId,
    request.caller.userId,
    JSON.stringify({ arrangementIds, exportType: input.exportType, count: rows.length }),
  ]);
  const file = exportFiles[input.exportType];
  const stamp = today().replaceAll('-', '');
  const safeId = arrangementIds[0]!.replace(/[^A-Za-z0-9-]/g, '');
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="transactions-${safeId}-${stamp}.${file.extension}"`)
    .header('Cache-Control', 'no-store');
  return body;
}

/**
 * transaction-manager: the member's transactions (only on arrangements of the service agreement
 * they act in), the transaction dialog's actions (notes, category, inquiry or dispute, check
 * images) and exports.
 */
export const transactionManager: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  /** The serving credit union's transactions.json and name, as it last published them. */
  const tenantFilesOf = async (request: FastifyRequest): Promise<TenantFiles> => {
    const tenant = tenants.forHost(request.hostname).id;
    const [config, app] = await Promise.all([
      loadTransactionsConfig(db, settings.configDir, tenant),
      loadPublishedFile<{ name: string }>(db, settings.configDir, tenant, 'app.json'),
    ]);
    return { config, institutionName: app.name };
  };
  const canView = requirePermission(db, 'Transactions', 'Transactions', 'view');
  const canEdit = requirePermission(db, 'Transactions', 'Transactions', 'edit');
  registerCashFlow(app, db, canView);

  app.get<{ Querystring: TransactionQuery }>(
    '/v2/transactions',
    {
      schema: contract.route('GET', '/transaction-manager/client-api/v2/transactions'),
      preHandler: canView,
    },
    async (request, reply) => {
      const query = request.query;
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const { where, params } = filterClause(serviceAgreementId, query);
      const direction = query.direction === 'ASC' ? 'asc' : 'desc';
      const column = orderColumns[query.orderBy];
      const [count] = await db.query<{ total: number }>(`select count(*)::int as total from transactions t where ${where}`, params);
      // The page is chosen on the transactions alone (for the booking-date order, a walk down the
      // index transactions_by_arrangement), and the joins and formatted columns are computed for
      // its rows only, not for every row the offset skips: page 100 of an account with 10,000
      // transactions costs about what page 1 does.
      const order = `${column} ${direction}, t.sequence ${direction}, t.id ${direction}`;
      const rows = await db.query<TransactionRow>(
        `select ${transactionColumns}
           from (select t.* from transactions t
                  where ${where}
                  order by ${order}
                  limit $${params.length + 1} offset $${params.length + 2}) t
           join arrangements a on a.id = t.arrangement_id
           join product_kinds pk on pk.id = a.product_kind_id
          order by ${order}`,
        [...params, query.size, query.from * query.size],
      );
      reply.header('X-Total-Count', String(count?.total ?? 0));
      return rows.map(transactionOf);
    },
  );

  app.get(
    '/v2/transactions/categories',
    { schema: contract.route('GET', '/transaction-manager/client-api/v2/transactions/categories'), preHandler: canView },
    async () =>
      [...transactionCategories]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((category) => ({ categoryId: category.id, externalId: category.externalId, categoryName: category.name, categoryType: category.type })),
  );

  app.patch<{ Body: BodyOf<'categorizeTransactions'> }>(
    '/v2/transactions',
    {
      schema: contract.route('PATCH', '/transaction-manager/client-api/v2/transactions'),
      bodyLimit: 32 * 1024,
      preHandler: canEdit,
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const errors = request.body.flatMap((item, index) =>
        transactionCategories.some((category) => category.name === item.category)
          ? []
          : [{ key: 'category', message: 'unknown category', context: { pointer: `/${index}/category` } }],
      );
      if (errors.length > 0) throw badRequest('Unknown transaction category.', errors);
      await db.transaction(async (tx) => {
        for (const item of request.body) {
          const row = await transactionIn(tx, serviceAgreementId, item.id);
          if (row.arrangement_id !== item.arrangementId) throw notFound('The transaction could not be found.', 'transaction.not-found');
          const category = transactionCategories.find((candidate) => candidate.name === item.category)!;
          await tx.query('update transactions set category = $2, category_id = $3 where id = $1', [item.id, category.name, category.id]);
        }
      });
      // Moved into a budget's category, this month's spending may now reach one of its thresholds.
      await alertBudgetsAfterBooking(
        db,
        { configDir: settings.configDir, tenant: tenants.forHost(request.hostname).id },
        request.body.map((item) => item.id),
        new Date(),
      ).catch((error: unknown) => request.log.error({ err: error }, 'budget alerts after a category change failed'));
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { transactionId: string } }>(
    '/v2/transactions/:transactionId',
    {
      schema: contract.route('GET', '/transaction-manager/client-api/v2/transactions/{transactionId}'),
      preHandler: canView,
    },
    async (request) => transactionOf(await transactionIn(db, await actingServiceAgreementOf(db, request), request.params.transactionId)),
  );

  app.put<{ Params: { transactionId: string }; Body: BodyOf<'saveTransactionNotes'> }>(
    '/v2/transactions/:transactionId/notes',
    {
      schema: contract.route('PUT', '/transaction-manager/client-api/v2/transactions/{transactionId}/notes'),
      bodyLimit: 4 * 1024,
      preHandler: canEdit,
    },
    async (request) => {
      const row = await transactionIn(db, await actingServiceAgreementOf(db, request), request.params.transactionId);
      const notes = request.body.notes.trim();
      await db.query('update transactions set notes = $2 where id = $1', [row.id, notes]);
      return { notes };
    },
  );

  app.delete<{ Params: { transactionId: string } }>(
    '/v2/transactions/:transactionId/notes',
    { schema: contract.route('DELETE', '/transaction-manager/client-api/v2/transactions/{transactionId}/notes'), preHandler: canEdit },
    async (request, reply) => {
      const row = await transactionIn(db, await actingServiceAgreementOf(db, request), request.params.transactionId);
      await db.query('update transactions set notes = null where id = $1', [row.id]);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { transactionId: string } }>(
    '/v2/transactions/:transactionId/dispute-options',
    { schema: contract.route('GET', '/transaction-manager/client-api/v2/transactions/{transactionId}/dispute-options'), preHandler: canView },
    async (request) => {
      const row = await transactionIn(db, await actingServiceAgreementOf(db, request), request.params.transactionId);
      const { dispute } = (await tenantFilesOf(request)).config;
      const options = disputeOptions(row, dispute);
      return withoutEmpty({
        eligible: options.requestTypes.length > 0,
        reason: options.reason,
        disputeStatus: row.dispute_status,
        eligibilityDays: dispute.eligibilityDays,
        requestTypes: options.requestTypes,
        topics: dispute.topicCodes,
        messageMaxLength: dispute.messageMaxLength,
      });
    },
  );

  app.post<{ Params: { transactionId: string }; Body: BodyOf<'createDispute'> }>(
    '/v2/transactions/:transactionId/disputes',
    {
      schema: contract.route('POST', '/transaction-manager/client-api/v2/transactions/{transactionId}/disputes'),
      bodyLimit: 32 * 1024,
      preHandler: canEdit,
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const { dispute } = (await tenantFilesOf(request)).config;
      const { requestType } = request.body;
      const message = request.body.message.trim();
      if (message.length > dispute.messageMaxLength) {
        throw badRequest('The message is too long.', [
          { key: 'message', message: `at most ${dispute.messageMaxLength} characters`, context: { pointer: '/message' } },
        ]);
      }
      const topicCode = dispute.topicCodes[requestType];
      const { caller } = request;
      const result = await db.transaction(async (tx) => {
        // Locked, so two submissions at once cannot both find the transaction open.
        await tx.query('select id from transactions where id = $1 for update', [request.params.transactionId]);
        const row = await transactionIn(tx, serviceAgreementId, request.params.transactionId);
        const options = disputeOptions(row, dispute);
        if (!options.requestTypes.includes(requestType)) {
          const reason = options.reason ?? 'DISABLED';
          throw new ApiError(409, 'transaction.dispute-not-eligible', disputeReasonTexts[reason], [
            { key: reason, message: disputeReasonTexts[reason] },
          ]);
        }
        const [member] = await tx.query<{ full_name: string }>('select full_name from users where id = $1', [caller.userId]);
        const conversationId = randomUUID();
        await tx.query(
          `insert into conversations (id, user_id, subject, topic_id, mailbox, read, important, updated_at)
           values ($1, $2, $3, (select id from message_topics where code = $4), 'outbox', true, false, now())`,
          [conversationId, caller.userId, `${requestType === 'DISPUTE' ? 'Dispute' : 'Inquiry'}: ${row.description} (${row.booking_date}, ${row.amount} ${row.currency})`, topicCode],
        );
        await tx.query(
          `insert into messages (id, conversation_id, body, sender_name, is_my_message, created_at) values ($1, $2, $3, $4, true, now())`,
          [randomUUID(), conversationId, message, member?.full_name ?? caller.userId],
        );
        const id = randomUUID();
        await tx.query(
          `insert into transaction_requests (id, transaction_id, user_id, actor_id, request_type, topic_code, conversation_id)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [id, row.id, caller.userId, caller.actingAgentId ?? null, requestType, topicCode, conversationId],
        );
        const disputeStatus = requestType === 'DISPUTE' ? 'PENDING' : 'INQUIRY_PENDING';
        await tx.query('update transactions set dispute_status = $2 where id = $1', [row.id, disputeStatus]);
        await tx.query(`insert into audit_events (actor_id, subject_id, action, details) values ($1, $2, 'transaction.request-filed', $3)`, [
          caller.actingAgentId ?? caller.userId,
          caller.userId,
          JSON.stringify({ transactionId: row.id, requestType, requestId: id }),
        ]);
        return { id, conversationId, requestType, topicCode, disputeStatus };
      });
      return reply.code(201).send(result);
    },
  );

  app.get<{ Params: { transactionId: string } }>(
    '/v2/transactions/:transactionId/check-images',
    { schema: contract.route('GET', '/transaction-manager/client-api/v2/transactions/{transactionId}/check-images'), preHandler: canView },
    async (request) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const row = await transactionIn(db, serviceAgreementId, request.params.transactionId);
      if (!row.check_number) throw notFound('This transaction has no check images.', 'check-images.not-found');
      const { config, institutionName } = await tenantFilesOf(request);
      const problem = checkImageProblem(row, config.checkImages);
      if (problem) throw checkImageErrors[problem]();
      const [account] = await db.query<{ account_holder_names: string; suffix: string | null }>(
        `select a.account_holder_names, right(s.clear_value, 4) as suffix
           from arrangements a
           left join arrangement_secrets s on s.arrangement_id = a.id and s.attribute_name = 'BBAN'
          where a.id = $1`,
        [row.arrangement_id],
      );
      const check: CheckDetails = {
        checkNumber: row.check_number,
        amount: row.amount,
        currency: row.currency,
        payee: row.counter_party_name ?? row.description,
        date: row.value_date,
        holderNames: account?.account_holder_names ?? '',
        institutionName,
        routingNumber: config.export.routingNumber,
        accountSuffix: account?.suffix ?? '0000',
        memo: row.original_description ?? '',
      };
      const encode = (svg: string) => Buffer.from(svg, 'utf8').toString('base64');
      return {
        images: [
          { side: 'FRONT', mimeType: 'image/svg+xml', content: encode(checkFront(check)) },
          { side: 'BACK', mimeType: 'image/svg+xml', content: encode(checkBack(check)) },
        ],
      };
    },
  );

  // GET is what a browser download uses: the access token may come from the Authorization cookie
  // (spec/1 §7; accepted by the client API's token check on this path only).
  app.get<{ Querystring: ExportQuery }>(
    '/v2/transactions/export',
    {
      schema: contract.route('GET', '/transaction-manager/client-api/v2/transactions/export'),
      preHandler: canView,
    },
    async (request, reply) => exportTransactions(db, await tenantFilesOf(request), request, reply, request.query),
  );

  app.post<{ Body: BodyOf<'exportTransactionsByPost'> }>(
    '/v2/transactions/export',
    {
      schema: contract.route('POST', '/transaction-manager/client-api/v2/transactions/export'),
      bodyLimit: 16 * 1024,
      preHandler: canView,
    },
    async (request, reply) => exportTransactions(db, await tenantFilesOf(request), request, reply, request.body),
  );
};
