import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { ledgerAccountOf, ledgerIsBalanced, ledgerProblems } from '../src/ledger/index.js';
import { verifyPassword } from '../src/oidc/passwords.js';
import {
  demoPassword,
  externalAccountStatuses,
  isSeeded,
  memberPermissions,
  productKinds,
  seedDemoData,
} from '../src/seed/index.js';

import { pocketKindUri } from '../src/seed/catalog.js';
import { withDatabase } from './template-database.js';

/** Whether the user holds the privilege in the agreement, through any of their access groups there. */
async function holdsPermission(db: Queryable, userId: string, serviceAgreementId: string, resource: string, functionName: string, privilege: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from access_group_members m
       join access_groups g on g.id = m.access_group_id
       join access_group_permissions p on p.access_group_id = g.id
      where m.user_id = $1 and g.service_agreement_id = $2 and p.resource = $3 and p.function_name = $4 and p.privilege = $5`,
    [userId, serviceAgreementId, resource, functionName, privilege],
  );
  return rows.length > 0;
}

const created: string[] = [];
let databases = 0;

/**
 * A connection for CREATE/DROP DATABASE. Never to the template itself: while anyone is connected
 * to it, other test files cannot clone it.
 */
function adminDatabase(templateUrl: string): Promise<Database> {
  return openDatabase({ url: process.env.DATABASE_URL ?? withDatabase(templateUrl, 'postgres') });
}

/**
 * An empty, migrated database on the suite's store: in-memory PGlite, or a new PostgreSQL
 * database when the suite runs on PostgreSQL (the template is seeded already, so it won't do).
 */
async function freshDatabase(): Promise<Database> {
  const templateUrl = inject('templateUrl');
  let db: Database;
  if (templateUrl) {
    const name = `passbook_seedtest_${process.pid}_${databases++}`;
    const admin = await adminDatabase(templateUrl);
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.close();
    created.push(name);
    db = await openDatabase({ url: withDatabase(templateUrl, name) });
  } else {
    db = await openDatabase({});
  }
  await migrate(db);
  return db;
}

async function dropCreatedDatabases(): Promise<void> {
  const templateUrl = inject('templateUrl');
  if (!templateUrl || created.length === 0) return;
  const admin = await adminDatabase(templateUrl);
  for (const name of created.splice(0)) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.close();
}

/** A digest of everything a member can see of their money, to compare two seeded databases. */
async function digest(db: Database): Promise<Record<string, string>> {
  const queries: Record<string, string> = {
    arrangements: `select md5(string_agg(a::text, '|' order by a.id)) as digest from arrangements a`,
    transactions: `select md5(string_agg(t::text, '|' order by t.id)) as digest from transactions t`,
    postings: `select md5(string_agg(p::text, '|' order by p.id)) as digest from postings p`,
    ledger: `select md5(string_agg(l::text, '|' order by l.id)) as digest from ledger_accounts l`,
    people: `select md5(string_agg(u::text, '|' order by u.id)) as digest from users u`,
    memberData: `select md5(concat_ws('|',
                   (select string_agg(c::text, '|' order by c.id) from contacts c),
                   (select string_agg(n::text, '|' order by n.id) from notifications n),
                   (select string_agg(m::text, '|' order by m.id) from messages m))) as digest`,
  };
  const result: Record<string, string> = {};
  for (const [name, sql] of Object.entries(queries)) {
    const [row] = await db.query<{ digest: string }>(sql);
    result[name] = row!.digest;
  }
  return result;
}

/**
 * What seeding sends the database, digested table by table: the rows it inserts are a function of
 * the seed alone (the database only stores them), so two seedings are compared without seeding two
 * databases, which takes minutes on PGlite beside the browser tests. The recorder answers the
 * seeder's two reads as an empty database would.
 */
async function seedingStatements(seed?: number): Promise<Record<string, string>> {
  const byTable = new Map<string, ReturnType<typeof createHash>>();
  const recorder: Queryable = {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
      if (/^\s*select/i.test(text)) return [{ seeded: false, entry_id: 0, posting_id: 0, sequence: 0, transactions: 0 } as Row];
      const table = /insert into (\w+)/.exec(text)?.[1] ?? 'other';
      if (!byTable.has(table)) byTable.set(table, createHash('sha256'));
      byTable.get(table)!.update(text).update(JSON.stringify(params));
      return [];
    },
  };
  const recording: Database = { kind: 'postgres', ...recorder, transaction: (work) => work(recorder), exec: async () => {}, close: async () => {} };
  await seedDemoData(recording, seed === undefined ? {} : { seed });
  return Object.fromEntries([...byTable].map(([table, hash]) => [table, hash.digest('hex')]));
}

let db: Database;

beforeAll(async () => {
  db = await freshDatabase();
  expect(await isSeeded(db)).toBe(false);
  await seedDemoData(db);
});

afterAll(async () => {
  await db.close();
  await dropCreatedDatabases();
});

describe('seedDemoData', () => {
  it('is deterministic: the same seed gives the same data, another seed different data', async () => {
    const expected = await seedingStatements();
    expect(await seedingStatements()).toEqual(expected);
    const different = await seedingStatements(7);
    expect(different.transactions).not.toBe(expected.transactions);
    // Identities and products do not depend on the seed; amounts and history do.
    expect(different.arrangements).not.toBe(expected.arrangements);
    expect(different.users).not.toBe(expected.users);
  });

  it('runs once: seeding a seeded database changes nothing', async () => {
    const before = await digest(db);
    expect(await isSeeded(db)).toBe(true);
    await seedDemoData(db);
    expect(await digest(db)).toEqual(before);
  });

  it('seeds the six demo sign-ins with the demo password and the contract roles', async () => {
    const users = await db.query<{ id: string; username: string; role: string; password_hash: string; eligible_for_new_account: boolean; customer_code: string | null }>(
      `select id, username, role, password_hash, eligible_for_new_account, customer_code from users order by id`,
    );
    expect(users.map((user) => [user.id, user.username, user.role])).toEqual([
      ['u-agent', 'agent', 'agent'],
      ['u-demo', 'demo', 'member'],
      ['u-limited', 'limited', 'member'],
      ['u-newbie', 'newbie', 'member'],
      ['u-operator', 'operator', 'operator'],
      ['u-operator2', 'operator2', 'operator'],
    ]);
    expect(await verifyPassword(demoPassword, users[0]!.password_hash)).toBe(true);
    expect(await verifyPassword('demo-password-1!', users[0]!.password_hash)).toBe(false);
    const demo = users.find((user) => user.id === 'u-demo')!;
    const newbie = users.find((user) => user.id === 'u-newbie')!;
    expect([demo.eligible_for_new_account, newbie.eligible_for_new_account]).toEqual([true, true]);
    expect(demo.customer_code).toMatch(/^\d{9}$/);
    const assignments = await db.query<{ member_id: string }>(`select member_id from agent_assignments where agent_id = 'u-agent' order by member_id`);
    expect(assignments.map((row) => row.member_id)).toEqual(['u-demo', 'u-newbie']);
    const staffAccounts = await db.query(
      `select 1 from access_group_members m join access_groups g on g.id = m.access_group_id where m.user_id in ('u-agent', 'u-operator', 'u-operator2')`,
    );
    expect(staffAccounts).toEqual([]);
  });

  it('gives each member the service agreements and permissions of the contract', async () => {
    const agreements = await db.query<{ user_id: string; id: string; name: string; is_master: boolean }>(
      `select m.user_id, sa.id, sa.name, sa.is_master
         from service_agreements sa join access_groups g on g.service_agreement_id = sa.id
         join access_group_members m on m.access_group_id = g.id order by m.user_id, sa.id`,
    );
    expect(agreements.map((row) => [row.user_id, row.id, row.name, row.is_master])).toEqual([
      ['u-demo', 'sa-demo-business', 'Smith Family Business', false],
      ['u-demo', 'sa-demo-personal', 'Personal', true],
      ['u-limited', 'sa-limited', 'Personal', true],
      ['u-newbie', 'sa-newbie', 'Personal', true],
    ]);
    for (const sa of ['sa-demo-personal', 'sa-demo-business']) {
      for (const grant of memberPermissions) {
        for (const privilege of grant.privileges) {
          expect(await holdsPermission(db, 'u-demo', sa, grant.resource, grant.functionName, privilege)).toBe(true);
        }
      }
    }
    expect(await holdsPermission(db, 'u-demo', 'sa-demo-personal', 'Product Summary', 'Product Summary', 'view')).toBe(true);
    expect(await holdsPermission(db, 'u-limited', 'sa-limited', 'Product Summary', 'Product Summary', 'view')).toBe(false);
    expect(await holdsPermission(db, 'u-limited', 'sa-limited', 'Payments', 'A2A Transfer', 'create')).toBe(true);
    expect(await holdsPermission(db, 'u-limited', 'sa-limited', 'Contacts', 'Contacts', 'view')).toBe(true);
    expect(await holdsPermission(db, 'u-newbie', 'sa-newbie', 'Product Summary', 'Product Summary', 'view')).toBe(true);
    // Nobody holds anything in an agreement that is not theirs.
    expect(await holdsPermission(db, 'u-newbie', 'sa-demo-personal', 'Product Summary', 'Product Summary', 'view')).toBe(false);
  });

  it('gives demo every product kind and linked external accounts in every status', async () => {
    const kinds = await db.query<{ kind_uri: string }>(
      `select distinct k.kind_uri from arrangements a join product_kinds k on k.id = a.product_kind_id
         join service_agreement_arrangements s on s.arrangement_id = a.id
        where s.service_agreement_id = 'sa-demo-personal' and not a.is_external order by 1`,
    );
    // Pockets excepted: a member opens them (pocket-tailor); the seed leaves demo's savings without any.
    expect(kinds.map((row) => row.kind_uri)).toEqual(productKinds.map((kind) => kind.kindUri).filter((uri) => uri !== pocketKindUri).sort());
    const loans = await db.query<{ product_number: string }>(
      `select product_number from arrangements a join product_kinds k on k.id = a.product_kind_id where k.kind_uri = 'loan' and not a.is_external and a.id like 'arr-demo-%'`,
    );
    expect(loans.length).toBeGreaterThanOrEqual(3);
    expect(loans.some((row) => Number(row.product_number) > 1000)).toBe(true);
    const external = await db.query<{ status: string | null; has_ledger: boolean; booked: string | null; institution: string | null }>(
      `select a.external_account_status as status, exists (select 1 from ledger_accounts l where l.arrangement_id = a.id) as has_ledger,
              b.booked_balance::text as booked, fi.name as institution
         from arrangements a join arrangement_balances b on b.arrangement_id = a.id
         left join financial_institutions fi on fi.id = a.financial_institution_id
        where a.is_external order by a.id`,
    );
    expect(new Set(external.map((row) => row.status))).toEqual(new Set([...externalAccountStatuses, null]));
    for (const row of external) {
      expect(row.has_ledger).toBe(false);
      expect(row.booked).not.toBeNull();
      expect(row.institution).not.toBeNull();
    }
    const business = await db.query<{ kind_uri: string }>(
      `select k.kind_uri from arrangements a join product_kinds k on k.id = a.product_kind_id
         join service_agreement_arrangements s on s.arrangement_id = a.id where s.service_agreement_id = 'sa-demo-business' order by 1`,
    );
    expect(business.map((row) => row.kind_uri)).toEqual(['current-account', 'savings-account']);
    const small = await db.query<{ service_agreement_id: string; n: number }>(
      `select service_agreement_id, count(*)::int as n from service_agreement_arrangements
        where service_agreement_id in ('sa-newbie', 'sa-limited') group by 1 order by 1`,
    );
    expect(small).toEqual([
      { service_agreement_id: 'sa-limited', n: 2 },
      { service_agreement_id: 'sa-newbie', n: 1 },
    ]);
  });

  it('seeds members without online access to enroll: accounts with history, no sign-in, the SSN only hashed', async () => {
    const members = await db.query<{ member_number: string; tenant: string; ssn_hash: string; ssn_last4: string; users: number; accounts: number; transactions: number }>(
      `select m.member_number, m.tenant, m.ssn_hash, m.ssn_last4,
              (select count(*)::int from users u where u.legal_entity_id = m.legal_entity_id) as users,
              (select count(*)::int from arrangements a where a.legal_entity_id = m.legal_entity_id) as accounts,
              (select count(*)::int from transactions t join arrangements a on a.id = t.arrangement_id where a.legal_entity_id = m.legal_entity_id) as transactions
         from core_members m order by m.member_number`,
    );
    expect(members.map(({ member_number, tenant, users, accounts }) => [member_number, tenant, users, accounts])).toEqual([
      ['100200300', 'default', 0, 2],
      ['100200400', 'default', 0, 1],
      ['100245871', 'default', 1, expect.any(Number)],
      ['300400500', 'mesa-peak', 0, 1],
    ]);
    const casey = members[0]!;
    expect(casey.transactions).toBeGreaterThan(50);
    expect(casey.ssn_hash).not.toContain('123456789');
    expect(await verifyPassword('123456789', casey.ssn_hash)).toBe(true);
    expect(casey.ssn_last4).toBe('6789');
    const linked = await db.query(
      `select 1 from service_agreement_arrangements s join arrangements a on a.id = s.arrangement_id where a.legal_entity_id = 'le-casey-rivera'`,
    );
    expect(linked).toEqual([]);
    const invitations = await db.query<{ uuid: string; member_number: string; used_at: unknown }>('select uuid, member_number, used_at from invitations');
    expect(invitations).toEqual([{ uuid: 'invite-0001-jamie', member_number: '100200400', used_at: null }]);
  });

  it('keeps a balanced ledger that every arrangement balance comes from', async () => {
    expect(await ledgerProblems(db)).toEqual([]);
    expect(await ledgerIsBalanced(db)).toBe(true);
    const missing = await db.query(
      `select a.id from arrangements a where not a.is_external and a.linked_arrangement_id is null
          and not exists (select 1 from ledger_accounts l where l.arrangement_id = a.id)`,
    );
    expect(missing).toEqual([]);
    // A debit card shows its checking account's money; loans and cards show what is owed.
    const [card] = await db.query<{ card: string; checking: string }>(
      `select c.booked_balance::text as card, k.booked_balance::text as checking from arrangement_balances c, arrangement_balances k
        where c.arrangement_id = 'arr-demo-debit-card' and k.arrangement_id = 'arr-demo-checking'`,
    );
    expect(card!.card).toBe(card!.checking);
    expect(await ledgerAccountOf(db, 'arr-demo-debit-card')).toBe(await ledgerAccountOf(db, 'arr-demo-checking'));
    expect(await ledgerAccountOf(db, 'arr-demo-checking')).toBe('la-demo-checking');
    expect(await ledgerAccountOf(db, 'arr-demo-ext-1')).toBeUndefined();
    const owed = await db.query<{ booked: string; ledger: string }>(
      `select booked_balance::text as booked, ledger_balance::text as ledger from arrangement_balances where kind_uri in ('loan', 'credit-card') and ledger_balance is not null`,
    );
    for (const row of owed) expect(Number(row.booked) > 0 && row.booked === row.ledger.replace(/^-/, '')).toBe(true);
    const belowFloor = await db.query(`select id from ledger_accounts where floor is not null and balance + held < floor`);
    expect(belowFloor).toEqual([]);
  });

  it('backs every member posting with a transaction whose running balance is the ledger’s', async () => {
    const unexplained = await db.query(
      `select p.id from postings p join ledger_accounts l on l.id = p.ledger_account_id join journal_entries e on e.id = p.entry_id
        where l.kind = 'member' and e.kind <> 'opening' and not exists (select 1 from transactions t where t.posting_id = p.id)`,
    );
    expect(unexplained).toEqual([]);
    const wrong = await db.query<{ id: string }>(
      `with running as (
         select p.id, sum(p.amount) over (partition by p.ledger_account_id order by p.id) as balance
           from postings p where p.status = 'posted')
       select t.id from transactions t join running r on r.id = t.posting_id
        where t.running_balance is distinct from r.balance
       union all
       select t.id from transactions t join postings p on p.id = t.posting_id
        where t.is_pending <> (p.status = 'pending') or (t.is_pending and t.running_balance is not null)
           or t.amount <> abs(p.amount) or t.credit_debit_indicator <> case when p.amount > 0 then 'CRDT' else 'DBIT' end`,
    );
    expect(wrong).toEqual([]);
    // The last booked transaction of each account leaves exactly the ledger balance.
    const last = await db.query<{ arrangement_id: string; running_balance: string; balance: string }>(
      `select distinct on (t.arrangement_id) t.arrangement_id, t.running_balance::text as running_balance, l.balance::text as balance
         from transactions t join ledger_accounts l on l.arrangement_id = t.arrangement_id
        where not t.is_pending order by t.arrangement_id, t.sequence desc`,
    );
    expect(last.length).toBeGreaterThan(10);
    for (const row of last) expect(row.running_balance, row.arrangement_id).toBe(row.balance);
  });

  it('seeds a year of varied history: a large checking account, pending items, checks, card details', async () => {
    const [counts] = await db.query<{ big: number; pending_checking: number; pending_card: number; months: number; located: number; categories: number }>(
      `select (select count(*)::int from transactions where arrangement_id = 'arr-demo-checking') as big,
              (select count(*)::int from transactions where arrangement_id = 'arr-demo-checking' and is_pending) as pending_checking,
              (select count(*)::int from transactions where arrangement_id = 'arr-demo-visa' and is_pending) as pending_card,
              (select count(distinct date_trunc('month', booking_date))::int from transactions
                where arrangement_id = 'arr-demo-checking' and booking_date > date '2025-11-20') as months,
              (select count(*)::int from transactions where location is not null) as located,
              (select count(distinct category)::int from transactions) as categories`,
    );
    expect(counts!.big).toBeGreaterThanOrEqual(1400);
    expect(counts!.pending_checking).toBeGreaterThanOrEqual(3);
    expect(counts!.pending_card).toBeGreaterThanOrEqual(2);
    // 2025-11-21 … 2026-11-20: twelve months of history span thirteen calendar months.
    expect(counts!.months).toBe(13);
    expect(counts!.located).toBeGreaterThan(500);
    expect(counts!.categories).toBeGreaterThanOrEqual(15);
    const checks = await db.query<{ availability: string; n: number }>(
      `select check_image_availability as availability, count(*)::int as n from transactions where check_number is not null group by 1 order by 1`,
    );
    expect(checks.map((row) => row.availability)).toEqual(['AVAILABLE', 'UNAVAILABLE']);
    const billing = await db.query<{ billing_status: string }>(
      `select distinct billing_status from transactions where arrangement_id = 'arr-demo-visa' order by 1`,
    );
    expect(billing.map((row) => row.billing_status)).toEqual(['BILLED', 'PENDING', 'UNBILLED']);
    for (const id of ['arr-demo-checking-bills', 'arr-demo-savings', 'arr-demo-money-market', 'arr-demo-mastercard', 'arr-demo-auto-loan', 'arr-demo-mortgage', 'arr-demo-personal-loan', 'arr-biz-checking', 'arr-newbie-checking', 'arr-limited-savings']) {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from transactions where arrangement_id = $1`, [id]);
      expect(row!.n, id).toBeGreaterThanOrEqual(5);
    }
  });

  it('seeds contacts, notifications and messages that point at real records', async () => {
    const [counts] = await db.query<{ contacts: number; unread: number; inbox: number; outbox: number; drafts: number }>(
      `select (select count(*)::int from contacts where user_id = 'u-demo') as contacts,
              (select count(*)::int from notifications where user_id = 'u-demo' and not read) as unread,
              (select count(*)::int from conversations where user_id = 'u-demo' and mailbox = 'inbox') as inbox,
              (select count(*)::int from conversations where user_id = 'u-demo' and mailbox = 'outbox') as outbox,
              (select count(*)::int from conversations where user_id = 'u-demo' and mailbox = 'drafts') as drafts`,
    );
    expect(counts!.contacts).toBeGreaterThanOrEqual(5);
    expect(counts!.unread).toBeGreaterThan(0);
    expect([counts!.inbox > 0, counts!.outbox > 0, counts!.drafts > 0]).toEqual([true, true, true]);
    const dangling = await db.query(
      `select n.id from notifications n
        where (n.where_to = 'conversation-view' and not exists (select 1 from conversations c where c.id = n.data->>'id'))
           or (n.where_to = 'transaction-view' and not exists (select 1 from transactions t where t.id = n.data->>'id' and t.arrangement_id = n.data->>'arrangementId'))
           or (n.where_to = 'arrangement-view' and not exists (select 1 from arrangements a where a.id = n.data->>'arrangementId'))`,
    );
    expect(dangling).toEqual([]);
    // A member-number contact reaches a real account of another demo member.
    const reachable = await db.query<{ id: string }>(
      `select c.id from contacts c cross join lateral jsonb_array_elements(c.accounts) account
         join arrangement_secrets s on s.attribute_name = 'BBAN' and s.clear_value = account->>'accountNumber'
        where c.user_id = 'u-demo'`,
    );
    expect(reachable.length).toBeGreaterThanOrEqual(2);
    expect(await db.query(`select 1 from remote_flags`)).toEqual([]);
  });
});
