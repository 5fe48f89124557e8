// The transactions figures of `npm run bench:web` (issue 4): time to render the first page of an
// account's transactions, and time to scroll through 10,000 of them (median of 5 each), in the
// built app against the sandbox, for a signed-in member, under CDP CPU throttling.
//
// Used from bench/web.ts in three steps:
//   const bulk = await prepareTransactionsBench(dataDir);   // before the server starts on dataDir
//   const figures = await measureTransactions(context, origin, bulk);  // a signed-in context
//   for (const line of describeTransactionsFigures(figures)) console.log(line);
// `tsx bench/web-transactions.ts` runs the same on its own (builds unless BENCH_SKIP_BUILD=1).
// Prints figures; asserts nothing (DESIGN "Tests": benchmarks never assert on wall-clock time).
import { pathToFileURL } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { openDatabase } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { isSeeded, seedDemoData } from '../server/src/seed/index.js';
import { median } from './server.js';
import { runStandalone } from './web-standalone.js';
import { againstTarget } from './web-calibration.js';

/** The demo account that receives the extra history (few transactions of its own). */
export const benchAccount = 'arr-demo-savings';
export const bulkTransactionCount = 10_000;
/** Issue 17: scrolling through all of them, no frame waits longer than this (ms). */
export const longestFrameTargetMs = 50;
const settlementAccount = 'la-internal-settlement';

export interface TransactionsBench {
  arrangementId: string;
  /** Every transaction on the account: the seeded ones plus the bulk history. */
  total: number;
}

/**
 * Seeds a PGlite data folder (as the server would) and adds `count` older transactions to one
 * account, through the ledger: each is a journal entry whose two postings sum to zero, deposits and
 * withdrawals alternate in equal pairs before the account's first seeded transaction, so every
 * balance and every later running balance stays exactly what the seed made it.
 */
export async function prepareTransactionsBench(dataDir: string, count = bulkTransactionCount): Promise<TransactionsBench> {
  if (count % 2 !== 0) throw new Error('the bulk history is made of deposit/withdrawal pairs: use an even count');
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    if (!(await isSeeded(db))) await seedDemoData(db);
    await db.transaction(async (tx) => {
      const [first] = await tx.query<{ booking_date: string; opening: string; ledger: string }>(
        `select to_char(t.booking_date, 'YYYY-MM-DD') as booking_date,
                (t.running_balance - case when t.credit_debit_indicator = 'CRDT' then t.amount else -t.amount end)::text as opening,
                la.id as ledger
           from transactions t join ledger_accounts la on la.arrangement_id = t.arrangement_id
          where t.arrangement_id = $1 and t.running_balance is not null
          order by t.booking_date, t.sequence limit 1`,
        [benchAccount],
      );
      if (!first) throw new Error(`${benchAccount} has no posted transaction to build on`);
      const [ids] = await tx.query<{ entry: number; posting: number }>(
        `select (select coalesce(max(id), 0) from journal_entries)::int as entry,
                (select coalesce(max(id), 0) from postings)::int as posting`,
      );
      const entryBase = ids!.entry;
      const postingBase = ids!.posting;
      // g = 1 is the oldest; ten a day, ending the day before the first seeded transaction.
      // Every statement numbers its own parameters: $1 count, $2 first seeded day, then its own.
      const series = `select g,
              ($2::date - ((($1::int - g) / 10) + 1))::date as day,
              (10 + (((g + 1) / 2) % 50))::numeric(18,2) as amount,
              (g % 2 = 1) as deposit
         from generate_series(1, $1::int) as g`;
      await tx.query(
        `insert into journal_entries (id, created_at, booking_date, description, kind)
         select $3::bigint + g, day + time '12:00', day, case when deposit then 'Bulk deposit' else 'Bulk withdrawal' end, 'transfer'
           from (${series}) s`,
        [count, first.booking_date, entryBase],
      );
      await tx.query(
        `insert into postings (id, entry_id, ledger_account_id, amount, status)
         select $3::bigint + 2 * g - 1, $4::bigint + g, $5::text, case when deposit then amount else -amount end, 'posted' from (${series}) s
         union all
         select $3::bigint + 2 * g, $4::bigint + g, $6::text, case when deposit then -amount else amount end, 'posted' from (${series}) s`,
        [count, first.booking_date, postingBase, entryBase, first.ledger, settlementAccount],
      );
      await tx.query(
        `insert into transactions (id, posting_id, arrangement_id, reference, description, original_description, type_group, type,
                                   category, booking_date, value_date, amount, currency, credit_debit_indicator, running_balance,
                                   state, is_pending, dispute_status, creation_time)
         select 'txn-bulk-' || lpad(g::text, 6, '0'), $3::bigint + 2 * g - 1, $4::text, 'BULK' || g,
                case when deposit then 'Transfer from Everyday Checking' else 'Transfer to Everyday Checking' end,
                case when deposit then 'ONLINE TRANSFER FROM CHK' else 'ONLINE TRANSFER TO CHK' end,
                'Transfer', 'Internal Transfer', 'Transfers', day, day, amount, 'USD',
                case when deposit then 'CRDT' else 'DBIT' end,
                $5::numeric + case when deposit then amount else 0 end,
                'COMPLETED', false, 'UNDISPUTED', day + time '12:00'
           from (${series}) s`,
        [count, first.booking_date, postingBase, benchAccount, first.opening],
      );
      await tx.query(`select setval(pg_get_serial_sequence('journal_entries', 'id'), (select max(id) from journal_entries))`);
      await tx.query(`select setval(pg_get_serial_sequence('postings', 'id'), (select max(id) from postings))`);
    });
    // A bulk load is followed by fresh planner statistics, as PostgreSQL's autovacuum would do
    // after it; PGlite runs no autovacuum, and estimates from before 10,000 rows would be stale.
    await db.exec('analyze transactions, postings, journal_entries');
    const [total] = await db.query<{ total: number }>(`select count(*)::int as total from transactions where arrangement_id = $1`, [benchAccount]);
    return { arrangementId: benchAccount, total: total?.total ?? 0 };
  } finally {
    await db.close();
  }
}

