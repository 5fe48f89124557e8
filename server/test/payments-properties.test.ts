import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, ledgerProblems } from '../src/ledger/index.js';
import type { PaymentsConfig } from '../src/payments/config.js';
import { createTestApp, type TestApp } from './harness.js';
import { bbanOf, businessDayAhead, memberTotal, orderBody, ordersUrl, paymentProblems, paymentsConfig, validateUrl, type Call } from './payments-helpers.js';

// Ledger invariants under random member behaviour (fast-check): whatever sequence of transfers,
// reviews without submit, scheduled transfers, cancels, repeated and concurrent submits the
// members make, every journal entry balances, money between members is neither created nor
// lost, no account goes below its floor nor a pocket above its maximum, no member passes the
// daily contact limit, and every refusal is a keyed error, never a 500.

let t: TestApp;
let demo: Call;
let config: PaymentsConfig;
// A savings pocket made in beforeAll takes part as a source and a target: it must stay between
// zero and its maximum (kept low, $1,000, so moves in reach it).
const pocketSlot = 'pocket';
let pocketArrangement = '';
const ownSources = ['arr-demo-checking', 'arr-demo-checking-bills', 'arr-demo-savings', 'arr-demo-money-market', 'arr-demo-visa', 'arr-demo-personal-loan', pocketSlot];
const ownTargets = [...ownSources, 'arr-demo-auto-loan', 'arr-demo-mastercard', 'arr-demo-mortgage'];
let contacts: string[];
let scheduleDates: string[];

beforeAll(async () => {
  t = await createTestApp();
  demo = t.as('u-demo');
  config = await paymentsConfig();
  contacts = [await bbanOf(t.db, 'arr-newbie-checking'), await bbanOf(t.db, 'arr-limited-checking'), await bbanOf(t.db, 'arr-biz-checking')];
  scheduleDates = [await businessDayAhead(2), await businessDayAhead(5)];
  const pocket = await demo({ method: 'POST', url: '/api/pocket-tailor/client-api/v2/pockets', payload: { name: 'Property', icon: 'GiftOutlined', parentArrangementId: 'arr-demo-savings' } });
  pocketArrangement = (pocket.json() as { arrangementId: string }).arrangementId;
  await t.db.query(`update ledger_accounts set ceiling = 1000 where arrangement_id = $1`, [pocketArrangement]);
});

const accountOf = (name: string) => (name === pocketSlot ? pocketArrangement : name);
afterAll(async () => {
  await t.close();
});

type Transfer = { from: number; to: number; cents: number; contact: boolean; scheduled: number | null };
type Op =
  | { kind: 'transfer'; transfer: Transfer }
  | { kind: 'validate-only'; transfer: Transfer }
  | { kind: 'double-submit'; transfer: Transfer }
  | { kind: 'concurrent'; transfers: Transfer[] }
  | { kind: 'reviewed-burst'; transfers: Transfer[] }
  | { kind: 'cancel'; pick: number };

const transferArb: fc.Arbitrary<Transfer> = fc.record({
  from: fc.nat({ max: ownSources.length - 1 }),
  to: fc.nat({ max: ownTargets.length - 1 }),
  // Up to $3,000: some pass the per-transaction contact limit, some drain an account.
  cents: fc.oneof(fc.integer({ min: 1, max: 300_000 }), fc.constantFrom(250_000, 250_001, 50_000)),
  contact: fc.boolean(),
  scheduled: fc.option(fc.nat({ max: 1 }), { freq: 3 }),
});

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: transferArb.map((transfer) => ({ kind: 'transfer' as const, transfer })) },
  { weight: 1, arbitrary: transferArb.map((transfer) => ({ kind: 'validate-only' as const, transfer })) },
  { weight: 2, arbitrary: transferArb.map((transfer) => ({ kind: 'double-submit' as const, transfer })) },
  { weight: 2, arbitrary: fc.array(transferArb, { minLength: 2, maxLength: 5 }).map((transfers) => ({ kind: 'concurrent' as const, transfers })) },
  { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'cancel' as const, pick })) },
  {
    // Several contact transfers reviewed first, then all submitted at once: they race for the day's limit.
    weight: 2,
    arbitrary: fc
      .array(transferArb.map((transfer) => ({ ...transfer, contact: true, cents: 100_000 + (transfer.cents % 150_001) })), { minLength: 3, maxLength: 8 })
      .map((transfers) => ({ kind: 'reviewed-burst' as const, transfers })),
  },
);

