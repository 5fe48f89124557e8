import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeDueFlows } from '../../src/sandbox/aggregator/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized } from './client-api-checks.js';

const flowsUrl = '/api/external-account-aggregator/client-api/v1/aggregation/flows';
const summaryUrl = '/api/arrangement-manager/client-api/v2/productsummary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Started {
  value: { id: string; metadata: { accessToken: string; configName: string; fastLinkURL: string } };
}

async function start(body: Record<string, unknown>, userId = 'u-demo'): Promise<Started['value']> {
  const response = await t.as(userId)({ method: 'POST', url: flowsUrl, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as Started).value;
}

const submit = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/aggregator/fastlink',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function statusOf(id: string, userId = 'u-demo'): Promise<{ status: string; arrangementIds: string[] }> {
  const response = await t.as(userId)({ method: 'GET', url: `${flowsUrl}/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { value: { status: string; arrangementIds: string[] } }).value;
}

/** Brings the flow's delay to an end now, instead of waiting for it. */
const makeDue = (id: string) => t.db.query(`update aggregation_flows set complete_after = now() - interval '1 second' where id = $1`, [id]);

async function externalIds(userId = 'u-demo'): Promise<string[]> {
  const response = await t.as(userId)({ method: 'GET', url: summaryUrl });
  const summary = response.json() as Record<string, { products?: Array<{ id: string; financialInstitution?: unknown }> }>;
  return Object.values(summary)
    .flatMap((group) => (Array.isArray(group?.products) ? group.products : []))
    .filter((product) => product.financialInstitution !== undefined)
    .map((product) => product.id)
    .sort();
}

describe('connect flow', () => {
  it('starts, shows the bank list, and after the member chose a bank adds accounts to the product summary', async () => {
    const before = await externalIds();
    const flow = await start({ operation: 'ADD' });
    expect(flow.metadata).toMatchObject({ configName: 'Aggregation', fastLinkURL: '/sandbox/aggregator/fastlink' });
    expect(await statusOf(flow.id)).toMatchObject({ status: 'STARTED', arrangementIds: [] });

    const page = await t.app.inject({ method: 'GET', url: `${flow.metadata.fastLinkURL}?accessToken=${flow.metadata.accessToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Peak National Bank');
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");

    const submitted = await submit({ accessToken: flow.metadata.accessToken, institutionId: '2' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body).toContain('data-flow-submitted="ADD"');
    expect(await statusOf(flow.id)).toMatchObject({ status: 'IN_PROGRESS' });
    expect(await externalIds()).toEqual(before);

    await makeDue(flow.id);
    const done = await statusOf(flow.id);
    expect(done.status).toBe('COMPLETED');
    expect(done.arrangementIds).toHaveLength(2);
    const after = await externalIds();
    expect(after).toEqual([...before, ...done.arrangementIds].sort());
    const rows = await t.db.query<{ name: string; is_external: boolean; status: string | null }>(
      `select display_name as name, is_external, external_account_status as status from arrangements where id = any($1) order by name`,
      [done.arrangementIds],
    );
    expect(rows).toEqual([
      { name: 'Aspen Savings & Loan Checking', is_external: true, status: null },
      { name: 'Aspen Savings & Loan Savings', is_external: true, status: null },
    ]);
    // Completing again changes nothing.
    expect(await completeDueFlows(t.db)).toBe(0);
  });

  it('spends the access token: a second submit and a reopened page are refused', async () => {
    const flow = await start({ operation: 'ADD' });
    expect((await submit({ accessToken: flow.metadata.accessToken, institutionId: '1' })).statusCode).toBe(200);
    const again = await submit({ accessToken: flow.metadata.accessToken, institutionId: '3' });
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain('data-refusal="flow"');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/aggregator/fastlink?accessToken=${flow.metadata.accessToken}` });
    expect(page.statusCode).toBe(403);
  });

  it('refuses an unknown bank, an unknown token and an expired flow', async () => {
    const flow = await start({ operation: 'ADD' });
    expect((await submit({ accessToken: flow.metadata.accessToken, institutionId: '999' })).statusCode).toBe(403);
    expect((await submit({ accessToken: flow.metadata.accessToken })).statusCode).toBe(403);
    expect((await submit({ accessToken: 'B'.repeat(43), institutionId: '1' })).statusCode).toBe(403);
    await t.db.query(`update aggregation_flows set expires_at = now() - interval '1 second' where id = $1`, [flow.id]);
    expect((await submit({ accessToken: flow.metadata.accessToken, institutionId: '1' })).statusCode).toBe(403);
    expect((await statusOf(flow.id)).status).toBe('STARTED');
  });
});

describe('refresh flow', () => {
  it('clears the status of a linked account that needed attention', async () => {
    const flow = await start({ operation: 'REFRESH', arrangementId: 'arr-demo-ext-5' });
    expect(flow.metadata.configName).toBe('Refresh');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/aggregator/fastlink?accessToken=${flow.metadata.accessToken}` });
    expect(page.body).toContain('Refresh');
    expect((await submit({ accessToken: flow.metadata.accessToken })).statusCode).toBe(200);
    await makeDue(flow.id);
    expect(await statusOf(flow.id)).toEqual({ id: flow.id, operation: 'REFRESH', status: 'COMPLETED', arrangementIds: ['arr-demo-ext-5'] });
    const [row] = await t.db.query<{ status: string | null; sync: string }>(
      `select external_account_status as status, details->'additions'->>'lastSyncStatus' as sync from arrangements where id = 'arr-demo-ext-5'`,
    );
    expect(row).toEqual({ status: null, sync: 'SUCCESS' });
  });

  it('refuses bad input with the platform error body', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'no operation', request: { method: 'POST', url: flowsUrl, payload: {} } },
      { name: 'unknown operation', request: { method: 'POST', url: flowsUrl, payload: { operation: 'DELETE' } } },
      { name: 'refresh without account', request: { method: 'POST', url: flowsUrl, payload: { operation: 'REFRESH' } } },
      { name: 'connect with an account', request: { method: 'POST', url: flowsUrl, payload: { operation: 'ADD', arrangementId: 'arr-demo-ext-1' } } },
      { name: 'own account', request: { method: 'POST', url: flowsUrl, payload: { operation: 'REFRESH', arrangementId: 'arr-demo-checking' } } },
      { name: 'unknown field', request: { method: 'POST', url: flowsUrl, payload: { operation: 'ADD', bank: 1 } } },
      { name: 'bad id', request: { method: 'POST', url: flowsUrl, payload: { operation: 'REFRESH', arrangementId: 'a b' } } },
      { name: 'no such account', request: { method: 'POST', url: flowsUrl, payload: { operation: 'REFRESH', arrangementId: 'arr-none' } }, status: 404 },
    ]);
  });
});

describe('permissions', () => {
  it("does not show or refresh someone else's flow or account", async () => {
    const flow = await start({ operation: 'ADD' });
    const response = await t.as('u-newbie')({ method: 'GET', url: `${flowsUrl}/${flow.id}` });
    expectErrorBody(response, 404);
    const refresh = await t.as('u-newbie')({ method: 'POST', url: flowsUrl, payload: { operation: 'REFRESH', arrangementId: 'arr-demo-ext-1' } });
    expectErrorBody(refresh, 404);
  });

  it('needs Product Summary view', async () => {
    expectErrorBody(await t.as('u-limited')({ method: 'POST', url: flowsUrl, payload: { operation: 'ADD' } }), 403);
  });

  it('refuses callers without a valid access token', async () => {
    await expectUnauthorized(t, { method: 'POST', url: flowsUrl, payload: { operation: 'ADD' } });
    await expectUnauthorized(t, { method: 'GET', url: `${flowsUrl}/flow-1` });
  });

  it('answers with the security headers', async () => {
    const response = await t.as('u-demo')({ method: 'POST', url: flowsUrl, payload: { operation: 'ADD' } });
    expectSecurityHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
