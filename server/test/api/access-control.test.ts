import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized } from './client-api-checks.js';

const base = '/api/access-control/client-api/v3/accessgroups';
const summaryUrl = `${base}/users/permissions/summary`;
const listUrl = `${base}/user-context/service-agreements`;
const selectUrl = `${base}/user-context`;
const contextUrl = `${base}/service-agreements/context`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface SummaryEntry {
  resource: string;
  function: string;
  permissions: Record<string, boolean>;
}

async function grantedInDatabase(userId: string, serviceAgreementId: string): Promise<string[]> {
  const rows = await t.db.query<{ grant: string }>(
    `select distinct p.resource || '|' || p.function_name || '|' || p.privilege as grant
       from access_group_members m
       join access_groups g on g.id = m.access_group_id
       join access_group_permissions p on p.access_group_id = g.id
      where m.user_id = $1 and g.service_agreement_id = $2
      order by 1`,
    [userId, serviceAgreementId],
  );
  return rows.map((row) => row.grant);
}

function grantsOf(entries: SummaryEntry[]): string[] {
  return entries
    .flatMap((entry) =>
      Object.entries(entry.permissions)
        .filter(([, held]) => held)
        .map(([privilege]) => `${entry.resource}|${entry.function}|${privilege}`),
    )
    .sort();
}

describe('GET permissions/summary', () => {
  it('lists what demo holds in the master agreement, exactly as the access groups grant it', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: summaryUrl });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const entries = response.json() as SummaryEntry[];
    for (const entry of entries) {
      expect(Object.keys(entry.permissions).sort()).toEqual(['approve', 'cancel', 'create', 'delete', 'edit', 'execute', 'view']);
    }
    expect(grantsOf(entries)).toEqual([...(await grantedInDatabase('u-demo', 'sa-demo-personal'))].sort());
    const productSummary = entries.find((e) => e.resource === 'Product Summary' && e.function === 'Product Summary');
    expect(productSummary?.permissions.view).toBe(true);
  });

  it('follows the selected agreement from the USER_CONTEXT cookie', async () => {
    const response = await t.as('u-demo', { cookies: { USER_CONTEXT: 'sa-demo-business' } })({ method: 'GET', url: summaryUrl });
    expect(response.statusCode).toBe(200);
    expect(grantsOf(response.json())).toEqual([...(await grantedInDatabase('u-demo', 'sa-demo-business'))].sort());
  });

  it('ignores a USER_CONTEXT cookie naming someone else’s agreement', async () => {
    const response = await t.as('u-demo', { cookies: { USER_CONTEXT: 'sa-newbie' } })({ method: 'GET', url: summaryUrl });
    expect(grantsOf(response.json())).toEqual([...(await grantedInDatabase('u-demo', 'sa-demo-personal'))].sort());
  });

  it('shows limited without Product Summary view', async () => {
    const response = await t.as('u-limited')({ method: 'GET', url: summaryUrl });
    const entries = response.json() as SummaryEntry[];
    const productSummary = entries.find((e) => e.resource === 'Product Summary' && e.function === 'Product Summary');
    expect(productSummary?.permissions.view ?? false).toBe(false);
    expect(entries.find((e) => e.function === 'A2A Transfer')?.permissions.create).toBe(true);
  });

  it('answers for the member when an agent acts for them', async () => {
    const response = await t.as('u-demo', { agentId: 'u-agent' })({ method: 'GET', url: summaryUrl });
    expect(grantsOf(response.json())).toEqual([...(await grantedInDatabase('u-demo', 'sa-demo-personal'))].sort());
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url: summaryUrl });
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'unknown query field', request: { method: 'GET', url: `${summaryUrl}?serviceAgreementId=sa-newbie` } },
    ]);
  });
});

