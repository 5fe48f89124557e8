import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { postJournalEntry } from '../ledger/index.js';
import { categoryNamed } from '../seed/catalog.js';

/** The credit union's side of a check paid to someone outside (the seed's settlement account). */
export const settlementLedgerAccountId = 'la-internal-settlement';
/** The credit union's side of the fees it charges (migration 015). */
export const feeIncomeLedgerAccountId = 'la-internal-fee-income';

/** What the member reads of a debit on their statement. */
export interface DebitDetails {
  description: string;
  originalDescription: string;
  typeGroup: string;
  type: string;
  category: string;
  counterPartyName?: string;
  checkNumber?: string;
  checkImageAvailability?: string;
}

export interface MemberDebit {
  arrangementId: string;
  ledgerAccountId: string;
  /** Where the money goes on the credit union's side. */
  internalLedgerAccountId: string;
  /** Decimal string above zero. */
  amount: string;
  currency: string;
  /** yyyy-mm-dd */
  bookingDate: string;
  kind: string;
  details: DebitDetails;
}

/**
 * Takes money out of a member's account in the caller's transaction: one balanced journal entry
 * (member line and the credit union's line) and the booked transaction the member sees, with the
 * balance it left behind. Refuses, writing nothing, a debit below the account's floor
 * (InsufficientFundsError from the ledger). Returns the entry and the transaction's ids.
 */
export async function postMemberDebit(tx: Queryable, debit: MemberDebit): Promise<{ entryId: number; transactionId: string }> {
  const posted = await postJournalEntry(tx, {
    bookingDate: debit.bookingDate,
    description: debit.details.description,
    kind: debit.kind,
    lines: [
      { ledgerAccountId: debit.ledgerAccountId, amount: `-${debit.amount}` },
      { ledgerAccountId: debit.internalLedgerAccountId, amount: debit.amount },
    ],
  });
  const transactionId = `txn-${randomUUID()}`;
  const { details } = debit;
  await tx.query(
    `insert into transactions (id, posting_id, arrangement_id, description, original_description, type_group, type, category,
                               category_id, counter_party_name, booking_date, value_date, amount, currency, credit_debit_indicator,
                               running_balance, state, is_pending, check_number, check_image_availability)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $11::date, $12::numeric, $13, 'DBIT', $14::numeric, 'COMPLETED', false, $15, $16)`,
    [
      transactionId,
      posted.postingIds[0],
      debit.arrangementId,
      details.description,
      details.originalDescription,
      details.typeGroup,
      details.type,
      details.category,
      categoryNamed(details.category).id,
      details.counterPartyName ?? null,
      debit.bookingDate,
      debit.amount,
      debit.currency,
      posted.balances[debit.ledgerAccountId],
      details.checkNumber ?? null,
      details.checkImageAvailability ?? null,
    ],
  );
  return { entryId: posted.entryId, transactionId };
}

/**
 * The first check number in [first, last] the account has already paid (a debit carrying that
 * number), if any. Check numbers are text on transactions; only digits are compared as numbers.
 */
export async function paidCheckNumberIn(tx: Queryable, arrangementId: string, first: bigint, last: bigint): Promise<string | undefined> {
  const [row] = await tx.query<{ check_number: string }>(
    `select check_number from transactions
      where arrangement_id = $1 and credit_debit_indicator = 'DBIT'
        and (case when check_number ~ '^[0-9]{1,18}$' then check_number::bigint end) between $2::bigint and $3::bigint
      order by check_number::bigint limit 1`,
    [arrangementId, first.toString(), last.toString()],
  );
  return row?.check_number;
}
