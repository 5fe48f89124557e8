import type { Database } from './database.js';

/**
 * Runs `work` while no other server process on the same PostgreSQL runs work under the same
 * `name`: several servers starting at once on a new database would otherwise all create the
 * same tables and seed the same rows, and all but one would fail. The lock is a PostgreSQL
 * advisory lock held by a transaction of its own, so it ends with that transaction whatever
 * happens (a process killed mid-way leaves no lock behind); `work` runs on the other connections
 * of the pool and its statements commit as they always do. PGlite serves one process, and a
 * statement outside its one open transaction would wait for it, so there `work` simply runs.
 */
export async function exclusively<T>(db: Database, name: string, work: () => Promise<T>): Promise<T> {
  if (db.kind === 'pglite') return work();
  return db.transaction(async (lockHolder) => {
    await lockHolder.query('select pg_advisory_xact_lock(hashtext($1))', [`passbook:${name}`]);
    return work();
  });
}
