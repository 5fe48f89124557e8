import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { ErrorItem } from '../http/errors.js';
import { CeilingExceededError, fromCents, InsufficientFundsError, postJournalEntry, toCents } from '../ledger/index.js';
import { categoryNamed } from '../seed/catalog.js';
import { businessDayOnOrAfter, localMoment, occurrenceAfter, valueDateAt, type ScheduleRule } from './calendar.js';
import type { PaymentsConfig } from './config.js';
import { drawCashCredit, isCardPayment, isCashAdvance, lockCashCredit, restoreCashCredit } from './cash-credit.js';
import { contactLimitName, releaseDailyLimit, reserveDailyLimit } from './limits.js';
import { errorItem, type CheckedOrder, type PaymentOrderBody } from './validation.js';

/** A payment order row as execution and the API read it (dates as yyyy-mm-dd, money as text). */
export interface OrderRow {
  id: string;
  service_agreement_id: string;
  created_by: string;
  payment_type: string;
  payment_mode: 'SINGLE' | 'RECURRING';
  status: string;
  bank_status: string | null;
  reason_code: string | null;
  reason_text: string | null;
  error_description: string | null;
  error_key: string | null;
  error_context: Record<string, unknown> | null;
  originator_arrangement_id: string;
  counterparty_arrangement_id: string | null;
  to_other_member: boolean;
  amount: string;
  currency: string;
  requested_execution_date: string;
  next_occurrence_date: string | null;
  next_execution_date: string | null;
  limit_reserved_for: string | null;
  body: PaymentOrderBody;
  version: number;
  created_at: string;
  updated_at: string;
}

export const orderColumns = `
  id, service_agreement_id, created_by, payment_type, payment_mode, status, bank_status, reason_code, reason_text,
  error_description, error_key, error_context, originator_arrangement_id, counterparty_arrangement_id, to_other_member,
  amount::text as amount, currency, to_char(requested_execution_date, 'YYYY-MM-DD') as requested_execution_date,
  to_char(next_occurrence_date, 'YYYY-MM-DD') as next_occurrence_date,
  to_char(next_execution_date, 'YYYY-MM-DD') as next_execution_date,
  to_char(limit_reserved_for, 'YYYY-MM-DD') as limit_reserved_for, body, version,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`;

/** Reads an order and locks it until the transaction ends (execution, cancel and edit take turns). */
export async function lockOrder(tx: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(`select ${orderColumns} from payment_orders where id = $1 for update`, [id]);
  return row;
}

export async function readOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(`select ${orderColumns} from payment_orders where id = $1`, [id]);
  return row;
}

export function scheduleRuleOf(body: PaymentOrderBody): ScheduleRule | undefined {
  const schedule = body.schedule;
  if (!schedule) return undefined;
  return {
    transferFrequency: schedule.transferFrequency,
    every: schedule.every === undefined ? 1 : Number(schedule.every),
    startDate: schedule.startDate,
    ...(schedule.endDate !== undefined ? { endDate: schedule.endDate } : {}),
    ...(schedule.repeat !== undefined ? { repeat: schedule.repeat } : {}),
  };
}

export interface NewOrder {
  id: string;
  userId: string;
  agentId?: string;
  serviceAgreementId: string;
  checked: CheckedOrder;
  body: PaymentOrderBody;
}

/**
 * Records a submitted order and, when its date is today, executes it, all in the caller's
 * transaction. Returns 'duplicate' (and writes nothing) when an order with this id exists: the
 * same reviewed order submitted twice is executed once. A transfer to another member first
 * reserves its amount under the day's contact limit (row-locked), so concurrent submits cannot
 * together pass the limit; when the reservation or the funds fail, the order is kept as
 * REJECTED with the reason. Answers the order as this transaction leaves it.
 */
