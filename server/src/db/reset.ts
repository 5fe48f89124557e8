/**
 * `npm run db:reset`: rebuilds the demo database from nothing. Drops every table (and the
 * provider's sessions and signing keys with them: everyone is signed out), migrates, seeds, and
 * prints what it wrote. PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under
 * PASSBOOK_DATA_DIR or .data/pglite. Stop the server first: PGlite allows one process at a time.
 */
import { mkdir } from 'node:fs/promises';
import { ledgerProblems } from '../ledger/index.js';
import { defaultSeed, seedDemoData, seedToday } from '../seed/index.js';
import { openDatabase } from './database.js';
import { dataDirFromEnvironment } from './location.js';
import { migrate } from './migrate.js';

const countedTables = [
  'users',
  'service_agreements',
  'access_group_permissions',
  'arrangements',
  'ledger_accounts',
  'journal_entries',
  'postings',
  'transactions',
  'contacts',
  'notifications',
  'conversations',
  'messages',
];

const databaseUrl = process.env.DATABASE_URL;
const dataDir = dataDirFromEnvironment();
if (!databaseUrl) await mkdir(dataDir, { recursive: true });
const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
try {
  const started = performance.now();
  await db.exec('drop schema public cascade; create schema public;');
  await migrate(db);
  const seed = process.env.PASSBOOK_SEED ? Number(process.env.PASSBOOK_SEED) : defaultSeed;
  await seedDemoData(db, { seed });
  const problems = await ledgerProblems(db);
  if (problems.length > 0) throw new Error(`The seeded ledger does not balance:\n${problems.join('\n')}`);
  const lines = [`Database reset: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`}`];
  lines.push(`Seed ${seed}, dates relative to ${seedToday}, ${Math.round(performance.now() - started)} ms`);
  for (const table of countedTables) {
    const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    lines.push(`  ${table.padEnd(26)} ${row?.count ?? 0}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await db.close();
}
