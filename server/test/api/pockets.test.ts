import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../src/ledger/index.js';
import type { PaymentsConfig } from '../../src/payments/config.js';
import { createTestApp, type TestApp } from '../harness.js';
import { ledgerBalance, memberTotal, orderBody, paymentsConfig, transfer, type Call } from '../payments-helpers.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, revokePrivilege, toCents } from './client-api-checks.js';

const pocketsUrl = '/api/pocket-tailor/client-api/v2/pockets';
const summaryUrl = '/api/arrangement-manager/client-api/v2/productsummary';
const checking = 'arr-demo-checking';
const savings = 'arr-demo-savings';

let t: TestApp;
let demo: Call;
let config: PaymentsConfig;
beforeAll(async () => {
  t = await createTestApp();
  demo = t.as('u-demo');
  config = await paymentsConfig();
});
afterAll(async () => {
  await t.close();
});

interface PocketAnswer {
  id: string;
  arrangementId: string;
  parentArrangementId: string;
  name: string;
  icon: string;
  goal?: { amountCurrency: { amount: string; currencyCode: string }; deadline?: string; progress: number };
  balance: { amount: string; currencyCode: string };
}

async function createPocket(name: string, extra: Record<string, unknown> = {}): Promise<PocketAnswer> {
  const response = await demo({ method: 'POST', url: pocketsUrl, payload: { name, icon: 'CarOutlined', parentArrangementId: savings, ...extra } });
  expect(response.statusCode, response.body).toBe(201);
  return expectConformsToContract('POST', '/pocket-tailor/client-api/v2/pockets', response) as PocketAnswer;
}

/** Validate then submit, as the pockets page does; the submit's answer. */
async function move(from: string, to: string, amount: string) {
  const { validate, submit } = await transfer(demo, orderBody({ from, to, amount }));
  return { validate, submit, status: submit ? (submit.json() as { status: string }).status : undefined };
}

const cents = async (arrangementId: string) => toCents(await ledgerBalance(t.db, arrangementId));