describe('GET user-context/service-agreements', () => {
  it('lists the caller’s agreements, master first, with the total in X-Total-Count', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: listUrl });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const list = response.json() as Array<{ id: string; name: string; isMaster: boolean; status: string }>;
    expect(list.map((item) => item.id)).toEqual(['sa-demo-personal', 'sa-demo-business']);
    expect(list[0]).toMatchObject({ isMaster: true, status: 'ENABLED' });
    expect(response.headers['x-total-count']).toBe('2');
    const [row] = await t.db.query<{ name: string }>(`select name from service_agreements where id = 'sa-demo-business'`);
    expect(list[1]?.name).toBe(row?.name);
  });

  it('pages with from (page index) and size, and searches with query', async () => {
    const second = await t.as('u-demo')({ method: 'GET', url: `${listUrl}?from=1&size=1` });
    expect((second.json() as Array<{ id: string }>).map((item) => item.id)).toEqual(['sa-demo-business']);
    expect(second.headers['x-total-count']).toBe('2');
    const found = await t.as('u-demo')({ method: 'GET', url: `${listUrl}?query=family%20business` });
    expect((found.json() as Array<{ id: string }>).map((item) => item.id)).toEqual(['sa-demo-business']);
    expect(found.headers['x-total-count']).toBe('1');
    const literal = await t.as('u-demo')({ method: 'GET', url: `${listUrl}?query=%25` });
    expect(literal.json()).toEqual([]);
  });

  it('never lists another member’s agreements', async () => {
    const response = await t.as('u-newbie')({ method: 'GET', url: listUrl });
    expect((response.json() as Array<{ id: string }>).map((item) => item.id)).toEqual(['sa-newbie']);
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url: listUrl });
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'size not a number', request: { method: 'GET', url: `${listUrl}?size=seven` } },
      { name: 'absurd size', request: { method: 'GET', url: `${listUrl}?size=100000` } },
      { name: 'size zero', request: { method: 'GET', url: `${listUrl}?size=0` } },
      { name: 'negative from', request: { method: 'GET', url: `${listUrl}?from=-1` } },
      { name: 'fractional from', request: { method: 'GET', url: `${listUrl}?from=1.5` } },
      { name: 'oversize query', request: { method: 'GET', url: `${listUrl}?query=${'x'.repeat(101)}` } },
      { name: 'unknown field', request: { method: 'GET', url: `${listUrl}?cursor=abc` } },
    ]);
  });
});

