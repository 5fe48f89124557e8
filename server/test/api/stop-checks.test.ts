import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../src/ledger/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, expectUnauthorized, revokePrivilege, toCents } from './client-api-checks.js';

const stopChecksUrl = '/api/stop-checks/client-api/v1/stop-checks';
const presentUrl = '/sandbox/checks/present';
const checking = 'arr-demo-checking';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface StopCheckAnswer {
  id: string;
  status: string;
  reason: string;
  check: { number: string; endNumber?: string; amount?: string; payee?: string };
  originatorAccount: { name: string; identification: string; schemeName: string };
  dateOfRequest: string;
  expirationDate: string;
  fee: { amount: string; currencyCode: string };
  returnedChecks: { number: string; amount: { amount: string }; payee?: string; returnedOn: string }[];
}

function stopBody(check: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return {
    requestId: randomUUID(),
    originatorAccount: { identification: checking, schemeName: 'ID' },
    check,
    reason: 'stopChecks.reason.lost',
    ...overrides,
  };
}

async function balanceOf(arrangementId: string): Promise<bigint> {
  const [row] = await t.db.query<{ balance: string }>(
    `select la.balance::text as balance from ledger_accounts la where la.arrangement_id = $1`,
    [arrangementId],
  );
  return toCents(row!.balance);
}

/** The highest check number the account has paid: the seeded history ends just below the next one. */
async function lastPaidCheck(arrangementId = checking): Promise<number> {
  const [row] = await t.db.query<{ last: string }>(
    `select max(check_number::bigint)::text as last from transactions where arrangement_id = $1 and check_number ~ '^[0-9]+$'`,
    [arrangementId],
  );
  return Number(row!.last);
}

async function stopsStored(): Promise<number> {
  const [row] = await t.db.query<{ count: number }>('select count(*)::int as count from stop_checks');
  return row!.count;
}

async function present(check: { arrangementId?: string; checkNumber: string; amount: string; payee?: string }, userId = 'u-operator') {
  return t.as(userId)({ method: 'POST', url: presentUrl, payload: { arrangementId: checking, payee: 'Jamie Alvarez', ...check } });
}

