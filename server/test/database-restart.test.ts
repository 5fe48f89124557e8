import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { ledgerProblems } from '../src/ledger/index.js';
import { seedDemoData } from '../src/seed/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { orderBody, ordersUrl, paymentProblems, paymentsConfig, validateUrl } from './payments-helpers.js';
import { postgresBinaries, throwawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.js';

// PostgreSQL going away under a burst of transfers, for real: a cluster of this file's own, crashed
// (pg_ctl -m immediate) and started again, and its connections cut (pg_terminate_backend). The app
// runs in this process, so an unheard connection error would end the run itself.
// It needs PostgreSQL's initdb and pg_ctl. Its cluster is its own, so npm test runs it in the PGlite
// lane only (scripts/test.mjs leaves it out of the PostgreSQL lane, which would run it a second time).
const bin = postgresBinaries();

interface Answer {
  status: number;
  body: { id?: string; status?: string; key?: string; message?: string };
  retryAfter: string | null;
}

describe.runIf(bin !== undefined)('PostgreSQL restarting under a burst of transfers (needs initdb and pg_ctl)', () => {
  let cluster: ThrowawayPostgres;
  let db: Database;
  let t: TestApp;
  let base: string;
  let headers: Record<string, string>;
  let token: string;
  /** Every reviewed order's id: acknowledged or not, each is submitted again at the end. */
  const reviewed: { id: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    cluster = await throwawayPostgres(bin!);
    const setup = await openDatabase({ url: cluster.url });
    await migrate(setup);
    await seedDemoData(setup);
    await setup.close();
    db = await openDatabase({ url: cluster.url });
    t = await createTestApp({}, db);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = await t.tokenFor('u-demo', { expiresInSeconds: 600 });
    headers = {
      cookie: 'XSRF-TOKEN=restart',
      'x-xsrf-token': 'restart',
      'content-type': 'application/json',
    };
  });
  afterAll(async () => {
    await t?.close();
    await cluster?.remove();
  });

  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    // A fresh DPoP proof per request: the API takes each proof once.
    const proof = await t.authorize(token, { method, url: path });
    const response = await fetch(base + path, { method, headers: { ...headers, ...proof }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json()) as Answer['body'], retryAfter: response.headers.get('retry-after') };
  }

  /** Validate, then submit: what the transfer form does. */
  async function transferOnce(): Promise<Answer[]> {
    const body = orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '1.00' });
    const validate = await call('POST', validateUrl, body);
    if (validate.status !== 200) return [validate];
    reviewed.push({ id: validate.body.id!, body });
    return [validate, await call('POST', ordersUrl, { ...body, id: validate.body.id })];
  }

  /**
   * Members keep transferring, 16 at a time, until `outage` has run: it starts once the first
   * answers are in, so requests are in flight when the database goes, and more arrive while it is away.
   */
  async function burstAround(outage: () => Promise<void>): Promise<Answer[]> {
    const answers: Answer[] = [];
    let going = true;
    let firstAnswers: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      firstAnswers = resolve;
    });
    const member = async () => {
      while (going) {
        answers.push(...(await transferOnce()));
        if (answers.length >= 16) firstAnswers();
      }
    };
    const members = Array.from({ length: 16 }, member);
    await started;
    await outage();
    going = false;
    await Promise.all(members);
    return answers;
  }

  /** Each answer a member can act on: done, or 503 with when to try again; never a 500 or a dropped connection. */
  function expectDoneOrRetryLater(answers: Answer[]): void {
    for (const answer of answers) {
      if (answer.status === 503) {
        expect(answer.body).toEqual({ message: expect.any(String), key: 'server.unavailable', errors: [] });
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      } else {
        expect([200, 202]).toContain(answer.status);
      }
    }
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
  }

  /** The server answers again (polled: how long recovery takes is the machine's business). */
  async function expectServingAgain(): Promise<void> {
    await expect.poll(async () => (await call('GET', '/readyz')).status, { timeout: 30_000, interval: 100 }).toBe(200);
    const [validate, submit] = await transferOnce();
    expect(validate?.status).toBe(200);
    expect(submit?.body.status).toBe('PROCESSED');
  }

  it('answers 503 to what was in flight when PostgreSQL crashed, and serves again once it is back', async () => {
    const answers = await burstAround(async () => {
      await cluster.crash();
      // Members keep trying while it is down: those must be 503 too, not a hang or a crash.
      await expect.poll(async () => (await call('GET', '/readyz')).status, { timeout: 10_000, interval: 50 }).toBe(503);
      await cluster.start();
    });
    expectDoneOrRetryLater(answers);
    await expectServingAgain();
  });

  it('answers 503 to what was in flight when its connections were cut, and carries on', async () => {
    const admin = await openDatabase({ url: cluster.url });
    try {
      const answers = await burstAround(async () => {
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      });
      expectDoneOrRetryLater(answers);
    } finally {
      await admin.close();
    }
    await expectServingAgain();
  });

  it('hears a connection lost in the turn the pool hands it over, and the transaction still answers', async () => {
    // A new connection's "ready" and a termination can arrive in one packet, so the connection's
    // 'error' comes before anything awaiting the hand-over runs; unheard, it ends the process (seen
    // once under pg_terminate_backend above). Here the pool emits it right after handing over.
    type HandOver = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;
    const connect = pg.Pool.prototype.connect as unknown as (this: pg.Pool, callback: HandOver) => void;
    const spy = vi.spyOn(pg.Pool.prototype, 'connect').mockImplementationOnce(function (this: pg.Pool, callback?: HandOver) {
      let settle: HandOver = () => undefined;
      const promised =
        callback === undefined
          ? new Promise<pg.PoolClient>((resolve, reject) => {
              settle = (error, client) => (error === undefined && client !== undefined ? resolve(client) : reject(error));
            })
          : undefined;
      connect.call(this, (error, client, done) => {
        (callback ?? settle)(error, client, done);
        client?.emit('error', new Error('terminating connection due to administrator command'));
      });
      return promised as never;
    } as never);
    try {
      expect(await db.transaction((tx) => tx.query<{ one: number }>('select 1 as one'))).toEqual([{ one: 1 }]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    // The connection that reported itself lost was not put back: the next transactions run as usual.
    expect(await Promise.all([1, 2, 3].map((n) => db.transaction((tx) => tx.query<{ n: number }>('select $1::int as n', [n]))))).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
  });

  it('re-runs the victim of a real deadlock, and both transactions succeed', async () => {
    await db.exec('create table deadlock_rows (id int primary key, touched int not null default 0); insert into deadlock_rows (id) values (1), (2);');
    let attempts = 0;
    /** Resolved once each transaction holds its first row: from then on each waits for the other's. */
    const holding = [1, 2].map(() => {
      let resolve: () => void = () => undefined;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      return { promise, resolve };
    });
    const crossing = (first: number, second: number) =>
      db.transaction(async (tx) => {
        attempts += 1;
        await tx.query('update deadlock_rows set touched = touched + 1 where id = $1', [first]);
        holding[first - 1]!.resolve();
        await holding[second - 1]!.promise;
        await tx.query('update deadlock_rows set touched = touched + 1 where id = $1', [second]);
        return 'committed';
      });
    expect(await Promise.all([crossing(1, 2), crossing(2, 1)])).toEqual(['committed', 'committed']);
    // PostgreSQL aborted one of the two; run again, it found the rows free.
    expect(attempts).toBe(3);
    expect(await db.query('select id, touched from deadlock_rows order by id')).toEqual([
      { id: 1, touched: 2 },
      { id: 2, touched: 2 },
    ]);
  });

  it('keeps the ledger exact: every order executed at most once, also when each is submitted again', async () => {
    expect(reviewed.length).toBeGreaterThan(16);
    const again = await Promise.all(reviewed.map(({ id, body }) => call('POST', ordersUrl, { ...body, id })));
    expect(again.map((answer) => answer.status)).toEqual(reviewed.map(() => 202));
    const entries = await db.query<{ id: string; count: number }>(
      `select o.id, (select count(*)::int from journal_entries j where j.payment_order_id like o.id || '@%') as count
         from payment_orders o where o.id = any($1::text[])`,
      [reviewed.map(({ id }) => id)],
    );
    // Each reviewed order exists once, and has one journal entry exactly when it says it was processed.
    expect(entries).toHaveLength(reviewed.length);
    const executed = new Set(reviewed.filter((_, index) => again[index]!.body.status === 'PROCESSED').map(({ id }) => id));
    expect(entries.filter((row) => row.count !== (executed.has(row.id) ? 1 : 0))).toEqual([]);
    expect(await ledgerProblems(db)).toEqual([]);
    expect(await paymentProblems(db, (await paymentsConfig()).limits.contacts.perDay)).toEqual([]);
  });
});
