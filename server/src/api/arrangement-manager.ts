import type { Queryable } from '../db/database.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { contract } from './contract/index.js';
import { liabilitySummaryKeys } from './liability-kinds.js';
import { fromCents, toCents } from '../ledger/index.js';
import { accountPreferencesRoutes, memberOrder } from './account-preferences.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, callerHolds, requirePermission } from './request-context.js';
import { decimalNumber, withoutEmpty } from './answer-fields.js';
import { likePattern } from '../db/like-pattern.js';
import { VersionedAnswers } from '../db/versioned-answers.js';
import type { QueryOf } from '../../../schemas/api/generated/api-types.js';

/** The summary's product kinds, in the contract's order; any other kind is a custom one. */
const productKindKeys = contract.enumeration('ProductKindKey');

/** How many product summaries (member, agreement and query) a server process keeps. */
const summariesKept = 5_000;

interface ArrangementRow {
  id: string;
  external_arrangement_id: string;
  legal_entity_id: string;
  product_id: string;
  product_type_name: string;
  product_number: string | null;
  external_type_id: number | null;
  name: string;
  display_name: string;
  bank_alias: string | null;
  bban: string | null;
  iban: string | null;
  number: string | null;
  currency: string;
  state: string | null;
  external_state_id: string | null;
  account_holder_names: string;
  credit_limit: string | null;
  minimum_required_balance: string | null;
  account_interest_rate: string | null;
  accrued_interest: string | null;
  opening_date: string | null;
  last_update_date: string;
  debit_account: boolean;
  credit_account: boolean;
  visible: boolean;
  external_account_status: string | null;
  financial_institution_id: number | null;
  financial_institution_name: string | null;
  unmaskable_attributes: string[] | null;
  details: Record<string, unknown> | null;
  kind_id: number;
  external_kind_id: string;
  kind_name: string;
  kind_uri: string;
  summary_key: string;
  alias: string | null;
  preferred_visible: boolean | null;
  favorite: boolean | null;
  position: number | null;
  booked_balance: string | null;
  available_balance: string | null;
  /** A pocket's parent arrangement; null for every other kind. */
  parent_id: string | null;
  /** The arrangement whose ledger account it shows (a debit card's checking account). */
  linked_arrangement_id: string | null;
}

/** The rows an arrangement query reads: $1 = agreement, $2 = member. */
const arrangementJoins = `
    from arrangements a
    join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
    join product_kinds pk on pk.id = a.product_kind_id
    left join ledger_accounts la on la.arrangement_id = coalesce(a.linked_arrangement_id, a.id)
    left join financial_institutions fi on fi.id = a.financial_institution_id
    left join user_arrangement_preferences p on p.arrangement_id = a.id and p.user_id = $2
    left join pockets pocket on pocket.arrangement_id = a.id`;

/**
 * Which version of every row an arrangement query of this agreement and member reads: each row's
 * xmin (the transaction that wrote it), so a posting, a renamed account, a new preference or
 * pocket, an arrangement joining or leaving the agreement each give another value. Reading it
 * costs a third of reading the rows: the joins are cheap, turning forty-odd columns of each
 * product into the answer is not.
 */
const arrangementVersions = `
  select md5(coalesce(string_agg(concat_ws(':', a.id, a.xmin, saa.xmin, pk.xmin, la.xmin, fi.xmin, p.xmin, pocket.xmin), ',' order by a.id), '')) as versions
  ${arrangementJoins}`;

/**
 * Every arrangement of one service agreement with its presented balances (migration 034's
 * functions, which the view arrangement_balances uses too: ledger-derived for ours, as reported
 * for linked external accounts; liabilities positive), computed from the rows already joined.
 * $1 = agreement, $2 = member (for their own aliases and visibility and order). Callers append
 * conditions and ordering.
 */
