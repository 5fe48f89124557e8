import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import {
  availableBalance,
  DuplicatePaymentOrderError,
  fromCents,
  InsufficientFundsError,
  InvalidAmountError,
  InvalidEntryError,
  ledgerIsBalanced,
  ledgerProblems,
  postJournalEntry,
  releasePendingEntry,
  settlePendingEntry,
  toCents,
  UnbalancedEntryError,
  UnknownLedgerAccountError,
  type JournalEntryInput,
} from '../src/ledger/index.js';
import { openTestDatabase } from './harness.js';

// The ledger on its own, on the suite's store (PGlite, or PostgreSQL when DATABASE_URL is set):
// a copy of the template whose ledger is emptied and replaced by a few hand-made accounts.
let db: Database;

const internal = 'la-test-internal';
const checking = 'la-test-checking';
const savings = 'la-test-savings';
const card = 'la-test-card';

async function balances(): Promise<Record<string, { balance: string; pending: string; held: string }>> {
  const rows = await db.query<{ id: string; balance: string; pending: string; held: string }>(
    `select id, balance::text as balance, pending::text as pending, held::text as held from ledger_accounts order by id`,
  );
  return Object.fromEntries(rows.map((row) => [row.id, { balance: row.balance, pending: row.pending, held: row.held }]));
}

/** Empties the ledger and funds the accounts: checking 100.00, savings 500.00, card 0 with a 1,000.00 limit. */
async function resetLedger(): Promise<void> {
  await db.exec(`
    delete from postings; delete from journal_entries; delete from ledger_accounts;
    insert into ledger_accounts (id, name, kind, floor) values
      ('${internal}', 'Settlement', 'internal', null),
      ('${checking}', 'Checking', 'member', 0),
      ('${savings}', 'Savings', 'member', 0),
      ('${card}', 'Card', 'member', -1000);`);
  await post({ lines: [line(checking, '100.00'), line(savings, '500.00'), line(internal, '-600.00')] });
}

function line(ledgerAccountId: string, amount: string, status?: 'posted' | 'pending') {
  return { ledgerAccountId, amount, ...(status ? { status } : {}) };
}

function post(entry: Partial<JournalEntryInput> & Pick<JournalEntryInput, 'lines'>) {
  return db.transaction((tx) =>
    postJournalEntry(tx, { bookingDate: '2026-11-20', description: 'test', kind: 'test', ...entry }),
  );
}

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db.close();
});

