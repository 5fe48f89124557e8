import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisedAmount } from '../../src/api/action.js';
import { systemAuthor, VersionStore } from '../../src/config/versions.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody } from './client-api-checks.js';

const base = '/api/action/client-api/v2';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Recipe {
  id: string;
  specificationId: string;
  arrangementId: string;
  active: boolean;
  actions: Array<{ type: string }>;
  amount?: { amount: string; currency: string };
}

describe('notification recipes', () => {
  it('lists the specifications with the channels offered', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${base}/action-recipe-specifications` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Array<{ id: string; channels: string[] }>).map((spec) => spec.id)).toEqual(['account-balance-low', 'new-transaction-occurred']);
  });

  it('offers and enforces the channels an operator last published', async () => {
    const versions = new VersionStore(t.db);
    const latest = (await versions.latest('default'))!;
    const recipes = structuredClone(latest.files['action-recipes.json']) as { specifications: Array<{ id: string; channels: string[] }> };
    recipes.specifications.find((spec) => spec.id === 'account-balance-low')!.channels = ['email'];
    const publish = (baseVersion: number, files: Record<string, unknown>, comment: string) =>
      versions.create({ tenant: 'default', baseVersion, files, author: systemAuthor, comment, kind: 'publish' });
    await publish(latest.version, { ...latest.files, 'action-recipes.json': recipes }, 'Balance alerts by email only');
    try {
      const offered = (await t.as('u-demo')({ method: 'GET', url: `${base}/action-recipe-specifications` })).json() as Array<{ id: string; channels: string[] }>;
      expect(offered.find((spec) => spec.id === 'account-balance-low')?.channels).toEqual(['email']);
      const bySms = await t.as('u-demo')({
        method: 'POST',
        url: `${base}/action-recipes`,
        payload: { specificationId: 'account-balance-low', arrangementId: 'arr-demo-savings', active: true, actions: [{ type: 'sms' }], amount: { amount: '10', currency: 'USD' } },
      });
      expectErrorBody(bySms, 400);
    } finally {
      await publish(latest.version + 1, latest.files, 'back');
    }
  });

  it('creates, reads back, updates and deletes a balance alert', async () => {
    const created = await t.as('u-demo')({
      method: 'POST',
      url: `${base}/action-recipes`,
      payload: { specificationId: 'account-balance-low', arrangementId: 'arr-demo-checking', active: true, actions: [{ type: 'sms' }, { type: 'email' }], amount: { amount: '$250.5', currency: 'USD' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const recipe = created.json() as Recipe;
    expect(recipe).toMatchObject({ specificationId: 'account-balance-low', arrangementId: 'arr-demo-checking', active: true, amount: { amount: '250.50', currency: 'USD' } });
    expect(recipe.actions).toEqual([{ type: 'sms' }, { type: 'email' }]);
    const listed = (await t.as('u-demo')({ method: 'GET', url: `${base}/action-recipes?arrangementId=arr-demo-checking` })).json() as Recipe[];
    expect(listed).toEqual([recipe]);
    const duplicate = await t.as('u-demo')({
      method: 'POST',
      url: `${base}/action-recipes`,
      payload: { specificationId: 'account-balance-low', arrangementId: 'arr-demo-checking', active: true, actions: [], amount: { amount: '1', currency: 'USD' } },
    });
    expect(expectErrorBody(duplicate, 409).key).toBe('action-recipe.exists');
    const updated = await t.as('u-demo')({
      method: 'PUT',
      url: `${base}/action-recipes/${recipe.id}`,
      payload: { active: false, actions: [{ type: 'email' }], amount: { amount: '', currency: 'USD' } },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ active: false, actions: [{ type: 'email' }], amount: { amount: '0.00' } });
    // Another member sees nothing and cannot touch it.
    expect((await t.as('u-newbie')({ method: 'GET', url: `${base}/action-recipes` })).json()).toEqual([]);
    expectErrorBody(await t.as('u-newbie')({ method: 'PUT', url: `${base}/action-recipes/${recipe.id}`, payload: { active: true, actions: [] } }), 404);
    expectErrorBody(await t.as('u-newbie')({ method: 'DELETE', url: `${base}/action-recipes/${recipe.id}` }), 404);
    expect((await t.as('u-demo')({ method: 'DELETE', url: `${base}/action-recipes/${recipe.id}` })).statusCode).toBe(204);
    expect((await t.db.query('select 1 from action_recipes where id = $1', [recipe.id])).length).toBe(0);
  });

  it('creates a transactions alert without an amount; refuses another member’s account (404)', async () => {
    const created = await t.as('u-demo')({
      method: 'POST',
      url: `${base}/action-recipes`,
      payload: { specificationId: 'new-transaction-occurred', arrangementId: 'arr-demo-savings', active: true, actions: [{ type: 'email' }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as Recipe).amount).toBeUndefined();
    expectErrorBody(
      await t.as('u-demo')({
        method: 'POST',
        url: `${base}/action-recipes`,
        payload: { specificationId: 'new-transaction-occurred', arrangementId: 'arr-newbie-checking', active: true, actions: [] },
      }),
      404,
    );
  });

  it('needs Actions and Notifications permissions', async () => {
    await t.db.query(
      `delete from access_group_permissions where resource = 'Notifications'
         and access_group_id in (select id from access_groups where service_agreement_id = 'sa-newbie')`,
    );
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${base}/action-recipes` }), 403);
  });

  it('normalises amounts as spec/2 §5 says', () => {
    expect(normalisedAmount('')).toBe('0.00');
    expect(normalisedAmount('$12')).toBe('12.00');
    expect(normalisedAmount('-$0012.5')).toBe('-12.50');
    expect(normalisedAmount('-0')).toBe('0.00');
  });

  it('rejects bad input', async () => {
    const post = (payload: unknown) => ({ method: 'POST' as const, url: `${base}/action-recipes`, payload: payload as Record<string, unknown> });
    const valid = { specificationId: 'account-balance-low', arrangementId: 'arr-demo-checking', active: true, actions: [{ type: 'sms' }], amount: { amount: '10', currency: 'USD' } };
    await expectBadInputs(t.as('u-demo'), [
      { name: 'amount with three decimals', request: post({ ...valid, amount: { amount: '10.123', currency: 'USD' } }) },
      { name: 'amount with letters', request: post({ ...valid, amount: { amount: '10a', currency: 'USD' } }) },
      { name: 'dollar before minus', request: post({ ...valid, amount: { amount: '$-10', currency: 'USD' } }) },
      { name: 'amount as number', request: post({ ...valid, amount: { amount: 10, currency: 'USD' } }) },
      { name: 'balance alert without amount', request: post({ ...valid, amount: undefined }) },
      { name: 'wrong currency', request: post({ ...valid, amount: { amount: '10', currency: 'EUR' } }) },
      { name: 'unknown channel', request: post({ ...valid, actions: [{ type: 'push' }] }) },
      { name: 'duplicate channel', request: post({ ...valid, actions: [{ type: 'sms' }, { type: 'sms' }] }) },
      { name: 'unknown specification', request: post({ ...valid, specificationId: 'stock-price' }) },
      { name: 'active as string', request: post({ ...valid, active: 'true' }) },
      { name: 'extra field', request: post({ ...valid, userId: 'u-newbie' }) },
      { name: 'bad recipe id', request: { method: 'DELETE', url: `${base}/action-recipes/a%20b` } },
      { name: 'unknown list filter', request: { method: 'GET', url: `${base}/action-recipes?userId=u-newbie` } },
    ]);
  });
});
