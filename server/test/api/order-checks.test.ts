import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, publicUrl, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, expectUnauthorized } from './client-api-checks.js';

const applicationsUrl = '/api/sso/client-api/v1/applications';
const checkOrdersUrl = '/api/sso/client-api/v1/check-orders';
const ordersPath = '/sandbox/harland/orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The stand-in's page the member's new tab opens, from the sso answer's ssourl. */
async function openPrinter(arrangementId = 'arr-demo-checking', userId = 'u-demo') {
  const answer = await t.as(userId)({ method: 'GET', url: `${applicationsUrl}?name=HARLAND&internalArrangementId=${arrangementId}` });
  expect(answer.statusCode, answer.body).toBe(200);
  const { name, ssourl } = answer.json() as { name: string; ssourl: string };
  expect(name).toBe('HARLAND');
  expect(ssourl.startsWith(`${publicUrl}/sandbox/harland/sso?key=`)).toBe(true);
  const path = ssourl.slice(publicUrl.length);
  const page = await t.app.inject({ method: 'GET', url: path });
  return { path, page, token: /name="token" value="([A-Za-z0-9_-]+)"/.exec(page.body)?.[1] ?? '' };
}

function postOrder(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: ordersPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const orderCount = async () => Number((await t.db.query<{ count: string }>('select count(*)::text as count from check_orders'))[0]!.count);

describe('order checks: the sso hand-off to the check printer', () => {
  it('hands over an eligible checking account; the key opens the order form once', async () => {
    const { path, page, token } = await openPrinter();
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Everyday Checking');
    for (const style of ['Classic Blue', 'Mountain Vista', 'Security Gray']) expect(page.body).toContain(style);
    expect(token).not.toBe('');
    const [highest] = await t.db.query<{ number: string }>(
      `select max(check_number::bigint)::text as number from transactions where arrangement_id = 'arr-demo-checking' and check_number ~ '^[0-9]+$'`,
    );
    expect(page.body).toContain(`value="${BigInt(highest!.number) + 1n}"`);
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('data-refusal="used"');
  });

  it('hands over savings only for the configured product numbers', async () => {
    const savings = await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=HARLAND&internalArrangementId=arr-demo-savings` });
    expect(expectErrorBody(savings, 422).key).toBe('sso.arrangement.not-eligible');
    await t.db.query(`update arrangements set product_number = '45' where id = 'arr-demo-money-market'`);
    try {
      const { page } = await openPrinter('arr-demo-money-market');
      expect(page.statusCode, page.body).toBe(200);
      expect(page.body).toContain('Money Market');
    } finally {
      await t.db.query(`update arrangements set product_number = '22' where id = 'arr-demo-money-market'`);
    }
  });

  it('refuses another member’s account and accounts of other kinds', async () => {
    const foreign = await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=HARLAND&internalArrangementId=arr-newbie-checking` });
    expect(expectErrorBody(foreign, 404).key).toBe('arrangement.not-found');
    for (const id of ['arr-demo-auto-loan', 'arr-demo-certificate', 'arr-demo-mastercard']) {
      const refused = await t.as('u-demo')({ method: 'GET', url: `${applicationsUrl}?name=HARLAND&internalArrangementId=${id}` });
      expect(expectErrorBody(refused, 422).key, id).toBe('sso.arrangement.not-eligible');
    }
  });
});

