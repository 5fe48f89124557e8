import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectSecurityHeaders, expectUnauthorized } from './client-api-checks.js';

const url = '/api/notifications-service/client-api/v3/notifications/unread-count';

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
