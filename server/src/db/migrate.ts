import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.js';

const migrationsFolder = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Applies the plain SQL files of server/migrations in name order, each once, each in its own
 * implicit transaction. A migration that fails leaves the database at the previous one.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
  );
  const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
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
