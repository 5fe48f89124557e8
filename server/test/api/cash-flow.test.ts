import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, expectUnauthorized, revokePrivilege } from './client-api-checks.js';

const base = '/api/transaction-manager/client-api/v2';
const turnoversPath = '/transaction-manager/client-api/v2/turnovers';
const categoryTotalsPath = '/transaction-manager/client-api/v2/categorytotals';

const checking = 'arr-demo-checking';
const savings = 'arr-demo-savings';

let t: TestApp;

interface Line {
  /** A member arrangement, or undefined for the credit union's settlement account. */
  arrangementId?: string;
  ledgerAccountId: string;
  /** Signed, in the ledger's sense: positive is money in. */
  amount: string;
  category?: string | null;
  pending?: boolean;
}

let booked = 0;

/** One journal entry and the transactions its member lines show, as the ledger writes them. */
async function book(date: string, lines: Line[]): Promise<void> {
  const [entry] = await t.db.query<{ id: number }>(
    `insert into journal_entries (booking_date, description, kind) values ($1::date, 'cash-flow fixture', 'transaction') returning id`,
    [date],
  );
  for (const line of lines) {
    const [posting] = await t.db.query<{ id: number }>(
      `insert into postings (entry_id, ledger_account_id, amount, status) values ($1, $2, $3::numeric, $4) returning id`,
      [entry!.id, line.ledgerAccountId, line.amount, line.pending ? 'pending' : 'posted'],
    );
    if (!line.arrangementId) continue;
    const credit = !line.amount.startsWith('-');
    await t.db.query(
      `insert into transactions (id, posting_id, arrangement_id, description, type_group, type, category, booking_date, value_date,
                                 amount, currency, credit_debit_indicator, is_pending, state)
       values ($1, $2, $3, 'fixture', 'Payment', 'Fixture', $4, $5::date, $5::date, $6::numeric, 'USD', $7, $8, $9)`,
      [
        `txn-cash-flow-${booked++}`,
        posting!.id,
        line.arrangementId,
        line.category ?? null,
        date,
        line.amount.replace(/^-/, ''),
        credit ? 'CRDT' : 'DBIT',
        line.pending ?? false,
        line.pending ? 'PENDING' : 'COMPLETED',
      ],
    );
  }
}

const outside = 'la-internal-settlement';
const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);
/** Money from or to the outside world on one of demo's accounts. */
const external = (date: string, arrangementId: string, amount: string, category: string | null, pending = false) =>
  book(date, [
    { arrangementId, ledgerAccountId: `la-${arrangementId.replace(/^arr-/, '')}`, amount, category, pending },
    { ledgerAccountId: outside, amount: negate(amount), pending },
  ]);

/**
 * The hand-computed fixture, in 2019 (long before the seed's history, so nothing else is in these
 * months). January: pay 2000.00 in; groceries 120.45 and dining 30.10 out; 500.00 from checking
 * to savings (own: left out, both legs); 75.25 to Riley, another member (counted, category
 * Transfers). February: groceries 79.55 out, a 10.00 groceries refund in, 5.00 without a
 * category out, 99.99 still pending (left out); savings earns 1.11 interest. March: nothing.
 */
async function bookFixture(): Promise<void> {
  await external('2019-01-04', checking, '2000.00', 'Payroll');
  await external('2019-01-10', checking, '-120.45', 'Groceries');
  await external('2019-01-12', checking, '-30.10', 'Dining');
  await book('2019-01-15', [
    { arrangementId: checking, ledgerAccountId: 'la-demo-checking', amount: '-500.00', category: 'Transfers' },
    { arrangementId: savings, ledgerAccountId: 'la-demo-savings', amount: '500.00', category: 'Transfers' },
  ]);
  await book('2019-01-20', [
    { arrangementId: checking, ledgerAccountId: 'la-demo-checking', amount: '-75.25', category: 'Transfers' },
    { arrangementId: 'arr-newbie-checking', ledgerAccountId: 'la-newbie-checking', amount: '75.25', category: 'Transfers' },
  ]);
  await external('2019-02-03', checking, '-79.55', 'Groceries');
  await external('2019-02-05', checking, '10.00', 'Groceries');
  await external('2019-02-07', checking, '-5.00', null);
  await external('2019-02-27', checking, '-99.99', 'Dining', true);
  await external('2019-02-28', savings, '1.11', 'Interest Income');
}

beforeAll(async () => {
  t = await createTestApp();
  await bookFixture();
});
afterAll(async () => {
  await t.close();
});

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });

function query(arrangementIds: string[], start: string, end: string, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams(extra);
  for (const id of arrangementIds) search.append('arrangementIds', id);
  search.set('periodStartDate', start);
  search.set('periodEndDate', end);
  return search.toString();
}

const demo = () => t.as('u-demo');
const turnovers = (q: string, userId = 'u-demo') => t.as(userId)({ method: 'GET', url: `${base}/turnovers?${q}` });
const categoryTotals = (q: string, userId = 'u-demo') => t.as(userId)({ method: 'GET', url: `${base}/categorytotals?${q}` });

