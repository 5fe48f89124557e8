/**
 * The sandbox's demo data: deterministic (same seed, same rows, whatever day it runs: dates are
 * relative to `seedToday`, 2026-11-20), written in one transaction with batched inserts.
 *
 * Source of truth for balances: the ledger. Each of our arrangements has one ledger account
 * (debit cards use their checking account's; external accounts keep the aggregator's figures on
 * the arrangement); the view `arrangement_balances` presents them. Transactions carry the running
 * balance in ledger sign (negative on loans and cards), equal to the ledger balance after their
 * posting; pending ones have none.
 */
import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { exclusively } from '../db/exclusively.js';
import { hashPassword } from '../oidc/passwords.js';
import { insertRows } from './bulk-insert.js';
import { categoryNamed, financialInstitutions, generalNotifications, kindByUri, productKinds } from './catalog.js';
import { seedToday } from './dates.js';
import {
  bookMovements,
  centsToAmount,
  generateMovements,
  internalLedgerAccountId,
  ledgerAccountIdOf,
  type BookedHistory,
} from './history.js';
import { coreMemberArrangements, seedCoreMembers } from './core-members.js';
import { seedCards } from './cards.js';
import { seedMemberData } from './member-data.js';
import { seedBillPay } from '../sandbox/bill-pay-provider/seed.js';
import { agentAssignments, demoServiceAgreements, demoUsers } from './people.js';
import { insertServiceAgreements } from './service-agreements.js';
import { demoArrangements, type ArrangementSpec } from './products.js';
import { mulberry32, type Random } from './random.js';

export { seedToday } from './dates.js';

/** The version of config/terms.json the demo members have accepted. */
const demoTermsVersion = '2026-11';
export { transactionCategories, productKinds, externalAccountStatuses, memberPermissions } from './catalog.js';

export const defaultSeed = 20261122;
export const demoPassword = 'Demo-Password-1!';

export interface SeedOptions {
  seed?: number;
}

/** True when the demo members exist (the seed ran on this database). */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ seeded: boolean }>(`select exists (select 1 from users where id = 'u-demo') as seeded`);
  return rows[0]?.seeded === true;
}

/**
 * Writes the demo data into a migrated database. Does nothing when it is already seeded
 * (reset the database to seed again: `npm run db:reset`). Servers starting at once on a new
 * PostgreSQL seed one after the other, so the later ones find it seeded.
 */
export function seedDemoData(db: Database, options: SeedOptions = {}): Promise<void> {
  return exclusively(db, 'demo data', () => seedUnlessSeeded(db, options.seed ?? defaultSeed));
}

async function seedUnlessSeeded(db: Database, seed: number): Promise<void> {
  if (await isSeeded(db)) return;
  const random = mulberry32(seed);
  // One scrypt hash for every demo user (hashing is deliberately slow); the salt derives from
  // the seed so the rows are the same on every run.
  const salt = createHash('sha256').update(`passbook-demo-${seed}`).digest().subarray(0, 16);
  const passwordHash = await hashPassword(demoPassword, salt);
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedPeople(tx, passwordHash);
    await seedCoreMembers(tx, seed);
    const specs = [...demoArrangements(), ...coreMemberArrangements()];
    const numbers = await seedArrangements(tx, specs, random.fork('numbers'));
    const history = await seedLedger(tx, specs, random.fork('history'));
    await seedMemberData(tx, { random: random.fork('member-data'), numbers, history });
    await seedBillPay(tx);
    await seedCards(tx);
  });
}

async function seedReferenceData(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'product_kinds',
    ['id', 'external_kind_id', 'kind_name', 'kind_uri', 'summary_key'],
    productKinds.map((kind) => [kind.id, kind.externalKindId, kind.kindName, kind.kindUri, kind.summaryKey]),
  );
  await insertRows(
    tx,
    'financial_institutions',
    ['id', 'external_id', 'name', 'logo'],
    financialInstitutions.map((fi) => [fi.id, fi.externalId, fi.name, null]),
  );
  await insertRows(
    tx,
    'general_notifications',
    ['id', 'name', 'delivery_options'],
    generalNotifications.map((notification) => [notification.id, notification.name, notification.deliveryOptions]),
  );
}