describe('money in cents', () => {
  it('parses and formats exactly', () => {
    expect(toCents('12.3')).toBe(1230n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(toCents('1000000000000.99')).toBe(100000000000099n);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(1230n)).toBe('12.30');
    for (const bad of ['1.234', '', '1e3', '0x10', ' 1', '1.', '--1', 'NaN']) {
      expect(() => toCents(bad), bad).toThrow(InvalidAmountError);
    }
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});

describe('postJournalEntry', () => {
  beforeEach(resetLedger);

  it('moves money and keeps every balance equal to its postings', async () => {
    const posted = await post({ lines: [line(checking, '-40.25'), line(savings, '40.25')] });
    expect(posted.postingIds).toHaveLength(2);
    expect(posted.postingIds[1]).toBeGreaterThan(posted.postingIds[0]!);
    const after = await balances();
    expect(after[checking]!.balance).toBe('59.75');
    expect(after[savings]!.balance).toBe('540.25');
    const postings = await db.query<{ id: number; ledger_account_id: string; amount: string }>(
      `select id, ledger_account_id, amount::text as amount from postings where entry_id = $1 order by id`,
      [posted.entryId],
    );
    expect(postings.map((row) => [row.id, row.ledger_account_id, row.amount])).toEqual([
      [posted.postingIds[0], checking, '-40.25'],
      [posted.postingIds[1], savings, '40.25'],
    ]);
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it('refuses an entry whose lines do not sum to zero, and writes nothing', async () => {
    const before = await balances();
    await expect(post({ lines: [line(checking, '-10.00'), line(savings, '9.99')] })).rejects.toBeInstanceOf(
      UnbalancedEntryError,
    );
    expect(await balances()).toEqual(before);
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from journal_entries`);
    expect(count!.n).toBe(1);
  });

  it('sums exactly: 0.10 + 0.20 - 0.30 balances (in floating point it would not)', async () => {
    await post({ lines: [line(savings, '0.10'), line(savings, '0.20'), line(checking, '-0.30')] });
    expect((await balances())[savings]!.balance).toBe('500.30');
  });

  it('refuses malformed entries', async () => {
    await expect(post({ lines: [line(checking, '-10.001'), line(savings, '10.001')] })).rejects.toBeInstanceOf(
      InvalidAmountError,
    );
    await expect(post({ lines: [line(checking, '0.00'), line(savings, '0.00')] })).rejects.toBeInstanceOf(InvalidEntryError);
    await expect(post({ lines: [line(checking, '0.00')] })).rejects.toBeInstanceOf(InvalidEntryError);
    await expect(post({ bookingDate: 'yesterday', lines: [line(checking, '-1.00'), line(savings, '1.00')] })).rejects.toBeInstanceOf(
      InvalidEntryError,
    );
    await expect(post({ lines: [line(checking, '-1.00'), line('la-nowhere', '1.00')] })).rejects.toBeInstanceOf(
      UnknownLedgerAccountError,
    );
  });

  it('refuses to take a member account below its floor', async () => {
    const before = await balances();
    const refusal = await post({ lines: [line(checking, '-100.01'), line(savings, '100.01')] }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InsufficientFundsError);
    expect(refusal).toMatchObject({ ledgerAccountId: checking, available: '100.00', requested: '100.01', floor: '0.00' });
    expect(await balances()).toEqual(before);
    // Exactly down to the floor is allowed; a card may go down to minus its credit limit.
    await post({ lines: [line(checking, '-100.00'), line(savings, '100.00')] });
    await post({ lines: [line(card, '-1000.00'), line(internal, '1000.00')] });
    await expect(post({ lines: [line(card, '-0.01'), line(internal, '0.01')] })).rejects.toBeInstanceOf(InsufficientFundsError);
    // Credits to an account at (or below) its floor are always welcome.
    await post({ lines: [line(card, '250.00'), line(internal, '-250.00')] });
    expect((await balances())[card]!.balance).toBe('-750.00');
  });

  it('lets the credit union itself post past a floor when asked', async () => {
    await db.transaction((tx) =>
      postJournalEntry(
        tx,
        { bookingDate: '2026-11-20', description: 'fee', kind: 'fee', lines: [line(checking, '-150.00'), line(internal, '150.00')] },
        { enforceFloor: false },
      ),
    );
    expect((await balances())[checking]!.balance).toBe('-50.00');
  });

  it('holds pending debits against availability, but not pending credits', async () => {
    const hold = await post({ lines: [line(checking, '-80.00', 'pending'), line(internal, '80.00', 'pending')] });
    expect(await availableBalance(db, checking)).toBe('20.00');
    await expect(post({ lines: [line(checking, '-20.01'), line(internal, '20.01')] })).rejects.toBeInstanceOf(InsufficientFundsError);
    const deposit = await post({ lines: [line(checking, '500.00', 'pending'), line(internal, '-500.00', 'pending')] });
    expect(await availableBalance(db, checking)).toBe('20.00');
    expect((await balances())[checking]).toEqual({ balance: '100.00', pending: '420.00', held: '-80.00' });

    expect(await db.transaction((tx) => settlePendingEntry(tx, hold.entryId))).toBe(2);
    expect((await balances())[checking]).toEqual({ balance: '20.00', pending: '500.00', held: '0.00' });
    expect(await db.transaction((tx) => releasePendingEntry(tx, deposit.entryId))).toBe(2);
    expect((await balances())[checking]).toEqual({ balance: '20.00', pending: '0.00', held: '0.00' });
    expect(await db.transaction((tx) => settlePendingEntry(tx, hold.entryId))).toBe(0);
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it('executes a payment order once', async () => {
    await post({ paymentOrderId: 'po-1', lines: [line(checking, '-5.00'), line(savings, '5.00')] });
    await expect(post({ paymentOrderId: 'po-1', lines: [line(checking, '-5.00'), line(savings, '5.00')] })).rejects.toBeInstanceOf(
      DuplicatePaymentOrderError,
    );
    expect((await balances())[checking]!.balance).toBe('95.00');
  });

  it('never overdraws under many concurrent debits', async () => {
    // 40 debits of 3.00 race for 100.00: exactly 33 fit. On PostgreSQL they run on a pool of
    // connections and the row locks serialise them; on PGlite the single connection does.
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        post({ description: `debit ${index}`, lines: [line(checking, '-3.00'), line(internal, '3.00')] }),
      ),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.length - refused.length).toBe(33);
    for (const result of refused) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect((await balances())[checking]!.balance).toBe('1.00');
    expect(await ledgerIsBalanced(db)).toBe(true);
  });

  it('finds a ledger that was tampered with', async () => {
    expect(await ledgerIsBalanced(db)).toBe(true);
    await db.query(`update ledger_accounts set balance = balance + 1 where id = $1`, [savings]);
    expect(await ledgerProblems(db)).toEqual([expect.stringContaining(savings)]);
    await db.query(`update ledger_accounts set balance = balance - 1 where id = $1`, [savings]);
    await db.query(`update postings set amount = amount + 1 where id = (select min(id) from postings where ledger_account_id = $1)`, [internal]);
    expect(await ledgerIsBalanced(db)).toBe(false);
  });
});

describe('ledger invariants under random transfers', () => {
  const accounts = [internal, checking, savings, card];
  const floors: Record<string, bigint | null> = { [internal]: null, [checking]: 0n, [savings]: 0n, [card]: -100000n };

  it('keeps postings summing to zero and balances equal to postings, never below a floor', async () => {
    const transfer = fc.record({
      from: fc.constantFrom(...accounts),
      to: fc.constantFrom(...accounts),
      cents: fc.bigInt({ min: 1n, max: 80_000n }),
      pending: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(transfer, { minLength: 1, maxLength: 25 }), async (transfers) => {
        await resetLedger();
        const expected = new Map<string, bigint>([
          [internal, -60_000n],
          [checking, 10_000n],
          [savings, 50_000n],
          [card, 0n],
        ]);
        const held = new Map<string, bigint>(accounts.map((id) => [id, 0n]));
        for (const { from, to, cents, pending } of transfers) {
          if (from === to) continue;
          const status = pending ? 'pending' : 'posted';
          const floor = floors[from];
          const wouldFit = floor === null || floor === undefined || expected.get(from)! + held.get(from)! - cents >= floor;
          const result = await post({
            lines: [line(from, fromCents(-cents), status), line(to, fromCents(cents), status)],
          }).then(
            () => 'posted' as const,
            (error: unknown) => {
              if (error instanceof InsufficientFundsError) return 'refused' as const;
              throw error;
            },
          );
          expect(result).toBe(wouldFit ? 'posted' : 'refused');
          if (result === 'refused') continue;
          if (pending) held.set(from, held.get(from)! - cents);
          else {
            expected.set(from, expected.get(from)! - cents);
            expected.set(to, expected.get(to)! + cents);
          }
        }
        expect(await ledgerProblems(db)).toEqual([]);
        const after = await balances();
        for (const id of accounts) {
          expect(toCents(after[id]!.balance)).toBe(expected.get(id));
          expect(toCents(after[id]!.held)).toBe(held.get(id));
          const floor = floors[id];
          if (floor !== null && floor !== undefined) {
            expect(toCents(after[id]!.balance) + toCents(after[id]!.held)).toBeGreaterThanOrEqual(floor);
          }
        }
        const [total] = await db.query<{ total: string }>(`select coalesce(sum(balance + pending), 0)::text as total from ledger_accounts`);
        expect(toCents(total!.total)).toBe(0n);
      }),
      { numRuns: 30 },
    );
  });
});
