import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/database.js';

/**
 * A store for @fastify/rate-limit that counts in the database (rate_limit_windows, migration 033)
 * instead of the process's memory, so N servers on one PostgreSQL enforce one limit, not N. Each
 * hit is one upsert, so concurrent hits on any server all count. The window is fixed, as in the
 * plugin's own store: it starts at a client's first hit and lasts `timeWindow` milliseconds.
 * `limit` names what is counted (e.g. sign-in), so two limits never add to one count.
 */
export function databaseRateLimitStore(db: Database, limit: string): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(client: string, answer: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      db.query<{ hits: number; ttl: number }>(
        `insert into rate_limit_windows as w (key, hits, ends_at)
         values ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
         on conflict (key) do update set
           hits = case when w.ends_at <= now() then 1 else w.hits + 1 end,
           ends_at = case when w.ends_at <= now() then excluded.ends_at else w.ends_at end
         returning hits, greatest(0, ceil(extract(epoch from ends_at - now()) * 1000))::integer as ttl`,
        [`${limit}:${client}`, timeWindow],
      ).then(
        ([row]) => answer(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }),
        (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // The count is per limit and client, whichever of the registration's routes is hit.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Deletes the windows that have ended: a client's next hit starts a new one anyway. */
export async function sweepRateLimitWindows(db: Database): Promise<void> {
  await db.query('delete from rate_limit_windows where ends_at <= now()');
}
