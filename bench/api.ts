// `npm run bench:api`: requests per second and latency of the product summary at 50 connections,
// then transfers per second against the ledger's ceiling, then cash flow's 12-month aggregates, on PGlite and, when DATABASE_URL is set, on PostgreSQL. Prints figures; asserts nothing.
import autocannon from 'autocannon';
import { buildApp } from '../server/src/app.js';
import { openDatabase, type Database } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { loadSigningKeys } from '../server/src/oidc/signing-keys.js';
import { seedDemoData } from '../server/src/seed/index.js';
import { loadSettings } from '../server/src/settings.js';
import { mintAccessToken } from '../server/test/access-tokens.js';
import { measureCashFlow } from './cash-flow.js';
import { createBenchProver } from './dpop.js';
import { measureTransfers } from './transfers.js';

const productSummaryPath = '/api/arrangement-manager/client-api/v2/productsummary';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function measure(label: string, db: Database): Promise<void> {
  await migrate(db);
  await seedDemoData(db);
  const settings = await loadSettings({ publicUrl: 'http://localhost:8080' });
  const app = await buildApp({ db, settings });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const prover = createBenchProver();
  const token = await mintAccessToken(await loadSigningKeys(db), settings, {
    userId: 'u-demo',
    expiresInSeconds: seconds + 120,
    keyThumbprint: prover.thumbprint,
  });
  // Proofs name the public URL, as a browser's would; the server checks them against it.
  const proofUrl = settings.publicUrl + productSummaryPath;
  const check = await fetch(address + productSummaryPath, { headers: prover.headers('GET', proofUrl, token) });
  if (!check.ok) throw new Error(`${label}: product summary answered ${check.status}`);
  const result = await autocannon({
    url: address + productSummaryPath,
    connections: 50,
    duration: seconds,
    // A fresh proof for every request (each is signed and its jti recorded: part of what is measured).
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...prover.headers('GET', proofUrl, token) } }) }],
  });
  console.log(
    `${label.padEnd(10)} product summary, 50 connections, ${seconds}s: ` +
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors`,
  );
  await app.close();
  // Transfers per second (validate + submit), the raw ledger ceiling of the same database, the
  // ratio between them and the ledger invariants after the run.
  await measureTransfers(label, db, { seconds });
  // Cash flow's 12-month aggregates (issue 15), last: it books extra transactions into the database.
  await measureCashFlow(label, db);
  await db.close();
}

await measure('PGlite', await openDatabase({}));
const url = process.env.DATABASE_URL;
if (url) {
  const admin = await openDatabase({ url });
  await admin.query('drop database if exists passbook_bench with (force)');
  await admin.query('create database passbook_bench');
  const target = new URL(url);
  target.pathname = '/passbook_bench';
  await measure('PostgreSQL', await openDatabase({ url: target.toString() }));
  await admin.query('drop database if exists passbook_bench with (force)');
  await admin.close();
}