describe('pocket-tailor: create, list, rename', () => {
  it('creates a pocket under a savings account, lists it with its goal progress and renames it', async () => {
    const pocket = await createPocket('Vacation', { goal: { amountCurrency: { amount: '1500.00', currencyCode: 'USD' }, deadline: '2099-06-30' } });
    expect(pocket).toMatchObject({
      name: 'Vacation',
      icon: 'CarOutlined',
      parentArrangementId: savings,
      balance: { amount: '0.00', currencyCode: 'USD' },
      goal: { amountCurrency: { amount: '1500.00', currencyCode: 'USD' }, deadline: '2099-06-30', progress: 0 },
    });
    expect((await move(checking, pocket.arrangementId, '375.00')).status).toBe('PROCESSED');

    const list = await demo({ method: 'GET', url: pocketsUrl });
    const { pockets } = expectConformsToContract('GET', '/pocket-tailor/client-api/v2/pockets', list) as { pockets: PocketAnswer[] };
    expect(pockets.find((item) => item.id === pocket.id)).toMatchObject({ balance: { amount: '375.00' }, goal: { progress: 25 } });

    const renamed = await demo({
      method: 'PUT',
      url: `${pocketsUrl}/${pocket.id}`,
      payload: { name: '  Summer trip ', icon: 'HomeOutlined', goal: { amountCurrency: { amount: '2000.00', currencyCode: 'USD' } } },
    });
    expect(expectConformsToContract('PUT', '/pocket-tailor/client-api/v2/pockets/{pocketId}', renamed)).toMatchObject({
      name: 'Summer trip',
      icon: 'HomeOutlined',
      goal: { amountCurrency: { amount: '2000.00' }, progress: 18 },
    });
    const one = await demo({ method: 'GET', url: `${pocketsUrl}/${pocket.id}` });
    expect((expectConformsToContract('GET', '/pocket-tailor/client-api/v2/pockets/{pocketId}', one) as PocketAnswer).name).toBe('Summer trip');
  });

  it('refuses bad input with a keyed error, and lists the pocket under its parent in the product summary', async () => {
    const pocket = await createPocket('Rainy day');
    const create = (payload: Record<string, unknown>) => ({ method: 'POST' as const, url: pocketsUrl, payload: { name: 'New', icon: 'CarOutlined', parentArrangementId: savings, ...payload } });
    await expectBadInputs(demo, [
      { name: 'no name', request: create({ name: ' ' }) },
      { name: 'name too long', request: create({ name: 'x'.repeat(41) }) },
      { name: 'unknown field', request: create({ colour: 'red' }) },
      { name: 'bad goal amount', request: create({ goal: { amountCurrency: { amount: '-5', currencyCode: 'USD' } } }) },
      { name: 'unknown parent', request: create({ parentArrangementId: 'arr-nope' }), status: 404 },
      { name: 'unknown pocket', request: { method: 'PUT', url: `${pocketsUrl}/pocket-nope`, payload: { name: 'X', icon: 'CarOutlined' } }, status: 404 },
    ]);
    const refusals: [Record<string, unknown>, string][] = [
      [{ icon: 'FireOutlined' }, 'pockets.icon.unknown'],
      [{ name: 'rainy DAY' }, 'pockets.name.taken'],
      [{ parentArrangementId: checking }, 'pockets.parent.not-eligible'],
      [{ goal: { amountCurrency: { amount: '25000.01', currencyCode: 'USD' } } }, 'pockets.goal.too-high'],
      [{ goal: { amountCurrency: { amount: '100', currencyCode: 'EUR' } } }, 'pockets.goal.currency'],
      [{ goal: { amountCurrency: { amount: '100', currencyCode: 'USD' }, deadline: '2020-01-01' } }, 'pockets.deadline.past'],
    ];
    for (const [payload, key] of refusals) {
      const response = await demo(create(payload));
      expect(expectErrorBody(response, 400).key, JSON.stringify(payload)).toBe(key);
    }

    const summary = (await demo({ method: 'GET', url: summaryUrl })).json() as {
      savingsAccounts: { products: { id: string; subArrangements?: { id: string; parentId: string; productKindName: string }[] }[] };
      customProductKinds: unknown[];
    };
    const parent = summary.savingsAccounts.products.find((product) => product.id === savings);
    expect(parent?.subArrangements?.find((sub) => sub.id === pocket.arrangementId)).toMatchObject({ parentId: savings, productKindName: 'Pocket' });
    expect(summary.customProductKinds).toEqual([]);
  });

  it('answers 404 for another member’s pocket and 403 without the privilege', async () => {
    const pocket = await createPocket('Not yours');
    const newbie = t.as('u-newbie');
    expect(expectErrorBody(await newbie({ method: 'GET', url: `${pocketsUrl}/${pocket.id}` }), 404).key).toBe('pockets.not-found');
    expect((await newbie({ method: 'GET', url: pocketsUrl })).json()).toEqual({ pockets: [] });
    expectErrorBody(await newbie({ method: 'POST', url: `${pocketsUrl}/closed`, payload: { id: pocket.id } }), 404);
    expectErrorBody(await newbie({ method: 'PUT', url: `${pocketsUrl}/${pocket.id}`, payload: { name: 'Mine', icon: 'CarOutlined' } }), 404);
    // Nor can another member move money in or out of it: its id names no account of theirs.
    const { validate } = await transfer(newbie, orderBody({ from: 'arr-newbie-checking', to: pocket.arrangementId, amount: '1.00' }));
    expect(expectErrorBody(validate, 400).errors).toContainEqual(expect.objectContaining({ key: 'payment.counterparty.invalid' }));

    await revokePrivilege(t, 'u-limited', 'Personal Finance Management', 'Manage Pockets', 'view');
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: pocketsUrl }), 403);
  });
});

