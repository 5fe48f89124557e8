import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { toCents } from './client-api-checks.js';

/**
 * The transaction exports read by the programs members import them into, not by a checker of our
 * own: libofx's `ofxdump` (GnuCash's OFX library), Python's ofxparse (behind ledger-autosync and
 * beancount importers), Python's csv module, and poppler's `pdftotext` and `pdfinfo`. `.ci/run`
 * installs them from Debian (packages ofx, python3-ofxparse, poppler-utils).
 */
const run = promisify(execFile);
const url = '/api/transaction-manager/client-api/v2/transactions/export';

/** Reads an OFX file with ofxparse and answers what an importer takes from it. */
const ofxparseScript = `
import json, sys, warnings
warnings.simplefilter('ignore')
import ofxparse
with open(sys.argv[1], 'rb') as handle:
    ofx = ofxparse.OfxParser.parse(handle)
account = ofx.account
statement = account.statement
print(json.dumps({
    'org': account.institution.organization if account.institution else None,
    'fid': account.institution.fid if account.institution else None,
    'accountId': account.account_id,
    'routingNumber': account.routing_number,
    'accountType': account.account_type,
    'balance': str(statement.balance),
    'availableBalance': str(statement.available_balance),
    'balanceDate': statement.balance_date.strftime('%Y-%m-%d'),
    'availableBalanceDate': statement.available_balance_date.strftime('%Y-%m-%d'),
    'start': statement.start_date.strftime('%Y-%m-%d'),
    'end': statement.end_date.strftime('%Y-%m-%d'),
    'transactions': [{'id': t.id, 'amount': str(t.amount), 'payee': t.payee, 'memo': t.memo} for t in statement.transactions],
}))
`;

/** Reads a CSV file with Python's csv module, as a spreadsheet import would. */
const csvScript = `
import csv, json, sys
with open(sys.argv[1], newline='', encoding='utf-8-sig') as handle:
    print(json.dumps(list(csv.reader(handle))))
`;

interface ParsedOfx {
  org: string;
  fid: string;
  accountId: string;
  routingNumber: string;
  accountType: string;
  balance: string;
  availableBalance: string;
  balanceDate: string;
  availableBalanceDate: string;
  start: string;
  end: string;
  transactions: { id: string; amount: string; payee: string; memo: string }[];
}

/** The first Python that has ofxparse: Debian's, which pyenv or a venv on PATH may hide. */
async function pythonWithOfxparse(): Promise<string> {
  for (const candidate of ['/usr/bin/python3', 'python3']) {
    try {
      await run(candidate, ['-c', 'import ofxparse']);
      return candidate;
    } catch {
      // try the next one
    }
  }
  throw new Error('No Python with ofxparse: install Debian python3-ofxparse (.ci/run does)');
}

/** Text that tries every parser: non-ASCII letters and punctuation, quotes, ampersand, angle brackets. */
const trickyDescription = 'Café "Le Coin" & Bar – Straße <Nº 5>';
const trickyNote = 'Split with Zoë & "Ana" — thanks';

interface ExportedAccount {
  id: string;
  kind: string;
  accountType: string | null;
  owed: boolean;
}

let t: TestApp;
let folder: string;
let python: string;
const accounts: ExportedAccount[] = [];

beforeAll(async () => {
  python = await pythonWithOfxparse();
  for (const tool of ['ofxdump', 'pdftotext', 'pdfinfo']) {
    await run(tool, ['--version']).catch((error: { code?: string }) => {
      if (error.code === 'ENOENT') throw new Error(`${tool} is missing: install Debian's ofx and poppler-utils (.ci/run does)`);
    });
  }
  folder = await mkdtemp(join(tmpdir(), 'passbook-exports-'));
  t = await createTestApp();
  const cardAndLoan = await t.db.query<{ id: string; kind_uri: string }>(
    `select distinct on (pk.kind_uri) a.id, pk.kind_uri
       from arrangements a join product_kinds pk on pk.id = a.product_kind_id
       join service_agreement_arrangements saa on saa.arrangement_id = a.id
      where saa.service_agreement_id = 'sa-demo-personal' and pk.kind_uri in ('credit-card', 'loan') and not a.is_external
        and exists (select 1 from transactions t where t.arrangement_id = a.id and not t.is_pending)
      order by pk.kind_uri, a.id`,
  );
  const card = cardAndLoan.find((row) => row.kind_uri === 'credit-card');
  const loan = cardAndLoan.find((row) => row.kind_uri === 'loan');
  expect(card && loan, 'the seed gives demo a credit card and a loan with posted transactions').toBeTruthy();
  accounts.push(
    { id: 'arr-demo-checking', kind: 'current-account', accountType: 'CHECKING', owed: false },
    { id: 'arr-demo-money-market', kind: 'savings-account', accountType: 'MONEYMRKT', owed: false },
    { id: loan!.id, kind: 'loan', accountType: 'CREDITLINE', owed: true },
    { id: card!.id, kind: 'credit-card', accountType: null, owed: true },
  );
  // The latest posted transaction of each account gets a description and a note no parser may choke on.
  for (const account of accounts) {
    const [latest] = await t.db.query<{ id: string }>(
      `select id from transactions where arrangement_id = $1 and not is_pending order by booking_date desc, sequence desc limit 1`,
      [account.id],
    );
    await t.db.query('update transactions set description = $2, original_description = null where id = $1', [latest!.id, trickyDescription]);
    const note = await t.as('u-demo')({
      method: 'PUT',
      url: `/api/transaction-manager/client-api/v2/transactions/${latest!.id}/notes`,
      payload: { notes: trickyNote },
    });
    expect(note.statusCode, note.body).toBeLessThan(300);
  }
});

