// The reads members make most, for `npm run bench:api`: each over HTTP at 50 connections (load
// from another thread, a fresh DPoP proof per request) against the raw ceiling of its own SQL —
// the statements that very request ran, replayed straight on the same database by 50 concurrent
// callers, no HTTP — with their ratio, and the time those statements take one after another on
// an idle database. Prints figures; asserts nothing. Call with a migrated and seeded database:
//   import { measureReads } from './reads.js';
//   await measureReads('PGlite', db, { seconds });
import { randomUUID } from 'node:crypto';
import { buildApp } from '../server/src/app.js';
import type { Database, Queryable } from '../server/src/db/database.js';
import { loadSigningKeys } from '../server/src/oidc/signing-keys.js';
import { loadSettings } from '../server/src/settings.js';
import { mintAccessToken } from '../server/test/access-tokens.js';
import { createBenchProver } from './dpop.js';
import { loadFromAnotherThread } from './http-load.js';

interface Read {
  name: string;
  /** Path and query, as the app asks. */
  path: string;
  /** Public: no token, no proof (the configuration bundle). */
  anonymous?: boolean;
}

/**
 * What every browser sends: the encodings it takes (the bundle is then answered compressed, as
 * members get it on a first load, nothing held) and the anti-forgery cookie the server's first
 * answer gave it (without it, every answer would hand out a new one, which no member's browser asks for).
 */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', cookie: 'XSRF-TOKEN=bench' };

export const memberReads: readonly Read[] = [
  { name: 'product summary', path: '/api/arrangement-manager/client-api/v2/productsummary' },
  {
    name: 'context arrangements',
    path: '/api/arrangement-manager/client-api/v2/productsummary/context/arrangements?businessFunction=A2A%20Transfer&resourceName=Payments&privilege=create&debitAccount=true&from=0&size=200',
  },
  { name: 'transactions page', path: '/api/transaction-manager/client-api/v2/transactions?arrangementId=arr-demo-checking&from=0&size=10' },
  { name: 'profile', path: '/api/user-manager/client-api/v2/users/me/profile' },
  { name: 'unread count', path: '/api/notifications-service/client-api/v3/notifications/unread-count' },
  { name: 'config bundle', path: '/config/bundle', anonymous: true },
];

interface Statement {
  text: string;
  params: readonly unknown[];
}

/** The database the app is built on, recording the statements run while `recording` is on. */
function recordingDatabase(db: Database) {
  let recorded: Statement[] | undefined;
  const recordingQueryable = (inner: Queryable): Queryable => ({
    query(text, params = []) {
      recorded?.push({ text, params });
      return inner.query(text, params);
    },
  });
  const recording: Database = {
    ...db,
    ...recordingQueryable(db),
    transaction: (work) => db.transaction((tx) => work(recordingQueryable(tx))),
  };
  return {
    db: recording,
    async record(run: () => Promise<void>): Promise<Statement[]> {
      recorded = [];
      try {
        await run();
        return recorded;
      } finally {
        recorded = undefined;
      }
    },
  };
}

/**
 * A statement as a new request would send it: a DPoP proof's jti is new each time, so replaying
 * the recorded one would insert nothing after the first; every other parameter is the same.
 */
function asNewRequestSends({ text, params }: Statement): readonly unknown[] {
  // The proofs arrive as arrays (key thumbprints, jtis, expiries): one insert per event-loop turn.
  return /insert into dpop_proofs/.test(text) ? params.map((value, index) => (index === 1 ? (value as unknown[]).map(() => randomUUID()) : value)) : params;
}

/** Sequences of `statements` per second by `connections` callers for `seconds`, straight on the database. */
async function rawCeiling(db: Database, statements: readonly Statement[], seconds: number, connections: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let completed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        for (const statement of statements) await db.query(statement.text, asNewRequestSends(statement));
        completed++;
      }
    }),
  );
  return completed / seconds;
}

/** Median of `times`, in ms. */
function medianOf(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The statements one after another on an otherwise idle database, in ms: the median of their
 * first 200 runs (after 20), as a server that just started runs them, and the median of 500 runs
 * after 2,000 more, as a server that has been up a while does. On PGlite the two differ by half:
 * the database is WebAssembly, and V8 compiles its hot functions again, optimised, only after
 * they have run a while, as it does for the server's own JavaScript.
 */
async function sequentialMilliseconds(db: Database, statements: readonly Statement[]): Promise<{ started: number; steady: number }> {
  const timed = async (runs: number): Promise<number[]> => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      for (const statement of statements) await db.query(statement.text, asNewRequestSends(statement));
      times.push(performance.now() - started);
    }
    return times;
  };
  await timed(20);
  const started = medianOf(await timed(200));
  await timed(2000);
  return { started, steady: medianOf(await timed(500)) };
}

export interface ReadFigures {
  name: string;
  requestsPerSecond: number;
  rawPerSecond: number;
  statements: number;
  /** The statements one after another, idle database: on a server just started, and one up a while. */
  sqlMilliseconds: { started: number; steady: number };
}

export async function measureReads(
  label: string,
  db: Database,
  { seconds = 10, connections = 50, only }: { seconds?: number; connections?: number; only?: readonly string[] } = {},
): Promise<ReadFigures[]> {
  const recorder = recordingDatabase(db);
  const settings = await loadSettings({ publicUrl: 'http://localhost:8080' });
  const app = await buildApp({ db: recorder.db, settings });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const prover = createBenchProver();
  const token = await mintAccessToken(await loadSigningKeys(db), settings, {
    userId: 'u-demo',
    expiresInSeconds: 3600,
    keyThumbprint: prover.thumbprint,
  });
  const figures: ReadFigures[] = [];
  try {
    for (const read of memberReads.filter((candidate) => !only || only.includes(candidate.name))) {
      const ask = async () => {
        const headers = read.anonymous ? {} : prover.headers('GET', settings.publicUrl + read.path.split('?')[0], token);
        const response = await fetch(address + read.path, { headers: { ...browserHeaders, ...headers } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${label}: ${read.name} answered ${response.status}`);
      };
      // The second request's statements: what every request runs once the caches are warm.
      await ask();
      const statements = await recorder.record(ask);
      const sqlMilliseconds = await sequentialMilliseconds(db, statements);
      const http = await loadFromAnotherThread({
        address,
        path: read.path,
        publicUrl: settings.publicUrl,
        ...(read.anonymous ? {} : { token, privateKeyPem: prover.privateKeyPem }),
        headers: browserHeaders,
        connections,
        seconds,
      });
      const rawPerSecond = statements.length === 0 ? Number.POSITIVE_INFINITY : await rawCeiling(db, statements, seconds, connections);
      figures.push({ name: read.name, requestsPerSecond: http.requestsPerSecond, rawPerSecond, statements: statements.length, sqlMilliseconds });
      console.log(
        `${label.padEnd(10)} ${read.name.padEnd(20)} ${http.requestsPerSecond.toFixed(0).padStart(6)} req/s (p50 ${http.p50} ms, p99 ${http.p99} ms, ` +
          `${http.non2xx} non-2xx, ${http.errors} errors); its ${statements.length} statements raw ${rawPerSecond.toFixed(0)}/s; ` +
          `ratio ${(http.requestsPerSecond / rawPerSecond).toFixed(2)} (target ≥ 0.80); SQL alone ${sqlMilliseconds.steady.toFixed(2)} ms (${sqlMilliseconds.started.toFixed(2)} ms in its first 200 runs)`,
      );
    }
  } finally {
    await app.close();
  }
  return figures;
}
