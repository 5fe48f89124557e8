import type { Queryable } from '../db/database.js';
import { fromCents, toCents } from '../ledger/index.js';
import type { StatementAccount, StatementsConfig } from './catalogue.js';

/** One posted ledger entry on the statement, in the statement's sign (see {@link StatementPeriod.owed}). */
export interface StatementLine {
  date: string;
  description: string;
  amount: string;
  balance: string;
}

/** What a monthly statement reports, all from the ledger's posted entries. */
export interface StatementPeriod {
  start: string;
  end: string;
  /**
   * Loans and cards report what the member owes (the ledger's balance negated, a charge
   * positive), as the app presents them; deposits the ledger's balance.
   */
  owed: boolean;
  openingBalance: string;
  closingBalance: string;
  interest: string;
  lines: StatementLine[];
}

const owedKinds = new Set(['loan', 'credit-card']);

interface PostingRow {
  booking_date: string;
  description: string;
  amount: string;
  interest: boolean;
}

/**
 * An account's statement for the days `start`..`end`: the balance of every posting booked before
 * `start`, each posting booked in the period in booking order with the balance it left, and the
 * balance at the end, which is therefore exactly the ledger's balance at the period's end.
 * Pending postings (holds) are not on a statement until they post.
 */
export async function statementPeriod(
  db: Queryable,
  config: StatementsConfig,
  account: Pick<StatementAccount, 'ledgerAccountId' | 'kindUri'>,
  start: string,
  end: string,
): Promise<StatementPeriod> {
  const [opening] = await db.query<{ total: string }>(
    `select coalesce(sum(p.amount), 0)::text as total
       from postings p join journal_entries e on e.id = p.entry_id
      where p.ledger_account_id = $1 and p.status = 'posted' and e.booking_date < $2::date`,
    [account.ledgerAccountId, start],
  );
  const rows = await db.query<PostingRow>(
    `select e.booking_date::text as booking_date, coalesce(t.description, e.description) as description, p.amount::text as amount,
            coalesce(t.type_group = any($4::text[]), false) as interest
       from postings p
       join journal_entries e on e.id = p.entry_id
       left join transactions t on t.posting_id = p.id
      where p.ledger_account_id = $1 and p.status = 'posted' and e.booking_date between $2::date and $3::date
      order by e.booking_date, p.id`,
    [account.ledgerAccountId, start, end, config.taxForms.interestTypeGroups],
  );
  const owed = owedKinds.has(account.kindUri);
  const shown = (cents: bigint) => fromCents(owed ? -cents : cents);
  let balance = toCents(opening?.total ?? '0');
  let interest = 0n;
  const lines = rows.map((row): StatementLine => {
    const cents = toCents(row.amount);
    balance += cents;
    if (row.interest) interest += cents;
    return { date: row.booking_date, description: row.description, amount: shown(cents), balance: shown(balance) };
  });
  return {
    start,
    end,
    owed,
    openingBalance: shown(toCents(opening?.total ?? '0')),
    closingBalance: shown(balance),
    interest: shown(interest),
    lines,
  };
}
