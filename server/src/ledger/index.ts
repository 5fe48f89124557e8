import type { Queryable } from '../db/database.js';
import { fromCents, toCents } from './money.js';

export { fromCents, toCents, InvalidAmountError } from './money.js';

/**
 * The double-entry ledger. Every money movement is one journal entry whose postings sum to
 * exactly zero; each ledger account keeps its booked balance (posted postings), its pending sum
 * and its holds (negative pending postings) in the same transaction as the postings, so a balance
 * is always the sum of its postings. Sign: positive = the credit union owes the holder.
 */

export type PostingStatus = 'posted' | 'pending';

export interface JournalLine {
  ledgerAccountId: string;
  /** Decimal string, at most two decimals, never zero: "-25.00" takes money out of the account. */
  amount: string;
  /** 'pending' is a hold (debit) or an uncleared credit; it moves `pending`, not the booked balance. */
  status?: PostingStatus;
}

export interface JournalEntryInput {
  /** yyyy-mm-dd */
  bookingDate: string;
  description: string;
  /** What the entry is: 'opening', 'transaction', 'payment-order', ... */
  kind: string;
  /** Set when the entry executes a payment order; a second entry for the same order is refused. */
  paymentOrderId?: string;
  lines: JournalLine[];
}

export interface PostedJournalEntry {
  entryId: number;
  /** The id of each line's posting, in the order of `lines`. */
  postingIds: number[];
  /** Each touched ledger account's booked balance after the entry (decimal strings, by id). */
  balances: Record<string, string>;
}

export interface PostOptions {
  /**
   * Refuse a debit that takes a member account below its floor (default true). Only corrections
   * and interest run by the credit union itself may pass false.
   */
  enforceFloor?: boolean;
}

export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnbalancedEntryError extends LedgerError {
  constructor(readonly imbalance: string) {
    super(`Journal entry postings sum to ${imbalance}, not 0`);
  }
}

export class InvalidEntryError extends LedgerError {}

export class UnknownLedgerAccountError extends LedgerError {
  constructor(readonly ledgerAccountIds: string[]) {
    super(`Unknown ledger account(s): ${ledgerAccountIds.join(', ')}`);
  }
}

export class InsufficientFundsError extends LedgerError {
  constructor(
    readonly ledgerAccountId: string,
    /** What the account had available before the entry. */
    readonly available: string,
    /** The net amount the entry tried to take out (positive). */
    readonly requested: string,
    /** The lowest balance the account may reach. */
    readonly floor: string,
  ) {
    super(`Ledger account ${ledgerAccountId} has ${available} available above its floor ${floor}; ${requested} requested`);
  }
}

export class CeilingExceededError extends LedgerError {
  constructor(
    readonly ledgerAccountId: string,
    /** The account's booked balance before the entry. */
    readonly balance: string,
    /** The net amount the entry tried to put in (positive). */
    readonly requested: string,
    /** The highest balance the account may reach. */
    readonly ceiling: string,
  ) {
    super(`Ledger account ${ledgerAccountId} holds ${balance} below its ceiling ${ceiling}; ${requested} more requested`);
  }
}