describe('pocket-tailor: money in and out by payment orders', () => {
  it('adds money and moves it back with exact balances on both sides, and never goes below zero', async () => {
    const pocket = await createPocket('Car fund');
    const total = await memberTotal(t.db);
    const before = await cents(checking);
    expect((await move(checking, pocket.arrangementId, '100.00')).status).toBe('PROCESSED');
    expect(await cents(checking)).toBe(before - 10_000n);
    expect(await cents(pocket.arrangementId)).toBe(10_000n);
    expect((await move(pocket.arrangementId, checking, '40.25')).status).toBe('PROCESSED');
    expect(await cents(checking)).toBe(before - 5_975n);
    expect(await cents(pocket.arrangementId)).toBe(5_975n);

    const tooMuch = await move(pocket.arrangementId, checking, '59.76');
    expect(expectErrorBody(tooMuch.validate, 400).errors).toContainEqual(expect.objectContaining({ key: 'payment.amount.insufficient-funds', context: { limit: '59.75' } }));
    const scheduled = await transfer(demo, orderBody({ from: checking, to: pocket.arrangementId, amount: '1.00', date: '2099-01-05' }));
    expect(expectErrorBody(scheduled.validate, 400).errors).toContainEqual(expect.objectContaining({ key: 'payment.pocket.today-only', message: config.messages['payment.pocket.today-only'] }));
    expect(await cents(pocket.arrangementId)).toBe(5_975n);
    expect(await memberTotal(t.db)).toBe(total);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses to take a pocket above the configured maximum', async () => {
    const pocket = await createPocket('Big one');
    await t.db.query(`update ledger_accounts set ceiling = 50 where arrangement_id = $1`, [pocket.arrangementId]);
    expect((await move(checking, pocket.arrangementId, '30.00')).status).toBe('PROCESSED');
    const over = await move(checking, pocket.arrangementId, '20.01');
    expect(expectErrorBody(over.validate, 400).errors).toContainEqual(
      expect.objectContaining({ key: 'payment.amount.pocket-maximum', context: { limit: '50.00', remaining: '20.00' } }),
    );
    expect((await move(checking, pocket.arrangementId, '20.00')).status).toBe('PROCESSED');
    expect(await cents(pocket.arrangementId)).toBe(5_000n);
  });

  it('closes a pocket: the whole balance goes to the chosen account, and no money moves in or out afterwards', async () => {
    const pocket = await createPocket('Concert');
    expect((await move(checking, pocket.arrangementId, '100.00')).status).toBe('PROCESSED');
    const checkingBefore = await cents(checking);
    const reviewedIn = await demo({ method: 'POST', url: '/api/payment-order-service/client-api/v3/payment-orders/validate', payload: orderBody({ from: checking, to: pocket.arrangementId, amount: '5.00' }) });
    expect(reviewedIn.statusCode).toBe(200);

    const closed = await demo({ method: 'POST', url: `${pocketsUrl}/closed`, payload: { id: pocket.id, arrangementId: checking } });
    expect(expectConformsToContract('POST', '/pocket-tailor/client-api/v2/pockets/closed', closed)).toMatchObject({
      id: pocket.id,
      returned: { amount: '100.00', currencyCode: 'USD' },
      arrangementId: checking,
    });
    expect(await cents(checking)).toBe(checkingBefore + 10_000n);
    expect(await cents(pocket.arrangementId)).toBe(0n);
    expect(((await demo({ method: 'GET', url: pocketsUrl })).json() as { pockets: PocketAnswer[] }).pockets.map((item) => item.id)).not.toContain(pocket.id);
    expectErrorBody(await demo({ method: 'GET', url: `${pocketsUrl}/${pocket.id}` }), 404);
    expectErrorBody(await demo({ method: 'POST', url: `${pocketsUrl}/closed`, payload: { id: pocket.id } }), 404);

    // A move reviewed before the close is refused at submit; a new one is refused at review.
    const lateSubmit = await demo({
      method: 'POST',
      url: '/api/payment-order-service/client-api/v3/payment-orders',
      payload: { ...orderBody({ from: checking, to: pocket.arrangementId, amount: '5.00' }), id: (reviewedIn.json() as { id: string }).id },
    });
    expect(lateSubmit.statusCode).toBeGreaterThanOrEqual(400);
    for (const [from, to] of [[checking, pocket.arrangementId], [pocket.arrangementId, checking]] as const) {
      expect((await move(from, to, '1.00')).validate.statusCode).toBe(400);
    }
    expect(await cents(pocket.arrangementId)).toBe(0n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('closes into its parent by default and refuses an account that cannot take the money, leaving the pocket open', async () => {
    const pocket = await createPocket('Gifts');
    expect((await move(checking, pocket.arrangementId, '12.34')).status).toBe('PROCESSED');
    const refused = await demo({ method: 'POST', url: `${pocketsUrl}/closed`, payload: { id: pocket.id, arrangementId: 'arr-newbie-checking' } });
    expect(expectErrorBody(refused, 400).key).toBe('payment.counterparty.invalid');
    expect(await cents(pocket.arrangementId)).toBe(1_234n);

    const parentBefore = await cents(savings);
    const closed = await demo({ method: 'POST', url: `${pocketsUrl}/closed`, payload: { id: pocket.id } });
    expect(closed.json()).toMatchObject({ returned: { amount: '12.34' }, arrangementId: savings });
    expect(await cents(savings)).toBe(parentBefore + 1_234n);
  });
});