describe('POST stop-checks', () => {
  it('stops one check, charges the fee on the ledger and lists the stop with its expiry six months on', async () => {
    const next = String((await lastPaidCheck()) + 1);
    const before = await balanceOf(checking);
    const response = await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: next, amount: '120.00', payee: ' Wash Park Lawn Care ' }) });
    const { stopCheck } = expectConformsToContract('POST', '/stop-checks/client-api/v1/stop-checks', response) as { stopCheck: StopCheckAnswer };
    expect(stopCheck).toMatchObject({
      status: 'ACTIVE',
      reason: 'stopChecks.reason.lost',
      check: { number: next, amount: '120.00', payee: 'Wash Park Lawn Care' },
      originatorAccount: { identification: checking, schemeName: 'ID', name: 'Everyday Checking' },
      fee: { amount: '30.00', currencyCode: 'USD' },
      returnedChecks: [],
    });
    const requested = new Date(`${stopCheck.dateOfRequest}T00:00:00Z`);
    requested.setUTCMonth(requested.getUTCMonth() + 6);
    expect(stopCheck.expirationDate.slice(0, 7)).toBe(requested.toISOString().slice(0, 7));
    expect(await balanceOf(checking)).toBe(before - 3000n);
    expect(await ledgerProblems(t.db)).toEqual([]);
    const [fee] = await t.db.query<{ description: string; amount: string; type_group: string }>(
      `select description, amount::text as amount, type_group from transactions where arrangement_id = $1 and description like 'Stop payment fee%' order by sequence desc limit 1`,
      [checking],
    );
    expect(fee).toEqual({ description: `Stop payment fee, check ${next}`, amount: '30.00', type_group: 'Fees' });

    const list = await t.as('u-demo')({ method: 'GET', url: stopChecksUrl });
    const body = expectConformsToContract('GET', '/stop-checks/client-api/v1/stop-checks', list) as { stopChecks: StopCheckAnswer[]; totalStopChecks: number };
    expect(body.stopChecks[0]?.id).toBe(stopCheck.id);
    expect(body.totalStopChecks).toBe(body.stopChecks.length);
  });

  it('stops a range and lists the newest stop first', async () => {
    const first = (await lastPaidCheck()) + 100;
    const response = await t.as('u-demo')({
      method: 'POST',
      url: stopChecksUrl,
      payload: stopBody({ number: String(first), endNumber: String(first + 49) }, { reason: 'stopChecks.reason.stolen' }),
    });
    const { stopCheck } = expectConformsToContract('POST', '/stop-checks/client-api/v1/stop-checks', response) as { stopCheck: StopCheckAnswer };
    expect(stopCheck.check).toEqual({ number: String(first), endNumber: String(first + 49) });
    const list = (await t.as('u-demo')({ method: 'GET', url: stopChecksUrl })).json() as { stopChecks: StopCheckAnswer[] };
    expect(list.stopChecks[0]?.id).toBe(stopCheck.id);
  });

  it('places a stop once for one request id, however often it is sent', async () => {
    const body = stopBody({ number: String((await lastPaidCheck()) + 200) });
    const before = await balanceOf(checking);
    const answers = await Promise.all([1, 2, 3].map(() => t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: body })));
    const ids = answers.map((answer) => (answer.json() as { stopCheck: StopCheckAnswer }).stopCheck.id);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(ids).size).toBe(1);
    expect(await balanceOf(checking)).toBe(before - 3000n);
    const reused = await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: { ...body, check: { number: '999999' } } });
    expect(expectErrorBody(reused, 400).key).toBe('stopChecks.request.reused');
  });

  it('places one stop when the same number is sent at once under different request ids, charging one fee', async () => {
    const number = String((await lastPaidCheck()) + 250);
    const before = await balanceOf(checking);
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number }) })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) expect(expectErrorBody(refused, 400).key).toBe('stopChecks.duplicate');
    expect(await balanceOf(checking)).toBe(before - 3000n);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('refuses a number an active stop already covers, and a check already paid, charging nothing', async () => {
    const number = (await lastPaidCheck()) + 300;
    expect((await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: String(number) }) })).statusCode).toBe(200);
    const before = await balanceOf(checking);
    const stored = await stopsStored();
    const again = await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: String(number - 2), endNumber: String(number + 2) }) });
    expect(expectErrorBody(again, 400).key).toBe('stopChecks.duplicate');
    const paid = String(await lastPaidCheck());
    const refused = expectErrorBody(await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: paid }) }), 400);
    expect(refused.key).toBe('stopChecks.check.paid');
    expect(refused.errors).toEqual([expect.objectContaining({ context: expect.objectContaining({ number: paid }) })]);
    expect(await balanceOf(checking)).toBe(before);
    expect(await stopsStored()).toBe(stored);
  });

  it('places nothing when the account cannot pay the fee', async () => {
    const [account] = await t.db.query<{ id: string; floor: string | null }>(
      `select id, floor::text as floor from ledger_accounts where arrangement_id = $1`,
      [checking],
    );
    // Nothing more may leave the account: its floor is its balance.
    await t.db.query('update ledger_accounts set floor = balance + held where id = $1', [account!.id]);
    try {
      const stored = await stopsStored();
      const response = await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: String((await lastPaidCheck()) + 700) }) });
      expect(expectErrorBody(response, 400).key).toBe('stopChecks.fee.insufficient-funds');
      expect(await stopsStored()).toBe(stored);
    } finally {
      await t.db.query('update ledger_accounts set floor = $2::numeric where id = $1', [account!.id, account!.floor]);
    }
  });

  it('answers another member’s account like one that does not exist, and refuses accounts that are not checking', async () => {
    const foreign = await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: '5001' }, { originatorAccount: { identification: 'arr-newbie-checking', schemeName: 'ID' } }) });
    expect(expectErrorBody(foreign, 404).key).toBe('arrangement.not-found');
    const savings = await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: '5001' }, { originatorAccount: { identification: 'arr-demo-savings', schemeName: 'ID' } }) });
    expect(expectErrorBody(savings, 400).key).toBe('stopChecks.account.not-eligible');
  });

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const before = await balanceOf(checking);
    const stored = await stopsStored();
    const post = (payload: unknown) => ({ method: 'POST' as const, url: stopChecksUrl, payload: payload as Record<string, unknown> });
    await expectBadInputs(t.as('u-demo'), [
      { name: 'no body', request: { method: 'POST', url: stopChecksUrl } },
      { name: 'no check', request: post({ ...stopBody({ number: '1' }), check: undefined }) },
      { name: 'letters in the number', request: post(stopBody({ number: '12a4' })) },
      { name: 'number too long', request: post(stopBody({ number: '12345678901' })) },
      { name: 'amount with three decimals', request: post(stopBody({ number: '6001', amount: '1.005' })) },
      { name: 'negative amount', request: post(stopBody({ number: '6001', amount: '-5.00' })) },
      { name: 'blank payee', request: post(stopBody({ number: '6001', payee: '   ' })) },
      { name: 'unknown field', request: post({ ...stopBody({ number: '6001' }), memo: 'x' }) },
      { name: 'no request id', request: post({ ...stopBody({ number: '6001' }), requestId: undefined }) },
      { name: 'reason not offered', request: post(stopBody({ number: '6001' }, { reason: 'stopChecks.reason.bored' })) },
      { name: 'reversed range', request: post(stopBody({ number: '6010', endNumber: '6001' })) },
      { name: 'range of 51 checks', request: post(stopBody({ number: '6001', endNumber: '6051' })) },
    ]);
    const tooLong = expectErrorBody(await t.as('u-demo')(post(stopBody({ number: '6001', endNumber: '6051' }))), 400);
    expect(tooLong).toMatchObject({ key: 'stopChecks.range.too-long', errors: [expect.objectContaining({ context: expect.objectContaining({ max: 50 }) })] });
    expect(await balanceOf(checking)).toBe(before);
    expect(await stopsStored()).toBe(stored);
  });

  it('needs a token and the Stop Checks privileges', async () => {
    await expectUnauthorized(t, { method: 'GET', url: stopChecksUrl });
    const other = await createTestApp({}, undefined);
    try {
      await revokePrivilege(other, 'u-demo', 'Payments', 'Stop Checks', 'create');
      expectErrorBody(await other.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: '7001' }) }), 403);
      expect((await other.as('u-demo')({ method: 'GET', url: stopChecksUrl })).statusCode).toBe(200);
      await revokePrivilege(other, 'u-demo', 'Payments', 'Stop Checks', 'view');
      expectErrorBody(await other.as('u-demo')({ method: 'GET', url: stopChecksUrl }), 403);
    } finally {
      await other.close();
    }
  });
});

