import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized } from './client-api-checks.js';

const url = '/api/notifications-service/client-api/v3/notifications/unread-count';
const notificationsUrl = '/api/notifications-service/client-api/v3/notifications';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function unreadInDatabase(userId: string): Promise<number> {
  const [row] = await t.db.query<{ unread: number }>(
    'select count(*)::int as unread from notifications where user_id = $1 and not read',
    [userId],
  );
  return row?.unread ?? 0;
}

describe('GET notifications/unread-count', () => {
  it('counts demo’s unread notifications', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const expected = await unreadInDatabase('u-demo');
    expect(expected).toBeGreaterThan(0);
    expect(response.json()).toEqual({ unread: expected });
  });

  it('goes down when one is read', async () => {
    const before = await unreadInDatabase('u-demo');
    await t.db.query(
      `update notifications set read = true where id = (select id from notifications where user_id = 'u-demo' and not read order by id limit 1)`,
    );
    const response = await t.as('u-demo')({ method: 'GET', url });
    expect(response.json()).toEqual({ unread: before - 1 });
  });

  it('counts the member’s, not the agent’s, when an agent acts', async () => {
    const response = await t.as('u-demo', { agentId: 'u-agent' })({ method: 'GET', url });
    expect(response.json()).toEqual({ unread: await unreadInDatabase('u-demo') });
    const newbie = await t.as('u-newbie')({ method: 'GET', url });
    expect(newbie.json()).toEqual({ unread: await unreadInDatabase('u-newbie') });
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url });
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [{ name: 'unknown query field', request: { method: 'GET', url: `${url}?userId=u-newbie` } }]);
  });
});

interface Notification {
  id: string;
  title: string;
  createdOn: string;
  read: boolean;
  routing?: { 'where-to': string; data: { id?: string; arrangementId?: string } };
}

describe('the member’s notifications (v3)', () => {
  it('lists them newest first, paged, with where each one leads and the total in X-Total-Count', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${notificationsUrl}?size=100` });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const all = response.json() as Notification[];
    const [count] = await t.db.query<{ total: number }>(`select count(*)::int as total from notifications where user_id = 'u-demo'`);
    expect(all).toHaveLength(count?.total ?? -1);
    expect(response.headers['x-total-count']).toBe(String(count?.total));
    const times = all.map((notification) => Date.parse(notification.createdOn));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.find((notification) => notification.id === 'ntf-demo-late-loan')?.routing).toEqual({
      'where-to': 'arrangement-view',
      data: { arrangementId: 'arr-demo-auto-loan' },
    });
    expect(all.find((notification) => notification.id === 'ntf-demo-welcome')?.routing).toBeUndefined();
    expect(all.every((notification) => !notification.id.startsWith('ntf-newbie'))).toBe(true);

    const second = await t.as('u-demo')({ method: 'GET', url: `${notificationsUrl}?from=1&size=3` });
    expect((second.json() as Notification[]).map((notification) => notification.id)).toEqual(all.slice(3, 6).map((notification) => notification.id));
  });

  it('marks one read and unread, which the unread count follows; another member’s is not found', async () => {
    const call = t.as('u-newbie');
    const before = await unreadInDatabase('u-newbie');
    const read = await call({ method: 'PUT', url: `${notificationsUrl}/ntf-newbie-welcome/read`, payload: { isRead: true } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ isRead: true, notificationId: 'ntf-newbie-welcome' });
    expect((await call({ method: 'GET', url })).json()).toEqual({ unread: before - 1 });
    await call({ method: 'PUT', url: `${notificationsUrl}/ntf-newbie-welcome/read`, payload: { isRead: false } });
    expect((await call({ method: 'GET', url })).json()).toEqual({ unread: before });

    expectErrorBody(await t.as('u-demo')({ method: 'PUT', url: `${notificationsUrl}/ntf-newbie-welcome/read`, payload: { isRead: true } }), 404);
    expectErrorBody(await t.as('u-demo')({ method: 'DELETE', url: `${notificationsUrl}/ntf-newbie-welcome` }), 404);
    expectErrorBody(await call({ method: 'PUT', url: `${notificationsUrl}/ntf-none/read`, payload: { isRead: true } }), 404);
    expect(await unreadInDatabase('u-newbie')).toBe(before);
  });

  it('marks all of the member’s read, and no one else’s', async () => {
    const newbieBefore = await unreadInDatabase('u-newbie');
    expect(await unreadInDatabase('u-demo')).toBeGreaterThan(0);
    const response = await t.as('u-demo')({ method: 'PUT', url: `${notificationsUrl}/read` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ allReadStatus: true });
    expect((await t.as('u-demo')({ method: 'GET', url })).json()).toEqual({ unread: 0 });
    expect(await unreadInDatabase('u-newbie')).toBe(newbieBefore);
  });

  it('deletes one, once', async () => {
    const call = t.as('u-demo');
    const deleted = await call({ method: 'DELETE', url: `${notificationsUrl}/ntf-demo-payday` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ notificationId: 'ntf-demo-payday' });
    const ids = ((await call({ method: 'GET', url: `${notificationsUrl}?size=100` })).json() as Notification[]).map((notification) => notification.id);
    expect(ids).not.toContain('ntf-demo-payday');
    expectErrorBody(await call({ method: 'DELETE', url: `${notificationsUrl}/ntf-demo-payday` }), 404);
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url: notificationsUrl });
    await expectUnauthorized(t, { method: 'PUT', url: `${notificationsUrl}/read` });
    await expectUnauthorized(t, { method: 'DELETE', url: `${notificationsUrl}/ntf-demo-message` });
  });

  it('rejects bad input', async () => {
    const readUrl = `${notificationsUrl}/ntf-demo-message/read`;
    await expectBadInputs(t.as('u-demo'), [
      { name: 'page too large', request: { method: 'GET', url: `${notificationsUrl}?size=101` } },
      { name: 'negative page', request: { method: 'GET', url: `${notificationsUrl}?from=-1` } },
      { name: 'unknown query field', request: { method: 'GET', url: `${notificationsUrl}?userId=u-newbie` } },
      { name: 'no body', request: { method: 'PUT', url: readUrl } },
      { name: 'isRead not a boolean', request: { method: 'PUT', url: readUrl, payload: { isRead: 'yes' } } },
      { name: 'unknown field', request: { method: 'PUT', url: readUrl, payload: { isRead: true, userId: 'u-newbie' } } },
      { name: 'bad id', request: { method: 'DELETE', url: `${notificationsUrl}/not%20an%20id` } },
    ]);
  });
});