export async function createOrder(tx: Queryable, config: PaymentsConfig, order: NewOrder, now: Date): Promise<OrderRow | 'duplicate'> {
  const { checked } = order;
  // An order of today to the member's own accounts executes at once with nothing to reserve
  // first: its occurrence is claimed in the same statement that records it.
  const claimNow = !checked.toOtherMember && executesAtSubmit(config, checked.requestedExecutionDate, now);
  // The inserted row comes back as a lock-holding read: this transaction wrote it, so nothing
  // else can change it before commit, and re-reading it would only cost a round trip.
  const inserted = await tx.query<OrderRow>(
    `with inserted as (
       insert into payment_orders (id, service_agreement_id, created_by, acting_agent_id, payment_type, payment_mode, status,
                                   originator_arrangement_id, counterparty_arrangement_id, to_other_member, amount, currency,
                                   requested_execution_date, next_occurrence_date, next_execution_date, body)
       values ($1, $2, $3, $4, $5, $6, 'ENTERED', $7, $8, $9, $10::numeric, $11, $12::date, $12::date, $13::date, $14::jsonb)
       on conflict (id) do nothing
       returning ${orderColumns}),
     claimed as (
       insert into payment_order_executions (payment_order_id, occurrence_date, execution_date, status)
       select id, $12::date, $12::date, 'PROCESSED' from inserted where $15::boolean)
     select * from inserted`,
    [
      order.id, order.serviceAgreementId, order.userId, order.agentId ?? null, checked.paymentType, checked.paymentMode,
      checked.originator.arrangementId, checked.counterparty.arrangementId, checked.toOtherMember, checked.amount,
      checked.currency, checked.requestedExecutionDate, checked.firstExecutionDate, JSON.stringify(withoutId(order.body)),
      claimNow,
    ],
  );
  // The review stays until it expires (the scheduler purges it): a concurrent second submit of the
  // same order may still be reading it, and must then find this order rather than a missing review.
  const row = inserted[0];
  if (!row) return 'duplicate';
  const accounts = { from: transferAccountOf(checked.originator), to: transferAccountOf(checked.counterparty) };
  if (claimNow) return (await executeOccurrence(tx, config, row, row.requested_execution_date, row.requested_execution_date, now, accounts, true)).order;
  return scheduleOrExecute(tx, config, row, now, accounts);
}

/** The accounts as validation found them (same columns execution reads for the scheduler). */
function transferAccountOf(account: CheckedOrder['originator']): AccountDetails {
  return {
    id: account.arrangementId,
    ledger_account_id: account.ledgerAccountId,
    kind_uri: account.kindUri,
    display_name: account.displayName,
    account_holder_names: account.holderNames,
    bban: account.maskedNumber,
  };
}

function withoutId(body: PaymentOrderBody): Omit<PaymentOrderBody, 'id' | 'version'> {
  const { id: _id, version: _version, ...rest } = body;
  return rest;
}

/** An order requested for today (the credit union's day) executes at submit; any other waits for the scheduler. */
function executesAtSubmit(config: PaymentsConfig, requestedDate: string, now: Date): boolean {
  return requestedDate === localMoment(now, config.calendar.timeZone).date;
}

/**
 * A freshly entered or edited order (row locked): reserve its first execution's contact-limit
 * usage, then execute it now when its date is today, otherwise leave it ACCEPTED for the scheduler.
 * Answers the order as it then is (each last write returns the row: no read after).
 */
export async function scheduleOrExecute(
  tx: Queryable,
  config: PaymentsConfig,
  row: OrderRow,
  now: Date,
  accounts?: TransferAccounts,
): Promise<OrderRow> {
  const occurrence = row.requested_execution_date;
  const atSubmit = executesAtSubmit(config, occurrence, now);
  const executionDate = atSubmit ? occurrence : businessDayOnOrAfter(occurrence, config.calendar);
  if (row.to_other_member) {
    const reserved = await reserveDailyLimit(tx, row.created_by, contactLimitName, executionDate, row.amount, config.limits.contacts.perDay);
    if (!reserved) return rejectOrder(tx, row.id, errorItem(config, 'payment.amount.contact-limit-per-day', { limit: config.limits.contacts.perDay }));
    // Written with the order's next state below (or cleared by the execution in this same
    // transaction), not by a statement of its own.
    row.limit_reserved_for = executionDate;
  }
  if (atSubmit) return (await executeOccurrence(tx, config, row, occurrence, executionDate, now, accounts)).order;
  return updated(
    tx.query<OrderRow>(
      `update payment_orders set status = 'ACCEPTED', bank_status = 'ACCEPTED', next_occurrence_date = $2::date,
              next_execution_date = $3::date, limit_reserved_for = $4::date, updated_at = now()
        where id = $1
        returning ${orderColumns}`,
      [row.id, occurrence, executionDate, row.limit_reserved_for],
    ),
  );
}

/** The one row an update of a locked order returned. */
async function updated(rows: Promise<OrderRow[]>): Promise<OrderRow> {
  const [row] = await rows;
  if (!row) throw new Error('A locked payment order was not found to update');
  return row;
}

function rejectOrder(tx: Queryable, id: string, error: ErrorItem): Promise<OrderRow> {
  return updated(
    tx.query<OrderRow>(
      `update payment_orders
          set status = 'REJECTED', bank_status = 'REJECTED', reason_code = 'PP12', error_description = $2, error_key = $3,
              error_context = $4::jsonb, next_occurrence_date = null, next_execution_date = null, limit_reserved_for = null,
              updated_at = now()
        where id = $1
        returning ${orderColumns}`,
      [id, error.message, error.key, JSON.stringify(error.context ?? {})],
    ),
  );
}

