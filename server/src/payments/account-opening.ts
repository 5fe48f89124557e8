import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { ErrorItem } from '../http/errors.js';
import { fromCents, toCents } from '../ledger/index.js';
import { creditUnionRoutingNumbers } from '../seed/index.js';
import { ledgerAccountIdOf } from '../seed/history.js';
import { transferAdditions } from '../seed/products.js';
import type { PaymentsConfig } from './config.js';
import { createOrder, readOrder } from './execution.js';
import { productOf, type CatalogueProduct, type ProductCatalogue } from './product-catalogue.js';
import { errorItem, ownDebitAccount, PaymentRejection, type OrderContext, type PaymentOrderBody, type TransferAccount } from './validation.js';

/** freeText of an account opening (spec/3 §3): 'NewAccount', or for Courtesy Pay products 'NewAccount-<debit card Y/N>-<ACH Y/N>'. */
const openingText = /^NewAccount(?:-([YN])-([YN]))?$/;

/** The reason text of an opening whose account exists but whose deposit failed (spec/3 §4). */
export const accountCreatedReason = 'ACCOUNT_CREATED';

/** A payment order is an account opening when its purpose's freeText starts with NewAccount. */
export function isAccountOpening(body: PaymentOrderBody): boolean {
  return body.transferTransactionInformation.purposeOfPayment?.freeText?.startsWith('NewAccount') ?? false;
}

/** An account opening that passed every check. */
export interface CheckedOpening {
  product: CatalogueProduct;
  /** The Courtesy Pay choice of a checking product; absent for products without it. */
  courtesyPay?: { debitCard: boolean; ach: boolean };
  amount: string;
  currency: string;
  originator: TransferAccount;
}

interface Member {
  legal_entity_id: string;
  full_name: string;
  eligible_for_new_account: boolean;
}

async function memberOf(db: Queryable, userId: string, lock = false): Promise<Member> {
  const [member] = await db.query<Member>(
    `select legal_entity_id, full_name, eligible_for_new_account from users where id = $1${lock ? ' for no key update' : ''}`,
    [userId],
  );
  if (!member) throw new Error(`No member ${userId}`);
  return member;
}

/** How many of the member's own accounts came from each product type id. */
async function heldByType(db: Queryable, legalEntityId: string): Promise<Map<number, number>> {
  const rows = await db.query<{ type_id: number; held: number }>(
    `select external_type_id as type_id, count(*)::int as held from arrangements
      where legal_entity_id = $1 and not is_external and linked_arrangement_id is null and external_type_id is not null
      group by external_type_id`,
    [legalEntityId],
  );
  return new Map(rows.map((row) => [Number(row.type_id), row.held]));
}

/** The profile's btpLimitReached: the type ids of the products the member holds the maximum of, comma separated ('' when none). */
export async function limitReachedTypeIds(db: Queryable, catalogue: ProductCatalogue, userId: string): Promise<string> {
  const held = await heldByType(db, (await memberOf(db, userId)).legal_entity_id);
  return catalogue.products
    .filter((product) => (held.get(product.typeId) ?? 0) >= product.maxAllowedAccounts)
    .map((product) => product.typeId)
    .join(',');
}

function courtesyPayOf(product: CatalogueProduct, freeText: string): CheckedOpening['courtesyPay'] | 'invalid' {
  const match = openingText.exec(freeText);
  if (!match) return 'invalid';
  const [, debitCard, ach] = match;
  if (product.courtesyPay !== (debitCard !== undefined)) return 'invalid';
  return debitCard === undefined ? undefined : { debitCard: debitCard === 'Y', ach: ach === 'Y' };
}

/**
 * Every rule of opening an account (spec/3 §5, §8): a product of the tenant's catalogue, a member
 * the credit union lets open accounts, below the product's maximum, a deposit of at least its
 * minimum from one of the member's own accounts, made once and today. The maximum and the funds
 * are decided again under the member's lock when the account is opened; this answers early.
 */
