import type { Queryable } from '../db/database.js';

/**
 * A credit card's cash credit (cardDetails.availableCashCredit in the arrangement's details, as
 * the platform reports it). A cash advance, money from a card to the member's own account, draws
 * on it; a payment to the card gives it back, up to the card's cash credit limit.
 *
 * Both lock the card's arrangement row before the ledger locks its accounts, always in that
 * order, so racing advances are decided one at a time and never deadlock with a repayment.
 */
export function isCashAdvance(fromKind: string, toKind: string, toOtherMember: boolean): boolean {
  return fromKind === 'credit-card' && toKind !== 'credit-card' && !toOtherMember;
}

export function isCardPayment(toKind: string): boolean {
  return toKind === 'credit-card';
}

/**
 * Locks the card's row; its available cash credit, or null when the card has no cash limit.
 * `no key update`, not `update`: every insert that references the arrangement (the order, the
 * transaction rows) holds a key-share lock on it, which `for update` would wait for and deadlock.
 */
export async function lockCashCredit(tx: Queryable, arrangementId: string): Promise<string | null> {
  const [row] = await tx.query<{ available: string | null }>(
    `select details->'cardDetails'->>'availableCashCredit' as available from arrangements where id = $1 for no key update`,
    [arrangementId],
  );
  return row?.available ?? null;
}

/** Draws an executed cash advance from the card's available cash credit (row locked already). */
export async function drawCashCredit(tx: Queryable, arrangementId: string, amount: string): Promise<void> {
  await tx.query(
    `update arrangements
        set details = jsonb_set(details, '{cardDetails,availableCashCredit}',
              to_jsonb(((details->'cardDetails'->>'availableCashCredit')::numeric - $2::numeric)::text))
      where id = $1 and details->'cardDetails' ? 'availableCashCredit'`,
    [arrangementId, amount],
  );
}

/** Gives an executed payment back to the card's cash credit, never above its cash credit limit. */
export async function restoreCashCredit(tx: Queryable, arrangementId: string, amount: string): Promise<void> {
  await tx.query(
    `update arrangements
        set details = jsonb_set(details, '{cardDetails,availableCashCredit}',
              to_jsonb(least((details->'cardDetails'->>'cashCreditLimit')::numeric,
                             (details->'cardDetails'->>'availableCashCredit')::numeric + $2::numeric)::text))
      where id = $1 and details->'cardDetails' ? 'availableCashCredit' and details->'cardDetails' ? 'cashCreditLimit'`,
    [arrangementId, amount],
  );
}
