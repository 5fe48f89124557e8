import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { asDatabaseFailure, DatabaseUnavailableError } from '../../src/db/failures.js';
import { availability } from '../../src/settings.js';
import { createTestApp, openTestDatabase, type TestApp } from '../harness.js';
import { orderBody, transfer } from '../payments-helpers.js';
import { authorizationPath, createPkce } from '../sign-in-flow.js';

// The probes, the 503 of an unreachable database, and the re-run of a transaction PostgreSQL
// aborted. The real outage (a PostgreSQL stopped under load) is database-restart.test.ts.

/** What PostgreSQL sends a connection it drops for a fast shutdown or pg_terminate_backend. */
const adminShutdown = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });

/** The real database, whose every statement fails as a lost connection while `down` is set (as database.ts reports it). */
function switchable(db: Database): Database & { down: boolean } {
  const failing = async () => {
    throw asDatabaseFailure(adminShutdown());
  };
  const state = {
    down: false,
    kind: db.kind,
    query: (text: string, params?: readonly unknown[]) => (state.down ? failing() : db.query(text, params)),
    transaction: <T>(work: Parameters<Database['transaction']>[0]) => (state.down ? failing() : db.transaction(work)) as Promise<T>,
    exec: (script: string) => (state.down ? failing() : db.exec(script)),
    close: () => db.close(),
  };
  return state as Database & { down: boolean };
}

let t: TestApp;
let db: Database & { down: boolean };

beforeAll(async () => {
  db = switchable(await openTestDatabase());
  t = await createTestApp({}, db);
});
afterAll(() => t.close());

const productSummary = '/api/arrangement-manager/client-api/v2/productsummary';

describe('probes', () => {
  it('answers /healthz and /readyz without a token and never cached', async () => {
    for (const [url, status] of [
      ['/healthz', 'ok'],
      ['/readyz', 'ready'],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ status });
    }
  });

  it('is not ready while a migration of this server is missing from the database', async () => {
    const [last] = await t.db.query<{ name: string }>('select name from schema_migrations order by name desc limit 1');
    await t.db.query('delete from schema_migrations where name = $1', [last!.name]);
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ key: 'readiness.migrations-pending', errors: [] });
    } finally {
      await t.db.query('insert into schema_migrations (name) values ($1)', [last!.name]);
    }
  });
});

describe('a database that went away', () => {
  it('tells a database that went away from a request\'s own failure, by the driver\'s error', () => {
    const failure = (code: string | undefined, message = 'failed') => Object.assign(new Error(message), code === undefined ? {} : { code });
    const unavailable = [
      failure('57P01'),
      failure('57P03', 'the database system is starting up'),
      failure('08006'),
      failure('ECONNREFUSED'),
      failure('ECONNRESET'),
      failure(undefined, 'Connection terminated unexpectedly'),
      new AggregateError([failure('ECONNREFUSED'), failure('ECONNREFUSED')]),
    ];
    const theRequests = [failure('23505', 'duplicate key'), failure('22P02'), failure('40001'), failure(undefined, 'Cannot read properties of undefined')];
    expect(unavailable.filter((error) => !(asDatabaseFailure(error) instanceof DatabaseUnavailableError))).toEqual([]);
    expect(theRequests.filter((error) => asDatabaseFailure(error) !== error)).toEqual([]);
  });

  it('answers 503 with Retry-After and the error body, keeps the process healthy, and serves again once the database is back', async () => {
    const demo = t.as('u-demo');
    await demo({ method: 'GET', url: '/healthz' });
    db.down = true;
    try {
      const api = await demo({ method: 'GET', url: productSummary });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe(String(availability.retryAfterSeconds));
      expect(api.json()).toEqual({ message: expect.any(String), key: 'server.unavailable', errors: [] });
      // The driver's words stay in the log.
      expect(api.body).not.toMatch(/administrator|terminating|57P01/);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ key: 'readiness.database-unreachable' });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // The sign-in provider too: a member starting to sign in is told to try again, not that it broke.
      const signIn = await t.app.inject({ method: 'GET', url: authorizationPath(createPkce()) });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.headers['retry-after']).toBe(String(availability.retryAfterSeconds));
    } finally {
      db.down = false;
    }
    expect((await demo({ method: 'GET', url: productSummary })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

/** A transaction PostgreSQL aborted, as it reports it: a serialization failure or a deadlock's victim. */
const conflict = (code: '40001' | '40P01') => Object.assign(new Error('could not serialize access'), { code });

describe('transactions PostgreSQL aborted', () => {
  it('runs the whole unit of work again after a serialization failure, the aborted attempt leaving nothing behind', async () => {
    await t.db.exec('create table retried_work (attempt int not null)');
    let attempts = 0;
    const result = await t.db.transaction(async (tx) => {
      attempts += 1;
      await tx.query('insert into retried_work (attempt) values ($1)', [attempts]);
      if (attempts === 1) throw conflict('40001');
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(2);
    expect(await t.db.query('select attempt from retried_work')).toEqual([{ attempt: 2 }]);
  });

  it('gives up on a deadlock after the configured re-runs', async () => {
    let attempts = 0;
    await expect(
      t.db.transaction(async () => {
        attempts += 1;
        throw conflict('40P01');
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(1 + availability.transactionRetries);
  });
});

describe('a transfer whose transaction deadlocks once', () => {
  it('succeeds for the member, executed once', async () => {
    // Every transaction's first attempt is aborted as PostgreSQL aborts a deadlock's victim.
    const real = t.db.transaction.bind(t.db);
    let aborted = 0;
    db.transaction = ((work) =>
      real(async (tx) => {
        const result = await work(tx);
        if (aborted++ === 0) throw conflict('40P01');
        return result;
      })) as Database['transaction'];
    try {
      const { submit } = await transfer(t.as('u-demo'), orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '12.34' }));
      expect(submit?.statusCode).toBe(202);
      const { id } = submit!.json() as { id: string };
      expect((submit!.json() as { status: string }).status).toBe('PROCESSED');
      const [entries] = await t.db.query<{ count: number }>('select count(*)::int as count from journal_entries where payment_order_id like $1', [`${id}@%`]);
      expect(entries?.count).toBe(1);
    } finally {
      db.transaction = real;
    }
  });
});
