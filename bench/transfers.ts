// Transfers per second for `npm run bench:api`: validate + submit pairs at 50 connections over
// HTTP (the load from another thread, bench/transfer-load.ts), the raw ceiling of the same
// database (balanced journal entries posted straight through the ledger by 50 concurrent workers,
// no HTTP, no checks), and the ledger invariants afterwards.
// Prints figures; asserts nothing. Call with a migrated and seeded database:
//   import { measureTransfers } from './transfers.js';
//   await measureTransfers('PGlite', db, { seconds });
import { buildApp } from '../server/src/app.js';
import type { Database } from '../server/src/db/database.js';
import { fromCents, ledgerProblems, postJournalEntry, toCents } from '../server/src/ledger/index.js';
import { localMoment } from '../server/src/payments/calendar.js';
import { loadSigningKeys } from '../server/src/oidc/signing-keys.js';
import { loadSettings } from '../server/src/settings.js';
import { mintAccessToken } from '../server/test/access-tokens.js';
import { createBenchProver } from './dpop.js';
import { transferLoadFromAnotherThread, type TransferPair } from './transfer-load.js';

/** Pairs of own accounts the load moves cents between, one member each, so rows contend realistically. */
const pairs: readonly TransferPair[] = [
  { userId: 'u-demo', from: 'arr-demo-checking', to: 'arr-demo-savings' },
  { userId: 'u-demo', from: 'arr-demo-money-market', to: 'arr-demo-checking-bills' },
  { userId: 'u-limited', from: 'arr-limited-checking', to: 'arr-limited-savings' },
];

export interface TransferFigures {
  transfersPerSecond: number;
  rawEntriesPerSecond: number;
  invariantProblems: string[];
}

async function memberTotal(db: Database): Promise<bigint> {
  const [row] = await db.query<{ total: string }>(`select coalesce(sum(balance), 0)::text as total from ledger_accounts where kind = 'member'`);
  return toCents(row!.total);
}

/** Balanced two-line entries straight into the ledger by `connections` workers for `seconds`. */
async function rawCeiling(db: Database, seconds: number, connections: number): Promise<number> {
  const accounts = await db.query<{ id: string }>(
    `select la.id from ledger_accounts la join arrangements a on a.id = la.arrangement_id where a.id = any($1::text[]) order by la.id`,
    [pairs.flatMap((pair) => [pair.from, pair.to])],
  );
  const ids = accounts.map((row) => row.id);
  const until = Date.now() + seconds * 1000;
  const today = localMoment(new Date(), 'America/Denver').date;
  let posted = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      const from = ids[(worker * 2) % ids.length]!;
      const to = ids[(worker * 2 + 1) % ids.length]!;
      while (Date.now() < until) {
        await db.transaction((tx) =>
          postJournalEntry(tx, {
            bookingDate: today,
            description: 'bench raw entry',
            kind: 'bench',
            lines: [
              { ledgerAccountId: from, amount: fromCents(-1n) },
              { ledgerAccountId: to, amount: '0.01' },
            ],
          }),
        );
        posted++;
      }
    }),
  );
  return posted / seconds;
}

/**
 * Measures and prints transfers per second (validate + submit) at `connections`, the raw entry
 * ceiling of the same database, their ratio, and the ledger invariants after the run. The
 * database must be migrated and seeded; it is left with the benchmark's cents moved.
 */
export async function measureTransfers(
  label: string,
  db: Database,
  { seconds = 10, connections = 50 }: { seconds?: number; connections?: number } = {},
): Promise<TransferFigures> {
  const settings = await loadSettings({ publicUrl: 'http://localhost:8080' });
  const app = await buildApp({ db, settings });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const keys = await loadSigningKeys(db);
  const prover = createBenchProver();
  const tokens: Record<string, string> = {};
  for (const { userId } of pairs) {
    tokens[userId] ??= await mintAccessToken(keys, settings, { userId, expiresInSeconds: seconds * 3 + 300, keyThumbprint: prover.thumbprint });
  }
  const totalBefore = await memberTotal(db);
  const result = await transferLoadFromAnotherThread({
    address,
    publicUrl: settings.publicUrl,
    pairs,
    tokens,
    privateKeyPem: prover.privateKeyPem,
    executionDate: localMoment(new Date(), 'America/Denver').date,
    connections,
    seconds,
  });
  await app.close();
  // Transfers that went through: the ledger says, not the request count.
  const [executed] = await db.query<{ count: number }>(`select count(*)::int as count from payment_orders where status = 'PROCESSED'`);
  const transfersPerSecond = (executed?.count ?? 0) / seconds;
  const rawEntriesPerSecond = await rawCeiling(db, seconds, connections);
  const problems = await ledgerProblems(db);
  if ((await memberTotal(db)) !== totalBefore) problems.push('the sum of member balances changed');
  const negative = await db.query<{ id: string }>(`select id from ledger_accounts where kind = 'member' and floor is not null and balance + held < floor`);
  for (const row of negative) problems.push(`${row.id} is below its floor`);
  console.log(
    `${label.padEnd(10)} transfers (validate + submit), ${connections} connections, ${seconds}s: ${transfersPerSecond.toFixed(1)} transfers/s ` +
      `(p50 ${result.p50} ms, p99 ${result.p99} ms per request, ${result.non2xx} non-2xx, ${result.errors} errors); ` +
      `raw ledger ceiling ${rawEntriesPerSecond.toFixed(1)} entries/s; ratio ${(transfersPerSecond / rawEntriesPerSecond).toFixed(3)}; ` +
      `invariants ${problems.length === 0 ? 'hold' : `BROKEN: ${problems.join('; ')}`}`,
  );
  return { transfersPerSecond, rawEntriesPerSecond, invariantProblems: problems };
}