describe('POST user-context and GET service-agreements/context', () => {
  it('selects an own agreement: 204 and an httpOnly, SameSite=Lax USER_CONTEXT cookie on /', async () => {
    const response = await t.as('u-demo')({
      method: 'POST',
      url: selectUrl,
      payload: { serviceAgreementId: 'sa-demo-business' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectSecurityHeaders(response);
    const cookie = response.cookies.find((c) => c.name === 'USER_CONTEXT');
    expect(cookie).toMatchObject({ value: 'sa-demo-business', path: '/', httpOnly: true, sameSite: 'Lax' });
    const [audit] = await t.db.query<{ actor_id: string; subject_id: string }>(
      `select actor_id, subject_id from audit_events where action = 'user-context.select' order by id desc limit 1`,
    );
    expect(audit).toEqual({ actor_id: 'u-demo', subject_id: 'u-demo' });
  });

  it('records the agent as the actor when an agent selects for a member', async () => {
    const response = await t.as('u-demo', { agentId: 'u-agent' })({
      method: 'POST',
      url: selectUrl,
      payload: { serviceAgreementId: 'sa-demo-personal' },
    });
    expect(response.statusCode).toBe(204);
    const [audit] = await t.db.query<{ actor_id: string; subject_id: string }>(
      `select actor_id, subject_id from audit_events where action = 'user-context.select' order by id desc limit 1`,
    );
    expect(audit).toEqual({ actor_id: 'u-agent', subject_id: 'u-demo' });
  });

  it('refuses another member’s agreement and an unknown one alike, with 403', async () => {
    for (const serviceAgreementId of ['sa-newbie', 'sa-does-not-exist']) {
      const response = await t.as('u-demo')({ method: 'POST', url: selectUrl, payload: { serviceAgreementId } });
      expectErrorBody(response, 403);
      expect(response.cookies.find((c) => c.name === 'USER_CONTEXT')).toBeUndefined();
    }
  });

  it('refuses a POST without the anti-forgery header, or with one that does not match', async () => {
    const token = await t.tokenFor('u-demo');
    const missing = await t.app.inject({
      method: 'POST',
      url: selectUrl,
      cookies: { 'XSRF-TOKEN': 'test-xsrf' },
      headers: await t.authorize(token, { method: 'POST', url: selectUrl }),
      payload: { serviceAgreementId: 'sa-demo-business' },
    });
    expectErrorBody(missing, 403);
    const wrong = await t.as('u-demo')({
      method: 'POST',
      url: selectUrl,
      headers: { 'x-xsrf-token': 'forged' },
      payload: { serviceAgreementId: 'sa-demo-business' },
    });
    expectErrorBody(wrong, 403);
  });

  it('validates the selected agreement and answers it in the platform shape', async () => {
    const response = await t.as('u-demo', { cookies: { USER_CONTEXT: 'sa-demo-business' } })({ method: 'GET', url: contextUrl });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.query<{ external_id: string; name: string; is_master: boolean; status: string }>(
      `select external_id, name, is_master, status from service_agreements where id = 'sa-demo-business'`,
    );
    expect(response.json()).toMatchObject({
      id: 'sa-demo-business',
      externalId: row?.external_id,
      name: row?.name,
      isMaster: row?.is_master,
      status: row?.status,
    });
  });

  it('answers 404 when nothing is selected or the selection is not the caller’s', async () => {
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: contextUrl }), 404);
    expectErrorBody(await t.as('u-demo', { cookies: { USER_CONTEXT: 'sa-newbie' } })({ method: 'GET', url: contextUrl }), 404);
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url: contextUrl });
    await expectUnauthorized(t, { method: 'POST', url: selectUrl, payload: { serviceAgreementId: 'sa-demo-personal' } });
  });

  it('rejects bad input on select', async () => {
    const json = { 'content-type': 'application/json' };
    await expectBadInputs(t.as('u-demo'), [
      { name: 'missing field', request: { method: 'POST', url: selectUrl, payload: {} } },
      { name: 'unknown field', request: { method: 'POST', url: selectUrl, payload: { serviceAgreementId: 'sa-demo-personal', admin: true } } },
      { name: 'wrong type', request: { method: 'POST', url: selectUrl, payload: { serviceAgreementId: 42 } } },
      { name: 'array body', request: { method: 'POST', url: selectUrl, payload: [{ serviceAgreementId: 'sa-demo-personal' }] } },
      { name: 'empty id', request: { method: 'POST', url: selectUrl, payload: { serviceAgreementId: '' } } },
      { name: 'id with odd characters', request: { method: 'POST', url: selectUrl, payload: { serviceAgreementId: "x' or '1'='1" } } },
      { name: 'oversize id', request: { method: 'POST', url: selectUrl, payload: { serviceAgreementId: 'a'.repeat(3000) } } },
      { name: 'malformed JSON', request: { method: 'POST', url: selectUrl, headers: json, payload: '{"serviceAgreementId":' } },
      { name: 'empty JSON body', request: { method: 'POST', url: selectUrl, headers: json, payload: '' } },
      { name: 'unknown query field', request: { method: 'POST', url: `${selectUrl}?debug=1`, payload: { serviceAgreementId: 'sa-demo-personal' } } },
      {
        name: 'body over the route limit',
        request: { method: 'POST', url: selectUrl, payload: { serviceAgreementId: 'a'.repeat(10_000) } },
        status: 413,
      },
    ]);
    await expectBadInputs(t.as('u-demo'), [{ name: 'unknown query field', request: { method: 'GET', url: `${contextUrl}?id=1` } }]);
  });

  it('looks up a token’s agreement and permissions once: later requests with it ask the database only for their data', async () => {
    const accessLookups = async (request: () => Promise<unknown>) => {
      const queries = vi.spyOn(t.db, 'query');
      try {
        await request();
        return queries.mock.calls.filter(([text]) => text.includes('access_group_permissions')).length;
      } finally {
        queries.mockRestore();
      }
    };
    const summary = '/api/arrangement-manager/client-api/v2/productsummary';
    const demo = t.as('u-demo');
    expect(await accessLookups(() => demo({ method: 'GET', url: summary }))).toBe(1);
    expect(await accessLookups(() => demo({ method: 'GET', url: summary }))).toBe(0);
    expect(await accessLookups(() => demo({ method: 'GET', url: summaryUrl }))).toBe(0);
    // Another agreement chosen, or another token: looked up afresh.
    const business = t.as('u-demo', { cookies: { USER_CONTEXT: 'sa-demo-business' } });
    expect(await accessLookups(() => business({ method: 'GET', url: summary }))).toBe(1);
    expect(await accessLookups(() => t.as('u-demo')({ method: 'GET', url: summary }))).toBe(1);
    // The same token still never opens what the member does not hold.
    const limited = t.as('u-limited');
    expect((await limited({ method: 'GET', url: summary })).statusCode).toBe(403);
    expect((await limited({ method: 'GET', url: summary })).statusCode).toBe(403);
  });
});
