import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, publicUrl, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized } from './client-api-checks.js';

const applicationsUrl = '/api/sso/client-api/v1/applications';
const loanLogin = '/sandbox/loan-servicer/sso/login';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function dmiKey(arrangementId = 'arr-demo-auto-loan', userId = 'u-demo'): Promise<string> {
  const response = await t.as(userId)({ method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=${arrangementId}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { name: string; ssourl: string };
  expect(body.name).toBe('dmi');
  return body.ssourl;
}

function postKey(key: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: loanLogin,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ KEY: key, ...extra }).toString(),
  });
}

describe('GET sso applications (dmi)', () => {
  it('answers a one-time key for a loan the member may view, audited without the key', async () => {
    const response = await t.as('u-demo', { agentId: 'u-agent', role: 'agent' })({
      method: 'GET',
      url: `${applicationsUrl}?name=DMI&internalArrangementId=arr-demo-mortgage`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
    const { ssourl } = response.json() as { ssourl: string };
    expect(ssourl).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const [stored] = await t.db.query<{ key_hash: string; arrangement_id: string; user_id: string; actor_id: string; ttl: number }>(
      `select key_hash, arrangement_id, user_id, actor_id, extract(epoch from expires_at - created_at)::int as ttl
         from sso_sessions order by created_at desc limit 1`,
    );
    expect(stored).toMatchObject({ arrangement_id: 'arr-demo-mortgage', user_id: 'u-demo', actor_id: 'u-agent', ttl: 120 });
    expect(stored!.key_hash).not.toContain(ssourl);
    const audits = await t.db.query<{ details: unknown }>(`select details from audit_events where action = 'sso.session-created' and actor_id = 'u-agent'`);
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(ssourl);
  });

  it('hands out a different key each time', async () => {
    expect(await dmiKey()).not.toBe(await dmiKey());
  });

  it('refuses another member’s account like one that does not exist, and accounts the servicer does not serve', async () => {
    const foreign = await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=arr-newbie-checking` });
    expect(expectErrorBody(foreign, 404).key).toBe('arrangement.not-found');
    const missing = await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=arr-nothing` });
    expect(expectErrorBody(missing, 404).key).toBe('arrangement.not-found');
    const checking = await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=arr-demo-checking` });
    expect(expectErrorBody(checking, 422).key).toBe('sso.arrangement.not-eligible');
  });

  it('refuses unknown applications and missing accounts with the field named', async () => {
    const unknown = expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=payroll&internalArrangementId=arr-demo-auto-loan` }), 400);
    expect(unknown.key).toBe('sso.application.unknown');
    expect(unknown.errors).toEqual([expect.objectContaining({ context: expect.objectContaining({ pointer: '/name' }) })]);
    const noAccount = expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=dmi` }), 400);
    expect(noAccount.key).toBe('sso.arrangement.required');
    const noProgram = expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=amplify` }), 400);
    expect(noProgram.key).toBe('sso.program.invalid');
  });

  it('needs a token and Product Summary view', async () => {
    await expectUnauthorized(t, { method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=arr-demo-auto-loan` });
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=arr-limited-checking` }), 403);
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'no name', request: { method: 'GET', url: `${applicationsUrl}?internalArrangementId=arr-demo-auto-loan` } },
      { name: 'empty name', request: { method: 'GET', url: `${applicationsUrl}?name=&internalArrangementId=arr-demo-auto-loan` } },
      { name: 'name with symbols', request: { method: 'GET', url: `${applicationsUrl}?name=d%3Cmi&internalArrangementId=arr-demo-auto-loan` } },
      { name: 'name too long', request: { method: 'GET', url: `${applicationsUrl}?name=${'d'.repeat(41)}` } },
      { name: 'arrangement id with spaces', request: { method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=arr%20x` } },
      { name: 'arrangement id too long', request: { method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=${'a'.repeat(65)}` } },
      { name: 'autoEnroll not a boolean', request: { method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=arr-demo-auto-loan&autoEnroll=maybe` } },
      { name: 'unknown parameter', request: { method: 'GET', url: `${applicationsUrl}?name=dmi&internalArrangementId=arr-demo-auto-loan&admin=true` } },
    ]);
  });
});

describe('GET sso applications (harland, amplify)', () => {
  it('answers a URL of the stand-in that opens once', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=HARLAND&internalArrangementId=arr-demo-checking` });
    expect(response.statusCode, response.body).toBe(200);
    const { name, ssourl } = response.json() as { name: string; ssourl: string };
    expect(name).toBe('HARLAND');
    expect(ssourl.startsWith(`${publicUrl}/sandbox/harland/sso?key=`)).toBe(true);
    const path = ssourl.slice(publicUrl.length);
    const first = await t.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    const [checking] = await t.db.query<{ display_name: string }>(`select display_name from arrangements where id = 'arr-demo-checking'`);
    expect(first.body).toContain(checking!.display_name);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
    const amplify = await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=amplify&program=cashback&internalArrangementId=arr-demo-mastercard` });
    expect(amplify.statusCode, amplify.body).toBe(200);
    const loan = await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=harland&internalArrangementId=arr-demo-auto-loan` });
    expect(expectErrorBody(loan, 422).key).toBe('sso.arrangement.not-eligible');
  });
});

describe('the stand-in loan servicer', () => {
  it('accepts a key once and shows the loan it was issued for', async () => {
    const key = await dmiKey('arr-demo-auto-loan');
    const first = await postKey(key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.body).toContain('Auto Loan');
    expect(first.body).toContain('$512.37');
    expect(first.body).toContain('Loan details');
    const again = await postKey(key);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('data-refusal="used"');
  });

  it('opens the payment page for Make a Payment', async () => {
    const page = await postKey(await dmiKey('arr-demo-mortgage'), { DisplayPage: 'OneTimeScheduledPayment' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Make a one-time payment');
    expect(page.body).toContain('Home Mortgage');
  });

  it('refuses expired, unknown and malformed keys, and keys of another application', async () => {
    const key = await dmiKey();
    await t.db.query(`update sso_sessions set expires_at = now() - interval '1 second' where redeemed_at is null`);
    const expired = await postKey(key);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('data-refusal="expired"');
    const unknown = await postKey('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('data-refusal="unknown"');
    expect((await postKey('<script>')).statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: loanLogin, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    const harland = (await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=harland&internalArrangementId=arr-demo-checking` })).json() as { ssourl: string };
    const harlandKey = new URL(harland.ssourl).searchParams.get('key')!;
    expect((await postKey(harlandKey)).statusCode).toBe(400);
  });

  it('lets two posts of one key in only once', async () => {
    const key = await dmiKey();
    const answers = await Promise.all([postKey(key), postKey(key), postKey(key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410]);
  });
});
