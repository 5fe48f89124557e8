import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJournalEntry } from '../../src/ledger/index.js';
import { addMonths, localMoment } from '../../src/payments/calendar.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, revokePrivilege } from './client-api-checks.js';

const base = '/api/budget-planner/client-api/v3';
const budgetsPath = '/budget-planner/client-api/v3/budgets';
// A spending category the seed never uses, so the fixture is all there is.
const gifts = 26;
const groceries = 10;

interface Budget {
  id: string;
  categoryId: number;
  categoryName: string;
  spendingLimit: { amount: string; currencyCode: string };
  spent: { amount: string };
  spentPercentage: number;
  available: { amount: string };
  overspent: boolean;
  period: { month: string; startDate: string; endDate: string };
  current: boolean;
  daysLeft: number;
  leftPerDay?: { amount: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const demo = () => t.as('u-demo');
// The credit union's day (config/app.json timezone), as the service measures months.
const today = localMoment(new Date(), 'America/Denver').date;
const thisMonth = today.slice(0, 7);
const lastMonth = addMonths(`${thisMonth}-01`, -1).slice(0, 7);

const create = (categoryId: number, amount: string, userId = 'u-demo') =>
  t.as(userId)({ method: 'POST', url: `${base}/budgets`, payload: { categoryId, spendingLimit: { amount, currencyCode: 'USD' } } });
const list = async (query = '') => expectConformsToContract('GET', budgetsPath, await demo()({ method: 'GET', url: `${base}/budgets${query}` })) as Budget[];
const purchase = (amount: string) =>
  t.as('u-operator')({ method: 'POST', url: '/sandbox/cards/authorizations', payload: { cardId: 'card-demo-debit', amount, merchant: 'Mile High Florist', category: 'Gifts & Donations' } });
const budgetNotifications = async (budgetId: string) =>
  t.db.query<{ title: string; message: string; level: string }>(
    `select title, message, level from notifications where user_id = 'u-demo' and where_to = 'budget-view' and data->>'id' = $1 order by created_on, id`,
    [budgetId],
  );

interface Line {
  arrangementId: string;
  /** Signed: "-12.34" takes money out. */
  amount: string;
  state?: 'COMPLETED' | 'DECLINED';
}

/**
 * One journal entry with a transaction per member line, in Gifts & Donations, booked on `date`; an entry
 * with one member line is balanced by the credit union's settlement account.
 */
async function book(lines: Line[], date = today): Promise<void> {
  await t.db.transaction(async (tx) => {
    const ledgerOf = async (arrangementId: string) =>
      (await tx.query<{ id: string }>('select id from ledger_accounts where arrangement_id = $1', [arrangementId]))[0]!.id;
    const journal = await Promise.all(lines.map(async (line) => ({ ledgerAccountId: await ledgerOf(line.arrangementId), amount: line.amount })));
    if (lines.length === 1) {
      const amount = lines[0]!.amount;
      journal.push({ ledgerAccountId: 'la-internal-settlement', amount: amount.startsWith('-') ? amount.slice(1) : `-${amount}` });
    }
    const posted = await postJournalEntry(tx, { bookingDate: date, description: 'Budget fixture', kind: 'transaction', lines: journal }, { enforceFloor: false });
    for (const [index, line] of lines.entries()) {
      await tx.query(
        `insert into transactions (id, posting_id, arrangement_id, description, type_group, type, category, category_id, booking_date, value_date,
                                   amount, currency, credit_debit_indicator, state)
         values ($1, $2, $3, 'Budget fixture', 'Payment', 'Card Payment', 'Gifts & Donations', $4, $5::date, $5::date, $6::numeric, 'USD', $7, $8)`,
        [`txn-${randomUUID()}`, posted.postingIds[index], line.arrangementId, gifts, date, line.amount.replace(/^-/, ''), line.amount.startsWith('-') ? 'DBIT' : 'CRDT', line.state ?? 'COMPLETED'],
      );
    }
  });
}

describe('budget-planner', () => {
  it('refuses bad budgets, one per category, and answers another member’s budget with 404', async () => {
    const call = demo();
    const body = (categoryId: unknown, amount: unknown) => ({ categoryId, spendingLimit: { amount, currencyCode: 'USD' } });
    await expectBadInputs(call, [
      { name: 'negative', request: { method: 'POST', url: `${base}/budgets`, payload: body(groceries, '-10.00') } },
      { name: 'zero', request: { method: 'POST', url: `${base}/budgets`, payload: body(groceries, '0.00') } },
      { name: 'three decimals', request: { method: 'POST', url: `${base}/budgets`, payload: body(groceries, '10.005') } },
      { name: 'a number, not a decimal string', request: { method: 'POST', url: `${base}/budgets`, payload: body(groceries, 10) } },
      { name: 'unknown category', request: { method: 'POST', url: `${base}/budgets`, payload: body(999, '10.00') } },
      { name: 'an income category', request: { method: 'POST', url: `${base}/budgets`, payload: body(1, '10.00') } },
      { name: 'above the configured maximum', request: { method: 'POST', url: `${base}/budgets`, payload: body(groceries, '100000.01') } },
      { name: 'another currency', request: { method: 'POST', url: `${base}/budgets`, payload: { categoryId: groceries, spendingLimit: { amount: '10.00', currencyCode: 'EUR' } } } },
      { name: 'a field the contract lacks', request: { method: 'POST', url: `${base}/budgets`, payload: { ...body(groceries, '10.00'), note: 'x' } } },
      { name: 'not a month', request: { method: 'GET', url: `${base}/budgets?month=2026-13` } },
      { name: 'a future month', request: { method: 'GET', url: `${base}/budgets?month=${addMonths(`${thisMonth}-01`, 1).slice(0, 7)}` } },
    ]);
    expect(expectErrorBody(await create(999, '10.00'), 400).key).toBe('budget.category.unknown');

    const created = await create(groceries, '400.00');
    expect(created.statusCode).toBe(201);
    const budget = expectConformsToContract('POST', budgetsPath, created) as Budget;
    expect(budget).toMatchObject({ categoryId: groceries, categoryName: 'Groceries', spendingLimit: { amount: '400.00', currencyCode: 'USD' }, current: true });
    expect(expectErrorBody(await create(groceries, '50.00'), 400).key).toBe('budget.category.taken');

    const riley = t.as('u-newbie');
    const rileys = (await create(groceries, '75.00', 'u-newbie')).json() as Budget;
    for (const request of [
      { method: 'PUT' as const, url: `${base}/budgets/${rileys.id}`, payload: { categoryId: groceries, spendingLimit: { amount: '1.00' } } },
      { method: 'DELETE' as const, url: `${base}/budgets/${rileys.id}` },
    ]) {
      expect(expectErrorBody(await demo()(request), 404).key).toBe('budget.not-found');
    }
    expect(((await riley({ method: 'GET', url: `${base}/budgets` })).json() as Budget[]).map((one) => one.spendingLimit.amount)).toEqual(['75.00']);

    const changed = await call({ method: 'PUT', url: `${base}/budgets/${budget.id}`, payload: { categoryId: groceries, spendingLimit: { amount: '450.50' } } });
    expect((expectConformsToContract('PUT', `${budgetsPath}/{id}`, changed) as Budget).spendingLimit.amount).toBe('450.50');
    const dining = (await create(11, '90.00')).json() as Budget;
    const clash = await call({ method: 'PUT', url: `${base}/budgets/${dining.id}`, payload: { categoryId: groceries, spendingLimit: { amount: '90.00' } } });
    expect(expectErrorBody(clash, 400).key).toBe('budget.category.taken');

    for (const id of [budget.id, dining.id]) expect((await call({ method: 'DELETE', url: `${base}/budgets/${id}` })).statusCode).toBe(204);
    expect((await call({ method: 'DELETE', url: `${base}/budgets/${budget.id}` })).statusCode).toBe(404);
    expect(await list()).toEqual([]);

    await revokePrivilege(t, 'u-newbie', 'Personal Finance Management', 'Manage Budgets', 'view');
    expect((await t.as('u-newbie')({ method: 'GET', url: `${base}/budgets` })).statusCode).toBe(403);
  });

  it('sums this month’s debits in the category across demo’s agreements, without own transfers, and last month’s for history', async () => {
    const budget = (await create(gifts, '100.00')).json() as Budget;
    expect(budget.spent.amount).toBe('0.00');
    await book([{ arrangementId: 'arr-demo-checking', amount: '-12.34' }]);
    await book([{ arrangementId: 'arr-biz-checking', amount: '-20.00' }]);
    // Paying another member counts; moving money between two of demo's own accounts does not.
    await book([{ arrangementId: 'arr-demo-checking', amount: '-7.00' }, { arrangementId: 'arr-newbie-checking', amount: '7.00' }]);
    await book([{ arrangementId: 'arr-demo-checking', amount: '-40.00' }, { arrangementId: 'arr-demo-savings', amount: '40.00' }]);
    // A refund, another member's spending and last month's are not this month's spending.
    await book([{ arrangementId: 'arr-demo-checking', amount: '100.00' }]);
    await book([{ arrangementId: 'arr-newbie-checking', amount: '-50.00' }]);
    await book([{ arrangementId: 'arr-demo-checking', amount: '-5.00' }], `${lastMonth}-15`);
    // A declined purchase moved no money.
    await t.db.query(
      `insert into transactions (id, posting_id, arrangement_id, description, type_group, type, category, category_id, booking_date, value_date,
                                 amount, currency, credit_debit_indicator, state)
       values ($1, null, 'arr-demo-checking', 'Declined', 'Payment', 'Card Payment', 'Gifts & Donations', $2, $3::date, $3::date, 9.99, 'USD', 'DBIT', 'DECLINED')`,
      [`txn-${randomUUID()}`, gifts, today],
    );

    const [now] = await list();
    // 12.34 + 20.00 + 7.00
    expect(now).toMatchObject({ spent: { amount: '39.34' }, available: { amount: '60.66' }, spentPercentage: 39.3, overspent: false, current: true });
    const endDay = Number(now!.period.endDate.slice(8));
    expect(now!.daysLeft).toBe(endDay - Number(today.slice(8)) + 1);
    expect(now!.leftPerDay!.amount).toBe((Math.floor(6066 / now!.daysLeft) / 100).toFixed(2));

    const [history] = await list(`?month=${lastMonth}`);
    expect(history).toMatchObject({ id: budget.id, spent: { amount: '5.00' }, period: { month: lastMonth, startDate: `${lastMonth}-01` }, current: false, daysLeft: 0 });
    expect(history!.leftPerDay).toBeUndefined();
  });

  it('notifies at 80 % and at 100 % once each this month, also when two purchases land at once', async () => {
    const [budget] = await list();
    expect(budget!.spent.amount).toBe('39.34');
    expect(await budgetNotifications(budget!.id)).toEqual([]);

    // 39.34 + 40.66 = 80.00: exactly 80 % of 100.00.
    expect((await purchase('40.66')).json()).toMatchObject({ outcome: 'APPROVED' });
    expect(await budgetNotifications(budget!.id)).toEqual([
      { title: 'Gifts & Donations budget 80% used', message: `You've spent $80.00 of your $100.00 Gifts & Donations budget for ${monthName(thisMonth)}.`, level: 'INFO' },
    ]);

    // Two purchases at once take it to exactly 100 %: one notification, whichever checks last.
    const answers = await Promise.all([purchase('10.00'), purchase('10.00')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await purchase('1.00');
    const sent = await budgetNotifications(budget!.id);
    expect(sent.map((one) => one.title)).toEqual(['Gifts & Donations budget 80% used', 'Gifts & Donations budget used up']);
    expect(sent[1]).toMatchObject({ message: `You've spent $100.00 of your $100.00 Gifts & Donations budget for ${monthName(thisMonth)}.`, level: 'WARNING' });

    // The notification opens the budgets page (the bell's budget-view target).
    const [latest] = (await demo()({ method: 'GET', url: '/api/notifications-service/client-api/v3/notifications?size=1' })).json() as { routing?: unknown }[];
    expect(latest?.routing).toEqual({ 'where-to': 'budget-view', data: { id: budget!.id } });
  });

  it('notifies at once when a budget is created or changed past a threshold, the highest threshold only', async () => {
    const [budget] = await list();
    await demo()({ method: 'DELETE', url: `${base}/budgets/${budget!.id}` });
    // 101.00 spent against 50.00: past both thresholds, one notification.
    const again = (await create(gifts, '50.00')).json() as Budget;
    expect(again).toMatchObject({ spent: { amount: '101.00' }, overspent: true, available: { amount: '-51.00' }, leftPerDay: { amount: '0.00' }, spentPercentage: 202 });
    expect((await budgetNotifications(again.id)).map((one) => one.title)).toEqual(['Gifts & Donations budget used up']);

    await demo()({ method: 'DELETE', url: `${base}/budgets/${again.id}` });
    // 101.00 of 200.00 is below 80 %; of 120.00 it is 84 %: the change notifies.
    const roomy = (await create(gifts, '200.00')).json() as Budget;
    expect(await budgetNotifications(roomy.id)).toEqual([]);
    const lowered = await demo()({ method: 'PUT', url: `${base}/budgets/${roomy.id}`, payload: { categoryId: gifts, spendingLimit: { amount: '120.00' } } });
    expect((lowered.json() as Budget).spentPercentage).toBe(84.2);
    expect((await budgetNotifications(roomy.id)).map((one) => one.title)).toEqual(['Gifts & Donations budget 80% used']);
    // A new limit keeps this month's alerts; another category starts afresh, so coming back notifies again.
    const change = (categoryId: number, amount: string) =>
      demo()({ method: 'PUT', url: `${base}/budgets/${roomy.id}`, payload: { categoryId, spendingLimit: { amount } } });
    for (const [categoryId, amount] of [[gifts, '115.00'], [27, '120.00'], [gifts, '120.00']] as const) expect((await change(categoryId, amount)).statusCode).toBe(200);
    const gifted = (await budgetNotifications(roomy.id)).filter((one) => one.title.startsWith('Gifts & Donations'));
    expect(gifted.map((one) => one.title)).toEqual(['Gifts & Donations budget 80% used', 'Gifts & Donations budget 80% used']);
  });

  it('checks budgets when a paid check is booked and when a member moves a transaction into a budget’s category', async () => {
    const checks = 29;
    const created = (await create(checks, '100000.00')).json() as Budget;
    const limit = (Number(created.spent.amount) + 10).toFixed(2);
    await demo()({ method: 'PUT', url: `${base}/budgets/${created.id}`, payload: { categoryId: checks, spendingLimit: { amount: limit } } });
    const presented = await t.as('u-operator')({
      method: 'POST',
      url: '/sandbox/checks/present',
      payload: { arrangementId: 'arr-demo-checking', checkNumber: '8123', amount: '10.00', payee: 'Budget Test Payee' },
    });
    expect(presented.json()).toMatchObject({ outcome: 'POSTED' });
    expect((await budgetNotifications(created.id)).map((one) => one.title)).toContain('Checks budget used up');

    // Moving the fixture's 12.34 Gifts & Donations debit to Dining uses up a Dining budget set 10.00 above what was spent.
    const dining = (await create(11, '100000.00')).json() as Budget;
    const [moved] = await t.db.query<{ id: string }>(
      `select id from transactions where arrangement_id = 'arr-demo-checking' and category_id = $1 and amount = 12.34`,
      [gifts],
    );
    await demo()({ method: 'PUT', url: `${base}/budgets/${dining.id}`, payload: { categoryId: 11, spendingLimit: { amount: (Number(dining.spent.amount) + 10).toFixed(2) } } });
    const before = (await budgetNotifications(dining.id)).length;
    const changed = await demo()({ method: 'PATCH', url: '/api/transaction-manager/client-api/v2/transactions', payload: [{ id: moved!.id, arrangementId: 'arr-demo-checking', category: 'Dining' }] });
    expect(changed.statusCode).toBe(204);
    const sent = await budgetNotifications(dining.id);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)?.title).toBe('Dining budget used up');
  });
});

function monthName(month: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}
