import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, expectSecurityHeaders, expectUnauthorized, toCents } from './client-api-checks.js';

const url = '/api/transaction-manager/client-api/v2/transactions';

let t: TestApp;
let checking: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ arrangement_id: string }>(
    `select t.arrangement_id
       from transactions t join service_agreement_arrangements saa on saa.arrangement_id = t.arrangement_id
      where saa.service_agreement_id = 'sa-demo-personal'
      group by t.arrangement_id order by count(*) desc, t.arrangement_id limit 1`,
  );
  if (!row) throw new Error('the seed gives demo no transactions');
  checking = row.arrangement_id;
});
afterAll(async () => {
  await t.close();
});

interface Transaction {
  id: string;
  arrangementId: string;
  bookingDate: string;
  transactionAmountCurrency: { amount: string; currencyCode: string };
  creditDebitIndicator: string;
  runningBalance?: string;
}

describe('GET transactions', () => {
  it('pages an arrangement’s transactions, newest first, with the total in X-Total-Count', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${url}?arrangementId=${checking}&size=25` });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const page = response.json() as Transaction[];
    const [count] = await t.db.query<{ total: number }>(
      'select count(*)::int as total from transactions where arrangement_id = $1',
      [checking],
    );
    expect(response.headers['x-total-count']).toBe(String(count?.total));
    expect(page.length).toBe(Math.min(25, count?.total ?? 0));
    const expected = await t.db.query<{ id: string; amount: string; credit_debit_indicator: string }>(
      `select id, amount::text as amount, credit_debit_indicator from transactions where arrangement_id = $1
        order by booking_date desc, sequence desc, id desc limit 25`,
      [checking],
    );
    expect(page.map((tx) => tx.id)).toEqual(expected.map((row) => row.id));
    page.forEach((tx, index) => {
      expect(tx.arrangementId).toBe(checking);
      expect(tx.transactionAmountCurrency.currencyCode).toBe('USD');
      expect(typeof tx.transactionAmountCurrency.amount).toBe('string');
      expect(toCents(tx.transactionAmountCurrency.amount)).toBe(toCents(expected[index]?.amount ?? 'NaN'));
      expect(tx.creditDebitIndicator).toBe(expected[index]?.credit_debit_indicator);
      expect(tx.bookingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  it('shows running balances as the ledger has them, with what is owed on a card positive', async () => {
    const [card] = await t.db.query<{ arrangement_id: string }>(
      `select t.arrangement_id from transactions t
         join arrangements a on a.id = t.arrangement_id join product_kinds pk on pk.id = a.product_kind_id
         join service_agreement_arrangements saa on saa.arrangement_id = a.id
        where saa.service_agreement_id = 'sa-demo-personal' and pk.summary_key = 'creditCards' and t.running_balance is not null
        limit 1`,
    );
    expect(card).toBeDefined();
    const page = (await t.as('u-demo')({ method: 'GET', url: `${url}?arrangementId=${card?.arrangement_id}&size=50` })).json() as Transaction[];
    const rows = await t.db.query<{ id: string; running_balance: string | null }>(
      `select id, running_balance::text as running_balance from transactions where arrangement_id = $1`,
      [card?.arrangement_id],
    );
    const ledgerSign = new Map(rows.map((row) => [row.id, row.running_balance]));
    let compared = 0;
    for (const tx of page) {
      const stored = ledgerSign.get(tx.id);
      if (stored === null || stored === undefined) {
        expect(tx.runningBalance).toBeUndefined();
        continue;
      }
      expect(toCents(tx.runningBalance ?? 'NaN')).toBe(-toCents(stored));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
    const checkingPage = (await t.as('u-demo')({ method: 'GET', url: `${url}?arrangementId=${checking}&size=50` })).json() as Transaction[];
    const [latest] = await t.db.query<{ running_balance: string }>(
      `select running_balance::text as running_balance from transactions where id = $1`,
      [checkingPage.find((tx) => tx.runningBalance !== undefined)?.id],
    );
    expect(checkingPage.find((tx) => tx.runningBalance !== undefined)?.runningBalance).toBe(latest?.running_balance);
  });

  it('continues on the next page with from', async () => {
    const first = (await t.as('u-demo')({ method: 'GET', url: `${url}?arrangementId=${checking}&size=10` })).json() as Transaction[];
    const second = (await t.as('u-demo')({ method: 'GET', url: `${url}?arrangementId=${checking}&size=5&from=1` })).json() as Transaction[];
    expect(second.map((tx) => tx.id)).toEqual(first.slice(5, 10).map((tx) => tx.id));
  });

  it('sorts ascending and filters by booking dates, both bounds included', async () => {
    const [range] = await t.db.query<{ low: string; high: string }>(
      `select to_char(min(booking_date) + 30, 'YYYY-MM-DD') as low, to_char(min(booking_date) + 60, 'YYYY-MM-DD') as high
         from transactions where arrangement_id = $1`,
      [checking],
    );
    const response = await t.as('u-demo')({
      method: 'GET',
      url: `${url}?arrangementId=${checking}&bookingDateGreaterThan=${range?.low}&bookingDateLessThan=${range?.high}&direction=ASC&size=1000`,
    });
    const page = response.json() as Transaction[];
    const [count] = await t.db.query<{ total: number }>(
      `select count(*)::int as total from transactions where arrangement_id = $1 and booking_date between $2::date and $3::date`,
      [checking, range?.low, range?.high],
    );
    expect(page.length).toBe(count?.total);
    expect(response.headers['x-total-count']).toBe(String(count?.total));
    const dates = page.map((tx) => tx.bookingDate);
    expect(dates).toEqual([...dates].sort());
    for (const date of dates) {
      expect(date >= (range?.low ?? '') && date <= (range?.high ?? '')).toBe(true);
    }
  });

  it('lists only the acting agreement’s arrangements, never another member’s', async () => {
    const [other] = await t.db.query<{ arrangement_id: string }>(
      `select t.arrangement_id from transactions t
         join service_agreement_arrangements saa on saa.arrangement_id = t.arrangement_id
        where saa.service_agreement_id = 'sa-newbie' limit 1`,
    );
    expect(other).toBeDefined();
    const response = await t.as('u-demo')({ method: 'GET', url: `${url}?arrangementId=${other?.arrangement_id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');

    const everything = await t.as('u-newbie')({ method: 'GET', url: `${url}?size=1000` });
    const [count] = await t.db.query<{ total: number }>(
      `select count(*)::int as total from transactions t
         join service_agreement_arrangements saa on saa.arrangement_id = t.arrangement_id
        where saa.service_agreement_id = 'sa-newbie'`,
    );
    expect(everything.headers['x-total-count']).toBe(String(count?.total));
  });

  it('serves the member’s transactions to an agent acting for them', async () => {
    const asMember = await t.as('u-demo')({ method: 'GET', url: `${url}?arrangementId=${checking}` });
    const asAgent = await t.as('u-demo', { agentId: 'u-agent' })({ method: 'GET', url: `${url}?arrangementId=${checking}` });
    expect(asAgent.statusCode).toBe(200);
    expect(asAgent.json()).toEqual(asMember.json());
  });

  it('refuses a caller who belongs to no service agreement', async () => {
    expectErrorBody(await t.as('u-operator')({ method: 'GET', url }), 403);
  });

  it('refuses missing, expired, foreign and tampered tokens', async () => {
    await expectUnauthorized(t, { method: 'GET', url: `${url}?arrangementId=${checking}` });
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'absurd size', request: { method: 'GET', url: `${url}?size=100000` } },
      { name: 'size not a number', request: { method: 'GET', url: `${url}?size=ten` } },
      { name: 'negative from', request: { method: 'GET', url: `${url}?from=-1` } },
      { name: 'unknown orderBy', request: { method: 'GET', url: `${url}?orderBy=amount;drop table transactions` } },
      { name: 'unknown direction', request: { method: 'GET', url: `${url}?direction=sideways` } },
      { name: 'not a date', request: { method: 'GET', url: `${url}?bookingDateGreaterThan=yesterday` } },
      { name: 'impossible date', request: { method: 'GET', url: `${url}?bookingDateLessThan=2024-02-31` } },
      { name: 'bad indicator', request: { method: 'GET', url: `${url}?creditDebitIndicator=BOTH` } },
      { name: 'oversize query', request: { method: 'GET', url: `${url}?query=${'z'.repeat(101)}` } },
      { name: 'bad arrangement id', request: { method: 'GET', url: `${url}?arrangementId=${encodeURIComponent('x y')}` } },
      { name: 'unknown field', request: { method: 'GET', url: `${url}?unknownFilter=5` } },
    ]);
  });
});
