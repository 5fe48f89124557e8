import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { InsufficientFundsError, ledgerAccountOf, postJournalEntry } from '../ledger/index.js';
import { categoryNamed } from '../seed/catalog.js';
import { settlementLedgerAccountId } from '../checks/ledger-lines.js';

/** A purchase at a merchant, as the card network asks the credit union to authorize it. */
export interface CardPurchase {
  cardId: string;
  /** Decimal string above zero. */
  amount: string;
  merchant: string;
  /** A transaction category's name (Shopping, Dining, ...). */
  category: string;
  /** yyyy-mm-dd in the credit union's time zone. */
  today: string;
}

export type AuthorizationOutcome = { outcome: 'APPROVED' | 'DECLINED'; transactionId: string };

interface AuthorizedCard {
  card_type: 'Debit' | 'Credit';
  brand: string;
  last_four: string;
  status: string;
  lock_status: string;
  /** Where the money is: a debit card's linked checking account, a credit card's own account. */
  account_id: string;
  currency: string;
}

/**
 * Authorizes a card purchase: on an active, unlocked card the amount is held on the account (a
 * pending journal entry) and the member sees a pending card payment; on a locked card, a card not
 * yet activated or a cancelled one the purchase is declined and the member sees the declined
 * attempt in the account's history, with no posting and no money held. An amount above what is
 * available is refused (422), as the network would.
 */
export async function authorizeCardPurchase(tx: Queryable, purchase: CardPurchase): Promise<AuthorizationOutcome> {
  const [card] = await tx.query<AuthorizedCard>(
    `select c.card_type, c.brand, c.last_four, c.status, c.lock_status, coalesce(a.linked_arrangement_id, a.id) as account_id, c.currency
       from cards c join arrangements a on a.id = c.arrangement_id
      where c.id = $1 for no key update of c`,
    [purchase.cardId],
  );
  if (!card) throw new ApiError(404, 'cards.card.not-found', 'The card could not be found.');
  const declined = card.lock_status === 'LOCKED' || card.status !== 'ACTIVE';
  const label = `${card.card_type === 'Debit' ? 'DEBIT CARD' : card.brand} ${card.last_four}`;
  const category = categoryNamed(purchase.category);
  let postingId: number | null = null;
  if (!declined) {
    const ledgerAccountId = await ledgerAccountOf(tx, card.account_id);
    if (!ledgerAccountId) throw new ApiError(400, 'cards.account.not-eligible', 'The card has no account to charge.');
    try {
      const posted = await postJournalEntry(tx, {
        bookingDate: purchase.today,
        description: purchase.merchant,
        kind: 'transaction',
        lines: [
          { ledgerAccountId, amount: `-${purchase.amount}`, status: 'pending' },
          { ledgerAccountId: settlementLedgerAccountId, amount: purchase.amount, status: 'pending' },
        ],
      });
      postingId = posted.postingIds[0] ?? null;
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      throw new ApiError(422, 'cards.insufficient-funds', 'The account does not have enough available for this purchase.');
    }
  }
  const transactionId = `txn-${randomUUID()}`;
  const state = declined ? 'DECLINED' : 'PENDING';
  await tx.query(
    `insert into transactions (id, posting_id, arrangement_id, description, original_description, type_group, type, category, category_id,
                               merchant_name, counter_party_name, booking_date, value_date, amount, currency, credit_debit_indicator,
                               running_balance, billing_status, state, is_pending)
     values ($1, $2, $3, $4, $5, 'Payment', 'Card Payment', $6, $7, $4, $4, $8::date, $8::date, $9::numeric, $10, 'DBIT', null, $11, $11, $12)`,
    [
      transactionId, postingId, card.account_id, purchase.merchant, `${purchase.merchant.toUpperCase()} ${label}`, category.name, category.id,
      purchase.today, purchase.amount, card.currency, state, !declined,
    ],
  );
  return { outcome: declined ? 'DECLINED' : 'APPROVED', transactionId };
}
