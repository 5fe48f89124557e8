import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.js';
import { exclusively } from './exclusively.js';

const migrationsFolder = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** The migration files in the order they apply. */
async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
}

/** Migrations this server has that the database lacks: a database behind the code is not ready to serve it. */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const [table] = await db.query<{ present: boolean }>(`select to_regclass('schema_migrations') is not null as present`);
  const applied = table?.present ? new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name)) : new Set();
  return (await migrationFiles()).filter((name) => !applied.has(name));
}

/**
 * Applies the plain SQL files of server/migrations in name order, each once, each in its own
 * implicit transaction. A migration that fails leaves the database at the previous one. Servers
 * starting at once on one PostgreSQL migrate one after the other: the later ones find nothing to do.
 */
export function migrate(db: Database): Promise<string[]> {
  return exclusively(db, 'migrations', () => applyPending(db));
}

async function applyPending(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
  );
  const files = await migrationFiles();
  const newlyApplied: string[] = [];
  for (const name of files) {
    if (applied.has(name)) continue;
    const script = await readFile(migrationsFolder + name, 'utf8');
    // One simple-protocol query of several statements runs as one implicit transaction on
    // PostgreSQL and PGlite alike, so the migration and its bookkeeping row land together.
    await db.exec(`${script}\n;insert into schema_migrations (name) values ('${name.replaceAll("'", "''")}');`);
    newlyApplied.push(name);
  }
  return newlyApplied;
}
