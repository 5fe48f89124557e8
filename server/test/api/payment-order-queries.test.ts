import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/database.js';
import { createTestApp, openTestDatabase, type TestApp } from '../harness.js';
import { bbanOf, orderBody, ordersUrl, validateUrl, type Call } from '../payments-helpers.js';

/**
 * How many SQL statements one transfer costs (validate + submit). Every statement is a round
 * trip and, on PGlite, a turn of the single engine every request waits for, so the count is kept
 * down on purpose; this test stops it creeping back up.
 */
interface Counted {
  db: Database;
  statements: string[];
}

function counting(inner: Database): Counted {
  const statements: string[] = [];
  const wrap = (queryable: Queryable): Queryable => ({
    query(text, params) {
      // Recording the request's DPoP proof (http/dpop.ts) is every API request's statement, not the transfer's.
      if (!/\bdpop_proofs\b/.test(text)) statements.push(text);
      return queryable.query(text, params);
    },
  });
  const db: Database = {
    kind: inner.kind,
    query: (text, params) => wrap(inner).query(text, params),
    transaction: (work) => inner.transaction((tx) => work(wrap(tx))),
    exec: (script) => inner.exec(script),
    close: () => inner.close(),
    ...(inner.dumpDataDir ? { dumpDataDir: () => inner.dumpDataDir!() } : {}),
  };
  return { db, statements };
}

let t: TestApp;
let counted: Counted;
let demo: Call;
let rileyAccount: string;

beforeAll(async () => {
  counted = counting(await openTestDatabase());
  t = await createTestApp({}, counted.db, process.env.SHOW_SQL ? { logger: { level: 'error' } } : {});
  demo = t.as('u-demo');
  rileyAccount = await bbanOf(t.db, 'arr-newbie-checking');
  // A member's first request reads the token's permissions and the published payments.json once;
  // the counts below are of every transfer after that.
  await statementsOf(orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '0.01' }));
});
afterAll(async () => {
  await t.close();
});

async function statementsOf(body: Record<string, unknown>): Promise<{ validate: number; submit: number; status: string }> {
  counted.statements.length = 0;
  const validate = await demo({ method: 'POST', url: validateUrl, payload: body });
  expect(validate.statusCode, validate.body).toBe(200);
  const validateCount = counted.statements.length;
  if (process.env.SHOW_SQL) console.info(counted.statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 110)).join('\n'));
  counted.statements.length = 0;
  const submit = await demo({ method: 'POST', url: ordersUrl, payload: { ...body, id: (validate.json() as { id: string }).id } });
  expect(submit.statusCode, submit.body).toBe(202);
  if (process.env.SHOW_SQL) console.info(counted.statements.map((s) => s.replace(/\s+/g, " ").slice(0, 110)).join("\n"));
  return { validate: validateCount, submit: counted.statements.length, status: (submit.json() as { status: string }).status };
}

describe('statements per transfer', () => {
  it('an own-account transfer today', async () => {
    const counts = await statementsOf(orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '1.25' }));
    expect(counts.status).toBe('PROCESSED');
    console.info(`own transfer: validate ${counts.validate}, submit ${counts.submit} statements`);
    // Was 4 + 19 before the statements were merged (and two more for begin/commit, not counted),
    // 2 + 10 before the published payments.json's version was read per request (+1 each) and the
    // submit's two first reads became one, the transactions went into the order's last update, the
    // answer came from that update instead of a read after it and the occurrence was claimed by the
    // statement recording the order (−4).
    expect(counts.validate).toBeLessThanOrEqual(3);
    expect(counts.submit).toBeLessThanOrEqual(7);
  });

  it('a transfer to another member today (contact limit)', async () => {
    const counts = await statementsOf(orderBody({ from: 'arr-demo-checking', to: rileyAccount, toScheme: 'BBAN', amount: '2.50' }));
    expect(counts.status).toBe('PROCESSED');
    console.info(`member transfer: validate ${counts.validate}, submit ${counts.submit} statements`);
    // Was 5 + 21: the day's contact-limit usage now comes with the accounts.
    expect(counts.validate).toBeLessThanOrEqual(3);
    expect(counts.submit).toBeLessThanOrEqual(9);
  });
});
