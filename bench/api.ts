// `npm run bench:api`: the reads members make most (product summary, context arrangements, a page
// of transactions, profile, unread count, config bundle) at 50 connections, each beside the raw
// ceiling of its own SQL; transfers per second against the ledger's ceiling; cash flow's 12-month
// aggregates; on PGlite and, when DATABASE_URL is set, on PostgreSQL. Prints figures; asserts nothing.
import { openDatabase, type Database } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { seedDemoData } from '../server/src/seed/index.js';
import { measureCashFlow } from './cash-flow.js';
import { measureReads } from './reads.js';
import { measureTransfers } from './transfers.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function measure(label: string, db: Database): Promise<void> {
  await migrate(db);
  await seedDemoData(db);
  // The reads members make most, each against the raw ceiling of its own SQL.
  await measureReads(label, db, { seconds });
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