describe('presenting a check (sandbox clearing)', () => {
  it('returns a stopped check unpaid, moves no money, and the stop lists it as returned', async () => {
    const next = String((await lastPaidCheck()) + 400);
    const placed = await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: next }) });
    const stopId = (placed.json() as { stopCheck: StopCheckAnswer }).stopCheck.id;
    const before = await balanceOf(checking);
    const response = await present({ checkNumber: next, amount: '75.00', payee: 'Chris Walker' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ outcome: 'RETURNED', stopCheckId: stopId });
    expect(await balanceOf(checking)).toBe(before);
    expect(await t.db.query(`select 1 from transactions where arrangement_id = $1 and check_number = $2`, [checking, next])).toHaveLength(0);
    const list = (await t.as('u-demo')({ method: 'GET', url: stopChecksUrl })).json() as { stopChecks: StopCheckAnswer[] };
    expect(list.stopChecks.find((stop) => stop.id === stopId)?.returnedChecks).toEqual([
      expect.objectContaining({ number: next, amount: { amount: '75.00', currencyCode: 'USD' }, payee: 'Chris Walker' }),
    ]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('pays a check no stop covers (or one whose amount differs from the stop’s), once', async () => {
    const next = (await lastPaidCheck()) + 500;
    await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number: String(next + 1), amount: '50.00' }) });
    const before = await balanceOf(checking);
    const paid = await present({ checkNumber: String(next), amount: '42.10' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ outcome: 'POSTED' });
    const otherAmount = await present({ checkNumber: String(next + 1), amount: '50.01' });
    expect(otherAmount.json()).toMatchObject({ outcome: 'POSTED' });
    expect(await balanceOf(checking)).toBe(before - 4210n - 5001n);
    const [row] = await t.db.query<{ type: string; counter_party_name: string }>(
      `select type, counter_party_name from transactions where arrangement_id = $1 and check_number = $2`,
      [checking, String(next)],
    );
    expect(row).toEqual({ type: 'Check Paid', counter_party_name: 'Jamie Alvarez' });
    expect((await present({ checkNumber: String(next), amount: '42.10' })).statusCode).toBe(409);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('pays a check whose stop has expired; the stop is listed as expired and no longer blocks the number', async () => {
    const number = String((await lastPaidCheck()) + 600);
    const placed = await t.as('u-demo')({ method: 'POST', url: stopChecksUrl, payload: stopBody({ number }) });
    const stopId = (placed.json() as { stopCheck: StopCheckAnswer }).stopCheck.id;
    await t.db.query(`update stop_checks set date_of_request = date '2025-01-10', expiration_date = date '2025-07-10' where id = $1`, [stopId]);
    const list = (await t.as('u-demo')({ method: 'GET', url: stopChecksUrl })).json() as { stopChecks: StopCheckAnswer[] };
    expect(list.stopChecks.find((stop) => stop.id === stopId)).toMatchObject({ status: 'EXPIRED', expirationDate: '2025-07-10' });
    expect((await present({ checkNumber: number, amount: '10.00' })).json()).toMatchObject({ outcome: 'POSTED' });
  });

  it('is an operator’s tool only, and refuses accounts checks are not drawn on', async () => {
    expect((await present({ checkNumber: '8001', amount: '1.00' }, 'u-demo')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: presentUrl, payload: { arrangementId: checking, checkNumber: '8001', amount: '1.00', payee: 'X' } })).statusCode).toBe(401);
    expect((await present({ arrangementId: 'arr-demo-savings', checkNumber: '8001', amount: '1.00' })).statusCode).toBe(400);
    expect((await present({ checkNumber: '8001', amount: 'lots' })).statusCode).toBe(400);
  });
});
