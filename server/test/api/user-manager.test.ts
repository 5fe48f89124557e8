import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized } from './client-api-checks.js';

const url = '/api/user-manager/client-api/v2/users/me/profile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Profile {
  fullName: string;
  preferredLanguage: string;
  'phone-addresses': Array<{ key: string; type: string; primary: boolean; number: string }>;
  'electronic-addresses': Array<{ key: string; type: string; primary: boolean; address: string }>;
  'postal-addresses': Array<Record<string, unknown>>;
  additions: { userId: string; customerCode: string; eligibleForNewAccount: string; btpLimitReached: string };
}

async function userRow(id: string) {
  const [row] = await t.db.query<{ full_name: string; customer_code: string | null; eligible_for_new_account: boolean }>(
    'select full_name, customer_code, eligible_for_new_account from users where id = $1',
    [id],
  );
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

describe('GET users/me/profile', () => {
  it('answers demo’s profile in the platform shape, with the additions as strings', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const profile = response.json() as Profile;
    const user = await userRow('u-demo');
    expect(profile.fullName).toBe(user.full_name);
    expect(profile.additions).toEqual({
      userId: 'u-demo',
      customerCode: user.customer_code ?? '',
      eligibleForNewAccount: String(user.eligible_for_new_account),
      // demo holds the one Smart Money Checking (26) a member may have.
      btpLimitReached: '26',
    });
    const phones = await t.db.query<{ key: string; number: string; is_primary: boolean }>(
      'select key, number, is_primary from phone_addresses where user_id = $1',
      ['u-demo'],
    );
    expect(profile['phone-addresses'].map((p) => p.key).sort()).toEqual(phones.map((p) => p.key).sort());
    for (const phone of profile['phone-addresses']) {
      const row = phones.find((p) => p.key === phone.key);
      expect(phone).toMatchObject({ number: row?.number, primary: row?.is_primary });
    }
    const emails = await t.db.query<{ address: string }>('select address from electronic_addresses where user_id = $1', ['u-demo']);
    expect(profile['electronic-addresses'].map((e) => e.address).sort()).toEqual(emails.map((e) => e.address).sort());
    const postals = await t.db.query<{ key: string; postal_code: string | null }>(
      'select key, postal_code from postal_addresses where user_id = $1',
      ['u-demo'],
    );
    expect(profile['postal-addresses'].map((p) => p.key).sort()).toEqual(postals.map((p) => p.key).sort());
    for (const postal of profile['postal-addresses']) {
      // Absent parts are left out, never sent as null or "".
      for (const value of Object.values(postal)) expect(value === null || value === '').toBe(false);
    }
  });

  it('tells an eligible newbie "true" and follows changes to the flag', async () => {
    const newbie = (await (await t.as('u-newbie')({ method: 'GET', url })).json()) as Profile;
    expect(newbie.additions.eligibleForNewAccount).toBe(String((await userRow('u-newbie')).eligible_for_new_account));
    expect(newbie.additions.btpLimitReached).toBe('');
    await t.db.query(`update users set eligible_for_new_account = false where id = 'u-newbie'`);
    const changed = (await t.as('u-newbie')({ method: 'GET', url })).json() as Profile;
    expect(changed.additions.eligibleForNewAccount).toBe('false');
  });

  it('shows the member’s profile, not the agent’s, when an agent acts', async () => {
    const profile = (await t.as('u-demo', { agentId: 'u-agent' })({ method: 'GET', url })).json() as Profile;
    expect(profile.additions.userId).toBe('u-demo');
    expect(profile.fullName).toBe((await userRow('u-demo')).full_name);
  });

  it('refuses a caller without User Profiles view (no service agreement)', async () => {
    expectErrorBody(await t.as('u-operator')({ method: 'GET', url }), 403);
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url });
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'unknown query field', request: { method: 'GET', url: `${url}?userId=u-newbie` } },
      { name: 'unknown query field, repeated', request: { method: 'GET', url: `${url}?a=1&a=2` } },
    ]);
  });
});