function bodyOf(transfer: Transfer): Record<string, unknown> {
  const date = transfer.scheduled === null ? undefined : scheduleDates[transfer.scheduled];
  const from = accountOf(ownSources[transfer.from]!);
  if (transfer.contact) {
    return orderBody({ from, to: contacts[transfer.to % contacts.length]!, toScheme: 'BBAN', amount: fromCents(BigInt(transfer.cents)), ...(date ? { date } : {}) });
  }
  return orderBody({ from, to: accountOf(ownTargets[transfer.to]!), amount: fromCents(BigInt(transfer.cents)), ...(date ? { date } : {}) });
}

/** A 2xx, or a refusal in the platform's error shape with a key the member's texts cover. */
function expectHandled(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json() as { key: string; message: string };
    expect(body.key).toMatch(/^payment\./);
    expect(body.message.length).toBeGreaterThan(0);
  }
}

const scheduled: string[] = [];

async function review(transfer: Transfer): Promise<{ body: Record<string, unknown>; id: string } | undefined> {
  const body = bodyOf(transfer);
  const validate = await demo({ method: 'POST', url: validateUrl, payload: body });
  expectHandled(validate);
  if (validate.statusCode !== 200) return undefined;
  return { body, id: (validate.json() as { id: string }).id };
}

async function submitOnce(transfer: Transfer, times: number, reviewed?: { body: Record<string, unknown>; id: string }): Promise<void> {
  const order = reviewed ?? (await review(transfer));
  if (!order) return;
  const { body, id } = order;
  const answers = await Promise.all(Array.from({ length: times }, () => demo({ method: 'POST', url: ordersUrl, payload: { ...body, id } })));
  answers.forEach(expectHandled);
  const outcomes = new Set(answers.map((answer) => (answer.json() as { status?: string }).status));
  expect(outcomes.size).toBe(1);
  const [status] = [...outcomes];
  if (status === 'REJECTED') expect((answers[0]!.json() as { errorDescription?: string }).errorDescription).toBeTruthy();
  if (status === 'ACCEPTED') scheduled.push(id);
}

async function apply(op: Op): Promise<void> {
  switch (op.kind) {
    case 'transfer':
      return submitOnce(op.transfer, 1);
    case 'double-submit':
      return submitOnce(op.transfer, 2);
    case 'validate-only':
      return expectHandled(await demo({ method: 'POST', url: validateUrl, payload: bodyOf(op.transfer) }));
    case 'concurrent':
      await Promise.all(op.transfers.map((transfer) => submitOnce(transfer, 1)));
      return;
    case 'reviewed-burst': {
      const reviewed = await Promise.all(op.transfers.map(review));
      await Promise.all(op.transfers.map((transfer, index) => (reviewed[index] ? submitOnce(transfer, 1, reviewed[index]) : undefined)));
      return;
    }
    case 'cancel': {
      if (scheduled.length === 0) return;
      const [id] = scheduled.splice(op.pick % scheduled.length, 1);
      const response = await demo({ method: 'POST', url: `${ordersUrl}/${id}/cancel` });
      expectHandled(response);
      expect(response.json()).toEqual({ accepted: true, status: 'CANCELLED' });
    }
  }
}

describe('payment orders keep the ledger sound (property)', () => {
  it('holds every invariant after any sequence of member actions', async () => {
    const total = await memberTotal(t.db);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const op of ops) await apply(op);
        expect(await ledgerProblems(t.db)).toEqual([]);
        expect(await paymentProblems(t.db, config.limits.contacts.perDay)).toEqual([]);
        expect(await memberTotal(t.db)).toBe(total);
      }),
      { numRuns: 25, seed: 20261122, endOnFailure: true },
    );
    // The runs exercised both outcomes, so the properties were not vacuous.
    const [counts] = await t.db.query<{ processed: number; rejected: number; cancelled: number }>(
      `select count(*) filter (where status = 'PROCESSED')::int as processed, count(*) filter (where status = 'REJECTED')::int as rejected,
              count(*) filter (where status = 'CANCELLED')::int as cancelled from payment_orders`,
    );
    expect(counts!.processed).toBeGreaterThan(0);
    expect(counts!.rejected + counts!.cancelled).toBeGreaterThan(0);
  }, 300_000);
});
