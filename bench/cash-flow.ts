// Cash flow's aggregates for `npm run bench:api` (issue 15): the time of the turnovers and
// category-totals answers for the last 12 months of all of demo's personal accounts, over HTTP,
// median of 20 after a warm-up. The seed books about 2,300 transactions in those months; the issue
// asks for 10,000, so the bench first books purchase-and-refund pairs on demo's checking (each pair
// nets to zero, balances stay) until the 12 months hold 10,000. Prints figures; asserts nothing.
// Call last on a migrated and seeded database (the extra rows stay):
//   import { measureCashFlow } from './cash-flow.js';
//   await measureCashFlow('PGlite', db);
import { buildApp } from '../server/src/app.js';
import type { Database } from '../server/src/db/database.js';
import { loadSigningKeys } from '../server/src/oidc/signing-keys.js';
import { addMonths, localMoment } from '../server/src/payments/calendar.js';
import { loadSettings } from '../server/src/settings.js';
import { mintAccessToken } from '../server/test/access-tokens.js';
import { createBenchProver } from './dpop.js';

const base = '/api/transaction-manager/client-api/v2';
const agreement = 'sa-demo-personal';
const bulkAccount = 'arr-demo-checking';
const settlementAccount = 'la-internal-settlement';
const wantedTransactions = 10_000;
const runs = 20;

/** The median of the runs after a warm-up: one slow garbage collection should not be the figure. */
async function medianMilliseconds(call: () => Promise<void>): Promise<number> {
  await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Transactions of demo's personal accounts booked in the period. */
async function countIn(db: Database, start: string, end: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from transactions
      where arrangement_id in (select arrangement_id from service_agreement_arrangements where service_agreement_id = $1)
        and booking_date between $2::date and $3::date`,
    [agreement, start, end],
  );
  return row?.total ?? 0;
}

/** Purchase-and-refund pairs spread over the period's days, in four spending categories, through the ledger's tables. */
async function bookPairs(db: Database, pairs: number, start: string, end: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [ids] = await tx.query<{ entry: number; posting: number; ledger: string }>(
      `select (select coalesce(max(id), 0) from journal_entries)::int as entry,
              (select coalesce(max(id), 0) from postings)::int as posting,
              (select id from ledger_accounts where arrangement_id = $1) as ledger`,
      [bulkAccount],
    );
    // g = 1 … 2 × pairs; odd g is a purchase, the next even g its refund on the same day.
    const series = `select g, ($2::date + (((g + 1) / 2) % ($3::date - $2::date + 1))::int) as day,
                           (5 + ((g + 1) / 2) % 95)::numeric(18,2) as amount, (g % 2 = 1) as purchase,
                           (array['Groceries', 'Dining', 'Shopping', 'Entertainment'])[1 + ((g + 1) / 2) % 4] as category
                      from generate_series(1, $1::int * 2) as g`;
    await tx.query(
      `insert into journal_entries (id, created_at, booking_date, description, kind)
       select $4::bigint + g, day + time '12:00', day, 'Bench purchase', 'transaction' from (${series}) s`,
      [pairs, start, end, ids!.entry],
    );
    await tx.query(
      `insert into postings (id, entry_id, ledger_account_id, amount, status)
       select $4::bigint + 2 * g - 1, $5::bigint + g, $6::text, case when purchase then -amount else amount end, 'posted' from (${series}) s
       union all
       select $4::bigint + 2 * g, $5::bigint + g, $7::text, case when purchase then amount else -amount end, 'posted' from (${series}) s`,
      [pairs, start, end, ids!.posting, ids!.entry, ids!.ledger, settlementAccount],
    );
    await tx.query(
      `insert into transactions (id, posting_id, arrangement_id, description, type_group, type, category, booking_date, value_date,
                                 amount, currency, credit_debit_indicator, state, is_pending)
       select 'txn-cash-flow-bench-' || g, $4::bigint + 2 * g - 1, $5::text, 'Bench purchase', 'Payment',
              case when purchase then 'Card Payment' else 'Card Refund' end, category, day, day, amount, 'USD',
              case when purchase then 'DBIT' else 'CRDT' end, 'COMPLETED', false
         from (${series}) s`,
      [pairs, start, end, ids!.posting, bulkAccount],
    );
    await tx.query(`select setval(pg_get_serial_sequence('journal_entries', 'id'), (select max(id) from journal_entries))`);
    await tx.query(`select setval(pg_get_serial_sequence('postings', 'id'), (select max(id) from postings))`);
  });
  // Fresh planner statistics after a bulk load, as PostgreSQL's autovacuum would gather (PGlite runs none).
  await db.exec('analyze transactions, postings, journal_entries');
}

export async function measureCashFlow(label: string, db: Database): Promise<void> {
  // As the page asks for "last 12 months": the first day of the month eleven months back to today.
  const today = localMoment(new Date(), 'America/Denver').date;
  const start = `${addMonths(today, -11).slice(0, 8)}01`;
  const seeded = await countIn(db, start, today);
  if (seeded < wantedTransactions) await bookPairs(db, Math.ceil((wantedTransactions - seeded) / 2), start, today);
  const total = await countIn(db, start, today);

  const settings = await loadSettings({ publicUrl: 'http://localhost:8080' });
  const app = await buildApp({ db, settings });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const prover = createBenchProver();
  const token = await mintAccessToken(await loadSigningKeys(db), settings, { userId: 'u-demo', expiresInSeconds: 600, keyThumbprint: prover.thumbprint });
  const accounts = await db.query<{ arrangement_id: string }>(
    `select arrangement_id from service_agreement_arrangements where service_agreement_id = $1 order by arrangement_id`,
    [agreement],
  );
  const search = new URLSearchParams({ periodStartDate: start, periodEndDate: today });
  for (const account of accounts) search.append('arrangementIds', account.arrangement_id);
  const read = (path: string) => async () => {
    const response = await fetch(`${address}${base}/${path}?${search}`, { headers: prover.headers('GET', `${settings.publicUrl}${base}/${path}`, token) });
    if (!response.ok) throw new Error(`${label}: ${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  const turnovers = await medianMilliseconds(read('turnovers'));
  const categories = await medianMilliseconds(read('categorytotals'));
  await app.close();
  console.log(
    `${label.padEnd(10)} cash flow, 12 months of ${accounts.length} accounts (${total} transactions), median of ${runs}: ` +
      `turnovers ${turnovers.toFixed(1)} ms, category totals ${categories.toFixed(1)} ms`,
  );
}