export async function checkAccountOpening(
  db: Queryable,
  config: PaymentsConfig,
  catalogue: ProductCatalogue,
  context: OrderContext,
  body: PaymentOrderBody,
): Promise<CheckedOpening> {
  const errors: ErrorItem[] = [];
  const info = body.transferTransactionInformation;
  const purpose = info.purposeOfPayment ?? {};
  const product = productOf(catalogue, purpose.code);
  const amountCents = toCents(info.instructedAmount.amount);
  if (!product) errors.push(errorItem(config, 'payment.new-account.product.unknown'));
  const courtesyPay = product ? courtesyPayOf(product, purpose.freeText ?? '') : undefined;
  if (courtesyPay === 'invalid') errors.push(errorItem(config, 'payment.new-account.option.invalid'));
  if (body.paymentType !== 'INTERNAL_TRANSFER' || body.paymentMode !== 'SINGLE' || body.schedule || body.requestedExecutionDate !== context.today) {
    errors.push(errorItem(config, 'payment.new-account.transfer.invalid'));
  }
  if (info.instructedAmount.currencyCode !== config.currency) errors.push(errorItem(config, 'payment.currency.unsupported'));
  if (amountCents <= 0n) errors.push(errorItem(config, 'payment.amount.invalid'));
  else if (product && amountCents < toCents(product.minimumBalanceRequired)) {
    errors.push(errorItem(config, 'payment.new-account.amount.below-minimum', { limit: product.minimumBalanceRequired }));
  }
  const member = await memberOf(db, context.userId);
  if (!member.eligible_for_new_account) errors.push(errorItem(config, 'payment.new-account.ineligible'));
  else if (product && context.balances !== false) {
    const held = (await heldByType(db, member.legal_entity_id)).get(product.typeId) ?? 0;
    if (held >= product.maxAllowedAccounts) errors.push(errorItem(config, 'payment.new-account.limit-reached', { limit: product.maxAllowedAccounts }));
  }
  const source = body.originatorAccount.identification;
  const account = source.schemeName === 'ID' ? await ownDebitAccount(db, context.serviceAgreementId, source.identification) : undefined;
  // A deposit comes from money the member has (products.json fundingSourceKinds), never from a card's or a credit line's credit.
  const originator = account && catalogue.fundingSourceKinds.includes(account.kindUri) ? account : undefined;
  if (!originator) errors.push(errorItem(config, 'payment.originator.invalid'));
  else if (context.balances !== false && originator.spendable !== null && amountCents > toCents(originator.spendable)) {
    const spendable = toCents(originator.spendable);
    errors.push(errorItem(config, 'payment.amount.insufficient-funds', { limit: fromCents(spendable > 0n ? spendable : 0n) }));
  }
  if (errors.length > 0 || !product || !originator || courtesyPay === 'invalid') throw new PaymentRejection(errors);
  return {
    product,
    ...(courtesyPay ? { courtesyPay } : {}),
    amount: fromCents(amountCents),
    currency: info.instructedAmount.currencyCode,
    originator,
  };
}

export interface NewOpening {
  id: string;
  userId: string;
  agentId?: string;
  serviceAgreementId: string;
  today: string;
  checked: CheckedOpening;
  body: PaymentOrderBody;
}

/**
 * Submits a checked opening in the caller's transaction: under a lock on the member (so openings
 * of the same member take turns and together never pass a product's maximum), opens the account
 * in the member's agreement and records the order, whose execution moves the deposit on the
 * ledger. When the deposit fails the account stays, in the catalogue's unfunded state, and the
 * order is REJECTED with reasonText ACCOUNT_CREATED. An order id already used changes nothing.
 */
export async function openAccount(tx: Queryable, config: PaymentsConfig, catalogue: ProductCatalogue, opening: NewOpening, now: Date): Promise<void> {
  const member = await memberOf(tx, opening.userId, true);
  if (await readOrder(tx, opening.id)) return;
  const { product } = opening.checked;
  const held = (await heldByType(tx, member.legal_entity_id)).get(product.typeId) ?? 0;
  if (held >= product.maxAllowedAccounts) {
    await recordRefusal(tx, opening, errorItem(config, 'payment.new-account.limit-reached', { limit: product.maxAllowedAccounts }));
    return;
  }
  const account = await createAccount(tx, member, opening);
  const checked = opening.checked;
  const order = await createOrder(
    tx,
    config,
    {
      id: opening.id,
      userId: opening.userId,
      ...(opening.agentId ? { agentId: opening.agentId } : {}),
      serviceAgreementId: opening.serviceAgreementId,
      body: opening.body,
      checked: {
        paymentType: 'INTERNAL_TRANSFER',
        paymentMode: 'SINGLE',
        amount: checked.amount,
        currency: checked.currency,
        requestedExecutionDate: opening.today,
        originator: checked.originator,
        counterparty: account,
        toOtherMember: false,
        executeNow: true,
        firstExecutionDate: opening.today,
      },
    },
    now,
  );
  if (order === 'duplicate' || order.status !== 'REJECTED') return;
  // The account is open but empty: it waits for its deposit (spec/3 §2: funded to be activated).
  await tx.query(`update arrangements set state = $2, external_state_id = 'P' where id = $1`, [account.arrangementId, catalogue.unfundedAccountState]);
  const failed = errorItem(config, 'payment.new-account.funding-failed', { cause: order.error_key, ...(order.error_context ?? {}) });
  await tx.query(
    `update payment_orders set reason_text = $2, error_key = $3, error_description = $4, error_context = $5::jsonb where id = $1`,
    [opening.id, accountCreatedReason, failed.key, failed.message, JSON.stringify(failed.context)],
  );
}

