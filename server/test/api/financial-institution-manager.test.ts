import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, expectUnauthorized } from './client-api-checks.js';

const path = '/financial-institution-manager/client-api/v1/financial-institutions';
const url = `/api${path}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET financial-institutions?ids=…', () => {
  it('answers the institutions of the ids asked for, leaving out ids it does not know', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${url}?ids=2&ids=1&ids=999` });
    expect(response.statusCode, response.body).toBe(200);
    expectConformsToContract('GET', path, response);
    expect(response.json()).toEqual({
      financialInstitutions: [
        { id: 1, externalId: 'fi-peak-national', name: 'Peak National Bank', logo: '', credentials: [] },
        { id: 2, externalId: 'fi-aspen-savings', name: 'Aspen Savings & Loan', logo: '', credentials: [] },
      ],
    });
    const one = await t.as('u-demo')({ method: 'GET', url: `${url}?ids=3` });
    expect((one.json() as { financialInstitutions: Array<{ name: string }> }).financialInstitutions.map((fi) => fi.name)).toEqual(['Summit Brokerage']);
  });

  it('refuses a request without ids or with ids that are not whole numbers, and callers without product access', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'no ids', request: { method: 'GET', url } },
      { name: 'a name for an id', request: { method: 'GET', url: `${url}?ids=peak` } },
      { name: 'zero', request: { method: 'GET', url: `${url}?ids=0` } },
      { name: 'an id beyond any institution’s (the store’s integer range)', request: { method: 'GET', url: `${url}?ids=99999999999` } },
      { name: 'unknown parameter', request: { method: 'GET', url: `${url}?ids=1&name=Peak` } },
    ]);
    await expectUnauthorized(t, { method: 'GET', url: `${url}?ids=1` });
    // The limited member lacks Product Summary view (server/src/seed/people.ts).
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: `${url}?ids=1` }), 403);
  });
});