export class DuplicatePaymentOrderError extends LedgerError {
  constructor(readonly paymentOrderId: string) {
    super(`Payment order ${paymentOrderId} was already executed`);
  }
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

interface AccountDelta {
  posted: bigint;
  pending: bigint;
  held: bigint;
}

interface LockedAccount {
  id: string;
  kind: 'member' | 'internal';
  balance: string;
  held: string;
  floor: string | null;
  ceiling: string | null;
}

/**
 * Posts one balanced journal entry inside the caller's transaction: refuses entries whose lines
 * do not sum to zero (exact, in cents), locks the touched ledger accounts in id order (so two
 * entries touching the same accounts cannot deadlock), refuses a net debit that would take a
 * member account below its floor or a net credit that would take it above its ceiling (a pocket's
 * maximum), then writes the entry, its postings and the new balances.
 * Nothing is written when it throws.
 */
export async function postJournalEntry(
  tx: Queryable,
  entry: JournalEntryInput,
  options: PostOptions = {},
): Promise<PostedJournalEntry> {
  const { enforceFloor = true } = options;
  if (!datePattern.test(entry.bookingDate)) throw new InvalidEntryError(`Invalid booking date ${entry.bookingDate}`);
  if (entry.lines.length < 2) throw new InvalidEntryError('A journal entry needs at least two lines');
  const cents = entry.lines.map((line) => toCents(line.amount));
  if (cents.some((amount) => amount === 0n)) throw new InvalidEntryError('A posting amount cannot be zero');
  const sum = cents.reduce((total, amount) => total + amount, 0n);
  if (sum !== 0n) throw new UnbalancedEntryError(fromCents(sum));

  const deltas = new Map<string, AccountDelta>();
  entry.lines.forEach((line, index) => {
    const amount = cents[index]!;
    const delta = deltas.get(line.ledgerAccountId) ?? { posted: 0n, pending: 0n, held: 0n };
    if ((line.status ?? 'posted') === 'posted') delta.posted += amount;
    else {
      delta.pending += amount;
      if (amount < 0n) delta.held += amount;
    }
    deltas.set(line.ledgerAccountId, delta);
  });
  const accountIds = [...deltas.keys()].sort();

  const locked = await tx.query<LockedAccount>(
    `select id, kind, balance::text as balance, held::text as held, floor::text as floor, ceiling::text as ceiling
       from ledger_accounts where id = any($1::text[]) order by id for update`,
    [accountIds],
  );
  if (locked.length !== accountIds.length) {
    const found = new Set(locked.map((row) => row.id));
    throw new UnknownLedgerAccountError(accountIds.filter((id) => !found.has(id)));
  }
  if (enforceFloor) {
    for (const account of locked) {
      if (account.kind !== 'member' || account.floor === null) continue;
      const delta = deltas.get(account.id)!;
      const outflow = delta.posted + delta.held;
      if (outflow >= 0n) continue;
      const available = toCents(account.balance) + toCents(account.held);
      const floor = toCents(account.floor);
      if (available + outflow < floor) {
        throw new InsufficientFundsError(account.id, fromCents(available), fromCents(-outflow), fromCents(floor));
      }
    }
  }
  // Every entry, the credit union's own included: a closed pocket (ceiling 0) takes nothing in.
  for (const account of locked) {
    if (account.kind !== 'member' || account.ceiling === null) continue;
    const inflow = deltas.get(account.id)!.posted;
    if (inflow <= 0n) continue;
    if (toCents(account.balance) + inflow > toCents(account.ceiling)) {
      throw new CeilingExceededError(account.id, account.balance, fromCents(inflow), account.ceiling);
    }
  }

  // Entry, postings and balances in one statement (the accounts are locked above, so nothing can
  // move between its parts). A second entry for the same payment order inserts no entry, and
  // with it no postings and no balance change.
  const [written] = await tx.query<{ entry_id: number | string | null; posting_ids: unknown; balances: unknown }>(
    `with entry as (
       insert into journal_entries (booking_date, description, kind, payment_order_id)
       values ($1::date, $2, $3, $4)
       on conflict (payment_order_id) do nothing
       returning id),
     posted as (
       insert into postings (entry_id, ledger_account_id, amount, status)
       select entry.id, l.account, l.amount, l.status
         from entry, unnest($5::text[], $6::numeric[], $7::text[]) with ordinality as l(account, amount, status, n)
        order by l.n
       returning id),
     moved as (
       update ledger_accounts la
          set balance = la.balance + d.posted, pending = la.pending + d.pending, held = la.held + d.held
         from unnest($8::text[], $9::numeric[], $10::numeric[], $11::numeric[]) as d(id, posted, pending, held)
        where la.id = d.id and exists (select 1 from entry)
       returning la.id, la.balance)
     select (select id from entry) as entry_id,
            (select coalesce(json_agg(id order by id), '[]'::json) from posted) as posting_ids,
            (select coalesce(json_object_agg(id, balance::text), '{}'::json) from moved) as balances`,
    [
      entry.bookingDate,
      entry.description,
      entry.kind,
      entry.paymentOrderId ?? null,
      entry.lines.map((line) => line.ledgerAccountId),
      cents.map(fromCents),
      entry.lines.map((line) => line.status ?? 'posted'),
      accountIds,
      accountIds.map((id) => fromCents(deltas.get(id)!.posted)),
      accountIds.map((id) => fromCents(deltas.get(id)!.pending)),
      accountIds.map((id) => fromCents(deltas.get(id)!.held)),
    ],
  );
  const entryId = written?.entry_id;
  if (entryId === null || entryId === undefined) throw new DuplicatePaymentOrderError(entry.paymentOrderId ?? '');
  // Ids come from one sequence in the order of the ordered select, so ascending ids follow lines.
  const postingIds = (jsonOf(written!.posting_ids) as (number | string)[]).map(Number).sort((a, b) => a - b);
  const balances = jsonOf(written!.balances) as Record<string, string>;
  return { entryId: Number(entryId), postingIds, balances };
}

/** A json column as the driver hands it over: parsed already (pg, PGlite) or as text. */
function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * Books the pending postings of an entry (a hold becomes a debit, an uncleared credit clears):
 * they move from `pending`/`held` to the booked balance. Returns how many postings were settled.
 * No floor check: the hold already reserved the money.
 */
export async function settlePendingEntry(tx: Queryable, entryId: number): Promise<number> {
  const pending = await lockPendingPostings(tx, entryId);
  if (pending.length === 0) return 0;
  await tx.query(`update postings set status = 'posted' where entry_id = $1 and status = 'pending'`, [entryId]);
  await tx.query(
    `update ledger_accounts la
        set balance = la.balance + d.amount, pending = la.pending - d.amount, held = la.held - d.held
       from (select ledger_account_id as id, sum(amount) as amount, sum(least(amount, 0)) as held
               from unnest($1::text[], $2::numeric[]) as p(ledger_account_id, amount)
              group by ledger_account_id) d
      where la.id = d.id`,
    [pending.map((row) => row.ledger_account_id), pending.map((row) => row.amount)],
  );
  // The member now sees a booked transaction whose running balance is the balance it left behind.
  await tx.query(
    `update transactions t
        set is_pending = false, state = 'COMPLETED',
            billing_status = case
              when t.billing_status <> 'PENDING' then t.billing_status
              when exists (select 1 from arrangements a join product_kinds k on k.id = a.product_kind_id
                            where a.id = t.arrangement_id and k.kind_uri = 'credit-card') then 'UNBILLED'
            end,
            running_balance = la.balance
       from postings p join ledger_accounts la on la.id = p.ledger_account_id
      where t.posting_id = p.id and p.id = any($1::bigint[])`,
    [pending.map((row) => row.id)],
  );
  return pending.length;
}

/**
 * Drops the pending postings of an entry that will not be booked (a cancelled hold); the entry
 * and any posted postings stay. Refuses to leave an entry unbalanced: either every remaining
 * posting is pending, or the pending ones sum to zero.
 */
export async function releasePendingEntry(tx: Queryable, entryId: number): Promise<number> {
  const pending = await lockPendingPostings(tx, entryId);
  if (pending.length === 0) return 0;
  const sum = pending.reduce((total, row) => total + toCents(row.amount), 0n);
  if (sum !== 0n) throw new UnbalancedEntryError(fromCents(-sum));
  await tx.query(
    `update ledger_accounts la
        set pending = la.pending - d.amount, held = la.held - d.held
       from (select ledger_account_id as id, sum(amount) as amount, sum(least(amount, 0)) as held
               from unnest($1::text[], $2::numeric[]) as p(ledger_account_id, amount)
              group by ledger_account_id) d
      where la.id = d.id`,
    [pending.map((row) => row.ledger_account_id), pending.map((row) => row.amount)],
  );
  await tx.query(`delete from postings where entry_id = $1 and status = 'pending'`, [entryId]);
  return pending.length;
}

async function lockPendingPostings(tx: Queryable, entryId: number) {
  const pending = await tx.query<{ id: number; ledger_account_id: string; amount: string }>(
    `select id, ledger_account_id, amount::text as amount from postings
      where entry_id = $1 and status = 'pending' order by id`,
    [entryId],
  );
  const accountIds = [...new Set(pending.map((row) => row.ledger_account_id))].sort();
  if (accountIds.length > 0) {
    await tx.query(`select id from ledger_accounts where id = any($1::text[]) order by id for update`, [accountIds]);
  }
  return pending;
}

/** What a member may still take out of a ledger account before reaching zero: balance + holds. */
export async function availableBalance(db: Queryable, ledgerAccountId: string): Promise<string> {
  const rows = await db.query<{ available: string }>(
    `select (balance + held)::text as available from ledger_accounts where id = $1`,
    [ledgerAccountId],
  );
  const row = rows[0];
  if (!row) throw new UnknownLedgerAccountError([ledgerAccountId]);
  return row.available;
}

/** The ledger account that holds an arrangement's money (a debit card's is its linked account's). */
export async function ledgerAccountOf(db: Queryable, arrangementId: string): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `select la.id from arrangements a
       join ledger_accounts la on la.arrangement_id = coalesce(a.linked_arrangement_id, a.id)
      where a.id = $1`,
    [arrangementId],
  );
  return rows[0]?.id;
}

