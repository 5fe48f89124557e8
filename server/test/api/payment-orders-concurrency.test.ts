import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, ledgerProblems, toCents } from '../../src/ledger/index.js';
import type { PaymentsConfig } from '../../src/payments/config.js';
import { createTestApp, type TestApp } from '../harness.js';
import { bbanOf, ledgerBalance, memberTotal, orderBody, ordersUrl, paymentProblems, paymentsConfig, validateUrl } from '../payments-helpers.js';

// Many members' browsers at once, over real HTTP (a listening server and fetch), not inject():
// the row locks, the connection pool and the idempotent submit are exercised as in production.

let t: TestApp;
let base: string;
let token: string;
const headers = {
  cookie: 'XSRF-TOKEN=concurrency',
  'x-xsrf-token': 'concurrency',
  'content-type': 'application/json',
};
let config: PaymentsConfig;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  token = await t.tokenFor('u-demo', { expiresInSeconds: 600 });
  config = await paymentsConfig();
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  body: { id?: string; status?: string; errorDescription?: string; key?: string; message?: string; errors?: { key: string; message: string }[] };
}

async function post(path: string, body: unknown): Promise<Answer> {
  // Each request its own DPoP proof: a proof is accepted once.
  const credentials = await t.authorize(token, { method: 'POST', url: path });
  const response = await fetch(base + path, { method: 'POST', headers: { ...headers, ...credentials }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** A refusal the member can act on: a keyed error with the configured text. */
function expectClearError(answer: Answer, key: string): void {
  if (answer.status === 202) {
    expect(answer.body.status).toBe('REJECTED');
    expect(answer.body.errorDescription).toBe(config.messages[key]);
    expect(answer.body.errors?.[0]?.key).toBe(key);
  } else {
    expect(answer.status).toBe(400);
    expect(answer.body.key).toBe(key);
    expect(answer.body.message).toBe(config.messages[key]);
  }
}

describe('simultaneous transfers over HTTP', () => {
  it('lets 220 simultaneous transfers from one account through exactly while the money lasts', async () => {
    const source = 'arr-demo-checking';
    const targets = ['arr-demo-savings', 'arr-demo-money-market', 'arr-demo-mastercard'];
    const [row] = await t.db.query<{ spendable: string }>(
      `select (balance + held - floor)::text as spendable from ledger_accounts where arrangement_id = $1`,
      [source],
    );
    const spendable = toCents(row!.spendable);
    const count = 220;
    // Sized so that about 100 fit: the rest must be refused, whichever order they arrive in.
    const amount = spendable / 100n;
    const fits = Number(spendable / amount);
    const before = { source: await ledgerBalance(t.db, source), total: await memberTotal(t.db) };

    const answers = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const body = orderBody({ from: source, to: targets[index % targets.length]!, amount: fromCents(amount) });
        const validate = await post(validateUrl, body);
        if (validate.status !== 200) return validate;
        return post(ordersUrl, { ...body, id: validate.body.id });
      }),
    );
    const processed = answers.filter((answer) => answer.status === 202 && answer.body.status === 'PROCESSED');
    expect(processed).toHaveLength(fits);
    for (const answer of answers.filter((item) => !processed.includes(item))) expectClearError(answer, 'payment.amount.insufficient-funds');
    expect(toCents(await ledgerBalance(t.db, source))).toBe(toCents(before.source) - amount * BigInt(fits));
    expect(await memberTotal(t.db)).toBe(before.total);
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await paymentProblems(t.db, config.limits.contacts.perDay)).toEqual([]);
  }, 180_000);

  it('lets exactly 10 of 30 simultaneous $500 contact transfers through under the $5,000 daily limit', async () => {
    const riley = await bbanOf(t.db, 'arr-newbie-checking');
    const bodies = Array.from({ length: 30 }, () => orderBody({ from: 'arr-demo-money-market', to: riley, toScheme: 'BBAN', amount: '500.00' }));
    // Every one is reviewed before any is sent, so all 30 submits race for the same day's limit.
    const validated = await Promise.all(bodies.map((body) => post(validateUrl, body)));
    expect(validated.every((answer) => answer.status === 200)).toBe(true);
    const before = await ledgerBalance(t.db, 'arr-newbie-checking');
    const answers = await Promise.all(bodies.map((body, index) => post(ordersUrl, { ...body, id: validated[index]!.body.id })));
    const processed = answers.filter((answer) => answer.status === 202 && answer.body.status === 'PROCESSED');
    expect(processed).toHaveLength(10);
    for (const answer of answers.filter((item) => !processed.includes(item))) expectClearError(answer, 'payment.amount.contact-limit-per-day');
    expect(toCents(await ledgerBalance(t.db, 'arr-newbie-checking'))).toBe(toCents(before) + 500_000n);
    const [usage] = await t.db.query<{ used: string }>(`select used::text as used from payment_limit_usage where user_id = 'u-demo' and limit_name = 'contacts'`);
    expect(usage?.used).toBe('5000.00');
    // Submitting them all again moves nothing: each answers with its first outcome.
    const again = await Promise.all(bodies.map((body, index) => post(ordersUrl, { ...body, id: validated[index]!.body.id })));
    expect(again.map((answer) => answer.body.status)).toEqual(answers.map((answer) => answer.body.status));
    expect(toCents(await ledgerBalance(t.db, 'arr-newbie-checking'))).toBe(toCents(before) + 500_000n);
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await paymentProblems(t.db, config.limits.contacts.perDay)).toEqual([]);
  }, 120_000);
});

