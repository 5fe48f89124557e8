import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../src/ledger/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { bbanOf, ledgerBalance, memberTotal, orderBody, ordersUrl, paymentsConfig, transfer } from '../payments-helpers.js';

// config/payments.json's seeded fraud-review rule declines payments to this payee.
const watchedPayee = 'Prize Claims Office';
const checking = 'arr-demo-checking';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A transfer to another member's account, under the payee name the member typed. */
async function toRiley(payee: string, amount: string): Promise<Record<string, unknown>> {
  const body = orderBody({ from: checking, to: await bbanOf(t.db, 'arr-newbie-checking'), toScheme: 'BBAN', amount });
  const info = body.transferTransactionInformation as Record<string, unknown>;
  return { ...body, transferTransactionInformation: { ...info, counterparty: { name: payee, role: 'CREDITOR' } } };
}

describe('the sandbox’s fraud review (payments.json rules.riskReview)', () => {
  it('answers a payment to a watched payee REJECTED when sent, with the rule’s message, and moves no money', async () => {
    const config = await paymentsConfig();
    const before = { from: await ledgerBalance(t.db, checking), riley: await ledgerBalance(t.db, 'arr-newbie-checking'), total: await memberTotal(t.db) };
    const { validate, submit } = await transfer(t.as('u-demo'), await toRiley(watchedPayee.toUpperCase(), '40.00'));
    // The review passes: the risk check runs when the member sends the order.
    expect(validate.statusCode, validate.body).toBe(200);
    expect(submit?.statusCode, submit?.body).toBe(202);
    const answer = submit!.json() as { id: string; status: string; bankStatus: string; reasonCode: string; errorDescription: string };
    expect(answer).toMatchObject({ status: 'REJECTED', bankStatus: 'REJECTED', reasonCode: 'PP12', errorDescription: config.messages['payment.risk-review.declined'] });
    expect({ from: await ledgerBalance(t.db, checking), riley: await ledgerBalance(t.db, 'arr-newbie-checking'), total: await memberTotal(t.db) }).toEqual(before);
    expect(await ledgerProblems(t.db)).toEqual([]);

    // The declined order stays in the member's activity as rejected, and sending it again changes nothing.
    const read = await t.as('u-demo')({ method: 'GET', url: `${ordersUrl}/${answer.id}` });
    expect(read.json()).toMatchObject({ id: answer.id, status: 'REJECTED' });
    const again = await t.as('u-demo')({ method: 'POST', url: ordersUrl, payload: { ...(await toRiley(watchedPayee.toUpperCase(), '40.00')), id: answer.id } });
    expect(again.json()).toMatchObject({ id: answer.id, status: 'REJECTED' });
    expect(await ledgerBalance(t.db, checking)).toBe(before.from);
  });

  it('lets the same payment to another payee through', async () => {
    const { submit } = await transfer(t.as('u-demo'), await toRiley('Riley Chen', '40.00'));
    expect(submit!.json()).toMatchObject({ status: 'PROCESSED' });
  });
});