/**
 * Every way the ledger can be wrong, as readable lines; empty when it is sound: an entry whose
 * postings do not sum to zero, postings that do not sum to zero overall, an account whose kept
 * balance, pending or holds differ from the sum of its postings.
 */
export async function ledgerProblems(db: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const entries = await db.query<{ entry_id: number; total: string }>(
    `select entry_id, sum(amount)::text as total from postings group by entry_id having sum(amount) <> 0 order by entry_id limit 20`,
  );
  for (const row of entries) problems.push(`journal entry ${row.entry_id} sums to ${row.total}`);
  const [overall] = await db.query<{ total: string }>(`select coalesce(sum(amount), 0)::text as total from postings`);
  if (overall && toCents(overall.total) !== 0n) problems.push(`all postings sum to ${overall.total}`);
  const accounts = await db.query<{
    id: string;
    balance: string;
    pending: string;
    held: string;
    posted_sum: string;
    pending_sum: string;
    held_sum: string;
  }>(
    `select la.id, la.balance::text as balance, la.pending::text as pending, la.held::text as held,
            coalesce(p.posted_sum, 0)::text as posted_sum, coalesce(p.pending_sum, 0)::text as pending_sum,
            coalesce(p.held_sum, 0)::text as held_sum
       from ledger_accounts la
       left join (select ledger_account_id,
                         sum(amount) filter (where status = 'posted') as posted_sum,
                         sum(amount) filter (where status = 'pending') as pending_sum,
                         sum(amount) filter (where status = 'pending' and amount < 0) as held_sum
                    from postings group by ledger_account_id) p on p.ledger_account_id = la.id
      where la.balance <> coalesce(p.posted_sum, 0) or la.pending <> coalesce(p.pending_sum, 0)
         or la.held <> coalesce(p.held_sum, 0)
      order by la.id limit 20`,
  );
  for (const row of accounts) {
    problems.push(
      `ledger account ${row.id}: balance ${row.balance} pending ${row.pending} held ${row.held}, ` +
        `postings say ${row.posted_sum} / ${row.pending_sum} / ${row.held_sum}`,
    );
  }
  return problems;
}

/** True when every entry sums to zero and every account's kept balances equal its postings. */
export async function ledgerIsBalanced(db: Queryable): Promise<boolean> {
  return (await ledgerProblems(db)).length === 0;
}