afterAll(async () => {
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function exported(arrangementId: string, exportType: string, host = 'localhost'): Promise<{ file: string; body: Buffer }> {
  const response = await t.as('u-demo')({ method: 'GET', url: `${url}?exportType=${exportType}&arrangementId=${arrangementId}`, headers: { host } });
  expect(response.statusCode, response.body).toBe(200);
  const file = join(folder, `${arrangementId}-${host}.${exportType.toLowerCase()}`);
  await writeFile(file, response.rawPayload);
  return { file, body: response.rawPayload };
}

async function posted(arrangementId: string): Promise<{ ids: string[]; ledger: string }> {
  const rows = await t.db.query<{ id: string }>('select id from transactions where arrangement_id = $1 and not is_pending order by id', [arrangementId]);
  const [ledger] = await t.db.query<{ balance: string }>('select balance::text as balance from ledger_accounts where arrangement_id = $1', [arrangementId]);
  return { ids: rows.map((row) => row.id), ledger: ledger!.balance };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('exports read by the money software members use', () => {
  for (const exportType of ['OFX', 'QFX', 'QBO'] as const) {
    it(`${exportType}: ofxdump reads every account kind without an error, ofxparse reads the same transactions and balance as the ledger`, async () => {
      for (const account of accounts) {
        const { file, body } = await exported(account.id, exportType);
        const text = body.toString('latin1');
        expect(
          body.every((byte) => byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte < 0x7f)),
          'every byte is printable ASCII',
        ).toBe(true);
        if (exportType === 'OFX') {
          expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"[^?]*\?>\n<\?OFX OFXHEADER="200" VERSION="220"/);
          expect(text).not.toContain('INTU.BID');
        } else {
          expect(text.split('\r\n').slice(0, 9)).toEqual([
            'OFXHEADER:100',
            'DATA:OFXSGML',
            'VERSION:102',
            'SECURITY:NONE',
            'ENCODING:USASCII',
            'CHARSET:1252',
            'COMPRESSION:NONE',
            'OLDFILEUID:NONE',
            'NEWFILEUID:NONE',
          ]);
          expect(text).toMatch(/<INTU\.BID>3000\r\n/);
        }

        const dump = await run('ofxdump', [file], { maxBuffer: 64 * 1024 * 1024 });
        expect(dump.stderr.split('\n').filter((line) => /ERROR/.test(line)), `${exportType} ${account.kind}`).toEqual([]);
        const { ids, ledger } = await posted(account.id);
        expect(dump.stdout.match(/^ofx_proc_transaction\(\):/gm)?.length, `${account.kind}: ofxdump's transactions`).toBe(ids.length);
        expect(dump.stdout).toMatch(new RegExp(`Ledger balance: ${ledger.replace('.', '\\.')}\\n`));

        const parsed = JSON.parse((await run(python, ['-c', ofxparseScript, file], { maxBuffer: 64 * 1024 * 1024 })).stdout) as ParsedOfx;
        expect(parsed.org).toBe('Front Range Credit Union');
        expect(parsed.fid).toBe('3000');
        expect(parsed.accountType).toBe(account.accountType ?? '');
        if (account.accountType) expect(parsed.routingNumber).toBe('302075830');
        expect(parsed.transactions.map((tx) => tx.id).sort()).toEqual(ids);
        expect(toCents(parsed.balance)).toBe(toCents(ledger));
        const [balances] = await t.db.query<{ available: string | null }>(
          'select available_balance::text as available from arrangement_balances where arrangement_id = $1',
          [account.id],
        );
        expect(toCents(parsed.availableBalance)).toBe(toCents(balances?.available ?? ledger));
        expect([parsed.balanceDate, parsed.availableBalanceDate]).toEqual([today(), today()]);
        const [first] = await t.db.query<{ day: string }>(
          `select to_char(min(booking_date), 'YYYY-MM-DD') as day from transactions where arrangement_id = $1 and not is_pending`,
          [account.id],
        );
        expect(parsed.start <= first!.day, 'DTSTART covers the first transaction').toBe(true);
        expect(parsed.end).toBe(today());
        const sum = parsed.transactions.reduce((total, tx) => total + toCents(tx.amount), 0n);
        const [signed] = await t.db.query<{ total: string }>(
          `select coalesce(sum(case when credit_debit_indicator = 'CRDT' then amount else -amount end), 0)::text as total
             from transactions where arrangement_id = $1 and not is_pending`,
          [account.id],
        );
        expect(sum).toBe(toCents(signed!.total));
        const tricky = parsed.transactions.find((tx) => tx.memo.includes('Split with'));
        expect(tricky?.memo).toBe('Cafe "Le Coin" & Bar - Strasse <No 5> | Split with Zoe & "Ana" - thanks');
      }
    });
  }

  it('OFX names the credit union serving the member, with its own FID and routing number', async () => {
    const { file } = await exported('arr-demo-checking', 'QFX', 'mesa-peak.localhost');
    const parsed = JSON.parse((await run(python, ['-c', ofxparseScript, file])).stdout) as ParsedOfx;
    expect(parsed.org).toBe('Mesa Peak Credit Union');
    expect(parsed.fid).toBe('3417');
    expect(parsed.routingNumber).toBe('302076172');
    expect((await exported('arr-demo-checking', 'QFX', 'mesa-peak.localhost')).body.toString('latin1')).toMatch(/<INTU\.BID>3417\r\n/);
  });

  it('CSV: Python’s csv module reads back every row, the text exactly as written and the amounts in the stated sign', async () => {
    for (const account of accounts) {
      const { file, body } = await exported(account.id, 'CSV');
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [head, ...rows] = JSON.parse((await run(python, ['-c', csvScript, file], { maxBuffer: 64 * 1024 * 1024 })).stdout) as string[][];
      const amount = head!.indexOf('Amount (credits positive, debits negative)');
      const balance = head!.indexOf('Running balance (in your favour positive, owed negative)');
      expect(amount).toBeGreaterThan(-1);
      expect(balance).toBeGreaterThan(-1);
      const all = await t.db.query<{ id: string; signed: string }>(
        `select id, (case when credit_debit_indicator = 'CRDT' then amount else -amount end)::text as signed
           from transactions where arrangement_id = $1`,
        [account.id],
      );
      expect(rows.length, account.kind).toBe(all.length);
      const byId = new Map(all.map((row) => [row.id, row.signed]));
      const id = head!.indexOf('Transaction id');
      for (const row of rows) expect(toCents(row[amount]!)).toBe(toCents(byId.get(row[id]!)!));
      for (const row of rows) expect(row[0], 'ISO dates').toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const tricky = rows.find((row) => row[head!.indexOf('Notes')] === trickyNote);
      expect(tricky?.[head!.indexOf('Description')]).toBe(trickyDescription);
      // The newest posted row's running balance is the ledger balance, in the ledger's sign for every kind.
      const { ledger } = await posted(account.id);
      const newest = rows.find((row) => row[head!.indexOf('Status')] !== 'PENDING');
      expect(toCents(newest![balance]!), account.kind).toBe(toCents(ledger));
    }
  });

  it('PDF: tagged, titled and in English, with pdftotext reading the closing balance', async () => {
    for (const account of accounts) {
      const { file, body } = await exported(account.id, 'PDF');
      const info = (await run('pdfinfo', [file])).stdout;
      expect(info).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toMatch(/^Title:\s+Transactions \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/m);
      const catalog = body.toString('latin1');
      expect(catalog).toContain('/Lang (en-US)');
      expect(catalog).toContain('/DisplayDocTitle true');
      // Reading order: the credit union, one heading, the account, then the table with its header cells.
      const structure = (await run('pdfinfo', ['-struct-text', file], { maxBuffer: 64 * 1024 * 1024 })).stdout;
      const tags = structure.split('\n').map((line) => line.trim()).filter((line) => /^[A-Z][A-Za-z0-9]*( \(block\))?$/.test(line));
      expect(tags.slice(0, 4)).toEqual(['Document', 'P (block)', 'H1 (block)', 'P (block)']);
      expect(tags.filter((tag) => tag.startsWith('H1'))).toHaveLength(1);
      expect(tags).toContain('Table (block)');
      expect(tags.filter((tag) => tag === 'TH')).toHaveLength(5);
      const { ledger } = await posted(account.id);
      const presented = account.owed ? -toCents(ledger) : toCents(ledger);
      const text = (await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 })).stdout;
      const closing = new RegExp(`Closing balance on ${today()}: (-?\\d+\\.\\d{2}) USD`).exec(text);
      expect(closing, `${account.kind}: the closing balance line`).not.toBeNull();
      expect(toCents(closing![1]!)).toBe(presented);
    }
  });
});