describe('simultaneous moves in and out of a pocket over HTTP', () => {
  const pocketsUrl = '/pocket-tailor/client-api/v2/pockets';
  // The pocket's own parent: the transfers above leave demo's checking nearly empty and fill its savings.
  const savings = 'arr-demo-savings';

  /** A new pocket under demo's savings holding `funded`, its ledger ceiling set to `ceiling` so moves in hit it too. */
  async function fundedPocket(name: string, funded: string, ceiling: string): Promise<{ id: string; arrangementId: string }> {
    const created = await post(`/api${pocketsUrl}`, { name, icon: 'GiftOutlined', parentArrangementId: 'arr-demo-savings' });
    expect(created.status).toBe(201);
    const pocket = created.body as unknown as { id: string; arrangementId: string };
    await t.db.query(`update ledger_accounts set ceiling = $2::numeric where arrangement_id = $1`, [pocket.arrangementId, ceiling]);
    const body = orderBody({ from: savings, to: pocket.arrangementId, amount: funded });
    const validate = await post(validateUrl, body);
    expect((await post(ordersUrl, { ...body, id: validate.body.id })).body.status).toBe('PROCESSED');
    return pocket;
  }

  async function move(from: string, to: string, amount: string): Promise<Answer> {
    const body = orderBody({ from, to, amount });
    const validate = await post(validateUrl, body);
    if (validate.status !== 200) return validate;
    return post(ordersUrl, { ...body, id: validate.body.id });
  }

  it('keeps the pocket between zero and its maximum, and the ledger balanced, under 60 racing moves', async () => {
    const pocket = await fundedPocket('Racing', '100.00', '300.00');
    const total = await memberTotal(t.db);
    const directions = Array.from({ length: 60 }, (_, index) => (index % 3 === 0 ? 'out' : 'in'));
    const answers = await Promise.all(
      directions.map((direction) => (direction === 'in' ? move(savings, pocket.arrangementId, '25.00') : move(pocket.arrangementId, savings, '25.00'))),
    );
    const processed = (direction: string) =>
      answers.filter((answer, index) => directions[index] === direction && answer.status === 202 && answer.body.status === 'PROCESSED').length;
    const balance = toCents(await ledgerBalance(t.db, pocket.arrangementId));
    expect(balance).toBe(10_000n + 2_500n * BigInt(processed('in') - processed('out')));
    expect(balance).toBeGreaterThanOrEqual(0n);
    expect(balance).toBeLessThanOrEqual(30_000n);
    // 40 in of $25 cannot all fit under $300: some moves in were refused at the maximum.
    expect(processed('in')).toBeLessThan(40);
    answers.forEach((answer, index) => {
      if (answer.status === 202 && answer.body.status === 'PROCESSED') return;
      expectClearError(answer, directions[index] === 'in' ? 'payment.amount.pocket-maximum' : 'payment.amount.insufficient-funds');
    });
    expect(await memberTotal(t.db)).toBe(total);
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await paymentProblems(t.db, config.limits.contacts.perDay)).toEqual([]);
  }, 120_000);

  it('closes a pocket while moves race it: the money ends where it went, the pocket at zero, nothing lost', async () => {
    const pocket = await fundedPocket('Closing race', '200.00', '25000.00');
    const total = await memberTotal(t.db);
    const savingsBefore = toCents(await ledgerBalance(t.db, savings));
    const moves = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0 ? move(savings, pocket.arrangementId, '10.00') : move(pocket.arrangementId, savings, '10.00'),
    );
    const [closed, ...answers] = await Promise.all([post(`/api${pocketsUrl}/closed`, { id: pocket.id, arrangementId: savings }), ...moves]);
    expect(closed.status).toBe(200);
    const returned = toCents((closed.body as unknown as { returned: { amount: string } }).returned.amount);
    expect(toCents(await ledgerBalance(t.db, pocket.arrangementId))).toBe(0n);
    const net = answers.reduce((sum, answer, index) => (answer.status === 202 && answer.body.status === 'PROCESSED' ? sum + (index % 2 === 0 ? -1_000n : 1_000n) : sum), 0n);
    expect(toCents(await ledgerBalance(t.db, savings))).toBe(savingsBefore + net + returned);
    expect(await memberTotal(t.db)).toBe(total);
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await paymentProblems(t.db, config.limits.contacts.perDay)).toEqual([]);
  }, 120_000);
});