/** An opening refused at submit (the maximum was reached meanwhile): kept as a REJECTED order, no account. */
async function recordRefusal(tx: Queryable, opening: NewOpening, error: ErrorItem): Promise<void> {
  const { id: _id, ...body } = opening.body;
  await tx.query(
    `insert into payment_orders (id, service_agreement_id, created_by, acting_agent_id, payment_type, payment_mode, status, bank_status,
                                 reason_code, error_description, error_key, error_context, originator_arrangement_id, to_other_member,
                                 amount, currency, requested_execution_date, body)
     values ($1, $2, $3, $4, 'INTERNAL_TRANSFER', 'SINGLE', 'REJECTED', 'REJECTED', 'PP12', $5, $6, $7::jsonb, $8, false,
             $9::numeric, $10, $11::date, $12::jsonb)`,
    [
      opening.id, opening.serviceAgreementId, opening.userId, opening.agentId ?? null, error.message, error.key,
      JSON.stringify(error.context ?? {}), opening.checked.originator.arrangementId, opening.checked.amount,
      opening.checked.currency, opening.today, JSON.stringify(body),
    ],
  );
}

const masked = (value: string) => `${'•'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;

/** The member's next share suffix: one above the highest S-number of their accounts (S01, S13 … → S14). */
async function nextShareSuffix(tx: Queryable, legalEntityId: string): Promise<string> {
  const [row] = await tx.query<{ highest: number | null }>(
    `select max(substring(details->'additions'->>'accountCode' from '^S([0-9]+)$')::int) as highest
       from arrangements where legal_entity_id = $1`,
    [legalEntityId],
  );
  return `S${String((row?.highest ?? 0) + 1).padStart(2, '0')}`;
}

/** A ten-digit account number no other account has. */
async function freshAccountNumber(tx: Queryable): Promise<string> {
  for (;;) {
    const number = `0${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    const taken = await tx.query(`select 1 from arrangement_secrets where attribute_name = 'BBAN' and clear_value = $1`, [number]);
    if (taken.length === 0) return number;
  }
}

/**
 * The new arrangement, as the seed makes the member's other deposit accounts: the product's kind,
 * type id and name, an account number, a ledger account with a zero floor, and a place in the
 * agreement the member acts in (so its permissions are those of their other accounts).
 */
async function createAccount(tx: Queryable, member: Member, opening: NewOpening): Promise<TransferAccount> {
  const { product, courtesyPay } = opening.checked;
  const [kind] = await tx.query<{ id: number; kind_uri: string }>(
    `select id, kind_uri from product_kinds where summary_key = $1 order by id limit 1`,
    [product.productKind],
  );
  if (!kind) throw new Error(`No product kind ${product.productKind}`);
  const id = `arr-${randomUUID()}`;
  const number = await freshAccountNumber(tx);
  const additions = {
    ...transferAdditions(true, true),
    ...(product.category === 'Checking' ? { isPrimaryBillpayAccount: 'false' } : {}),
    accountCode: await nextShareSuffix(tx, member.legal_entity_id),
    ...creditUnionRoutingNumbers,
    ...(courtesyPay ? { courtesyPayDebitCard: String(courtesyPay.debitCard), courtesyPayAch: String(courtesyPay.ach) } : {}),
  };
  const externalId = `${id.slice(4)}-${number.slice(-4)}`;
  await tx.query(
    `insert into arrangements (id, external_arrangement_id, legal_entity_id, product_kind_id, product_id, product_type_name, product_number,
                               external_type_id, name, display_name, bank_alias, bban, number, currency, state, external_state_id,
                               account_holder_names, opening_date, debit_account, credit_account, visible, unmaskable_attributes, details)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9, $10, $10, 'USD', 'Active', 'A', $11, $12::date, true, true, true, '{BBAN}', $13::jsonb)`,
    [
      id, externalId, member.legal_entity_id, kind.id, product.productId, product.type, String(product.typeId), product.typeId,
      product.accountName, masked(number), member.full_name, opening.today, JSON.stringify({ additions }),
    ],
  );
  const ledgerAccountId = ledgerAccountIdOf(id);
  await tx.query(`insert into arrangement_secrets (arrangement_id, attribute_name, clear_value) values ($1, 'BBAN', $2)`, [id, number]);
  await tx.query(
    `insert into ledger_accounts (id, arrangement_id, name, kind, currency, balance, pending, held, floor)
     values ($1, $2, $3, 'member', 'USD', 0, 0, 0, 0)`,
    [ledgerAccountId, id, product.accountName],
  );
  await tx.query(`insert into service_agreement_arrangements (service_agreement_id, arrangement_id) values ($1, $2)`, [opening.serviceAgreementId, id]);
  return {
    arrangementId: id,
    externalArrangementId: externalId,
    ledgerAccountId,
    kindUri: kind.kind_uri,
    displayName: product.accountName,
    holderNames: member.full_name,
    maskedNumber: masked(number),
    spendable: '0.00',
  };
}
