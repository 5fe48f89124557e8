import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../src/ledger/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { ledgerBalance, orderBody, paymentProblems, paymentsConfig, transfer, validateUrl } from '../payments-helpers.js';

// The demo Visa card: $8,000 credit limit, $2,000 cash credit limit, all of it available.
const card = 'arr-demo-visa';
const checking = 'arr-demo-checking';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function availableCash(): Promise<string> {
  const [row] = await t.db.query<{ available: string }>(
    `select details->'cardDetails'->>'availableCashCredit' as available from arrangements where id = $1`,
    [card],
  );
  return row!.available;
}

describe('cash advances draw on the card’s cash credit, enforced by the server', () => {
  it('refuses a cash advance above the available cash credit at validate, with the limit, and moves nothing', async () => {
    const config = await paymentsConfig();
    const before = await ledgerBalance(t.db, card);
    const answer = await t.as('u-demo')({ method: 'POST', url: validateUrl, payload: orderBody({ from: card, to: checking, amount: '2000.01' }) });
    expect(answer.statusCode).toBe(400);
    const body = answer.json() as { key: string; message: string; errors: { key: string; context?: { limit?: string } }[] };
    expect(body.key).toBe('payment.amount.cash-advance-limit');
    expect(body.message).toBe(config.messages['payment.amount.cash-advance-limit']);
    expect(body.errors[0]?.context?.limit).toBe('2000.00');
    expect(await ledgerBalance(t.db, card)).toBe(before);
  });

  it('draws an executed advance from the cash credit and a payment to the card gives it back, never above the cash limit', async () => {
    const advance = await transfer(t.as('u-demo'), orderBody({ from: card, to: checking, amount: '750.00' }));
    expect(advance.submit?.statusCode).toBe(202);
    expect(await availableCash()).toBe('1250.00');
    const repay = await transfer(t.as('u-demo'), orderBody({ from: checking, to: card, amount: '1000.00' }));
    expect(repay.submit?.statusCode).toBe(202);
    expect(await availableCash()).toBe('2000.00');
    // A transfer between a member's own deposit accounts leaves the card alone.
    await transfer(t.as('u-demo'), orderBody({ from: checking, to: 'arr-demo-savings', amount: '10.00' }));
    expect(await availableCash()).toBe('2000.00');
  });

  it('lets simultaneous advances through only while the cash credit lasts, each refusal with its reason', async () => {
    const config = await paymentsConfig();
    const call = t.as('u-demo');
    // Validate all first (each alone fits), then submit all at once: execution decides under the row lock.
    const bodies = Array.from({ length: 5 }, () => orderBody({ from: card, to: checking, amount: '600.00' }));
    const validated = await Promise.all(bodies.map((body) => call({ method: 'POST', url: validateUrl, payload: body })));
    expect(validated.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const submitted = await Promise.all(
      bodies.map((body, index) =>
        call({ method: 'POST', url: '/api/payment-order-service/client-api/v3/payment-orders', payload: { ...body, id: (validated[index]!.json() as { id: string }).id } }),
      ),
    );
    const statuses = submitted.map((answer) => (answer.json() as { status: string }).status);
    expect(statuses.filter((status) => status === 'PROCESSED')).toHaveLength(3);
    const refused = submitted.filter((answer) => (answer.json() as { status: string }).status === 'REJECTED');
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect((answer.json() as { errorDescription: string }).errorDescription).toBe(config.messages['payment.amount.cash-advance-limit']);
    }
    expect(await availableCash()).toBe('200.00');
    expect(await ledgerProblems(t.db)).toEqual([]);
    expect(await paymentProblems(t.db, config.limits.contacts.perDay)).toEqual([]);
  });
});
