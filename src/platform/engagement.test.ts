import { http as route } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractAnswer, contractExample } from '../../tests/contract-fixtures.js';
import { generalNotifications, notificationPreferences, saveNotificationPreference, type NotificationPreferenceRequest } from './engagement.js';
import { createHttpClient } from './http.js';

const apiRoot = 'http://bank.test/api';
const preferencesUrl = `${apiRoot}/engagement/client-api/v1/notification-preferences`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () =>
  createHttpClient({ apiRoot, session: { accessToken: () => 'token', refresh: async () => undefined, logout: () => undefined }, readCookie: () => undefined, currentPath: () => '/' });

const request: NotificationPreferenceRequest = {
  generalNotificationId: 'account-balance-low',
  active: true,
  channels: [{ channel: 'EMAIL', enabled: true }],
  userConditions: { eType: 'ARRANGEMENT', eRef: 'arr-demo-checking', conditions: { amount: '100.00' } },
};

describe('engagement notification preferences', () => {
  it('reads the general notifications with their delivery channels', async () => {
    server.use(
      route.get(`${apiRoot}/engagement/client-api/v1/general-notifications`, () =>
        contractAnswer('listGeneralNotifications', contractExample('listGeneralNotifications', 200, 'sandbox')),
      ),
    );
    expect(await generalNotifications(client())).toEqual([
      { id: 'account-balance-low', name: 'Account balance low', deliveryOptions: ['IN_APP', 'EMAIL', 'SMS'] },
      { id: 'new-transaction-occurred', name: 'New transaction', deliveryOptions: ['IN_APP', 'EMAIL'] },
    ]);
  });

  it("asks for one account's preferences and reads its amount and channels", async () => {
    let asked: string | null = null;
    server.use(
      route.get(preferencesUrl, ({ request: sent }) => {
        asked = new URL(sent.url).searchParams.get('eRef');
        return contractAnswer('listNotificationPreferences', contractExample('listNotificationPreferences'));
      }),
    );
    const [preference] = await notificationPreferences(client(), 'arr-demo-checking-bills');
    expect(asked).toBe('arr-demo-checking-bills');
    expect(preference).toMatchObject({
      id: 'pref-demo-bills-low-balance',
      generalNotificationId: 'account-balance-low',
      active: true,
      userConditions: { eRef: 'arr-demo-checking-bills', conditions: { amount: '500.00' } },
    });
    expect(preference?.channels.find((channel) => channel.channel === 'SMS')?.enabled).toBe(false);
  });

  it('creates a preference when there is none, and changes the one there is', async () => {
    const sent: Array<{ method: string; url: string; body: unknown }> = [];
    server.use(
      route.post(preferencesUrl, async ({ request: posted }) => {
        sent.push({ method: 'POST', url: posted.url, body: await posted.json() });
        return contractAnswer('createNotificationPreference', contractExample('createNotificationPreference', 201, 'created'), 201);
      }),
      route.put(`${preferencesUrl}/:id`, async ({ request: put }) => {
        sent.push({ method: 'PUT', url: put.url, body: await put.json() });
        return contractAnswer('updateNotificationPreference', contractExample('updateNotificationPreference', 200, 'updated'));
      }),
    );
    const created = await saveNotificationPreference(client(), undefined, request);
    const updated = await saveNotificationPreference(client(), 'pref-demo-bills-low-balance', { ...request, active: false });
    expect(created.id).toBe('3f0c2a9e-0a8e-4b61-9d4e-6f3c1d2b7a10');
    expect(updated.active).toBe(false);
    expect(sent).toEqual([
      { method: 'POST', url: preferencesUrl, body: request },
      { method: 'PUT', url: `${preferencesUrl}/pref-demo-bills-low-balance`, body: { ...request, active: false } },
    ]);
  });
});
