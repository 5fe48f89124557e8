import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStatement } from '../../../schemas/api/generated/api-types.js';
import { pdfTextRuns } from '../../../tests/pdf-text.js';
import { seedToday } from '../../src/seed/dates.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, revokePrivilege, toCents } from './client-api-checks.js';

const path = '/account-statement/client-api/v2/account/statements';
const base = `/api${path}`;
const checking = 'arr-demo-checking';

type Listed = AccountStatement;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const demo = () => t.as('u-demo');
async function list(query = ''): Promise<Listed[]> {
  const response = await demo()({ method: 'GET', url: `${base}${query ? `?${query}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return expectConformsToContract('GET', path, response) as Listed[];
}

/** The number after a label in the PDF's text ("Closing balance: 4,212.77 USD" → 421277n). */
function figure(runs: string[], label: RegExp): bigint {
  const run = runs.find((text) => label.test(text));
  expect(run, `${label} in ${runs.join(' | ')}`).toBeDefined();
  const amount = /(-?[\d,]+\.\d{2})/.exec(run!.replace(label, ''))![1]!.replaceAll(',', '');
  return toCents(amount);
}

/** The ledger's balance of an account at the end of a day: every posted posting booked until then. */
async function ledgerBalanceAt(arrangementId: string, day: string): Promise<bigint> {
  const [row] = await t.db.query<{ total: string }>(
    `select coalesce(sum(p.amount), 0)::text as total
       from postings p join journal_entries e on e.id = p.entry_id join ledger_accounts la on la.id = p.ledger_account_id
      where la.arrangement_id = $1 and p.status = 'posted' and e.booking_date <= $2::date`,
    [arrangementId, day],
  );
  return toCents(row!.total);
}

async function download(url: string, userId = 'u-demo') {
  return t.as(userId)({ method: 'GET', url });
}

describe('account statements', () => {
  it('lists a statement per account per closed month and the document types from config', async () => {
    const statements = await list(`accountIds=${checking}&size=200`);
    const checkingStatements = statements.filter((entry) => entry.accountId === checking);
    expect(checkingStatements.length).toBe(18);
    const [latest] = checkingStatements;
    expect(latest).toMatchObject({ accountName: 'Everyday Checking', category: 'Account', documents: [{ contentType: 'application/pdf' }] });
    expect(latest!.accountNumber).toMatch(/^••••\d{4}$/);
    // Newest first, every one a month end before this month.
    expect(checkingStatements.map((entry) => entry.date)).toEqual([...checkingStatements.map((entry) => entry.date)].sort().reverse());
    expect(latest!.date < new Date().toISOString().slice(0, 8)).toBe(true);
    // Debit cards spend from checking: no statement of their own.
    expect((await list('size=200')).some((entry) => entry.accountId === 'arr-demo-debit-card')).toBe(false);

    const categories = await demo()({ method: 'GET', url: `${base}/categories` });
    expect(expectConformsToContract('GET', `${path}/categories`, categories)).toMatchObject({
      categories: ['Account', 'Credit Card', 'Mortgage', 'Tax Form', 'LOC', 'EELOC'],
    });
  });

  it('filters by category and period, sorts by each column and pages with the total', async () => {
    const mortgages = await list('category=Mortgage&size=200');
    expect(mortgages.length).toBeGreaterThan(0);
    expect(new Set(mortgages.map((entry) => entry.accountId))).toEqual(new Set(['arr-demo-mortgage']));
    const cards = await list('category=Credit%20Card&size=200');
    expect(new Set(cards.map((entry) => entry.accountId))).toEqual(new Set(['arr-demo-visa', 'arr-demo-mastercard']));

    const [latest] = await list(`accountIds=${checking}`);
    const month = latest!.date.slice(0, 8);
    const inMonth = await list(`dateFrom=${month}01&dateTo=${latest!.date}&size=200`);
    expect(inMonth.length).toBeGreaterThan(3);
    expect(inMonth.every((entry) => entry.date === latest!.date)).toBe(true);

    const byCategory = await list('orderBy=category&direction=ASC&size=200');
    expect(byCategory.map((entry) => entry.category)).toEqual([...byCategory.map((entry) => entry.category)].sort());
    const byDescription = await list('orderBy=description&direction=DESC&size=200');
    expect(byDescription.map((entry) => entry.description)).toEqual([...byDescription.map((entry) => entry.description)].sort().reverse());
    const oldestFirst = await list('orderBy=date&direction=ASC&size=5');
    expect(oldestFirst[0]!.date <= oldestFirst[4]!.date).toBe(true);

    const firstPage = await demo()({ method: 'GET', url: `${base}?size=5&from=0` });
    const secondPage = await demo()({ method: 'GET', url: `${base}?size=5&from=1` });
    expect(firstPage.json()).toHaveLength(5);
    expect(Number(firstPage.headers['x-total-count'])).toBeGreaterThan(10);
    expect((secondPage.json() as Listed[])[0]).not.toEqual((firstPage.json() as Listed[])[0]);

    await expectBadInputs(demo(), [
      { name: 'unknown category', request: { method: 'GET', url: `${base}?category=Boats` } },
      { name: 'bad date', request: { method: 'GET', url: `${base}?dateFrom=yesterday` } },
      { name: 'unknown order', request: { method: 'GET', url: `${base}?orderBy=amount` } },
      { name: 'another member’s account', request: { method: 'GET', url: `${base}?accountIds=arr-newbie-checking` }, status: 404 },
    ]);
  });

  it('renders a statement PDF from the ledger whose closing balance is the ledger’s at the period end', async () => {
    // The newest month the demo's history covers to its end: the seed's days stop at its own
    // today, so a later month's statement holds only what the scheduler booked since.
    const latest = (await list(`accountIds=${checking}&size=24`)).find((statement) => statement.date < seedToday);
    expect(latest, 'a statement for a month of the seeded history').toBeDefined();
    const response = await download(latest!.documents[0]!.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="statement-.+\.pdf"$/);
    const runs = pdfTextRuns(response.rawPayload);
    const text = runs.join('\n');
    expect(text).toContain('Front Range Credit Union');
    expect(text).toContain('1200 Larimer Street');
    expect(text).toContain('Jordan');
    expect(text).toContain(`Everyday Checking ${latest!.accountNumber.replace(/•/g, '\u0095')}`);
    const monthStart = `${latest!.date.slice(0, 8)}01`;
    expect(text).toContain(`Statement period: ${monthStart} to ${latest!.date}`);

    const opening = figure(runs, /^Opening balance:/);
    const closing = figure(runs, /^Closing balance:/);
    const interest = figure(runs, /^Interest paid:/);
    const previousDay = new Date(Date.parse(`${monthStart}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(opening).toBe(await ledgerBalanceAt(checking, previousDay));
    expect(closing).toBe(await ledgerBalanceAt(checking, latest!.date));
    const [paid] = await t.db.query<{ total: string }>(
      `select coalesce(sum(amount), 0)::text as total from transactions
        where arrangement_id = $1 and type_group = 'Interest' and not is_pending and booking_date between $2::date and $3::date`,
      [checking, monthStart, latest!.date],
    );
    expect(interest).toBe(toCents(paid!.total));
    expect(interest).toBeGreaterThan(0n);
    // Every posting of the month is a row: its count of dated rows matches the ledger's.
    const [count] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from postings p join journal_entries e on e.id = p.entry_id join ledger_accounts la on la.id = p.ledger_account_id
        where la.arrangement_id = $1 and p.status = 'posted' and e.booking_date between $2::date and $3::date`,
      [checking, monthStart, latest!.date],
    );
    expect(runs.filter((run) => /^\d{4}-\d{2}-\d{2}$/.test(run) && run >= monthStart && run <= latest!.date)).toHaveLength(count!.n);
  });

  it('prints the issuing credit union of the tenant the member banks with', async () => {
    const [latest] = await list(`accountIds=${checking}`);
    const response = await demo()({ method: 'GET', url: latest!.documents[0]!.url, headers: { host: 'mesa-peak.localhost' } });
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfTextRuns(response.rawPayload).join('\n');
    expect(text).toContain('Mesa Peak Credit Union');
    expect(text).toContain('410 Main Street');
    expect(text).not.toContain('Front Range');
  });

  it('downloads with the Authorization cookie (and the app’s DPoP proof), and answers another member 404', async () => {
    const [latest] = await list(`accountIds=${checking}`);
    const token = await t.tokenFor('u-demo');
    const { dpop } = await t.authorize(token, { method: 'GET', url: latest!.documents[0]!.url });
    const byCookie = await t.app.inject({ method: 'GET', url: latest!.documents[0]!.url, cookies: { Authorization: token }, headers: { dpop } });
    expect(byCookie.statusCode, byCookie.body).toBe(200);
    expect(byCookie.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expectErrorBody(await download(latest!.documents[0]!.url, 'u-newbie'), 404);
    const newbieStatements = (await t.as('u-newbie')({ method: 'GET', url: base })).json() as Listed[];
    expect(newbieStatements.some((entry) => entry.accountId === checking)).toBe(false);
    expectErrorBody(await download(`${base}/download/1999-01.${checking}`), 404);
    expectErrorBody(await download(`${base}/download/not-a-statement`), 404);
  });

  it('issues the past year’s 1099-INT with the interest paid on deposit accounts', async () => {
    const [form] = await list('category=Tax%20Form');
    expect(form).toMatchObject({ accountId: '', description: expect.stringMatching(/^Form 1099-INT \d{4}$/) });
    const year = form!.date.slice(0, 4);
    const [paid] = await t.db.query<{ total: string }>(
      `select coalesce(sum(t.amount), 0)::text as total
         from transactions t
         join arrangements a on a.id = t.arrangement_id
         join product_kinds pk on pk.id = a.product_kind_id
         join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = 'sa-demo-personal'
        where t.type_group = 'Interest' and not t.is_pending and pk.kind_uri in ('current-account', 'savings-account', 'term-deposit')
          and t.booking_date between $1::date and $2::date`,
      [`${year}-01-01`, `${year}-12-31`],
    );
    const response = await download(form!.documents[0]!.url);
    expect(response.statusCode, response.body).toBe(200);
    const runs = pdfTextRuns(response.rawPayload);
    expect(figure(runs, /^Box 1 Interest income:/)).toBe(toCents(paid!.total));
    expect(toCents(paid!.total)).toBeGreaterThan(1000n);
    expectErrorBody(await download(`${base}/download/1099-INT.2001`), 404);
  });

  it('keeps e-statements or paper per account for the member, and refuses what is not a choice', async () => {
    const preferencesUrl = `${base}/preferences`;
    const before = expectConformsToContract('GET', `${path}/preferences`, await demo()({ method: 'GET', url: preferencesUrl })) as {
      accountId: string;
      onlineStatement: boolean;
      paperStatement: boolean;
    }[];
    expect(before.find((row) => row.accountId === 'arr-demo-savings')).toMatchObject({ onlineStatement: true, paperStatement: false });

    const update = `${base}/preferences/bulk-update`;
    const saved = await demo()({ method: 'POST', url: update, payload: [{ accountId: 'arr-demo-savings', onlineStatement: false, paperStatement: true }] });
    expect(saved.statusCode, saved.body).toBe(204);
    const after = (await demo()({ method: 'GET', url: preferencesUrl })).json() as typeof before;
    expect(after.find((row) => row.accountId === 'arr-demo-savings')).toMatchObject({ onlineStatement: false, paperStatement: true });
    expect(after.find((row) => row.accountId === checking)).toMatchObject({ onlineStatement: true, paperStatement: false });

    const row = (accountId: string, online: boolean, paper: boolean) => ({ accountId, onlineStatement: online, paperStatement: paper });
    await expectBadInputs(demo(), [
      { name: 'neither', request: { method: 'POST', url: update, payload: [row(checking, false, false)] } },
      { name: 'both', request: { method: 'POST', url: update, payload: [row(checking, true, true)] } },
      { name: 'twice', request: { method: 'POST', url: update, payload: [row(checking, true, false), row(checking, false, true)] } },
      { name: 'empty', request: { method: 'POST', url: update, payload: [] } },
      { name: 'unknown field', request: { method: 'POST', url: update, payload: [{ ...row(checking, true, false), email: true }] } },
      { name: 'not a boolean', request: { method: 'POST', url: update, payload: [{ accountId: checking, onlineStatement: 'yes', paperStatement: false }] } },
      { name: 'another member’s account', request: { method: 'POST', url: update, payload: [row('arr-newbie-checking', false, true)] }, status: 404 },
      { name: 'a debit card', request: { method: 'POST', url: update, payload: [row('arr-demo-debit-card', false, true)] }, status: 404 },
    ]);
    // Nothing of a refused request was kept.
    const unchanged = (await demo()({ method: 'GET', url: preferencesUrl })).json() as typeof before;
    expect(unchanged.find((entry) => entry.accountId === checking)).toMatchObject({ onlineStatement: true, paperStatement: false });
  });

  it('needs Manage Statements view to read and edit to choose', async () => {
    await revokePrivilege(t, 'u-limited', 'Account Statements', 'Manage Statements', 'edit');
    const saved = await t.as('u-limited')({
      method: 'POST',
      url: `${base}/preferences/bulk-update`,
      payload: [{ accountId: 'arr-limited-checking', onlineStatement: false, paperStatement: true }],
    });
    expectErrorBody(saved, 403);
    expect((await t.as('u-limited')({ method: 'GET', url: `${base}/preferences` })).statusCode).toBe(200);
    await revokePrivilege(t, 'u-limited', 'Account Statements', 'Manage Statements', 'view');
    expectErrorBody(await t.as('u-limited')({ method: 'GET', url: base }), 403);
  });
});