export type ExecutionOutcome = 'processed' | 'rejected' | 'already-executed';

/** What executing an occurrence did, and the order as it left it. */
export interface Execution {
  outcome: ExecutionOutcome;
  order: OrderRow;
}

/**
 * Executes one occurrence of a locked order in the caller's transaction: claims the occurrence
 * (a second claim, after a restart or by a second server, is refused by the primary key and
 * changes nothing but moving the order on), checks the contact limit, posts one balanced journal
 * entry (the ledger refuses a debit below the floor), writes both members' transactions with
 * their running balances, and moves the order to its next occurrence or its final status.
 */
export async function executeOccurrence(
  tx: Queryable,
  config: PaymentsConfig,
  order: OrderRow,
  occurrence: string,
  executionDate: string,
  now: Date,
  /** The order's accounts when the caller has them already (a submit, from validation). */
  knownAccounts?: TransferAccounts,
  /** The occurrence was claimed by the statement that recorded the order (createOrder). */
  claimedAlready = false,
): Promise<Execution> {
  if (!claimedAlready) {
    const claimed = await tx.query(
      `insert into payment_order_executions (payment_order_id, occurrence_date, execution_date, status)
       values ($1, $2::date, $3::date, 'PROCESSED')
       on conflict (payment_order_id, occurrence_date) do nothing
       returning payment_order_id`,
      [order.id, occurrence, executionDate],
    );
    if (claimed.length === 0) return { outcome: 'already-executed', order: await advance(tx, config, order, occurrence, undefined) };
  }
  let reserved = order.to_other_member && order.limit_reserved_for === executionDate;
  if (order.to_other_member && !reserved) {
    reserved = await reserveDailyLimit(tx, order.created_by, contactLimitName, executionDate, order.amount, config.limits.contacts.perDay);
    if (!reserved) {
      const error = errorItem(config, 'payment.amount.contact-limit-per-day', { limit: config.limits.contacts.perDay });
      await recordFailure(tx, order, occurrence, error);
      return { outcome: 'rejected', order: await advance(tx, config, order, occurrence, error) };
    }
  }
  const bookingDate = localMoment(now, config.calendar.timeZone).date;
  const accounts = knownAccounts ?? (await transferAccounts(tx, order));
  const cashAdvance = isCashAdvance(accounts.from.kind_uri, accounts.to.kind_uri, order.to_other_member);
  const cardPayment = isCardPayment(accounts.to.kind_uri);
  if (cashAdvance || cardPayment) {
    const availableCash = await lockCashCredit(tx, cashAdvance ? accounts.from.id : accounts.to.id);
    if (cashAdvance && availableCash !== null && toCents(order.amount) > toCents(availableCash)) {
      if (reserved) await releaseDailyLimit(tx, order.created_by, contactLimitName, executionDate, order.amount);
      const failure = errorItem(config, 'payment.amount.cash-advance-limit', { limit: availableCash });
      await recordFailure(tx, order, occurrence, failure);
      return { outcome: 'rejected', order: await advance(tx, config, order, occurrence, failure) };
    }
  }
  let entryId: number;
  let postingIds: number[];
  let balances: Record<string, string>;
  try {
    ({ entryId, postingIds, balances } = await postJournalEntry(tx, {
      bookingDate,
      description: `Payment order ${order.id} (${occurrence})`,
      kind: 'payment-order',
      // One journal entry per occurrence: the ledger itself refuses a second.
      paymentOrderId: `${order.id}@${occurrence}`,
      lines: [
        { ledgerAccountId: accounts.from.ledger_account_id, amount: fromCents(-toCents(order.amount)) },
        { ledgerAccountId: accounts.to.ledger_account_id, amount: order.amount },
      ],
    }));
  } catch (error) {
    if (!(error instanceof InsufficientFundsError) && !(error instanceof CeilingExceededError)) throw error;
    if (reserved) await releaseDailyLimit(tx, order.created_by, contactLimitName, executionDate, order.amount);
    const failure = error instanceof InsufficientFundsError ? insufficientFunds(config, error) : ceilingExceeded(config, error);
    await recordFailure(tx, order, occurrence, failure);
    return { outcome: 'rejected', order: await advance(tx, config, order, occurrence, failure) };
  }
  if (cashAdvance) await drawCashCredit(tx, accounts.from.id, order.amount);
  else if (cardPayment) await restoreCashCredit(tx, accounts.to.id, order.amount);
  const transactions = transactionsOf(order, accounts, postingIds, balances, bookingDate, valueDateAt(now, config.calendar));
  return { outcome: 'processed', order: await advance(tx, config, order, occurrence, undefined, { journalEntryId: entryId, alongside: transactions }) };
}

