import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody } from './client-api-checks.js';

const base = '/api/arrangement-manager/client-api/v2';
const preferencesPath = '/arrangement-manager/client-api/v2/arrangements/user-preferences';
const preferencesUrl = `${base}/arrangements/user-preferences`;
const summaryUrl = `${base}/productsummary`;

interface Product {
  id: string;
  displayName: string;
  visible: boolean;
  userPreferences: { alias?: string; visible?: boolean; favorite: boolean };
}
type Summary = Record<string, { products: Product[] } | undefined>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const demo = (request: InjectOptions) => t.as('u-demo')(request);
const change = (payload: Record<string, unknown>, userId = 'u-demo') => t.as(userId)({ method: 'PUT', url: preferencesUrl, payload });

async function saved(payload: Record<string, unknown>): Promise<void> {
  const response = await change(payload);
  expect(response.statusCode, response.body).toBe(204);
}

async function summary(): Promise<Summary> {
  return expectConformsToContract('GET', '/arrangement-manager/client-api/v2/productsummary', await demo({ method: 'GET', url: summaryUrl })) as Summary;
}

async function productOf(id: string): Promise<Product> {
  const found = Object.values(await summary())
    .flatMap((group) => (group && Array.isArray(group.products) ? group.products : []))
    .find((product) => product.id === id);
  if (!found) throw new Error(`${id} is not in the summary`);
  return found;
}

async function orderOf(kind: string): Promise<string[]> {
  return ((await summary())[kind]?.products ?? []).map((product) => product.id);
}

/** What is stored for demo, to show a refused change left it alone. */
async function storedPreferences() {
  return t.db.query(`select arrangement_id, alias, visible, favorite, position from user_arrangement_preferences where user_id = 'u-demo' order by 1`);
}

describe('account preferences (Manage Accounts)', () => {
  it('renames an account, shows the alias in the summary and the preferences, and clears it back to the product name', async () => {
    await saved({ arrangementId: 'arr-demo-savings', alias: '  Emergency fund  ' });
    const renamed = await productOf('arr-demo-savings');
    expect(renamed.displayName).toBe('Emergency fund');
    expect(renamed.userPreferences.alias).toBe('Emergency fund');
    const read = expectConformsToContract('GET', preferencesPath, await demo({ method: 'GET', url: `${preferencesUrl}?arrangementId=arr-demo-savings` }));
    expect(read).toEqual({ arrangementId: 'arr-demo-savings', alias: 'Emergency fund', visible: true, favorite: false });

    await saved({ arrangementId: 'arr-demo-savings', alias: '   ' });
    const cleared = await productOf('arr-demo-savings');
    expect(cleared.displayName).toBe('Rainy Day Savings');
    expect(cleared.userPreferences.alias).toBeUndefined();
    await saved({ arrangementId: 'arr-demo-savings', alias: 'Again' });
    await saved({ arrangementId: 'arr-demo-savings', alias: null });
    expect((await productOf('arr-demo-savings')).displayName).toBe('Rainy Day Savings');
  });

  it('hides an account (kept in the summary as not visible) and shows it again', async () => {
    await saved({ arrangementId: 'arr-demo-money-market', visible: false });
    const hidden = await productOf('arr-demo-money-market');
    expect([hidden.visible, hidden.userPreferences.visible]).toEqual([false, false]);
    await saved({ arrangementId: 'arr-demo-money-market', visible: true });
    expect((await productOf('arr-demo-money-market')).userPreferences.visible).toBe(true);
  });

  it('lists favourites first, then the member’s order, and keeps the order as favourites change', async () => {
    const loans = await orderOf('loans');
    expect(loans.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = loans as [string, string, string];
    // The third to the top: the others move down to make room.
    await saved({ arrangementId: third, position: 0 });
    expect((await orderOf('loans')).slice(0, 3)).toEqual([third, first, second]);
    // Past the end means last.
    await saved({ arrangementId: third, position: 999 });
    expect((await orderOf('loans')).at(-1)).toBe(third);
    await saved({ arrangementId: third, favorite: true });
    expect((await orderOf('loans'))[0]).toBe(third);
    expect((await productOf(third)).userPreferences.favorite).toBe(true);
    await saved({ arrangementId: third, favorite: false });
    expect((await orderOf('loans')).at(-1)).toBe(third);
  });

  it('answers another member’s account and an unknown one with 404, and changes nothing', async () => {
    const before = await storedPreferences();
    expectErrorBody(await change({ arrangementId: 'arr-newbie-checking', alias: 'Mine now' }), 404);
    expectErrorBody(await change({ arrangementId: 'arr-no-such-account', visible: false }), 404);
    expectErrorBody(await demo({ method: 'GET', url: `${preferencesUrl}?arrangementId=arr-newbie-checking` }), 404);
    // The business agreement's account is not in the context demo acts in now (personal).
    expectErrorBody(await change({ arrangementId: 'arr-biz-checking', favorite: true }), 404);
    expect(await storedPreferences()).toEqual(before);
  });

  it('refuses bad bodies with 400 in the platform’s error shape, and changes nothing', async () => {
    const before = await storedPreferences();
    const put = (payload: unknown) => ({ method: 'PUT' as const, url: preferencesUrl, payload: payload as Record<string, unknown> });
    await expectBadInputs(demo, [
      { name: 'alias too long once trimmed', request: put({ arrangementId: 'arr-demo-savings', alias: `  ${'x'.repeat(41)}  ` }) },
      { name: 'alias not text', request: put({ arrangementId: 'arr-demo-savings', alias: 42 }) },
      { name: 'visible not a boolean', request: put({ arrangementId: 'arr-demo-savings', visible: 'false' }) },
      { name: 'favorite not a boolean', request: put({ arrangementId: 'arr-demo-savings', favorite: 1 }) },
      { name: 'negative position', request: put({ arrangementId: 'arr-demo-savings', position: -1 }) },
      { name: 'fractional position', request: put({ arrangementId: 'arr-demo-savings', position: 1.5 }) },
      { name: 'nothing to change', request: put({ arrangementId: 'arr-demo-savings' }) },
      { name: 'no account', request: put({ alias: 'Orphan' }) },
      { name: 'unknown field', request: put({ arrangementId: 'arr-demo-savings', nickname: 'Jo' }) },
      { name: 'no arrangementId to read', request: { method: 'GET', url: preferencesUrl } },
    ]);
    const tooLong = expectErrorBody(await change({ arrangementId: 'arr-demo-savings', alias: 'x'.repeat(41) }), 400);
    expect(tooLong.key).toBe('preferences.alias.too-long');
    // Exactly the configured length (config/accounts.json) is fine.
    await saved({ arrangementId: 'arr-demo-savings', alias: 'y'.repeat(40) });
    expect((await storedPreferences()).filter((row) => row.arrangement_id !== 'arr-demo-savings')).toEqual(
      before.filter((row) => row.arrangement_id !== 'arr-demo-savings'),
    );
  });

  it('refuses limited (no Product Summary edit) with 403', async () => {
    expectErrorBody(await change({ arrangementId: 'arr-limited-checking', alias: 'Nope' }, 'u-limited'), 403);
    const [row] = await t.db.query(`select 1 from user_arrangement_preferences where user_id = 'u-limited'`);
    expect(row).toBeUndefined();
  });
});
