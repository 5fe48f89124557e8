import type { Database } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { InsufficientFundsError, ledgerAccountOf } from '../ledger/index.js';
import { paidCheckNumberIn, postMemberDebit, settlementLedgerAccountId } from './ledger-lines.js';

/** A check written on a member's account, as the clearing network presents it for payment. */
export interface PresentedCheck {
  arrangementId: string;
  checkNumber: string;
  /** Decimal string above zero. */
  amount: string;
  payee: string;
  /** yyyy-mm-dd in the credit union's time zone. */
  today: string;
}

export type PresentmentOutcome =
  | { outcome: 'POSTED'; transactionId: string }
  | { outcome: 'RETURNED'; stopCheckId: string };

/**
 * Pays a presented check, or returns it unpaid when an active stop covers its number (and its
 * amount, when the stop names one): a returned check is recorded against the stop and moves no
 * money. Under the account's lock, so a stop placed at the same moment is either seen or not
 * yet placed, never half. A number the account already paid is refused (a second presentment).
 */
export async function presentCheck(db: Database, check: PresentedCheck): Promise<PresentmentOutcome> {
  return db.transaction(async (tx) => {
    const [account] = await tx.query<{ currency: string }>('select currency from arrangements where id = $1 for no key update', [check.arrangementId]);
    if (!account) throw new ApiError(404, 'arrangement.not-found', 'The account could not be found.');
    const [stop] = await tx.query<{ id: string }>(
      `select id from stop_checks
        where arrangement_id = $1 and first_number <= $2::bigint and last_number >= $2::bigint
          and date_of_request <= $4::date and expiration_date > $4::date and (amount is null or amount = $3::numeric)
        order by created_at limit 1`,
      [check.arrangementId, check.checkNumber, check.amount, check.today],
    );
    if (stop) {
      await tx.query(
        `insert into stop_check_returns (stop_check_id, check_number, amount, payee, returned_on) values ($1, $2, $3::numeric, $4, $5::date)`,
        [stop.id, check.checkNumber, check.amount, check.payee, check.today],
      );
      return { outcome: 'RETURNED', stopCheckId: stop.id };
    }
    const number = BigInt(check.checkNumber);
    if ((await paidCheckNumberIn(tx, check.arrangementId, number, number)) !== undefined) {
      throw new ApiError(409, 'checks.already-paid', `Check ${check.checkNumber} has already been paid from this account.`);
    }
    const ledgerAccountId = await ledgerAccountOf(tx, check.arrangementId);
    if (!ledgerAccountId) throw new ApiError(400, 'checks.account.not-eligible', 'Checks cannot be drawn on this account.');
    try {
      const { transactionId } = await postMemberDebit(tx, {
        arrangementId: check.arrangementId,
        ledgerAccountId,
        internalLedgerAccountId: settlementLedgerAccountId,
        amount: check.amount,
        currency: account.currency,
        bookingDate: check.today,
        kind: 'transaction',
        details: {
          description: `Check ${check.checkNumber}`,
          originalDescription: `CHECK ${check.checkNumber} ${check.payee.toUpperCase()}`,
          typeGroup: 'Check',
          type: 'Check Paid',
          category: 'Checks',
          counterPartyName: check.payee,
          checkNumber: check.checkNumber,
          // Images of checks cleared in the last 48 hours are not available yet (as the seed's).
          checkImageAvailability: 'UNAVAILABLE',
        },
      });
      return { outcome: 'POSTED', transactionId };
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      throw new ApiError(422, 'checks.insufficient-funds', 'The account does not have enough available to pay this check.');
    }
  });
}