async function seedPeople(tx: Queryable, passwordHash: string): Promise<void> {
  await insertRows(
    tx,
    'users',
    [
      'id', 'username', 'password_hash', 'full_name', 'role', 'external_id', 'legal_entity_id', 'legal_entity_name',
      'customer_code', 'preferred_language', 'eligible_for_new_account', 'created_at',
    ],
    demoUsers.map((user) => [
      user.id, user.username, passwordHash, user.fullName, user.role, user.externalId, user.legalEntityId,
      user.legalEntityName, user.customerCode, 'en-US', user.eligibleForNewAccount, `${seedToday}T00:00:00Z`,
    ]),
  );
  await insertRows(
    tx,
    'electronic_addresses',
    ['user_id', 'key', 'type', 'address', 'is_primary'],
    demoUsers.flatMap((user) => user.emails.map((email) => [user.id, email.key, email.type, email.address, email.primary])),
  );
  await insertRows(
    tx,
    'phone_addresses',
    ['user_id', 'key', 'type', 'number', 'is_primary'],
    demoUsers.flatMap((user) => user.phones.map((phone) => [user.id, phone.key, phone.type, phone.number, phone.primary])),
  );
  await insertRows(
    tx,
    'postal_addresses',
    ['user_id', 'key', 'type', 'is_primary', 'building_number', 'street_name', 'town_name', 'country_sub_division', 'postal_code', 'country'],
    demoUsers.flatMap((user) =>
      user.postalAddresses.map((address) => [
        user.id, address.key, address.type, address.primary, address.buildingNumber, address.streetName,
        address.townName, address.countrySubDivision, address.postalCode, 'US',
      ]),
    ),
  );
  // The demo members accepted the terms current when the demo was made (config/terms.json), so
  // signing in as one goes straight to the dashboard; publishing a new version asks them again.
  await insertRows(
    tx,
    'terms_acceptances',
    ['user_id', 'version', 'accepted_at'],
    demoUsers.filter((user) => user.role === 'member').map((user) => [user.id, demoTermsVersion, `${seedToday}T00:00:00Z`]),
  );
  await insertServiceAgreements(tx, demoServiceAgreements, '2015-01-01T00:00:00Z');
  await insertRows(
    tx,
    'agent_assignments',
    ['agent_id', 'member_id'],
    agentAssignments.map((assignment) => [assignment.agentId, assignment.memberId]),
  );
}

/** Fixed last digits for the cards, so statement texts and the card numbers agree. */
const cardLastDigits: Record<string, string> = {
  'arr-demo-visa': '4821',
  'arr-demo-mastercard': '7730',
  'arr-demo-debit-card': '4417',
  'arr-demo-debit-card-bills': '9052',
};

export interface AccountNumbers {
  /** Full account number (BBAN) per arrangement id. */
  bban: Map<string, string>;
}