describe('order checks: the stand-in check printer', () => {
  it('records an order once and shows its number and delivery estimate; a replayed form places nothing', async () => {
    const { token } = await openPrinter('arr-demo-checking-bills');
    const before = await orderCount();
    const placed = await postOrder({ token, style: 'mountain-vista', boxes: '2', startingCheckNumber: '5001' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.headers['cache-control']).toBe('no-store');
    expect(placed.body).toContain('Your order has been placed');
    expect(placed.body).toMatch(/HC\d{6}/);
    expect(placed.body).toContain('Estimated delivery');
    expect(placed.body).toContain('Bills Checking');
    expect(placed.body).toContain('5001 – 5240');
    expect(await orderCount()).toBe(before + 1);
    const audits = await t.db.query<{ actor_id: string; subject_id: string; details: { arrangementId: string; serviceAgreementId: string } }>(
      `select actor_id, subject_id, details from audit_events where action = 'check-order.placed' order by id desc limit 1`,
    );
    expect(audits).toEqual([
      expect.objectContaining({ actor_id: 'u-demo', subject_id: 'u-demo', details: expect.objectContaining({ arrangementId: 'arr-demo-checking-bills' }) }),
    ]);
    const replayed = await postOrder({ token, style: 'mountain-vista', boxes: '2', startingCheckNumber: '5001' });
    expect(replayed.statusCode).toBe(410);
    expect(replayed.body).toContain('data-refusal="form"');
    expect(await orderCount()).toBe(before + 1);
    // The next form starts after the checks just ordered.
    const { page } = await openPrinter('arr-demo-checking-bills');
    expect(page.body).toContain('value="5241"');
  });

  it('lets two posts of one form place a single order', async () => {
    const { token } = await openPrinter();
    const before = await orderCount();
    const answers = await Promise.all([1, 2, 3].map(() => postOrder({ token, style: 'classic-blue', boxes: '1', startingCheckNumber: '9001' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410]);
    expect(await orderCount()).toBe(before + 1);
  });

  it('answers bad input with the form and its problems (400), records nothing and keeps the form usable', async () => {
    const { token } = await openPrinter();
    const before = await orderCount();
    const bad: Record<string, string>[] = [
      { style: 'neon-pink', boxes: '1', startingCheckNumber: '3001' },
      { style: 'classic-blue', boxes: '0', startingCheckNumber: '3001' },
      { style: 'classic-blue', boxes: '9', startingCheckNumber: '3001' },
      { style: 'classic-blue', boxes: 'two', startingCheckNumber: '3001' },
      { style: 'classic-blue', boxes: '1', startingCheckNumber: 'abc' },
      { style: 'classic-blue', boxes: '1', startingCheckNumber: '0' },
      { style: 'classic-blue', boxes: '1', startingCheckNumber: '-5' },
      { style: 'classic-blue', boxes: '1', startingCheckNumber: '1234567890' },
      { boxes: '1', startingCheckNumber: '3001' },
    ];
    for (const fields of bad) {
      const answer = await postOrder({ token, ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toContain('Please correct the order below.');
      expect(answer.body).toContain(`value="${token}"`);
    }
    const escaped = await postOrder({ token, style: 'classic-blue', boxes: '1', startingCheckNumber: '<script>' });
    expect(escaped.statusCode).toBe(400);
    expect(escaped.body).not.toContain('<script>');
    expect(escaped.body).toContain('value="&#60;script&#62;"');
    expect(await orderCount()).toBe(before);
    expect((await postOrder({ token, style: 'security-gray', boxes: '4', startingCheckNumber: '3001' })).statusCode).toBe(200);
  });

  it('refuses forms it never issued and expired ones', async () => {
    expect((await postOrder({ token: 'A'.repeat(43), style: 'classic-blue', boxes: '1', startingCheckNumber: '1' })).statusCode).toBe(410);
    expect((await postOrder({ token: '<x>', style: 'classic-blue', boxes: '1', startingCheckNumber: '1' })).statusCode).toBe(400);
    const { token } = await openPrinter();
    await t.db.query(`update check_order_forms set expires_at = now() - interval '1 second' where used_at is null`);
    const before = await orderCount();
    expect((await postOrder({ token, style: 'classic-blue', boxes: '1', startingCheckNumber: '7001' })).statusCode).toBe(410);
    expect(await orderCount()).toBe(before);
  });
});

describe('GET check-orders', () => {
  it('lists the member’s own orders, newest first, in the contract’s shape', async () => {
    const { token } = await openPrinter('arr-newbie-checking', 'u-newbie');
    expect((await postOrder({ token, style: 'aspen-gold', boxes: '1', startingCheckNumber: '101' })).statusCode).toBe(200);
    const demo = await t.as('u-demo')({ method: 'GET', url: checkOrdersUrl });
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.headers['cache-control']).toBe('no-store');
    const { checkOrders } = expectConformsToContract('GET', '/sso/client-api/v1/check-orders', demo) as { checkOrders: { arrangementId: string; styleName: string; status: string; placedDate: string }[] };
    expect(checkOrders.length).toBeGreaterThan(0);
    expect(checkOrders.every((order) => order.arrangementId.startsWith('arr-demo-'))).toBe(true);
    expect(checkOrders.every((order) => order.status === 'PLACED')).toBe(true);
    const newbie = (await t.as('u-newbie')({ method: 'GET', url: checkOrdersUrl })).json() as { checkOrders: { arrangementId: string; styleName: string; startingCheckNumber: string; endingCheckNumber: string }[] };
    expect(newbie.checkOrders).toEqual([
      expect.objectContaining({ arrangementId: 'arr-newbie-checking', styleName: 'Aspen Gold', startingCheckNumber: '101', endingCheckNumber: '220' }),
    ]);
    const one = (await t.as('u-demo')({ method: 'GET', url: `${checkOrdersUrl}?size=1` })).json() as { checkOrders: unknown[] };
    expect(one.checkOrders).toHaveLength(1);
  });

  it('follows the printer’s dates: shipped, then delivered', async () => {
    const { token } = await openPrinter('arr-newbie-checking', 'u-newbie');
    expect((await postOrder({ token, style: 'classic-blue', boxes: '1', startingCheckNumber: '221' })).statusCode).toBe(200);
    await t.db.query(`update check_orders set ships_on = current_date - 1, delivered_by = current_date + 3 where starting_check_number = 221`);
    const statusOf = async () =>
      ((await t.as('u-newbie')({ method: 'GET', url: checkOrdersUrl })).json() as { checkOrders: { startingCheckNumber: string; status: string }[] }).checkOrders.find(
        (order) => order.startingCheckNumber === '221',
      )?.status;
    expect(await statusOf()).toBe('SHIPPED');
    await t.db.query(`update check_orders set delivered_by = current_date where starting_check_number = 221`);
    expect(await statusOf()).toBe('DELIVERED');
  });

  it('needs a token and Product Summary view, and refuses bad input', async () => {
    await expectUnauthorized(t, { method: 'GET', url: checkOrdersUrl });
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: checkOrdersUrl }), 403);
    await expectBadInputs(t.as('u-demo'), [
      { name: 'size zero', request: { method: 'GET', url: `${checkOrdersUrl}?size=0` } },
      { name: 'size too large', request: { method: 'GET', url: `${checkOrdersUrl}?size=51` } },
      { name: 'size not a number', request: { method: 'GET', url: `${checkOrdersUrl}?size=ten` } },
      { name: 'unknown parameter', request: { method: 'GET', url: `${checkOrdersUrl}?accountId=arr-newbie-checking` } },
    ]);
  });
});