const arrangementSelect = `
  select a.id, a.external_arrangement_id, a.legal_entity_id, a.product_id, a.product_type_name, a.product_number,
         a.external_type_id, a.name, a.display_name, a.bank_alias, a.bban, a.iban, a.number, a.currency,
         a.state, a.external_state_id, a.account_holder_names,
         a.credit_limit::text as credit_limit, a.minimum_required_balance::text as minimum_required_balance,
         a.account_interest_rate::text as account_interest_rate, a.accrued_interest::text as accrued_interest,
         to_char(a.opening_date, 'YYYY-MM-DD') as opening_date,
         to_char(a.last_update_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_update_date,
         a.debit_account, a.credit_account, a.visible, a.external_account_status, a.financial_institution_id,
         fi.name as financial_institution_name, a.unmaskable_attributes, a.details, a.linked_arrangement_id,
         pk.id as kind_id, pk.external_kind_id, pk.kind_name, pk.kind_uri, pk.summary_key,
         p.alias, p.visible as preferred_visible, p.favorite, p.position,
         presented_booked_balance(a.is_external, a.external_booked_balance, pk.kind_uri, la.balance)::text as booked_balance,
         presented_available_balance(a.is_external, a.external_available_balance, pk.kind_uri, a.credit_limit, la.balance, la.held)::text
           as available_balance,
         pocket.parent_arrangement_id as parent_id
    ${arrangementJoins}`;

/**
 * The rows of an arrangement query as one JSON array, in `order`: the engine writes one value
 * instead of forty-odd per product and the answer is parsed once, natively. Reading the fields
 * one by one was most of what a product list cost (PGlite decodes each field on its own); the
 * rows are the same objects either way.
 */
async function arrangementRows<Row>(db: Queryable, query: string, order: string, params: readonly unknown[]): Promise<Row[]> {
  const [result] = await db.query<{ rows: Row[] }>(`select coalesce(json_agg(listed order by ${order}), '[]') as rows from (${query}) listed`, params);
  return result?.rows ?? [];
}

type MoneyStyle = 'string' | 'number';

/** One arrangement in the platform's field names; money as strings (summary) or numbers. */
function arrangementOf(row: ArrangementRow, money: MoneyStyle): Record<string, unknown> {
  const amount = (value: string | null) => (money === 'string' ? value : decimalNumber(value));
  const visible = row.preferred_visible ?? row.visible;
  const computed = withoutEmpty({
    id: row.id,
    externalArrangementId: row.external_arrangement_id,
    name: row.name,
    displayName: row.alias ?? row.display_name,
    bankAlias: row.bank_alias,
    productKindName: row.kind_name,
    productTypeName: row.product_type_name,
    productNumber: row.product_number,
    productId: row.product_id,
    legalEntityIds: [row.legal_entity_id],
    IBAN: row.iban,
    BBAN: row.bban,
    number: row.number,
    currency: row.currency,
    accountHolderNames: row.account_holder_names || undefined,
    accountOpeningDate: row.opening_date,
    lastUpdateDate: row.last_update_date,
    bookedBalance: amount(row.booked_balance),
    availableBalance: amount(row.available_balance),
    creditLimit: amount(row.credit_limit),
    // Cards: what is left of the line, the same figure as available credit.
    remainingCredit: row.summary_key === 'creditCards' ? amount(row.available_balance) : undefined,
    accruedInterest: decimalNumber(row.accrued_interest),
    accountInterestRate: decimalNumber(row.account_interest_rate),
    minimumRequiredBalance: decimalNumber(row.minimum_required_balance),
    visible,
    parentId: row.parent_id,
    creditAccount: row.credit_account,
    debitAccount: row.debit_account,
    externalAccountStatus: row.external_account_status,
    financialInstitutionId: row.financial_institution_id,
    financialInstitution:
      row.financial_institution_id !== null && row.financial_institution_name !== null
        ? { id: row.financial_institution_id, name: row.financial_institution_name }
        : undefined,
    unmaskableAttributes: row.unmaskable_attributes ?? [],
    state: row.state ? withoutEmpty({ state: row.state, externalStateId: row.external_state_id }) : undefined,
    userPreferences: withoutEmpty({ alias: row.alias, visible, favorite: row.favorite ?? false }),
    product: withoutEmpty({
      externalId: row.product_id,
      externalTypeId: row.external_type_id === null ? undefined : String(row.external_type_id),
      typeName: row.product_type_name,
      productKind: {
        id: row.kind_id,
        externalKindId: row.external_kind_id,
        kindName: row.kind_name,
        kindUri: row.kind_uri,
      },
    }),
  });
  return { ...(row.details ?? {}), ...computed };
}

type SummaryQuery = QueryOf<'getProductSummary'>;

type ContextQuery = QueryOf<'listContextArrangements', 'from' | 'size'>;

