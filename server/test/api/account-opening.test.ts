import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { fromCents, ledgerProblems, toCents } from '../../src/ledger/index.js';
import type { PaymentsConfig } from '../../src/payments/config.js';
import { systemAuthor, VersionStore } from '../../src/config/versions.js';
import { createTestApp, type TestApp } from '../harness.js';
import { denverToday, ledgerBalance, memberTotal, ordersUrl, paymentsConfig, validateUrl, type Call } from '../payments-helpers.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody } from './client-api-checks.js';

// Opening a new account (spec/3 §2–§5, §8): a payment order whose purpose is NewAccount, checked
// against config/products.json, opening the account and moving its deposit in one transaction.

const profileUrl = '/api/user-manager/client-api/v2/users/me/profile';
const summaryUrl = '/api/arrangement-manager/client-api/v2/productsummary';
const contextUrl = '/api/arrangement-manager/client-api/v2/productsummary/context/arrangements';

let t: TestApp;
let config: PaymentsConfig;
beforeAll(async () => {
  t = await createTestApp();
  config = await paymentsConfig();
});
afterAll(async () => {
  await t.close();
});

/** The wizard's order (spec/3 §3): to a fixed placeholder account, the product in purposeOfPayment. */
function openingBody(options: { from: string; typeId: number | string; amount: string; freeText?: string }): Record<string, unknown> {
  return {
    paymentType: 'INTERNAL_TRANSFER',
    paymentMode: 'SINGLE',
    instructionPriority: 'NORM',
    requestedExecutionDate: denverToday(),
    originatorAccount: { identification: { identification: options.from, schemeName: 'ID' }, name: 'Checking' },
    transferTransactionInformation: {
      instructedAmount: { amount: options.amount, currencyCode: 'USD' },
      counterparty: { name: 'New Share Account', role: 'CREDITOR' },
      counterpartyAccount: { identification: { identification: 'new-account', schemeName: 'ID' } },
      purposeOfPayment: { code: options.typeId, freeText: options.freeText ?? 'NewAccount' },
    },
  };
}

async function open(call: Call, body: Record<string, unknown>): Promise<{ validate: LightMyRequestResponse; submit?: LightMyRequestResponse; id?: string }> {
  const validate = await call({ method: 'POST', url: validateUrl, payload: body });
  if (validate.statusCode !== 200) return { validate };
  const { id } = validate.json() as { id: string };
  return { validate, submit: await call({ method: 'POST', url: ordersUrl, payload: { ...body, id } }), id };
}

async function accountsOfType(legalEntityId: string, typeId: number) {
  return t.db.query<{ id: string; name: string; state: string; product_kind: string; details: { additions: Record<string, string> } }>(
    `select a.id, a.name, a.state, pk.summary_key as product_kind, a.details from arrangements a join product_kinds pk on pk.id = a.product_kind_id
      where a.legal_entity_id = $1 and a.external_type_id = $2 order by a.created_at, a.id`,
    [legalEntityId, typeId],
  );
}

async function profileOf(userId: string) {
  const response = await t.as(userId)({ method: 'GET', url: profileUrl });
  expect(response.statusCode).toBe(200);
  return (response.json() as { additions: { eligibleForNewAccount: string; btpLimitReached: string; customerCode: string } }).additions;
}

function expectRefusal(response: LightMyRequestResponse, key: string, context?: Record<string, unknown>) {
  const body = expectErrorBody(response, 400);
  expect(body.key).toBe(key);
  expect(body.message).toBe(config.messages[key]);
  if (context) expect(body.errors[0]).toMatchObject({ key, context });
}

