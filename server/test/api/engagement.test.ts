import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, expectUnauthorized, revokePrivilege } from './client-api-checks.js';

const base = '/api/engagement/client-api/v1';
const preferences = `${base}/notification-preferences`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const conforms = (method: string, path: string, response: LightMyRequestResponse) =>
  expectConformsToContract(method, `/engagement/client-api/v1${path}`, response);

const lowBalanceOn = (arrangementId: string, amount = '100.00') => ({
  generalNotificationId: 'account-balance-low',
  active: true,
  channels: [
    { channel: 'IN_APP', enabled: true },
    { channel: 'EMAIL', enabled: false },
  ],
  userConditions: { eType: 'ARRANGEMENT', eRef: arrangementId, conditions: { amount } },
});

interface Preference {
  id: string;
  active: boolean;
  channels: Array<{ channel: string; enabled: boolean; userCanChange: boolean }>;
  userConditions?: { eRef: string; conditions?: { amount?: string } };
  lastUpdatedAt: string;
}

describe('general notifications', () => {
  it('lists what a member can be notified of and on which channels', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${base}/general-notifications` });
    expect(response.statusCode).toBe(200);
    conforms('GET', '/general-notifications', response);
    expect(response.json()).toEqual([
      { id: 'account-balance-low', name: 'Account balance low', deliveryOptions: ['IN_APP', 'EMAIL', 'SMS'] },
      { id: 'new-transaction-occurred', name: 'New transaction', deliveryOptions: ['IN_APP', 'EMAIL'] },
    ]);
  });
});

describe('notification preferences', () => {
  it('lists the member’s own preferences, filtered by notification and account', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: preferences });
    expect(response.statusCode).toBe(200);
    conforms('GET', '/notification-preferences', response);
    const { totalCount, notificationPreferences } = response.json() as { totalCount: number; notificationPreferences: Preference[] };
    expect(totalCount).toBe(1);
    expect(notificationPreferences[0]).toMatchObject({ id: 'pref-demo-bills-low-balance', userConditions: { eRef: 'arr-demo-checking-bills', conditions: { amount: '500.00' } } });
    const other = await t.as('u-demo')({ method: 'GET', url: `${preferences}?eRef=arr-demo-savings` });
    expect(other.json()).toEqual({ totalCount: 0, notificationPreferences: [] });
    const newbie = await t.as('u-newbie')({ method: 'GET', url: preferences });
    expect((newbie.json() as { totalCount: number }).totalCount).toBe(0);
  });

  it('lists a preference about an account only in the agreement that holds the account', async () => {
    const inBusiness = await t.as('u-demo', { cookies: { USER_CONTEXT: 'sa-demo-business' } })({ method: 'GET', url: preferences });
    expect(inBusiness.statusCode, inBusiness.body).toBe(200);
    const ids = (inBusiness.json() as { notificationPreferences: Preference[] }).notificationPreferences.map((preference) => preference.id);
    expect(ids).not.toContain('pref-demo-bills-low-balance');
  });

  it('creates a preference once per notification and account, then changes it with PUT', async () => {
    const call = t.as('u-demo');
    const created = await call({ method: 'POST', url: preferences, payload: lowBalanceOn('arr-demo-checking') });
    expect(created.statusCode, created.body).toBe(201);
    conforms('POST', '/notification-preferences', created);
    const preference = created.json() as Preference;
    expect(preference.channels).toEqual([
      { channel: 'IN_APP', enabled: true, userCanChange: true },
      { channel: 'EMAIL', enabled: false, userCanChange: true },
    ]);
    expectErrorBody(await call({ method: 'POST', url: preferences, payload: lowBalanceOn('arr-demo-checking', '50.00') }), 409);

    const changed = await call({ method: 'PUT', url: `${preferences}/${preference.id}`, payload: { ...lowBalanceOn('arr-demo-checking', '75.50'), active: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    conforms('PUT', '/notification-preferences/{id}', changed);
    expect(changed.json()).toMatchObject({ id: preference.id, active: false, userConditions: { conditions: { amount: '75.50' } } });

    const listed = await call({ method: 'GET', url: `${preferences}?eRef=arr-demo-checking` });
    expect((listed.json() as { notificationPreferences: Preference[] }).notificationPreferences.map((entry) => entry.active)).toEqual([false]);
  });

  it('refuses what a preference cannot be', async () => {
    const call = t.as('u-demo');
    expectErrorBody(await call({ method: 'POST', url: preferences, payload: lowBalanceOn('arr-newbie-checking') }), 404);
    expectErrorBody(await call({ method: 'PUT', url: `${preferences}/pref-none`, payload: lowBalanceOn('arr-demo-checking-bills') }), 404);
    // Another member's preference is not found, not changed.
    expectErrorBody(await t.as('u-newbie')({ method: 'PUT', url: `${preferences}/pref-demo-bills-low-balance`, payload: lowBalanceOn('arr-demo-checking-bills') }), 404);
    expectErrorBody(await call({ method: 'PUT', url: `${preferences}/pref-demo-bills-low-balance`, payload: lowBalanceOn('arr-demo-savings') }), 400);
    await expectBadInputs(call, [
      { name: 'unknown notification', request: { method: 'POST', url: preferences, payload: { ...lowBalanceOn('arr-demo-savings'), generalNotificationId: 'weather' } } },
      { name: 'channel not offered', request: { method: 'POST', url: preferences, payload: { ...lowBalanceOn('arr-demo-savings'), generalNotificationId: 'new-transaction-occurred', channels: [{ channel: 'SMS', enabled: true }] } } },
      { name: 'channel twice', request: { method: 'POST', url: preferences, payload: { ...lowBalanceOn('arr-demo-savings'), channels: [{ channel: 'SMS', enabled: true }, { channel: 'SMS', enabled: false }] } } },
      { name: 'no channels', request: { method: 'POST', url: preferences, payload: { ...lowBalanceOn('arr-demo-savings'), channels: [] } } },
      { name: 'amount with a dollar sign', request: { method: 'POST', url: preferences, payload: lowBalanceOn('arr-demo-savings', '$10') } },
      { name: 'active as text', request: { method: 'POST', url: preferences, payload: { ...lowBalanceOn('arr-demo-savings'), active: 'true' } } },
      { name: 'unknown field', request: { method: 'POST', url: preferences, payload: { ...lowBalanceOn('arr-demo-savings'), userId: 'u-newbie' } } },
      { name: 'page size too large', request: { method: 'GET', url: `${preferences}?size=100000` } },
    ]);
    const [count] = await t.db.query<{ total: number }>(`select count(*)::int as total from notification_preferences where e_ref = 'arr-demo-savings'`);
    expect(count?.total).toBe(0);
  });

  it('needs a valid token and the Communication Preferences privilege of each operation', async () => {
    await expectUnauthorized(t, { method: 'GET', url: preferences });
    const revoke = (privilege: string) => revokePrivilege(t, 'u-newbie', 'Communication Preferences', 'General Notification Preferences', privilege);
    // Each step with a token issued after the change: a token keeps what it could do for its few minutes.
    await revoke('create');
    expectErrorBody(await t.as('u-newbie')({ method: 'POST', url: preferences, payload: lowBalanceOn('arr-newbie-checking') }), 403);
    await revoke('edit');
    const newbie = t.as('u-newbie');
    expectErrorBody(await newbie({ method: 'PUT', url: `${preferences}/pref-demo-bills-low-balance`, payload: lowBalanceOn('arr-newbie-checking') }), 403);
    expect((await newbie({ method: 'GET', url: preferences })).statusCode).toBe(200);
    await revoke('view');
    const withoutView = t.as('u-newbie');
    expectErrorBody(await withoutView({ method: 'GET', url: preferences }), 403);
    expectErrorBody(await withoutView({ method: 'GET', url: `${base}/general-notifications` }), 403);
  });
});
