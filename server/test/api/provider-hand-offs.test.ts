import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../src/sandbox/one-time-tokens.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectErrorBody, revokePrivilege } from './client-api-checks.js';

const applicationsUrl = '/api/sso/client-api/v1/applications';
const loginOf = (application: string) => `/sandbox/providers/${application}/sso/login`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function keyFor(query: string, userId = 'u-demo'): Promise<string> {
  const response = await t.as(userId)({ method: 'GET', url: `${applicationsUrl}?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.json() as { ssourl: string }).ssourl;
}

const postKey = (application: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: loginOf(application),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ KEY: key }).toString(),
  });

describe('provider hand-offs (sso applications with one-time keys)', () => {
  it('hands an entitled member a key the provider redeems once, showing who signed in', async () => {
    const key = await keyFor('name=credit-score');
    const first = await postKey('credit-score', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toContain('Credit score for Jordan Smith');
    expect(first.body).toContain('href="/"');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    const second = await postKey('credit-score', key);
    expect(second.statusCode).toBe(410);
    expect(second.body).toContain('data-refusal="used"');
    // A key of one provider opens no other.
    expect((await postKey('appointments', await keyFor('name=credit-score'))).statusCode).toBe(400);
  });

  it('hands over the chosen deposit account to the direct deposit switch, and only a deposit account', async () => {
    const page = await postKey('direct-deposit-switch', await keyFor('name=direct-deposit-switch&internalArrangementId=arr-demo-savings'));
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toMatch(/Switch your direct deposit to account .+ ending \d{4}/);
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=direct-deposit-switch` }), 400);
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=direct-deposit-switch&internalArrangementId=arr-demo-auto-loan` }), 422);
  });

  it('refuses an expired key', async () => {
    const key = await keyFor('name=mortgage-application');
    await t.db.query(`update sso_sessions set expires_at = now() - interval '1 second' where key_hash = $1`, [tokenHash(key)]);
    const page = await postKey('mortgage-application', key);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('data-refusal="expired"');
  });

  it('answers 403 to a member without the provider’s privilege, and 400 to an unknown application', async () => {
    await revokePrivilege(t, 'u-newbie', 'Appointments', 'Self-serve Appointments', 'execute');
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${applicationsUrl}?name=appointments` }), 403);
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: `${applicationsUrl}?name=billpay` }), 403);
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=horoscope` }), 400);
    expect((await t.app.inject({ method: 'POST', url: loginOf('horoscope'), payload: {} })).statusCode).toBe(404);
  });
});