function insufficientFunds(config: PaymentsConfig, error: InsufficientFundsError): ErrorItem {
  const spendable = toCents(error.available) - toCents(error.floor);
  return errorItem(config, 'payment.amount.insufficient-funds', { limit: fromCents(spendable > 0n ? spendable : 0n) });
}

/** A pocket at its maximum, or closed meanwhile (its ceiling is then 0: it takes nothing in). */
function ceilingExceeded(config: PaymentsConfig, error: CeilingExceededError): ErrorItem {
  if (toCents(error.ceiling) === 0n) return errorItem(config, 'payment.pocket.closed');
  const room = toCents(error.ceiling) - toCents(error.balance);
  return errorItem(config, 'payment.amount.pocket-maximum', { limit: error.ceiling, remaining: fromCents(room > 0n ? room : 0n) });
}

async function recordFailure(tx: Queryable, order: OrderRow, occurrence: string, error: ErrorItem): Promise<void> {
  await tx.query(
    `update payment_order_executions set status = 'REJECTED', error_key = $3, error_description = $4
      where payment_order_id = $1 and occurrence_date = $2::date`,
    [order.id, occurrence, error.key, error.message],
  );
}

/** A statement with its parameters, to be run as part of another. */
interface Statement {
  text: string;
  params: unknown[];
}

/** What an executed occurrence writes besides the order's next state. */
interface Executed {
  journalEntryId: number;
  /** The members' transactions, written in the same statement. */
  alongside: Statement;
}

/**
 * The order's next state (`update`, with $1 = the order's id) and, after an execution, what it
 * wrote beside it: the occurrence's journal entry and the members' transactions, as data-modifying
 * parts of the same statement: one round trip instead of three.
 */
function withExecution(update: string, params: unknown[], occurrence: string, executed: Executed | undefined): Statement {
  if (!executed) return { text: update, params };
  const occurrenceAt = params.length + 1;
  const entryAt = params.length + 2;
  // The transactions' own $1, $2 … come after the update's parameters, the occurrence and the entry.
  const transactions = executed.alongside.text.replace(/\$(\d+)/g, (_, position: string) => `$${Number(position) + entryAt}`);
  return {
    text: `with recorded as (
             update payment_order_executions set journal_entry_id = $${entryAt}::bigint
              where payment_order_id = $1 and occurrence_date = $${occurrenceAt}::date),
           written as (${transactions})
           ${update}`,
    params: [...params, occurrence, executed.journalEntryId, ...executed.alongside.params],
  };
}

/** After an occurrence: the next one of a schedule, or the order's final status. */
async function advance(
  tx: Queryable,
  config: PaymentsConfig,
  order: OrderRow,
  occurrence: string,
  error: ErrorItem | undefined,
  executed?: Executed,
): Promise<OrderRow> {
  const rule = order.payment_mode === 'RECURRING' ? scheduleRuleOf(order.body) : undefined;
  const next = rule ? occurrenceAfter(rule, occurrence) : undefined;
  if (next) {
    const statement = withExecution(
      `update payment_orders
          set status = 'ACCEPTED', bank_status = 'ACCEPTED', next_occurrence_date = $2::date, next_execution_date = $3::date,
              limit_reserved_for = null, error_description = $4, error_key = $5, error_context = $6::jsonb,
              reason_code = case when $4::text is null then null else 'PP12' end, updated_at = now()
        where id = $1
        returning ${orderColumns}`,
      [order.id, next, businessDayOnOrAfter(next, config.calendar), error?.message ?? null, error?.key ?? null, error ? JSON.stringify(error.context ?? {}) : null],
      occurrence,
      executed,
    );
    return updated(tx.query<OrderRow>(statement.text, statement.params));
  }
  if (error) return rejectOrder(tx, order.id, error);
  const statement = withExecution(
    `update payment_orders
        set status = 'PROCESSED', bank_status = 'PROCESSED', next_occurrence_date = null, next_execution_date = null,
            limit_reserved_for = null, updated_at = now()
      where id = $1
      returning ${orderColumns}`,
    [order.id],
    occurrence,
    executed,
  );
  return updated(tx.query<OrderRow>(statement.text, statement.params));
}

export interface AccountDetails {
  id: string;
  ledger_account_id: string;
  kind_uri: string;
  display_name: string;
  account_holder_names: string;
  bban: string | null;
}