describe('cash flow', () => {
  it('sums money in and out per month, every month of the period, own transfers left out', async () => {
    const response = await turnovers(query([checking, savings], '2019-01-01', '2019-03-31'));
    expect(response.statusCode, response.body).toBe(200);
    expect(expectConformsToContract('GET', turnoversPath, response)).toEqual({
      arrangementIds: [checking, savings],
      intervalDuration: 'MONTH',
      avgCreditAmount: usd('670.37'),
      avgDebitAmount: usd('103.45'),
      turnovers: [
        { intervalStartDate: '2019-01-01', creditAmount: usd('2000.00'), debitAmount: usd('225.80'), balance: usd('1774.20') },
        { intervalStartDate: '2019-02-01', creditAmount: usd('11.11'), debitAmount: usd('84.55'), balance: usd('-73.44') },
        { intervalStartDate: '2019-03-01', creditAmount: usd('0.00'), debitAmount: usd('0.00'), balance: usd('0.00') },
      ],
    });
  });

  it('leaves a transfer to another own account out even when only one of the two accounts is chosen', async () => {
    const response = await turnovers(query([checking], '2019-01-10', '2019-01-31'));
    const answer = expectConformsToContract('GET', turnoversPath, response) as { turnovers: unknown[] };
    expect(answer.turnovers).toEqual([
      { intervalStartDate: '2019-01-01', creditAmount: usd('0.00'), debitAmount: usd('225.80'), balance: usd('-225.80') },
    ]);
  });

  it('totals spending and income per category, largest first, with each share of the total', async () => {
    const spending = await categoryTotals(query([checking, savings], '2019-01-01', '2019-03-31'));
    expect(expectConformsToContract('GET', categoryTotalsPath, spending)).toEqual({
      total: usd('310.35'),
      items: [
        { category: 'Groceries', totalAmount: usd('200.00'), portion: 64.44 },
        { category: 'Transfers', totalAmount: usd('75.25'), portion: 24.25 },
        { category: 'Dining', totalAmount: usd('30.10'), portion: 9.7 },
        { totalAmount: usd('5.00'), portion: 1.61 },
      ],
    });
    const income = await categoryTotals(query([checking, savings], '2019-01-01', '2019-03-31', { type: 'CREDIT' }));
    expect(expectConformsToContract('GET', categoryTotalsPath, income)).toEqual({
      total: usd('2011.11'),
      items: [
        { category: 'Payroll', totalAmount: usd('2000.00'), portion: 99.45 },
        { category: 'Groceries', totalAmount: usd('10.00'), portion: 0.5 },
        { category: 'Interest Income', totalAmount: usd('1.11'), portion: 0.06 },
      ],
    });
    const quiet = await categoryTotals(query([checking], '2019-03-01', '2019-03-31'));
    expect(expectConformsToContract('GET', categoryTotalsPath, quiet)).toEqual({ total: usd('0.00'), items: [] });
  });

  it('refuses bad periods with 400 and another member’s account with 403, without any figure', async () => {
    await expectBadInputs(demo(), [
      { name: 'no such day', request: { method: 'GET', url: `${base}/turnovers?${query([checking], '2019-02-30', '2019-03-31')}` } },
      { name: 'not a date', request: { method: 'GET', url: `${base}/turnovers?${query([checking], 'yesterday', '2019-03-31')}` } },
      { name: 'end before start', request: { method: 'GET', url: `${base}/categorytotals?${query([checking], '2019-03-01', '2019-01-31')}` } },
      { name: 'no account', request: { method: 'GET', url: `${base}/turnovers?periodStartDate=2019-01-01&periodEndDate=2019-01-31` } },
      { name: 'unknown type', request: { method: 'GET', url: `${base}/categorytotals?${query([checking], '2019-01-01', '2019-01-31', { type: 'BOTH' })}` } },
    ]);
    const endBeforeStart = expectErrorBody(await turnovers(query([checking], '2019-03-01', '2019-01-31')), 400);
    expect(endBeforeStart.errors).toEqual([{ key: 'periodEndDate', message: 'before periodStartDate', context: { pointer: '/periodEndDate' } }]);

    for (const response of [
      await turnovers(query([checking, 'arr-newbie-checking'], '2019-01-01', '2019-03-31')),
      await categoryTotals(query(['arr-newbie-checking'], '2019-01-01', '2019-03-31')),
      await turnovers(query(['arr-does-not-exist'], '2019-01-01', '2019-03-31')),
      await turnovers(query([checking], '2019-01-01', '2019-03-31'), 'u-newbie'),
    ]) {
      const body = expectErrorBody(response, 403);
      expect(Object.keys(body).sort()).toEqual(['errors', 'key', 'message']);
      expect(response.body).not.toMatch(/amount|2000|USD/);
    }
  });

  it('answers 401 without a valid token and 403 without the transactions view permission', async () => {
    await expectUnauthorized(t, { method: 'GET', url: `${base}/turnovers?${query([checking], '2019-01-01', '2019-01-31')}` });
    await revokePrivilege(t, 'u-demo', 'Transactions', 'Transactions', 'view');
    expectErrorBody(await turnovers(query([checking], '2019-01-01', '2019-01-31')), 403);
    expectErrorBody(await categoryTotals(query([checking], '2019-01-01', '2019-01-31')), 403);
  });
});