function masked(value: string): string {
  return `${'•'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/** Deposit accounts receive ACH and wire transfers: their details card shows the routing numbers. */
const depositKinds: ReadonlySet<string> = new Set(['current-account', 'savings-account']);
/** The credit union's routing number (also config/transactions.json's export routingNumber), for ACH and Fedwire. */
export const creditUnionRoutingNumbers = { achRoutingNumber: '302075830', fedwireRoutingNumber: '302075830' };
const additionsOf = (spec: ArrangementSpec): Record<string, unknown> =>
  typeof spec.details.additions === 'object' && spec.details.additions !== null ? (spec.details.additions as Record<string, unknown>) : {};

async function seedArrangements(tx: Queryable, specs: readonly ArrangementSpec[], random: Random): Promise<AccountNumbers> {
  const bban = new Map<string, string>();
  const cardNumbers = new Map<string, string>();
  for (const spec of specs) {
    const numbers = random.fork(spec.id);
    bban.set(spec.id, spec.external ? numbers.digits(8) : `0${numbers.digits(9)}`);
    if (spec.cardNetwork) {
      const prefix = spec.cardNetwork === 'visa' ? '4' : '5';
      cardNumbers.set(spec.id, `${prefix}${numbers.digits(11)}${cardLastDigits[spec.id] ?? numbers.digits(4)}`);
    }
  }
  const debitCardsOf = (checkingId: string) =>
    specs
      .filter((spec) => spec.linkedTo === checkingId)
      .map((card) => ({
        number: `•••• ${cardNumbers.get(card.id)!.slice(-4)}`,
        expiryDate: '2028-04-30',
        cardId: card.id,
        cardholderName: card.holderNames,
        cardType: 'Debit',
        cardStatus: card.state,
      }));
  const rows = specs.map((spec) => {
    const kind = kindByUri(spec.kind);
    const full = bban.get(spec.id)!;
    const card = cardNumbers.get(spec.id);
    const debitCardsItems =
      spec.kind === 'debit-card'
        ? debitCardsOf(spec.linkedTo!).filter((item) => item.cardId === spec.id)
        : debitCardsOf(spec.id);
    const details = {
      ...spec.details,
      ...(depositKinds.has(spec.kind) && !spec.external ? { additions: { ...additionsOf(spec), ...creditUnionRoutingNumbers } } : {}),
      // When the aggregator last refreshed a linked account (the details card's "Last sync").
      ...(spec.external ? { lastSyncDate: `${seedToday}T06:00:00Z` } : {}),
      ...(debitCardsItems.length > 0 ? { debitCardsItems } : {}),
      ...(card && spec.kind === 'credit-card' ? { creditCardAccountNumber: masked(full) } : {}),
    };
    // A debit card has a card number but no account number of its own (it spends from its checking).
    const hasAccountNumber = spec.kind !== 'debit-card';
    const unmaskable = spec.external ? [] : [...(hasAccountNumber ? ['BBAN'] : []), ...(card ? ['number'] : [])];
    return [
      spec.id,
      `${spec.id.replace(/^arr-/, '')}-${full.slice(-4)}`,
      spec.legalEntityId,
      kind.id,
      spec.productId,
      spec.productTypeName,
      spec.productNumber,
      spec.externalTypeId,
      spec.name,
      spec.displayName,
      spec.bankAlias,
      hasAccountNumber ? masked(full) : null,
      null,
      card ? `•••• ${card.slice(-4)}` : masked(full),
      'USD',
      spec.state,
      spec.state === 'Active' ? 'A' : 'I',
      spec.holderNames,
      spec.creditLimit,
      spec.minimumRequiredBalance,
      spec.interestRate,
      spec.accruedInterest,
      spec.openingDate,
      spec.debitAccount,
      spec.creditAccount,
      spec.visible,
      spec.external !== undefined,
      spec.external?.status ?? null,
      spec.external?.institutionId ?? null,
      unmaskable,
      details,
      spec.linkedTo ?? null,
      spec.external?.booked ?? null,
      spec.external?.available ?? null,
      `${seedToday}T06:00:00Z`,
      `${spec.openingDate}T12:00:00Z`,
    ];
  });
  // Linked arrangements must exist before the cards that point at them.
  rows.sort((a, b) => Number(a[31] !== null) - Number(b[31] !== null));
  await insertRows(
    tx,
    'arrangements',
    [
      'id', 'external_arrangement_id', 'legal_entity_id', 'product_kind_id', 'product_id', 'product_type_name',
      'product_number', 'external_type_id', 'name', 'display_name', 'bank_alias', 'bban', 'iban', 'number', 'currency',
      'state', 'external_state_id', 'account_holder_names', 'credit_limit', 'minimum_required_balance',
      'account_interest_rate', 'accrued_interest', 'opening_date', 'debit_account', 'credit_account', 'visible',
      'is_external', 'external_account_status', 'financial_institution_id', 'unmaskable_attributes', 'details',
      'linked_arrangement_id', 'external_booked_balance', 'external_available_balance', 'last_update_date', 'created_at',
    ],
    rows,
  );
  await insertRows(
    tx,
    'arrangement_secrets',
    ['arrangement_id', 'attribute_name', 'clear_value'],
    specs
      .filter((spec) => !spec.external)
      .flatMap((spec) => [
        ...(spec.kind === 'debit-card' ? [] : [[spec.id, 'BBAN', bban.get(spec.id)!]]),
        ...(cardNumbers.has(spec.id) ? [[spec.id, 'number', cardNumbers.get(spec.id)!]] : []),
      ]),
  );
  await insertRows(
    tx,
    'service_agreement_arrangements',
    ['service_agreement_id', 'arrangement_id'],
    specs.flatMap((spec) => (spec.serviceAgreementId === null ? [] : [[spec.serviceAgreementId, spec.id]])),
  );
  await insertRows(
    tx,
    'user_arrangement_preferences',
    ['user_id', 'arrangement_id', 'alias', 'visible', 'favorite'],
    [
      ['u-demo', 'arr-demo-checking', null, null, true],
      ['u-demo', 'arr-demo-visa', null, null, true],
    ],
  );
  return { bban };
}

async function seedLedger(tx: Queryable, specs: readonly ArrangementSpec[], random: Random): Promise<BookedHistory> {
  const [start] = await tx.query<{ entry_id: number; posting_id: number; sequence: number; transactions: number }>(
    `select (select coalesce(max(id), 0) from journal_entries)::int as entry_id,
            (select coalesce(max(id), 0) from postings)::int as posting_id,
            (select coalesce(max(sequence), 0) from transactions)::int as sequence,
            (select count(*) from transactions)::int as transactions`,
  );
  const history = bookMovements(generateMovements(specs, random.fork('movements')), specs, random.fork('booking'), {
    entryId: start!.entry_id,
    postingId: start!.posting_id,
    sequence: start!.sequence,
    transactionNumber: start!.transactions,
  });
  const totals = (id: string) => history.totals.get(id) ?? { posted: 0, pending: 0, held: 0 };
  const ledgerSpecs = specs.filter((spec) => !spec.external && !spec.linkedTo);
  const floorOf = (spec: ArrangementSpec): string | null => {
    if (spec.floor === 'zero') return '0.00';
    if (spec.floor === 'credit-limit') return `-${spec.creditLimit}`;
    if (spec.floor === 'final-balance') return centsToAmount(totals(ledgerAccountIdOf(spec.id)).posted);
    return null;
  };
  const internal = totals(internalLedgerAccountId);
  await insertRows(
    tx,
    'ledger_accounts',
    ['id', 'arrangement_id', 'name', 'kind', 'currency', 'balance', 'pending', 'held', 'floor'],
    [
      [internalLedgerAccountId, null, 'Member funding / settlement', 'internal', 'USD', centsToAmount(internal.posted), centsToAmount(internal.pending), centsToAmount(internal.held), null],
      ...ledgerSpecs.map((spec) => {
        const account = totals(ledgerAccountIdOf(spec.id));
        return [
          ledgerAccountIdOf(spec.id), spec.id, spec.displayName, 'member', 'USD',
          centsToAmount(account.posted), centsToAmount(account.pending), centsToAmount(account.held), floorOf(spec),
        ];
      }),
    ],
  );
  await insertRows(
    tx,
    'journal_entries',
    ['id', 'created_at', 'booking_date', 'description', 'kind', 'payment_order_id'],
    history.entries.map((entry) => [entry.id, entry.createdAt, entry.bookingDate, entry.description, entry.kind, null]),
  );
  await insertRows(
    tx,
    'postings',
    ['id', 'entry_id', 'ledger_account_id', 'amount', 'status'],
    history.postings.map((posting) => [posting.id, posting.entryId, posting.ledgerAccountId, centsToAmount(posting.cents), posting.status]),
  );
  await insertRows(
    tx,
    'transactions',
    [
      'id', 'posting_id', 'arrangement_id', 'reference', 'description', 'original_description', 'type_group', 'type',
      'category', 'category_id', 'merchant_name', 'counter_party_name', 'counter_party_account_number',
      'counter_party_city', 'counter_party_address', 'booking_date', 'value_date', 'amount', 'currency',
      'credit_debit_indicator', 'running_balance', 'billing_status', 'state', 'is_pending', 'check_number',
      'check_image_availability', 'dispute_status', 'notes', 'location', 'creation_time', 'sequence',
    ],
    history.transactions.map((txn) => {
      const d = txn.details;
      return [
        txn.id, txn.postingId, txn.arrangementId, txn.reference, d.description, d.originalDescription ?? d.description,
        d.typeGroup, d.type, d.category ?? null, d.category ? categoryNamed(d.category).id : null, d.merchantName ?? null,
        d.counterPartyName ?? null, d.counterPartyAccountNumber ?? null, d.counterPartyCity ?? null,
        d.counterPartyAddress ?? null, txn.bookingDate, txn.valueDate, centsToAmount(Math.abs(txn.cents)), 'USD',
        txn.cents > 0 ? 'CRDT' : 'DBIT',
        txn.runningBalanceCents === null ? null : centsToAmount(txn.runningBalanceCents),
        txn.billingStatus, txn.isPending ? 'PENDING' : 'COMPLETED', txn.isPending, d.checkNumber ?? null,
        d.checkImageAvailability ?? null, d.disputeStatus ?? null, d.notes ?? null,
        d.location ?? null, txn.creationTime, txn.sequence,
      ];
    }),
  );
  // Ids were given explicitly (so they are the same on every run); move the sequences past them.
  await tx.query(`select setval(pg_get_serial_sequence('journal_entries', 'id'), greatest((select max(id) from journal_entries), 1))`);
  await tx.query(`select setval(pg_get_serial_sequence('postings', 'id'), greatest((select max(id) from postings), 1))`);
  await tx.query(`select setval(pg_get_serial_sequence('transactions', 'sequence'), greatest((select max(sequence) from transactions), 1))`);
  return history;
}