describe('opening a new account with a NewAccount payment order', () => {
  it('opens a Secondary Share funded with $25 from checking: in the product summary with $25.00, checking $25 lower', async () => {
    const call = t.as('u-newbie');
    const before = await ledgerBalance(t.db, 'arr-newbie-checking');
    const total = await memberTotal(t.db);
    const { validate, submit } = await open(call, openingBody({ from: 'arr-newbie-checking', typeId: 1, amount: '25.00' }));
    expect(validate.statusCode, validate.body).toBe(200);
    expectConformsToContract('POST', '/payment-order-service/client-api/v3/payment-orders/validate', validate);
    expect(submit?.statusCode, submit?.body).toBe(202);
    expect(expectConformsToContract('POST', '/payment-order-service/client-api/v3/payment-orders', submit!)).toMatchObject({
      status: 'PROCESSED',
      bankStatus: 'PROCESSED',
    });
    const [account, ...others] = await accountsOfType('le-riley-chen', 1);
    expect(others).toEqual([]);
    expect(account).toMatchObject({ name: 'Secondary Share Savings', state: 'Active', product_kind: 'savingsAccounts' });
    expect(account!.details.additions.accountCode).toBe('S14');
    expect(toCents(await ledgerBalance(t.db, 'arr-newbie-checking'))).toBe(toCents(before) - 2500n);
    expect(await memberTotal(t.db)).toBe(total);
    expect(await ledgerProblems(t.db)).toEqual([]);

    const summary = (await call({ method: 'GET', url: summaryUrl })).json() as {
      savingsAccounts?: { products: { id: string; name: string; bookedBalance: string | number; product?: { externalTypeId?: string } }[] };
    };
    const listed = summary.savingsAccounts?.products.find((product) => product.id === account!.id);
    expect(listed?.name).toBe('Secondary Share Savings');
    expect(toCents(String(listed?.bookedBalance))).toBe(2500n);
    const context = (await call({ method: 'GET', url: `${contextUrl}?businessFunction=A2A%20Transfer&resourceName=Payments&privilege=create&debitAccount=true` })).json() as {
      id: string;
      product?: { externalTypeId?: string };
    }[];
    expect(context.find((item) => item.id === account!.id)?.product?.externalTypeId).toBe('1');
    const [agreement] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from service_agreement_arrangements where service_agreement_id = 'sa-newbie' and arrangement_id = $1`,
      [account!.id],
    );
    expect(agreement?.n).toBe(1);
  });

  it('records the Courtesy Pay choice of a checking product from the freeText', async () => {
    const { submit } = await open(t.as('u-newbie'), openingBody({ from: 'arr-newbie-checking', typeId: 26, amount: '5.00', freeText: 'NewAccount-Y-N' }));
    expect(submit?.json()).toMatchObject({ status: 'PROCESSED' });
    const [account] = await accountsOfType('le-riley-chen', 26);
    expect(account).toMatchObject({ name: 'Smart Money Checking', product_kind: 'currentAccounts' });
    expect(account!.details.additions).toMatchObject({ courtesyPayDebitCard: 'true', courtesyPayAch: 'false' });
    expect(await profileOf('u-newbie')).toMatchObject({ btpLimitReached: '26', eligibleForNewAccount: 'true', customerCode: '100377902' });
  });

  it('refuses a deposit below the product minimum', async () => {
    const { validate } = await open(t.as('u-newbie'), openingBody({ from: 'arr-newbie-checking', typeId: 22, amount: '4.99' }));
    expectRefusal(validate, 'payment.new-account.amount.below-minimum', { limit: '5.00' });
  });

  it('applies a minimum published after the catalogue was first read to the next order', async () => {
    const body = openingBody({ from: 'arr-newbie-checking', typeId: 1, amount: '10.00' });
    expect((await t.as('u-newbie')({ method: 'POST', url: validateUrl, payload: body })).statusCode).toBe(200);
    const versions = new VersionStore(t.db);
    const latest = (await versions.latest('default'))!;
    const products = structuredClone(latest.files['products.json']) as { products: { typeId: number; minimumBalanceRequired: string }[] };
    products.products.find((product) => product.typeId === 1)!.minimumBalanceRequired = '50.00';
    await versions.create({
      tenant: 'default',
      baseVersion: latest.version,
      files: { ...latest.files, 'products.json': products },
      author: systemAuthor,
      comment: 'Secondary Share opens with $50',
      kind: 'publish',
    });
    const { validate } = await open(t.as('u-newbie'), body);
    expectRefusal(validate, 'payment.new-account.amount.below-minimum', { limit: '50.00' });
    await versions.create({ tenant: 'default', baseVersion: latest.version + 1, files: latest.files, author: systemAuthor, comment: 'back', kind: 'publish' });
  });

  it('refuses a product the member already holds the maximum of, which the profile lists', async () => {
    expect((await profileOf('u-demo')).btpLimitReached.split(',')).toContain('26');
    const { validate } = await open(t.as('u-demo'), openingBody({ from: 'arr-demo-checking', typeId: 26, amount: '10.00', freeText: 'NewAccount-N-N' }));
    expectRefusal(validate, 'payment.new-account.limit-reached', { limit: 1 });
  });

  it('refuses a member the credit union does not let open accounts', async () => {
    expect((await profileOf('u-limited')).eligibleForNewAccount).toBe('false');
    const { validate } = await open(t.as('u-limited'), openingBody({ from: 'arr-limited-checking', typeId: 1, amount: '10.00' }));
    expectRefusal(validate, 'payment.new-account.ineligible');
  });

  it('keeps the account, unfunded, when the deposit fails at execution: ACCOUNT_CREATED', async () => {
    const call = t.as('u-newbie');
    const spendable = async () => {
      const [row] = await t.db.query<{ spendable: string }>(
        `select (balance + held - floor)::text as spendable from ledger_accounts where arrangement_id = 'arr-newbie-checking'`,
      );
      return row!.spendable;
    };
    const all = await spendable();
    // Both reviewed while the money is there; the first takes it all before the second executes.
    const first = openingBody({ from: 'arr-newbie-checking', typeId: 22, amount: all });
    const second = openingBody({ from: 'arr-newbie-checking', typeId: 13, amount: all, freeText: 'NewAccount-N-N' });
    const reviews = await Promise.all([first, second].map((body) => call({ method: 'POST', url: validateUrl, payload: body })));
    expect(reviews.map((review) => review.statusCode)).toEqual([200, 200]);
    const ids = reviews.map((review) => (review.json() as { id: string }).id);
    expect((await call({ method: 'POST', url: ordersUrl, payload: { ...first, id: ids[0] } })).json()).toMatchObject({ status: 'PROCESSED' });
    const failed = await call({ method: 'POST', url: ordersUrl, payload: { ...second, id: ids[1] } });
    expect(failed.statusCode).toBe(202);
    expect(expectConformsToContract('POST', '/payment-order-service/client-api/v3/payment-orders', failed)).toMatchObject({
      status: 'REJECTED',
      reasonText: 'ACCOUNT_CREATED',
      errorDescription: config.messages['payment.new-account.funding-failed'],
    });
    const [account] = await accountsOfType('le-riley-chen', 13).then((rows) => rows.slice(1));
    expect(account).toMatchObject({ name: 'Everyday Money Checking', state: 'Pending Funding' });
    expect(await ledgerBalance(t.db, account!.id)).toBe('0.00');
    expect(toCents(await spendable())).toBe(0n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('opens one account when the same reviewed order is submitted twice, at once and again later', async () => {
    const call = t.as('u-demo');
    const body = openingBody({ from: 'arr-demo-checking', typeId: 22, amount: '15.00' });
    const before = { accounts: (await accountsOfType('le-jordan-smith', 22)).length, source: await ledgerBalance(t.db, 'arr-demo-checking') };
    const validate = await call({ method: 'POST', url: validateUrl, payload: body });
    const { id } = validate.json() as { id: string };
    const submits = await Promise.all([0, 1].map(() => call({ method: 'POST', url: ordersUrl, payload: { ...body, id } })));
    const again = await call({ method: 'POST', url: ordersUrl, payload: { ...body, id } });
    expect(submits.map((submit) => submit.json())).toEqual([again.json(), again.json()]);
    expect(again.json()).toMatchObject({ status: 'PROCESSED' });
    expect(await accountsOfType('le-jordan-smith', 22)).toHaveLength(before.accounts + 1);
    expect(toCents(await ledgerBalance(t.db, 'arr-demo-checking'))).toBe(toCents(before.source) - 1500n);
  });

  it('rejects bad input and unknown products in the platform error shape', async () => {
    const call = t.as('u-demo');
    const good = openingBody({ from: 'arr-demo-checking', typeId: 1, amount: '10.00' });
    const withPurpose = (purpose: unknown) => ({
      ...good,
      transferTransactionInformation: { ...(good.transferTransactionInformation as object), purposeOfPayment: purpose },
    });
    await expectBadInputs(call, [
      { name: 'purpose code an object', request: { method: 'POST', url: validateUrl, payload: withPurpose({ code: { id: 1 }, freeText: 'NewAccount' }) } },
      { name: 'purpose with an unknown field', request: { method: 'POST', url: validateUrl, payload: withPurpose({ code: 1, freeText: 'NewAccount', extra: true }) } },
      { name: 'freeText empty', request: { method: 'POST', url: validateUrl, payload: withPurpose({ code: 1, freeText: '' }) } },
      { name: 'amount not a number', request: { method: 'POST', url: validateUrl, payload: { ...good, transferTransactionInformation: { ...(good.transferTransactionInformation as object), instructedAmount: { amount: 'ten', currencyCode: 'USD' } } } } },
    ]);
    expectRefusal((await open(call, openingBody({ from: 'arr-demo-checking', typeId: 999, amount: '10.00' }))).validate, 'payment.new-account.product.unknown');
    expectRefusal((await open(call, openingBody({ from: 'arr-demo-checking', typeId: 'abc', amount: '10.00' }))).validate, 'payment.new-account.product.unknown');
    // Courtesy Pay belongs to checking: a savings product with a choice, or a checking one without, is refused.
    expectRefusal((await open(call, openingBody({ from: 'arr-demo-checking', typeId: 1, amount: '10.00', freeText: 'NewAccount-Y-Y' }))).validate, 'payment.new-account.option.invalid');
    expectRefusal((await open(call, openingBody({ from: 'arr-demo-checking', typeId: 13, amount: '10.00', freeText: 'NewAccount' }))).validate, 'payment.new-account.option.invalid');
    // From another member's account, or from an account money may not leave.
    expectRefusal((await open(call, openingBody({ from: 'arr-newbie-checking', typeId: 1, amount: '10.00' }))).validate, 'payment.originator.invalid');
    expectRefusal((await open(call, openingBody({ from: 'arr-demo-visa', typeId: 1, amount: '10.00' }))).validate, 'payment.originator.invalid');
  });
});

describe('simultaneous openings', () => {
  it('opens exactly 5 of 10 simultaneous Money Market openings against a maximum of 5', async () => {
    // A fresh database: the member starts with none of the product.
    const fresh = await createTestApp();
    try {
      const base = await fresh.app.listen({ port: 0, host: '127.0.0.1' });
      const token = await fresh.tokenFor('u-newbie', { expiresInSeconds: 600 });
      const headers = {
        cookie: 'XSRF-TOKEN=concurrency',
        'x-xsrf-token': 'concurrency',
        'content-type': 'application/json',
      };
      const post = async (path: string, body: unknown) => {
        const credentials = await fresh.authorize(token, { method: 'POST', url: path });
        const response = await fetch(base + path, { method: 'POST', headers: { ...headers, ...credentials }, body: JSON.stringify(body) });
        return { status: response.status, body: (await response.json()) as { id?: string; status?: string; errors?: { key: string }[] } };
      };
      const before = await ledgerBalance(fresh.db, 'arr-newbie-checking');
      const bodies = Array.from({ length: 10 }, () => openingBody({ from: 'arr-newbie-checking', typeId: 22, amount: '5.00' }));
      const reviews = await Promise.all(bodies.map((body) => post(validateUrl, body)));
      expect(reviews.every((review) => review.status === 200)).toBe(true);
      const answers = await Promise.all(bodies.map((body, index) => post(ordersUrl, { ...body, id: reviews[index]!.body.id })));
      const processed = answers.filter((answer) => answer.status === 202 && answer.body.status === 'PROCESSED');
      expect(processed).toHaveLength(5);
      for (const answer of answers.filter((item) => !processed.includes(item))) {
        expect(answer.body).toMatchObject({ status: 'REJECTED', errors: [{ key: 'payment.new-account.limit-reached' }] });
      }
      const [held] = await fresh.db.query<{ n: number }>(`select count(*)::int as n from arrangements where legal_entity_id = 'le-riley-chen' and external_type_id = 22`);
      expect(held?.n).toBe(5);
      expect(toCents(await ledgerBalance(fresh.db, 'arr-newbie-checking'))).toBe(toCents(before) - 2500n);
      expect(fromCents(toCents(before) - 2500n)).toBe(await ledgerBalance(fresh.db, 'arr-newbie-checking'));
      expect(await ledgerProblems(fresh.db)).toEqual([]);
      const profile = await fresh.as('u-newbie')({ method: 'GET', url: profileUrl });
      expect((profile.json() as { additions: { btpLimitReached: string } }).additions.btpLimitReached).toBe('22');
    } finally {
      await fresh.close();
    }
  }, 120_000);
});

describe('product marketing pages', () => {
  it('serves each product’s page from the tenant’s catalogue, framable by the app only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/marketing/1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Secondary Share');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(page.headers['content-security-policy'])).not.toContain('script-src');
    const mesa = await t.app.inject({ method: 'GET', url: '/sandbox/marketing/1', headers: { host: 'mesa-peak.localhost' } });
    expect(mesa.body).toContain('Goal Savings');
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/marketing/26', headers: { host: 'mesa-peak.localhost' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/marketing/999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/marketing/abc' })).statusCode).toBe(400);
  });

  it('hands the app each tenant’s catalogue in its configuration bundle', async () => {
    const products = (bundle: { products?: { products?: { typeId: number; minimumBalanceRequired: string }[] } }) =>
      bundle.products?.products?.map((product) => [product.typeId, product.minimumBalanceRequired]);
    expect(products((await t.app.inject({ method: 'GET', url: '/config/bundle' })).json())).toEqual([[1, '5.00'], [26, '5.00'], [13, '5.00'], [22, '5.00']]);
    const mesa = await t.app.inject({ method: 'GET', url: '/config/bundle', headers: { host: 'mesa-peak.localhost' } });
    expect(products(mesa.json())).toEqual([[1, '25.00'], [13, '25.00']]);
  });

  it('checks an opening against the tenant’s own minimum', async () => {
    const call = t.as('u-demo');
    const body = openingBody({ from: 'arr-demo-checking', typeId: 1, amount: '10.00' });
    const mesa = await call({ method: 'POST', url: validateUrl, payload: body, headers: { host: 'mesa-peak.localhost' } });
    expectRefusal(mesa, 'payment.new-account.amount.below-minimum', { limit: '25.00' });
  });
});