export interface TransferAccounts {
  from: AccountDetails;
  to: AccountDetails;
}

async function transferAccounts(tx: Queryable, order: OrderRow): Promise<TransferAccounts> {
  const rows = await tx.query<AccountDetails>(
    `select a.id, la.id as ledger_account_id, pk.kind_uri, a.display_name, a.account_holder_names, a.bban
       from arrangements a
       join product_kinds pk on pk.id = a.product_kind_id
       join ledger_accounts la on la.arrangement_id = a.id
      where a.id = any($1::text[])`,
    [[order.originator_arrangement_id, order.counterparty_arrangement_id]],
  );
  const from = rows.find((row) => row.id === order.originator_arrangement_id);
  const to = rows.find((row) => row.id === order.counterparty_arrangement_id);
  if (!from || !to) throw new Error(`Payment order ${order.id}: an account of the transfer no longer exists`);
  return { from, to };
}

/** How a transfer is labelled on statements, as the seed labels the same movements. */
function kindOfTransfer(order: OrderRow, to: AccountDetails) {
  if (order.to_other_member) return { typeGroup: 'Transfer', type: 'Member Transfer', category: 'Transfers' };
  if (to.kind_uri === 'loan') return { typeGroup: 'Loans', type: 'Loan Payment', category: 'Loan Payments' };
  if (to.kind_uri === 'credit-card') return { typeGroup: 'Payment', type: 'Credit Card Payment', category: 'Loan Payments' };
  return { typeGroup: 'Transfer', type: 'Internal Transfer', category: 'Transfers' };
}

/**
 * The member-facing side of the entry: one booked transaction per arrangement, carrying the
 * ledger balance it left behind (ledger sign, as the seed writes them).
 */
function transactionsOf(
  order: OrderRow,
  accounts: TransferAccounts,
  postingIds: number[],
  balances: Record<string, string>,
  bookingDate: string,
  valueDate: string,
): Statement {
  const { from, to } = accounts;
  const kind = kindOfTransfer(order, to);
  const counterpartyName = order.to_other_member ? order.body.transferTransactionInformation.counterparty.name : to.display_name;
  const senderName = order.to_other_member ? from.account_holder_names || from.display_name : from.display_name;
  const memo = order.body.transferTransactionInformation.remittanceInformation?.content;
  // The ledger answered each account's balance after the entry: that is the running balance.
  const balanceOf = (id: string) => {
    const balance = balances[id];
    if (balance === undefined) throw new Error(`Payment order ${order.id}: the ledger did not report account ${id}`);
    return balance;
  };
  const lines = [
    { account: from, postingId: postingIds[0]!, indicator: 'DBIT', description: `Transfer to ${counterpartyName}`, party: counterpartyName, partyNumber: order.to_other_member ? null : to.bban, category: kind.category },
    { account: to, postingId: postingIds[1]!, indicator: 'CRDT', description: `Transfer from ${senderName}`, party: senderName, partyNumber: order.to_other_member ? null : from.bban, category: 'Transfers' },
  ];
  const column = <T>(pick: (line: (typeof lines)[number]) => T) => lines.map(pick);
  // Both sides in one statement.
  return {
    text: `insert into transactions (id, posting_id, arrangement_id, reference, description, original_description, type_group, type,
                               category, category_id, counter_party_name, counter_party_account_number, booking_date, value_date,
                               amount, currency, credit_debit_indicator, running_balance, billing_status, state, is_pending)
     select l.id, l.posting_id, l.arrangement_id, $1, l.description, l.original_description, $2, $3, l.category, l.category_id,
            l.party, l.party_number, $4::date, $5::date, $6::numeric, $7, l.indicator, l.running_balance, l.billing_status,
            'COMPLETED', false
       from unnest($8::text[], $9::bigint[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::text[],
                   $16::text[], $17::text[], $18::numeric[], $19::text[])
            as l(id, posting_id, arrangement_id, description, original_description, category, category_id, party, party_number,
                 indicator, running_balance, billing_status)`,
    params: [
      order.id, kind.typeGroup, kind.type, bookingDate, valueDate, order.amount, order.currency,
      column(() => `txn-${randomUUID()}`),
      column((line) => line.postingId),
      column((line) => line.account.id),
      column((line) => line.description),
      column((line) => memo ?? line.description),
      column((line) => line.category),
      column((line) => categoryNamed(line.category).id),
      column((line) => line.party),
      column((line) => line.partyNumber),
      column((line) => line.indicator),
      column((line) => balanceOf(line.account.ledger_account_id)),
      column((line) => (line.account.kind_uri === 'credit-card' ? 'UNBILLED' : null)),
    ],
  };
}