export interface TransactionsFigures {
  total: number;
  runs: number;
  cpuThrottling: number;
  firstPageMs: number[];
  scrollAllMs: number[];
  /** Per scroll run: the longest gap between two animation frames while scrolling. */
  longestFrameMs: number[];
  /** Rows in the DOM at the end of a scroll (windowing keeps it small). */
  rowsInDom: number;
}

/**
 * The in-page scroll loop, as source text: tsx compiles functions handed to page.evaluate with
 * helpers (`__name`) that do not exist in the page, so the loop goes over as a plain string.
 * One screenful per animation frame until the row of the last transaction is in the DOM.
 */
function scrollThroughScript(total: number): string {
  return `(async () => {
    const viewport = document.querySelector('[data-testid="transactions-viewport"]');
    if (!viewport) throw new Error('no transactions viewport');
    const start = performance.now();
    let previous = start;
    let longest = 0;
    await new Promise((resolve, reject) => {
      const deadline = start + 600000;
      function step(now) {
        longest = Math.max(longest, now - previous);
        previous = now;
        if (document.querySelector('[role="listitem"][aria-posinset="${total}"]')) return resolve();
        if (now > deadline) return reject(new Error('the list did not reach its end within 10 minutes'));
        viewport.scrollTop += viewport.clientHeight;
        requestAnimationFrame(step);
      }
      requestAnimationFrame(step);
    });
    return { elapsed: performance.now() - start, longest, rows: document.querySelectorAll('[data-testid="transaction-row"]').length };
  })()`;
}

/**
 * Measures, in a context whose member is signed in with a context chosen:
 * - first page: navigation start → the first transaction row on screen (performance.now()
 *   counts from the navigation's start);
 * - scroll through all: from the first page on screen, scrolling the list by a screenful per
 *   animation frame (infinite scroll loads each next page as the end comes into view) until the
 *   last transaction's row is on screen.
 */
export async function measureTransactions(
  context: BrowserContext,
  origin: string,
  bench: TransactionsBench,
  options: { runs?: number; cpuThrottling?: number } = {},
): Promise<TransactionsFigures> {
  const runs = options.runs ?? 5;
  const cpuThrottling = options.cpuThrottling ?? 4;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  const url = `${origin}/my-accounts/transactions/${encodeURIComponent(bench.arrangementId)}/list`;
  const figures: TransactionsFigures = { total: bench.total, runs, cpuThrottling, firstPageMs: [], scrollAllMs: [], longestFrameMs: [], rowsInDom: 0 };
  try {
    for (let run = 0; run < runs; run += 1) {
      await page.goto(url);
      await page.getByTestId('transaction-row').first().waitFor({ timeout: 120_000 });
      figures.firstPageMs.push(await page.evaluate(() => performance.now()));

      const scrolled = (await page.evaluate(scrollThroughScript(bench.total))) as { elapsed: number; longest: number; rows: number };
      figures.scrollAllMs.push(scrolled.elapsed);
      figures.longestFrameMs.push(scrolled.longest);
      figures.rowsInDom = scrolled.rows;
    }
  } finally {
    await page.close();
  }
  return figures;
}

/** The figures as printed, each time also as a multiple of `calibration` (the calibration page's median, ms). */
export function describeTransactionsFigures(figures: TransactionsFigures, calibration: number): string[] {
  const round = (value: number) => Math.round(value);
  const range = (values: number[]) => `min ${round(Math.min(...values))}, max ${round(Math.max(...values))}`;
  return [
    `Transactions, first page painted (navigation → first row), ${figures.cpuThrottling}x CPU throttling: ` +
      `median ${againstTarget(median(figures.firstPageMs), calibration)} over ${figures.runs} runs (${range(figures.firstPageMs)})`,
    `Transactions, scroll through all ${figures.total.toLocaleString('en-US')} (infinite scroll, pages loaded on the way), ` +
      `${figures.cpuThrottling}x CPU throttling: median ${againstTarget(median(figures.scrollAllMs), calibration)} over ${figures.runs} runs ` +
      `(${range(figures.scrollAllMs)}); ${figures.rowsInDom} rows in the DOM at the end`,
    `Transactions, longest frame gap while scrolling: median ${againstTarget(median(figures.longestFrameMs), calibration, longestFrameTargetMs)} ` +
      `(worst run ${round(Math.max(...figures.longestFrameMs))} ms)`,
  ];
}

// Standalone: `tsx bench/web-transactions.ts` (BENCH_PORT, default 8231; BENCH_SKIP_BUILD=1 to reuse dist/;
// BENCH_RUNS, default 5, for a quicker look while working on the list).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runStandalone({
    defaultPort: 8231,
    name: 'transactions',
    prepare: (dataDir) => prepareTransactionsBench(dataDir),
    measure: async (context, origin, bench, calibration) =>
      describeTransactionsFigures(await measureTransactions(context, origin, bench, { runs: Number(process.env.BENCH_RUNS ?? 5) }), calibration),
  });
}