/** The credit union's currency (config/app.json); aggregates are in it. */
function currencyOf(branding: unknown): string {
  const currency = (branding as { currency?: unknown } | null)?.currency;
  return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
}

/**
 * The `debitAccount` / `creditAccount` filters (can send from, can receive into), read the same way
 * by the product summary and the context list; each value is pushed onto `params`.
 */
function directionConditions(query: { debitAccount?: boolean; creditAccount?: boolean }, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (query.debitAccount !== undefined) {
    params.push(query.debitAccount);
    conditions.push(`a.debit_account = $${params.length}`);
  }
  if (query.creditAccount !== undefined) {
    params.push(query.creditAccount);
    conditions.push(`a.credit_account = $${params.length}`);
  }
  return conditions;
}

/** Filters shared by the product summary's product list and its sums, so they always agree. */
function summaryFilters(query: SummaryQuery, params: unknown[]): string {
  const conditions = directionConditions(query, params);
  if (query.ignoredProductKindNames) {
    params.push(query.ignoredProductKindNames.split(',').map((name) => name.trim()));
    conditions.push(`not (pk.kind_name = any($${params.length}::text[]))`);
  }
  return conditions.length > 0 ? ` and ${conditions.join(' and ')}` : '';
}

async function productSummaryOf(
  db: Queryable,
  serviceAgreementId: string,
  userId: string,
  currency: string,
  query: SummaryQuery,
): Promise<Record<string, unknown>> {
  const params: unknown[] = [serviceAgreementId, userId];
  const filters = summaryFilters(query, params);
  const listed = await arrangementRows<ArrangementRow>(db, `${arrangementSelect} where true ${filters}`, `listed.kind_id, ${memberOrder('listed')}`, params);
  // Per kind: the sum of the balances shown in it. Total: the member's net position (what they
  // hold minus what they owe), counting each ledger account once: a debit card shows its checking
  // account's balance but adds nothing to the total. Both exact, in cents, over every product in
  // the credit union's currency, before the size cuts the list.
  const kindCents = new Map<string, bigint>();
  let totalCents = 0n;
  for (const row of listed) {
    if (row.currency !== currency || row.booked_balance === null) continue;
    const cents = toCents(row.booked_balance);
    kindCents.set(row.summary_key, (kindCents.get(row.summary_key) ?? 0n) + cents);
    if (row.linked_arrangement_id === null) totalCents += liabilitySummaryKeys.includes(row.summary_key) ? -cents : cents;
  }
  const rows = query.size === undefined ? listed : listed.slice(0, query.size);
  const kindTotal = new Map([...kindCents].map(([key, cents]) => [key, fromCents(cents)]));
  const total = fromCents(totalCents);
  const groups = new Map<string, KindGroup>();
  const products = new Map<string, Record<string, unknown>>();
  for (const row of rows) products.set(row.id, { ...arrangementOf(row, 'string'), ...summaryFiguresOf(row) });
  for (const row of rows) {
    const product = products.get(row.id)!;
    // A pocket is listed under its parent, as the platform lists pocket kinds; in a group of its
    // own only when its parent is not listed (filtered out or cut off by size).
    const parent = row.parent_id === null ? undefined : products.get(row.parent_id);
    if (parent) {
      parent.subArrangements = [...((parent.subArrangements as Record<string, unknown>[] | undefined) ?? []), product];
      continue;
    }
    let group = groups.get(row.summary_key);
    if (!group) {
      group = { id: row.kind_id, name: row.kind_name, kindUri: row.kind_uri, products: [] };
      groups.set(row.summary_key, group);
    }
    group.products.push(product);
  }
  const groupOf = (key: string, group: KindGroup) => ({
    id: group.id,
    name: group.name,
    products: group.products,
    aggregatedBalance: { currency, value: kindTotal.get(key) ?? '0.00' },
    additions: { kindUri: group.kindUri },
  });
  const summary: Record<string, unknown> = { aggregatedBalance: { currency, value: total } };
  for (const key of productKindKeys) {
    const group = groups.get(key);
    if (group) summary[key] = groupOf(key, group);
  }
  summary.customProductKinds = [...groups.entries()]
    .filter(([key]) => !productKindKeys.includes(key))
    .map(([key, group]) => groupOf(key, group));
  return summary;
}

interface KindGroup {
  id: number;
  name: string;
  kindUri: string;
  products: Record<string, unknown>[];
}

