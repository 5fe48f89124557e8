import type { Queryable } from '../db/database.js';
import { toCents } from '../ledger/index.js';
import type { AccountStatement } from '../../../schemas/api/generated/api-types.js';

/** config/statements.json as the server reads it (checked against its schema when loaded). */
export interface StatementsConfig {
  categories: string[];
  categoryByKind: Record<string, string>;
  categoryByProductType: Record<string, string>;
  monthsKept: number;
  taxForms: { category: string; interestKinds: string[]; interestTypeGroups: string[]; minimumInterest: string };
  manageStatements: boolean;
  defaultDelivery: 'online' | 'paper';
  pageSize: number;
}

export const statementsConfigFile = 'statements.json';

/** An account of the acting agreement that gets statements. */
export interface StatementAccount {
  id: string;
  name: string;
  /** `••••` and the last four digits of the account number. */
  maskedNumber: string;
  kindUri: string;
  category: string;
  currency: string;
  /** The first day it can have a statement for: its opening date, else its first booking. */
  openedOn: string | null;
  ledgerAccountId: string;
}

/** One statement or tax form as listed (the contract's AccountStatement); `uid` names its download. */
export type StatementEntry = Omit<AccountStatement, 'documents'> & { uid: string };

interface AccountRow {
  id: string;
  display_name: string;
  kind_uri: string;
  product_type_name: string;
  currency: string;
  opened_on: string | null;
  account_number: string | null;
  ledger_account_id: string;
}

/** The month (yyyy-mm) `months` before `month`. */
export function monthsBefore(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day (yyyy-mm-dd) of a month (yyyy-mm). */
export function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "October 2026" for 2026-10. */
export function monthTitle(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${monthNames[number - 1]} ${year}`;
}

const masked = (number: string | null) => (number ? `••••${number.slice(-4)}` : '');

/**
 * The agreement's accounts that get statements: our own (not linked from another bank), with a
 * ledger account of their own (a debit card has none), of a kind config/statements.json files
 * under a category (a product type may override its kind's).
 */
export async function statementAccounts(db: Queryable, config: StatementsConfig, serviceAgreementId: string): Promise<StatementAccount[]> {
  const rows = await db.query<AccountRow>(
    `select a.id, a.display_name, pk.kind_uri, a.product_type_name, a.currency,
            coalesce(a.opening_date, (select min(e.booking_date) from postings p join journal_entries e on e.id = p.entry_id
                                       where p.ledger_account_id = la.id))::text as opened_on,
            s.clear_value as account_number, la.id as ledger_account_id
       from arrangements a
       join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
       join product_kinds pk on pk.id = a.product_kind_id
       join ledger_accounts la on la.arrangement_id = a.id
       left join arrangement_secrets s on s.arrangement_id = a.id and s.attribute_name = 'BBAN'
      where not a.is_external and a.linked_arrangement_id is null
      order by a.display_name, a.id`,
    [serviceAgreementId],
  );
  return rows.flatMap((row) => {
    const category = config.categoryByProductType[row.product_type_name] ?? config.categoryByKind[row.kind_uri];
    if (!category) return [];
    return [
      {
        id: row.id,
        name: row.display_name,
        maskedNumber: masked(row.account_number),
        kindUri: row.kind_uri,
        category,
        currency: row.currency.trim(),
        openedOn: row.opened_on,
        ledgerAccountId: row.ledger_account_id,
      },
    ];
  });
}

/** The closed months an account has a statement for, newest first: at most `monthsKept`, none before it opened. */
export function statementMonths(config: StatementsConfig, account: Pick<StatementAccount, 'openedOn'>, today: string): string[] {
  const current = today.slice(0, 7);
  const months: string[] = [];
  for (let back = 1; back <= config.monthsKept; back++) {
    const month = monthsBefore(current, back);
    if (account.openedOn !== null && lastDayOf(month) < account.openedOn) break;
    months.push(month);
  }
  return months;
}

export const accountStatementUid = (month: string, accountId: string) => `${month}.${accountId}`;
export const taxFormUid = (year: number) => `1099-INT.${year}`;

export type StatementUid = { kind: 'account'; month: string; accountId: string } | { kind: '1099-INT'; year: number };

/** What a download's uid names, or undefined when it is not one this service hands out. */
export function parseStatementUid(uid: string): StatementUid | undefined {
  const tax = /^1099-INT\.(\d{4})$/.exec(uid);
  if (tax) return { kind: '1099-INT', year: Number(tax[1]) };
  const account = /^(\d{4}-(?:0[1-9]|1[0-2]))\.(.+)$/.exec(uid);
  return account ? { kind: 'account', month: account[1]!, accountId: account[2]! } : undefined;
}

/**
 * Interest paid in a calendar year on the agreement's deposit accounts (`taxForms.interestKinds`):
 * posted ledger entries whose transaction is of an interest type group. A decimal string.
 */
export async function interestPaidInYear(db: Queryable, config: StatementsConfig, serviceAgreementId: string, year: number): Promise<string> {
  const [row] = await db.query<{ total: string }>(
    `select coalesce(sum(p.amount), 0)::text as total
       from service_agreement_arrangements saa
       join arrangements a on a.id = saa.arrangement_id and not a.is_external
       join product_kinds pk on pk.id = a.product_kind_id and pk.kind_uri = any($2::text[])
       join transactions t on t.arrangement_id = a.id and t.type_group = any($3::text[])
       join postings p on p.id = t.posting_id and p.status = 'posted'
       join journal_entries e on e.id = p.entry_id
      where saa.service_agreement_id = $1 and e.booking_date between $4::date and $5::date`,
    [serviceAgreementId, config.taxForms.interestKinds, config.taxForms.interestTypeGroups, `${year}-01-01`, `${year}-12-31`],
  );
  return row?.total ?? '0.00';
}

/** Whether the year's interest reaches the amount that gets a 1099-INT. */
export function needsTaxForm(config: StatementsConfig, interest: string): boolean {
  return toCents(interest) > 0n && toCents(interest) >= toCents(config.taxForms.minimumInterest);
}

/**
 * Every statement and tax form of the agreement: one per account per closed month, and the past
 * year's 1099-INT when its interest reaches the threshold (it covers every deposit account, so
 * it names no account, and `memberName` stands in its account name).
 */
export async function statementCatalogue(
  db: Queryable,
  config: StatementsConfig,
  serviceAgreementId: string,
  today: string,
  memberName: string,
): Promise<StatementEntry[]> {
  const entries: StatementEntry[] = [];
  for (const account of await statementAccounts(db, config, serviceAgreementId)) {
    for (const month of statementMonths(config, account, today)) {
      entries.push({
        uid: accountStatementUid(month, account.id),
        accountId: account.id,
        accountName: account.name,
        accountNumber: account.maskedNumber,
        date: lastDayOf(month),
        category: account.category,
        description: `Statement ${monthTitle(month)}`,
      });
    }
  }
  const taxYear = Number(today.slice(0, 4)) - 1;
  if (needsTaxForm(config, await interestPaidInYear(db, config, serviceAgreementId, taxYear))) {
    entries.push({
      uid: taxFormUid(taxYear),
      accountId: '',
      accountName: memberName,
      accountNumber: '',
      date: `${taxYear}-12-31`,
      category: config.taxForms.category,
      description: `Form 1099-INT ${taxYear}`,
    });
  }
  return entries;
}
