import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized, revokePrivilege } from './client-api-checks.js';

const sessionUrl = '/api/sso/client-api/v2/sso/payveris';
const providerUrl = (page: string, artifact: string) => `/sandbox/bill-pay/pp/sso/eu/${page}?artifactId=${encodeURIComponent(artifact)}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function artifactFor(userId = 'u-demo', query = ''): Promise<string> {
  const response = await t.as(userId)({ method: 'GET', url: `${sessionUrl}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { name: string; ssourl: string };
  expect(body.name).toBe('payveris');
  return body.ssourl;
}

describe('GET sso/payveris (bill-pay session)', () => {
  it('answers a one-time artifact, stored only as its hash, short-lived and bound to the member', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: sessionUrl });
    expect(response.statusCode, response.body).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
    const { ssourl } = response.json() as { ssourl: string };
    expect(ssourl).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.query<{ token_hash: string; user_id: string; page: string | null; ttl: number }>(
      `select token_hash, user_id, page, extract(epoch from expires_at - created_at)::int as ttl
         from bill_pay_artifacts order by created_at desc limit 1`,
    );
    expect(row).toMatchObject({ user_id: 'u-demo', page: null, ttl: 60 });
    expect(row!.token_hash).not.toBe(ssourl);
  });

  it('marks a session for the external-transfers dashboard with page=p2p', async () => {
    const artifact = await artifactFor('u-demo', '?page=p2p');
    const page = await t.app.inject({ method: 'GET', url: providerUrl('ShowDashboard', artifact) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-provider-page="SendMoneyDashboard"');
    expect(page.body).toContain('Alex Rivera');
  });

  it('refuses bad input with the platform error body', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'unknown page', request: { method: 'GET', url: `${sessionUrl}?page=bills` } },
      { name: 'unknown parameter', request: { method: 'GET', url: `${sessionUrl}?member=u-newbie` } },
    ]);
  });

  it('answers 403 to a member without Billpay SSO create (the app shows a restricted user)', async () => {
    await t.db.query(
      `delete from access_group_permissions
        where resource = 'Billpay' and function_name = 'Billpay SSO' and privilege = 'create'
          and access_group_id in (select id from access_groups where service_agreement_id = 'sa-newbie')`,
    );
    const response = await t.as('u-newbie')({ method: 'GET', url: sessionUrl });
    expectErrorBody(response, 403);
    const [count] = await t.db.query<{ n: number }>(`select count(*)::int as n from bill_pay_artifacts where user_id = 'u-newbie'`);
    expect(count!.n).toBe(0);
  });

  it('refuses callers without a valid access token', async () => {
    await expectUnauthorized(t, { method: 'GET', url: sessionUrl });
  });
});

describe('GET sso/applications?name=payveris&autoenroll=true (the same session, spec/3 §7)', () => {
  const applicationsUrl = '/api/sso/client-api/v1/applications?name=payveris&autoenroll=true';

  it('answers a one-time artifact the provider accepts', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: applicationsUrl });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { name, ssourl } = response.json() as { name: string; ssourl: string };
    expect(name).toBe('payveris');
    const page = await t.app.inject({ method: 'GET', url: providerUrl('ShowDashboard', ssourl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signed on as Jordan Smith');
  });

  it('needs the bill-pay privilege, not only product access', async () => {
    await revokePrivilege(t, 'u-newbie', 'Billpay', 'Billpay SSO', 'create');
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: applicationsUrl }), 403);
  });
});

describe('the stand-in bill-pay provider', () => {
  it("shows the member's payees and payments once, with no script, framed only by our origin", async () => {
    const artifact = await artifactFor();
    const page = await t.app.inject({ method: 'GET', url: providerUrl('ShowDashboard', artifact) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('script-src');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('Signed on as Jordan Smith');
    for (const payee of ['Xcel Energy', 'Denver Water', 'Comcast Xfinity', 'State Farm Insurance']) expect(page.body).toContain(payee);
    expect(page.body).toContain('Scheduled payments');
    expect(page.body).toContain('$128.43');

    const again = await t.app.inject({ method: 'GET', url: providerUrl('ShowDashboard', artifact) });
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('data-refusal="used"');
  });

  it('lets only one of two simultaneous requests with the same artifact in', async () => {
    const artifact = await artifactFor();
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'GET', url: providerUrl('ViewPaymentHistory', artifact) })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403, 403]);
  });

  it('refuses an expired, an unknown and a missing artifact, and an unknown page', async () => {
    const artifact = await artifactFor();
    await t.db.query(`update bill_pay_artifacts set expires_at = now() - interval '1 second' where used_at is null`);
    const expired = await t.app.inject({ method: 'GET', url: providerUrl('OneTimePayment', artifact) });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('data-refusal="expired"');

    const unknown = await t.app.inject({ method: 'GET', url: providerUrl('OneTimePayment', 'A'.repeat(43)) });
    expect(unknown.body).toContain('data-refusal="unknown"');
    const malformed = await t.app.inject({ method: 'GET', url: providerUrl('OneTimePayment', '<script>') });
    expect(malformed.statusCode).toBe(403);
    expect(malformed.body).not.toContain('<script>');
    const missing = await t.app.inject({ method: 'GET', url: '/sandbox/bill-pay/pp/sso/eu/OneTimePayment' });
    expect(missing.body).toContain('data-refusal="missing"');

    const fresh = await artifactFor();
    const page = await t.app.inject({ method: 'GET', url: providerUrl('Elsewhere', fresh) });
    expect(page.statusCode).toBe(404);
    // An unknown page does not spend the artifact.
    const ok = await t.app.inject({ method: 'GET', url: providerUrl('OneTimePayment', fresh) });
    expect(ok.statusCode).toBe(200);
  });

  it("shows another member only their own data", async () => {
    // limited holds none of the providers' privileges (seed): given bill pay here, it has no payees.
    await t.db.query(
      `insert into access_group_permissions (access_group_id, resource, function_name, privilege) values ('ag-limited', 'Billpay', 'Billpay SSO', 'create')`,
    );
    const artifact = await artifactFor('u-limited');
    const page = await t.app.inject({ method: 'GET', url: providerUrl('ShowDashboard', artifact) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Xcel Energy');
    expect(page.body).toContain('No payees yet.');
  });
});