/**
 * The figures the accounts list leads with (spec/2 §3 primaryBalance, secondaryBalance): what a
 * member can spend, then the booked balance, for deposits; what is owed, then the credit left,
 * for cards and loans. `attributes` names the product kind, as the arrangement views do.
 */
function summaryFiguresOf(row: ArrangementRow): Record<string, unknown> {
  const owed = row.summary_key === 'loans' || row.summary_key === 'creditCards';
  const [primary, secondary] = owed ? [row.booked_balance, row.available_balance] : [row.available_balance ?? row.booked_balance, row.booked_balance];
  return withoutEmpty({
    primaryBalance: primary === null ? undefined : { value: primary },
    secondaryBalance: secondary === null || row.summary_key === 'loans' ? undefined : { value: secondary },
    attributes: { productKindUri: row.kind_uri },
  });
}

const businessFunctionList = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);

/**
 * arrangement-manager: the member's products (arrangements) in the service agreement they act
 * in, grouped as the platform's product summary in the member's own order (hidden ones included,
 * marked visible: false), filtered by permission, or one by id; and the member's preferences.
 */
export const arrangementManager: ServicePlugin = async (app, { db, settings }) => {
  const currency = currencyOf(settings.branding);
  await accountPreferencesRoutes(app, db, settings);
  const canViewProductSummary = requirePermission(db, 'Product Summary', 'Product Summary', 'view');
  // The summary is what every member opens first and reloads most; rebuilding it unchanged was
  // most of its cost (arrangementVersions), and serialising it again the largest part left, so it
  // is kept as the JSON sent. A few thousand members' answers fit in memory.
  const summaries = new VersionedAnswers<string>(summariesKept);

  app.get<{ Querystring: SummaryQuery }>(
    '/v2/productsummary',
    {
      schema: contract.route('GET', '/arrangement-manager/client-api/v2/productsummary'),
      preHandler: canViewProductSummary,
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const { businessFunction, resourceName, privilege } = request.query;
      if (businessFunction !== undefined || resourceName !== undefined || privilege !== undefined) {
        if (businessFunction === undefined || resourceName === undefined || privilege === undefined) {
          throw badRequest('businessFunction, resourceName and privilege go together.', [], 'productsummary.permission-incomplete');
        }
        if (!(await callerHolds(db, request, resourceName, businessFunction, privilege))) throw forbidden();
      }
      const { userId } = request.caller;
      const [row] = await db.query<{ versions: string }>(arrangementVersions, [serviceAgreementId, userId]);
      const key = JSON.stringify([serviceAgreementId, userId, request.query]);
      const answer = await summaries.answer(key, row?.versions ?? '', async () =>
        String(reply.serialize(await productSummaryOf(db, serviceAgreementId, userId, currency, request.query))),
      );
      // Already serialised by this route's contract schema: Fastify sends a JSON string as it is.
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  );

  app.get<{ Querystring: ContextQuery }>(
    '/v2/productsummary/context/arrangements',
    {
      schema: contract.route('GET', '/arrangement-manager/client-api/v2/productsummary/context/arrangements'),
    },
    async (request) => {
      const query = request.query;
      const { userId } = request.caller;
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      // businessFunction may list several functions, comma separated: any one held will do.
      let held = false;
      for (const functionName of businessFunctionList(query.businessFunction)) {
        if (await callerHolds(db, request, query.resourceName, functionName, query.privilege)) {
          held = true;
          break;
        }
      }
      if (!held) throw forbidden();
      const params: unknown[] = [serviceAgreementId, userId];
      const conditions = directionConditions(query, params);
      if (query.productKindName) {
        params.push(query.productKindName);
        conditions.push(`pk.kind_name = $${params.length}`);
      }
      if (query.searchTerm) {
        params.push(likePattern(query.searchTerm));
        const term = `$${params.length}`;
        conditions.push(
          `(a.name ilike ${term} or a.display_name ilike ${term} or coalesce(p.alias, '') ilike ${term}
            or coalesce(a.bban, '') ilike ${term} or coalesce(a.number, '') ilike ${term})`,
        );
      }
      params.push(query.size, query.from * query.size);
      const rows = await arrangementRows<ArrangementRow>(
        db,
        `${arrangementSelect}
          where ${conditions.length > 0 ? conditions.join(' and ') : 'true'}
          order by pk.id, ${memberOrder('a', 'p')}
          limit $${params.length - 1} offset $${params.length}`,
        `listed.kind_id, ${memberOrder('listed')}`,
        params,
      );
      return rows.map((row) => arrangementOf(row, 'number'));
    },
  );

  app.get<{ Params: { arrangementId: string } }>(
    '/v2/arrangements/:arrangementId',
    {
      schema: contract.route('GET', '/arrangement-manager/client-api/v2/arrangements/{arrangementId}'),
      preHandler: canViewProductSummary,
    },
    async (request) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const [row] = await db.query<ArrangementRow>(`${arrangementSelect} where a.id = $3`, [
        serviceAgreementId,
        request.caller.userId,
        request.params.arrangementId,
      ]);
      // Another member's arrangement and one that does not exist look the same.
      if (!row) throw notFound('The arrangement could not be found.', 'arrangement.not-found');
      return arrangementOf(row, 'number');
    },
  );

  app.get<{ Params: { arrangementId: string; attributeName: string } }>(
    '/v2/arrangements/:arrangementId/unmasked-attributes/:attributeName',
    {
      schema: contract.route('GET', '/arrangement-manager/client-api/v2/arrangements/{arrangementId}/unmasked-attributes/{attributeName}'),
      preHandler: canViewProductSummary,
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const { arrangementId, attributeName } = request.params;
      // Only an attribute the arrangement declares unmaskable is ever revealed, even if a clear
      // value is stored for another one.
      const [row] = await db.query<{ clear_value: string | null; unmaskable: boolean }>(
        `select s.clear_value, ($3 = any(a.unmaskable_attributes)) as unmaskable
           from arrangements a
           join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
           left join arrangement_secrets s on s.arrangement_id = a.id and s.attribute_name = $3
          where a.id = $2`,
        [serviceAgreementId, arrangementId, attributeName],
      );
      if (!row) throw notFound('The arrangement could not be found.', 'arrangement.not-found');
      if (!row.unmaskable || row.clear_value === null) {
        throw notFound('This attribute cannot be unmasked.', 'arrangement.attribute-not-unmaskable');
      }
      // Who saw which number is kept; the value itself never reaches the audit trail or a log.
      await db.query(`insert into audit_events (actor_id, subject_id, action, details) values ($1, $2, 'arrangement.unmasked', $3)`, [
        request.caller.actingAgentId ?? request.caller.userId,
        request.caller.userId,
        JSON.stringify({ arrangementId, attributeName, serviceAgreementId }),
      ]);
      return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(row.clear_value);
    },
  );

  app.post<{ Params: { externalLegalEntityId: string; externalArrangementId: string } }>(
    '/v2/arrangements/unlink/:externalLegalEntityId/:externalArrangementId',
    {
      schema: contract.route('POST', '/arrangement-manager/client-api/v2/arrangements/unlink/{externalLegalEntityId}/{externalArrangementId}'),
      bodyLimit: 1024,
      preHandler: requirePermission(db, 'Product Summary', 'Product Summary', 'edit'),
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const { externalLegalEntityId, externalArrangementId } = request.params;
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string; is_external: boolean }>(
          `select a.id, a.is_external
             from arrangements a
             join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
            where a.legal_entity_id = $2 and a.external_arrangement_id = $3
            for update of a`,
          [serviceAgreementId, externalLegalEntityId, externalArrangementId],
        );
        if (!row) throw notFound('The arrangement could not be found.', 'arrangement.not-found');
        // Only an aggregated (linked) account can be unlinked; the credit union's own products
        // are closed, not unlinked.
        if (!row.is_external) throw badRequest('Only a linked external account can be unlinked.', [], 'arrangement.not-external');
        // A linked account has no ledger of its own: removing the arrangement removes the link,
        // its preferences, recipes and cached transactions with it.
        await tx.query('delete from arrangements where id = $1', [row.id]);
        await tx.query(`insert into audit_events (actor_id, subject_id, action, details) values ($1, $2, 'arrangement.unlinked', $3)`, [
          request.caller.actingAgentId ?? request.caller.userId,
          request.caller.userId,
          JSON.stringify({ arrangementId: row.id, externalLegalEntityId, externalArrangementId, serviceAgreementId }),
        ]);
      });
      return reply.code(204).send();
    },
  );
};
