import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/oidc/signing-keys.js';
import { loadSettings, type SignInSettings } from '../src/settings.js';
import { createTestApp, openTestDatabase, publicUrl, type TestApp } from './harness.js';
import { openLoginPage } from './sign-in-flow.js';

// Servers on one database, in this process: what each one keeps must not make them disagree.
// Real server processes behind a proxy are cluster.test.ts's; these are the cheap cases.

/** config/sign-in.json with at most `attempts` login attempts per client and minute. */
async function signInAllowing(attempts: number): Promise<SignInSettings> {
  return { ...(await loadSettings({ publicUrl })).signIn, attemptsPerIpPerMinute: attempts };
}

let attempts = 0;

/**
 * One wrong password posted to `server`'s login form, from `forwardedFor` when given (through a
 * proxy), for a username of its own: these tests count attempts per client, not the lockout per username.
 */
async function wrongPassword(server: TestApp, forwardedFor?: string): Promise<number> {
  const { browser, action } = await openLoginPage(server.app);
  const answer = await browser.request({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: new URLSearchParams({ username: `stranger-${++attempts}`, password: 'wrong' }).toString(),
  });
  return answer.statusCode;
}

describe('signing keys', () => {
  it('are the same for servers starting at once on a database without any', async () => {
    const db = await openTestDatabase();
    try {
      expect(await db.query('select kid from signing_keys')).toEqual([]);
      const [first, second] = await Promise.all([loadSigningKeys(db), loadSigningKeys(db)]);
      expect(second).toEqual(first);
      expect(await db.query('select kid from signing_keys')).toEqual([{ kid: first[0]?.kid }]);
    } finally {
      await db.close();
    }
  });
});

describe('sign-in attempts per client', () => {
  let first: TestApp;
  /** The same server behind a load balancer at 127.0.0.1. */
  let balanced: TestApp;
  beforeAll(async () => {
    const signIn = await signInAllowing(3);
    first = await createTestApp({ signIn });
    balanced = await createTestApp({ signIn, trustedProxies: ['127.0.0.1'] }, first.db);
  });
  afterAll(async () => {
    await balanced?.app.close();
    await first?.close();
  });

  it('are counted together by every server on the database', async () => {
    const statuses = [];
    for (const server of [first, balanced, first, balanced]) statuses.push(await wrongPassword(server));
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('are counted for the client a trusted load balancer names, not for the load balancer', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push(await wrongPassword(balanced, '203.0.113.7'));
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect(await wrongPassword(balanced, '198.51.100.20, 203.0.113.8')).toBe(400);
    const ips = await first.db.query<{ ip: string }>(
      `select details->>'ip' as ip from audit_events where action = 'sign-in.failed' and details->>'ip' like '203.%' order by id`,
    );
    expect(ips.map((row) => row.ip)).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7', '203.0.113.8']);
  });

  it('ignore X-Forwarded-For from a client that is no trusted load balancer', async () => {
    // 127.0.0.1 has used its attempts above; naming another address gets it none.
    expect(await wrongPassword(first, '192.0.2.1')).toBe(429);
  });
});
