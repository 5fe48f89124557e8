import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAuthor, VersionStore } from '../../src/config/versions.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, expectUnauthorized, revokePrivilege } from './client-api-checks.js';

const url = '/api/payment-order-options/client-api/v1/payment-options';
const fromChecking = { originatorAccount: { arrangementId: 'arr-demo-checking' } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST payment-options', () => {
  it('answers every configured payment type with its fee, time frame and the calendar’s cut-off time', async () => {
    const response = await t.as('u-demo')({
      method: 'POST',
      url,
      payload: { ...fromChecking, counterpartyAccount: { arrangementId: 'arr-demo-savings' }, requestedExecutionDate: '2026-11-24', instructedAmount: { amount: '25.00', currencyCode: 'USD' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expectConformsToContract('POST', '/payment-order-options/client-api/v1/payment-options', response);
    const { options } = response.json() as { options: Array<{ paymentType: string; paymentOptions: Array<{ cutOffTime: string; transferFee: unknown; executionTimeFrame: unknown }> }> };
    expect(options.map((option) => option.paymentType)).toEqual(['INTERNAL_TRANSFER', 'INTRABANK_TRANSFER']);
    expect(options[1]?.paymentOptions[0]).toMatchObject({ cutOffTime: '14:00', transferFee: { amount: '0.00', currencyCode: 'USD' }, executionTimeFrame: { unit: 'DAY', max: 1 } });
  });

  it('answers only the payment types asked for', async () => {
    const response = await t.as('u-demo')({ method: 'POST', url, payload: { ...fromChecking, paymentTypes: ['INTRABANK_TRANSFER', 'EXTERNAL_A2A'] } });
    expect((response.json() as { options: Array<{ paymentType: string }> }).options.map((option) => option.paymentType)).toEqual(['INTRABANK_TRANSFER']);
  });

  it('follows a publish of payments.json without a restart', async () => {
    const versions = new VersionStore(t.db);
    const latest = (await versions.latest('default'))!;
    const payments = structuredClone(latest.files['payments.json']) as { paymentOptions: Record<string, { options: Array<{ transferFee: string }> }> };
    const internal = payments.paymentOptions.INTERNAL_TRANSFER;
    if (!internal?.options[0]) throw new Error('config/payments.json has no INTERNAL_TRANSFER option');
    internal.options[0].transferFee = '1.50';
    await versions.create({ tenant: 'default', baseVersion: latest.version, files: { ...latest.files, 'payments.json': payments }, author: systemAuthor, comment: 'A fee', kind: 'publish' });
    const response = await t.as('u-demo')({ method: 'GET', url: `${url}/INTERNAL_TRANSFER` });
    expect((response.json() as { paymentOptions: Array<{ transferFee: { amount: string } }> }).paymentOptions[0]?.transferFee.amount).toBe('1.50');
  });

  it('refuses an account the member does not act for, another currency and malformed requests', async () => {
    expectErrorBody(await t.as('u-demo')({ method: 'POST', url, payload: { originatorAccount: { arrangementId: 'arr-newbie-checking' } } }), 404);
    const currency = expectErrorBody(
      await t.as('u-demo')({ method: 'POST', url, payload: { ...fromChecking, instructedAmount: { amount: '5.00', currencyCode: 'EUR' } } }),
      400,
    );
    expect(currency.key).toBe('payment.currency.unsupported');
    await expectBadInputs(t.as('u-demo'), [
      { name: 'no originator', request: { method: 'POST', url, payload: {} } },
      { name: 'unknown field', request: { method: 'POST', url, payload: { ...fromChecking, fee: '0' } } },
      { name: 'amount as a number', request: { method: 'POST', url, payload: { ...fromChecking, instructedAmount: { amount: 5, currencyCode: 'USD' } } } },
      { name: 'unknown payment type', request: { method: 'POST', url, payload: { ...fromChecking, paymentTypes: ['WIRE'] } } },
      { name: 'not a date', request: { method: 'POST', url, payload: { ...fromChecking, requestedExecutionDate: 'tomorrow' } } },
    ]);
  });
});

describe('GET payment-options/{paymentType}', () => {
  it('answers one payment type, and 404 for one without options', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${url}/INTRABANK_TRANSFER` });
    expect(response.statusCode).toBe(200);
    expectConformsToContract('GET', '/payment-order-options/client-api/v1/payment-options/{paymentType}', response);
    expect(response.json()).toMatchObject({ paymentType: 'INTRABANK_TRANSFER', canEditCounterparty: true });
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${url}/EXTERNAL_A2A` }), 404);
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${url}/WIRE` }), 400);
  });
});

describe('who may ask', () => {
  it('needs a valid token and the A2A Transfer create privilege', async () => {
    await expectUnauthorized(t, { method: 'GET', url: `${url}/INTERNAL_TRANSFER` });
    await revokePrivilege(t, 'u-newbie', 'Payments', 'A2A Transfer', 'create');
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${url}/INTERNAL_TRANSFER` }), 403);
    expectErrorBody(await t.as('u-newbie')({ method: 'POST', url, payload: { originatorAccount: { arrangementId: 'arr-newbie-checking' } } }), 403);
  });
});
