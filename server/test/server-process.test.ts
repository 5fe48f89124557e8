import type { ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { ledgerProblems } from '../src/ledger/index.js';
import { loadSigningKeys } from '../src/oidc/signing-keys.js';
import { loadSettings } from '../src/settings.js';
import { mintAccessToken } from './access-tokens.js';
import { createProofKey, type ProofKey } from './dpop-keys.js';
import { orderBody, ordersUrl, paymentProblems, paymentsConfig, validateUrl } from './payments-helpers.js';
import { exitOf, killAll, startServerProcess } from './server-processes.js';
import { withDatabase } from './template-database.js';
import { freePort } from './throwaway-postgres.js';

// The real server process (server/src/main.ts), on the run's database: PGlite in a data folder on
// disk, or PostgreSQL in the PostgreSQL lane. Killed with SIGKILL under a burst of transfers, it
// must lose nothing it acknowledged and run nothing twice; stopped with SIGTERM, it must answer
// the requests in flight before it exits.

interface Outcome {
  /** The HTTP status, or 0 when the connection failed without an answer. */
  status: number;
  body: { id?: string; status?: string; key?: string };
  /** The request went out before the signal was sent. */
  sentBeforeSignal: boolean;
  /** Its answer (or failure) came after the signal was sent. */
  settledAfterSignal: boolean;
}

let folder: string;
let database: { env: Record<string, string>; open(): Promise<Database> };
let port: number;
let base: string;
let headers: Record<string, string>;
let token: string;
let proofKey: ProofKey;
let server: ChildProcess | undefined;
/** Every server started: a test that fails mid-way must not leave one running. */
const started: ChildProcess[] = [];

/** The run's template as a database of this file's own, described for the server's environment. */
async function databaseOfOwn(): Promise<typeof database> {
  const templateUrl = inject('templateUrl');
  if (templateUrl) {
    const template = new URL(templateUrl).pathname.slice(1);
    // Named like the harness's clones, so the run's teardown drops it.
    const name = `${template}_c${process.pid}_process`;
    const admin = await openDatabase({ url: process.env.DATABASE_URL });
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name} template ${template}`);
    await admin.close();
    const url = withDatabase(templateUrl, name);
    return { env: { DATABASE_URL: url }, open: () => openDatabase({ url }) };
  }
  const dataDir = join(folder, 'pglite');
  const seeded = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(inject('templateDump'))]) });
  await seeded.close();
  return { env: { PASSBOOK_DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

/** Starts the server on the run's database; every process started is killed at the end. */
async function startServer(): Promise<ChildProcess> {
  const environment: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, LOG_LEVEL: 'warn', PASSBOOK_APP_DIR: join(folder, 'no-app'), ...database.env };
  if (!database.env.DATABASE_URL) delete environment.DATABASE_URL;
  const child = await startServerProcess(environment, base);
  started.push(child);
  return child;
}

async function post(path: string, body: unknown, signalled: () => boolean): Promise<Outcome> {
  // A fresh DPoP proof per request: the API takes each proof once.
  const dpop = await proofKey.prove({ method: 'POST', url: base + path, accessToken: token });
  const sentBeforeSignal = !signalled();
  try {
    const response = await fetch(base + path, { method: 'POST', headers: { ...headers, authorization: `DPoP ${token}`, dpop }, body: JSON.stringify(body) });
    const answer = (await response.json()) as Outcome['body'];
    return { status: response.status, body: answer, sentBeforeSignal, settledAfterSignal: signalled() };
  } catch {
    return { status: 0, body: {}, sentBeforeSignal, settledAfterSignal: signalled() };
  }
}

interface Submitted {
  id: string;
  body: Record<string, unknown>;
  submit: Outcome;
}

/**
 * 16 members transfer one after another until the server stops answering; once `after` submits
 * are acknowledged, `signal` goes to the server. Returns each reviewed order with its submit's outcome.
 */
async function burstUntil(signal: NodeJS.Signals, after: number): Promise<{ submitted: Submitted[]; outcomes: Outcome[] }> {
  const submitted: Submitted[] = [];
  const outcomes: Outcome[] = [];
  let signalled = false;
  const isSignalled = () => signalled;
  const member = async () => {
    for (;;) {
      const body = orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '1.00' });
      const validate = await post(validateUrl, body, isSignalled);
      outcomes.push(validate);
      if (validate.status !== 200) return;
      const submit = await post(ordersUrl, { ...body, id: validate.body.id }, isSignalled);
      outcomes.push(submit);
      submitted.push({ id: validate.body.id!, body, submit });
      if (submit.status !== 202) return;
      if (!signalled && submitted.filter((item) => item.submit.status === 202).length >= after) {
        signalled = true;
        server!.kill(signal);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, member));
  return { submitted, outcomes };
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'passbook-process-'));
  database = await databaseOfOwn();
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const db = await database.open();
  const keys = await loadSigningKeys(db);
  await db.close();
  proofKey = await createProofKey();
  token = await mintAccessToken(keys, await loadSettings({ publicUrl: base }), { userId: 'u-demo', expiresInSeconds: 900, keyThumbprint: proofKey.thumbprint });
  headers = { cookie: 'XSRF-TOKEN=process', 'x-xsrf-token': 'process', 'content-type': 'application/json' };
});
afterAll(async () => {
  await killAll(started);
  await rm(folder, { recursive: true, force: true });
});

describe('the server process', () => {
  /** Every reviewed order of every burst, to be submitted again and checked in the ledger. */
  const reviewed: Submitted[] = [];

  it('killed with SIGKILL under a burst of transfers, loses none it acknowledged', async () => {
    server = await startServer();
    const { submitted } = await burstUntil('SIGKILL', 10);
    expect(await exitOf(server)).toEqual({ code: null, signal: 'SIGKILL' });
    reviewed.push(...submitted);

    server = await startServer();
    const again = await Promise.all(submitted.map(({ id, body }) => post(ordersUrl, { ...body, id }, () => false)));
    // Acknowledged before the kill: still processed, with the first answer's outcome.
    submitted.forEach(({ submit }, index) => {
      if (submit.status === 202) expect(again[index]).toMatchObject({ status: 202, body: { id: submit.body.id, status: submit.body.status } });
      else expect(again[index]!.status).toBe(202);
    });
    // Two starts of the real server.
  }, 600_000);

  it('stopped with SIGTERM, answers the requests in flight and exits 0', async () => {
    const { submitted, outcomes } = await burstUntil('SIGTERM', 5);
    // Exit 0: every request was answered within the grace period, none cut off.
    expect(await exitOf(server!)).toEqual({ code: 0, signal: null });
    reviewed.push(...submitted);
    // Sent before the signal: answered, done or refused with 503 (Fastify's answer while closing),
    // or its connection failed. A connection fails without the server having read the request when
    // the request meets a kept-alive connection the closing server ends as idle, HTTP/1.1's own race
    // (a client sends it again; submits are idempotent). What must never happen is a submit that
    // the server carried out and then cut off: a failed submit left no order behind.
    const inFlight = outcomes.filter((outcome) => outcome.sentBeforeSignal);
    expect(inFlight.filter((outcome) => ![0, 200, 202, 503].includes(outcome.status)), 'answers to requests in flight other than done or 503').toEqual([]);
    const unanswered = submitted.filter(({ submit }) => submit.sentBeforeSignal && submit.status === 0).map(({ id }) => id);
    const db = await database.open();
    try {
      expect(await db.query(`select id, status from payment_orders where id = any($1::text[])`, [unanswered]), 'orders carried out whose answer was cut off').toEqual([]);
    } finally {
      await db.close();
    }
    // Transfers in flight when the signal came were finished, not cut off.
    const finishedAfterSignal = submitted.filter(({ submit }) => submit.sentBeforeSignal && submit.settledAfterSignal && submit.status === 202);
    expect(finishedAfterSignal.length).toBeGreaterThan(0);
  }, 300_000);

  it('ran every order at most once, each acknowledged one exactly once, and keeps the ledger exact', async () => {
    const db = await database.open();
    try {
      const entries = await db.query<{ id: string; status: string; count: number }>(
        `select o.id, o.status, (select count(*)::int from journal_entries j where j.payment_order_id like o.id || '@%') as count
           from payment_orders o where o.id = any($1::text[])`,
        [reviewed.map(({ id }) => id)],
      );
      const byId = new Map(entries.map((row) => [row.id, row]));
      for (const { id, submit } of reviewed) {
        const row = byId.get(id);
        if (submit.status === 202) expect(row, `acknowledged order ${id}`).toMatchObject({ status: submit.body.status, count: submit.body.status === 'PROCESSED' ? 1 : 0 });
        else if (row) expect(row.count).toBeLessThanOrEqual(1);
      }
      expect(await ledgerProblems(db)).toEqual([]);
      expect(await paymentProblems(db, (await paymentsConfig()).limits.contacts.perDay)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
