import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../src/exports/csv.js';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectErrorBody, toCents } from './client-api-checks.js';
import { child, children, ofxProblems, parseOfx } from './ofx-structure.js';

const url = '/api/transaction-manager/client-api/v2/transactions/export';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signedSum = async (arrangementId: string, extra = '') =>
  (
    await t.db.query<{ total: string }>(
      `select coalesce(sum(case when credit_debit_indicator = 'CRDT' then amount else -amount end), 0)::text as total
         from transactions where arrangement_id = $1 ${extra}`,
      [arrangementId],
    )
  )[0]!.total;

/** RFC 4180 reader for the test: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) throw new Error('the last record must end with CRLF');
  return rows;
}

describe('OFX structure checker', () => {
  it('rejects misnested, misordered and incomplete documents', () => {
    const head = '<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n';
    expect(() => parseOfx(`${head}<OFX><A></B></OFX>`)).toThrow(/closes/);
    expect(() => parseOfx(`${head}<OFX><A>x & y</A></OFX>`)).toThrow(/bare &/);
    expect(() => parseOfx('<OFX></OFX>')).toThrow(/processing instructions/);
    const missing = parseOfx(`${head}<OFX><SIGNONMSGSRSV1><SONRS><DTSERVER>20260101000000.000[0:GMT]</DTSERVER><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS></SONRS></SIGNONMSGSRSV1></OFX>`);
    const problems = ofxProblems(missing.root);
    expect(problems.join('\n')).toMatch(/<STATUS> not allowed here/);
    expect(problems.join('\n')).toMatch(/required <LANGUAGE> missing/);
  });
});

describe('export', () => {
  it('writes a checking account as an OFX 2.2 bank statement that passes the structure check', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${url}?exportType=OFX&arrangementId=arr-demo-checking` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ofx/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="transactions-arr-demo-checking-\d{8}\.ofx"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const { header, root } = parseOfx(response.body);
    expect(header).toMatch(/OFXHEADER="200" VERSION="220"/);
    expect(ofxProblems(root)).toEqual([]);
    expect(() => child(root, 'SIGNONMSGSRSV1', 'SONRS', 'INTU.BID')).toThrow();
    const statement = child(root, 'BANKMSGSRSV1', 'STMTTRNRS', 'STMTRS');
    expect(child(statement, 'BANKACCTFROM', 'ACCTTYPE').text).toBe('CHECKING');
    const [secret] = await t.db.query<{ clear_value: string }>(
      `select clear_value from arrangement_secrets where arrangement_id = 'arr-demo-checking' and attribute_name = 'BBAN'`,
    );
    expect(child(statement, 'BANKACCTFROM', 'ACCTID').text).toBe(secret?.clear_value);
    const entries = children(child(statement, 'BANKTRANLIST'), 'STMTTRN');
    const [posted] = await t.db.query<{ total: number }>(
      `select count(*)::int as total from transactions where arrangement_id = 'arr-demo-checking' and not is_pending`,
    );
    expect(entries.length).toBe(posted?.total);
    const fitids = entries.map((entry) => child(entry, 'FITID').text);
    expect(new Set(fitids).size).toBe(fitids.length);
    const sum = entries.reduce((total, entry) => total + toCents(child(entry, 'TRNAMT').text), 0n);
    expect(sum).toBe(toCents(await signedSum('arr-demo-checking', 'and not is_pending')));
    const [ledger] = await t.db.query<{ balance: string }>(
      `select balance::text as balance from ledger_accounts where arrangement_id = 'arr-demo-checking'`,
    );
    expect(toCents(child(statement, 'LEDGERBAL', 'BALAMT').text)).toBe(toCents(ledger!.balance));
    // A check carries its number and the CHECK type.
    const check = entries.find((entry) => entry.children.some((node) => node.name === 'CHECKNUM'));
    expect(check && child(check, 'TRNTYPE').text).toBe('CHECK');
  });

  it('writes a credit card as CREDITCARDMSGSRSV1 with the owed balance negative', async () => {
    const [card] = await t.db.query<{ id: string }>(
      `select a.id from arrangements a join product_kinds pk on pk.id = a.product_kind_id
         join service_agreement_arrangements saa on saa.arrangement_id = a.id
        where saa.service_agreement_id = 'sa-demo-personal' and pk.kind_uri = 'credit-card' and not a.is_external
        order by a.id limit 1`,
    );
    for (const exportType of ['QFX', 'QBO'] as const) {
      const response = await t.as('u-demo')({ method: 'GET', url: `${url}?exportType=${exportType}&arrangementId=${card!.id}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain(exportType === 'QFX' ? 'application/vnd.intu.qfx' : 'application/vnd.intu.qbo');
    }
    {
      const response = await t.as('u-demo')({ method: 'GET', url: `${url}?exportType=OFX&arrangementId=${card!.id}` });
      expect(response.statusCode, response.body).toBe(200);
      const { root } = parseOfx(response.body);
      expect(ofxProblems(root)).toEqual([]);
      const statement = child(root, 'CREDITCARDMSGSRSV1', 'CCSTMTTRNRS', 'CCSTMTRS');
      const [ledger] = await t.db.query<{ balance: string }>('select balance::text as balance from ledger_accounts where arrangement_id = $1', [card!.id]);
      expect(toCents(child(statement, 'LEDGERBAL', 'BALAMT').text)).toBe(toCents(ledger!.balance));
      expect(toCents(ledger!.balance)).toBeLessThan(0n);
      const entries = children(child(statement, 'BANKTRANLIST'), 'STMTTRN');
      const sum = entries.reduce((total, entry) => total + toCents(child(entry, 'TRNAMT').text), 0n);
      expect(sum).toBe(toCents(await signedSum(card!.id, 'and not is_pending')));
    }
  });

  it('writes RFC 4180 CSV with the list filters applied, readable back row for row', async () => {
    const query = 'exportType=CSV&arrangementId=arr-demo-checking&bookingDateGreaterThan=2026-09-01&bookingDateLessThan=2026-10-31&creditDebitIndicator=DBIT';
    const response = await t.as('u-demo')({ method: 'GET', url: `${url}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [head, ...rows] = parseCsv(response.body.slice(1));
    expect(head?.[0]).toBe('Booking date');
    const expected = await t.db.query<{ id: string; amount: string }>(
      `select id, amount::text as amount from transactions
        where arrangement_id = 'arr-demo-checking' and booking_date between '2026-09-01' and '2026-10-31' and credit_debit_indicator = 'DBIT'
        order by booking_date desc, sequence desc, id desc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const idColumn = head!.indexOf('Transaction id');
    const amountColumn = head!.indexOf('Amount (credits positive, debits negative)');
    expect(rows.map((row) => row[idColumn])).toEqual(expected.map((row) => row.id));
    rows.forEach((row, index) => expect(toCents(row[amountColumn]!)).toBe(-toCents(expected[index]!.amount)));
    // The same filters through the list give the same set.
    const list = await t.as('u-demo')({ method: 'GET', url: `/api/transaction-manager/client-api/v2/transactions?${query.replace('exportType=CSV&', '')}&size=1000` });
    expect(list.headers['x-total-count']).toBe(String(expected.length));
  });

  it('keeps formula-looking text inert and quotes per RFC 4180', async () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1 555')).toBe(`'+1 555`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-2+3')).toBe(`'-2+3`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    // End to end: a note that looks like a formula is exported as text.
    const [tx] = await t.db.query<{ id: string }>(
      `select id from transactions where arrangement_id = 'arr-demo-checking' and not is_pending order by sequence desc limit 1`,
    );
    await t.as('u-demo')({ method: 'PUT', url: `/api/transaction-manager/client-api/v2/transactions/${tx!.id}/notes`, payload: { notes: '=cmd|calc, "x"' } });
    const response = await t.as('u-demo')({ method: 'GET', url: `${url}?exportType=CSV&arrangementId=arr-demo-checking` });
    const [head, ...rows] = parseCsv(response.body.slice(1));
    const row = rows.find((candidate) => candidate[head!.indexOf('Transaction id')] === tx!.id);
    expect(row?.[head!.indexOf('Notes')]).toBe(`'=cmd|calc, "x"`);
  });

  it('writes a PDF statement', async () => {
    const response = await t.as('u-demo')({ method: 'POST', url, payload: { exportType: 'PDF', arrangementId: 'arr-demo-savings' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
  });

  it('answers each failure reason of spec/2 §8 in the platform error shape', async () => {
    const [external] = await t.db.query<{ id: string }>(
      `select a.id from arrangements a join service_agreement_arrangements saa on saa.arrangement_id = a.id
        where saa.service_agreement_id = 'sa-demo-personal' and a.is_external order by a.id limit 1`,
    );
    const [investment] = await t.db.query<{ id: string }>(
      `select a.id from arrangements a join product_kinds pk on pk.id = a.product_kind_id
         join service_agreement_arrangements saa on saa.arrangement_id = a.id
        where saa.service_agreement_id = 'sa-demo-personal' and pk.kind_uri = 'investment-account' and not a.is_external limit 1`,
    );
    const cases: Array<[string, string]> = [
      [`exportType=CSV&arrangementsIds=arr-demo-checking&arrangementsIds=arr-demo-checking-bills`, 'MULTIPLE_PRODUCTS'],
      [`exportType=CSV&arrangementsIds=arr-demo-checking&arrangementsIds=arr-demo-savings`, 'MIXED_PRODUCT_KINDS'],
      [`exportType=OFX&arrangementId=${external!.id}`, 'EXTERNAL_ACCOUNT_NOT_SUPPORTED'],
    ];
    if (investment) cases.push([`exportType=CSV&arrangementId=${investment.id}`, 'UNSUPPORTED_PRODUCT_KIND']);
    expect(investment, 'the seed gives demo an investment account').toBeDefined();
    for (const [query, reason] of cases) {
      const body = expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${url}?${query}` }), 400);
      expect(body.key, query).toBe(reason);
      expect((body.errors[0] as { key: string }).key).toBe(reason);
    }
  });

  it('refuses more transactions than config/transactions.json allows with TOO_MANY_ITEMS', async () => {
    const configDir = await mkdtemp(join(tmpdir(), 'passbook-export-'));
    try {
      await cp(t.settings.configDir, configDir, { recursive: true });
      const config = JSON.parse(await readFile(join(configDir, 'transactions.json'), 'utf8')) as { export: { maxItems: number } };
      config.export.maxItems = 5;
      await writeFile(join(configDir, 'transactions.json'), JSON.stringify(config));
      const small = await createTestApp({ configDir });
      try {
        const body = expectErrorBody(await small.as('u-demo')({ method: 'GET', url: `${url}?exportType=CSV&arrangementId=arr-demo-checking` }), 400);
        expect(body.key).toBe('TOO_MANY_ITEMS');
        expect(body.message).toBe('Maximum export threshold exceeded');
        expect((body.errors[0] as { context: { maxItems: number } }).context.maxItems).toBe(5);
        // Narrow enough, it goes through.
        const [day] = await small.db.query<{ day: string }>(
          `select to_char(booking_date, 'YYYY-MM-DD') as day from transactions where arrangement_id = 'arr-demo-checking'
            group by booking_date having count(*) between 1 and 5 order by booking_date desc limit 1`,
        );
        const ok = await small.as('u-demo')({
          method: 'GET',
          url: `${url}?exportType=CSV&arrangementId=arr-demo-checking&bookingDateGreaterThan=${day!.day}&bookingDateLessThan=${day!.day}`,
        });
        expect(ok.statusCode, ok.body).toBe(200);
      } finally {
        await small.close();
      }
    } finally {
      await rm(configDir, { recursive: true, force: true });
    }
  });

  it('accepts the access token from the Authorization cookie on GET only (spec/1 §7), with its DPoP proof', async () => {
    const token = await t.tokenFor('u-demo');
    const exportUrl = `${url}?exportType=CSV&arrangementId=arr-demo-checking`;
    for (const value of [`Bearer ${token}`, token]) {
      const { dpop } = await t.authorize(token, { method: 'GET', url: exportUrl });
      const response = await t.app.inject({ method: 'GET', url: exportUrl, cookies: { Authorization: value }, headers: { dpop } });
      expect(response.statusCode, response.body).toBe(200);
    }
    // A cookie is sent by the browser on its own: without the proof beside it, the bound token is refused.
    expectErrorBody(await t.app.inject({ method: 'GET', url: exportUrl, cookies: { Authorization: token } }), 401);
    const refused = await t.app.inject({ method: 'GET', url: `${url}?exportType=CSV&arrangementId=arr-demo-checking`, cookies: { Authorization: `${token}x` } });
    expectErrorBody(refused, 401);
    // Not on other paths, and not on POST.
    const list = await t.app.inject({ method: 'GET', url: '/api/transaction-manager/client-api/v2/transactions', cookies: { Authorization: token } });
    expectErrorBody(list, 401);
    const post = await t.app.inject({
      method: 'POST',
      url,
      payload: { exportType: 'CSV', arrangementId: 'arr-demo-checking' },
      cookies: { Authorization: token, 'XSRF-TOKEN': 'x' },
      headers: { 'x-xsrf-token': 'x' },
    });
    expectErrorBody(post, 401);
  });

  it('keeps other members’ accounts out (404) and needs Transactions view (403)', async () => {
    expectErrorBody(await t.as('u-demo')({ method: 'GET', url: `${url}?exportType=CSV&arrangementId=arr-newbie-checking` }), 404);
    await t.db.query(
      `delete from access_group_permissions where resource = 'Transactions' and function_name = 'Transactions'
         and access_group_id in (select id from access_groups where service_agreement_id = 'sa-newbie')`,
    );
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${url}?exportType=CSV&arrangementId=arr-newbie-checking` }), 403);
  });

  it('rejects bad input', async () => {
    await expectBadInputs(t.as('u-demo'), [
      { name: 'no export type', request: { method: 'GET', url: `${url}?arrangementId=arr-demo-checking` } },
      { name: 'unknown export type', request: { method: 'GET', url: `${url}?exportType=XLS&arrangementId=arr-demo-checking` } },
      { name: 'no account', request: { method: 'GET', url: `${url}?exportType=CSV` } },
      { name: 'unknown parameter', request: { method: 'GET', url: `${url}?exportType=CSV&arrangementId=arr-demo-checking&evil=1` } },
      { name: 'bad amount', request: { method: 'GET', url: `${url}?exportType=CSV&arrangementId=arr-demo-checking&amountGreaterThan=1e5` } },
      { name: 'bad date', request: { method: 'GET', url: `${url}?exportType=CSV&arrangementId=arr-demo-checking&bookingDateLessThan=2026-13-01` } },
      { name: 'POST with a number for the account', request: { method: 'POST', url, payload: { exportType: 'CSV', arrangementId: 42 } } },
      { name: 'POST with an unknown field', request: { method: 'POST', url, payload: { exportType: 'CSV', arrangementId: 'arr-demo-checking', size: 5 } } },
    ]);
  });
});
