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
 * One wrong password posted to `server`'s login form, for a username of its own: these tests count
 * attempts per client, not the lockout per username.
 */
async function wrongPassword(server: TestApp): Promise<number> {
  const { browser, action } = await openLoginPage(server.app);
  const answer = await browser.request({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
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
  let second: TestApp;
  beforeAll(async () => {
    const signIn = await signInAllowing(3);
    first = await createTestApp({ signIn });
    second = await createTestApp({ signIn }, first.db);
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.close();
  });

  it('are counted together by every server on the database', async () => {
    const statuses = [];
    for (const server of [first, second, first, second]) statuses.push(await wrongPassword(server));
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
