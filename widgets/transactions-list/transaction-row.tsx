import { memo } from 'react';
import type { Transaction } from '../../src/platform/index.js';
import type { Translate } from '../../src/runtime/index.js';
import { formatMoney } from '../../src/banking-ui/index.js';
import { formatLongDate, signedAmount, type Formatting } from './format.js';

export type { Translate };

/** Pixels per row: the windowed list lays rows out at this pitch (two lines of text + padding). */
export const rowHeight = 68;

/**
 * A platform value as the last segment of a message key: TOO_MANY_ITEMS → tooManyItems,
 * CSV → csv (catalogue keys are camelCase words, schemas/messages.schema.json).
 */
export function keySegment(value: string): string {
  return value
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
}

/** A message with the platform's own word as the fallback, for values the catalogue may not list. */
export function labelOf(t: Translate, prefix: string, value: string, params?: Record<string, string | number>): string {
  const segment = keySegment(value);
  if (segment === '') return value;
  const key = `${prefix}.${segment}`;
  const label = t(key, params);
  return label === key ? value : label;
}

/** Pending first (it is not booked yet), then the billing status cards carry (billed / unbilled). */
export function StatusTags({ transaction, t }: { transaction: Transaction; t: Translate }) {
  const billing = transaction.billingStatus?.toUpperCase();
  return (
    <>
      {transaction.isPending ? <span className="pb-tx-tag pb-tx-tag-pending">{t('transactions.status.pending')}</span> : null}
      {billing && billing !== 'PENDING' ? (
        <span className="pb-tx-tag">{labelOf(t, 'transactions.billingStatus', billing)}</span>
      ) : null}
    </>
  );
}

/** What a row writes, computed once per transaction and formatting. */
interface RowText {
  formatting: Formatting;
  amount: string;
  meta: string;
  balance: string | undefined;
}

/**
 * Formatted text per transaction. A windowed list mounts a row again each time it scrolls back
 * into view; the transaction object is the same (pages are never changed in place), so its
 * amounts and dates are formatted once, not on every mount. Weak: gone with the page.
 */
const rowTexts = new WeakMap<Transaction, RowText>();

export function rowTextOf(transaction: Transaction, formatting: Formatting): RowText {
  const cached = rowTexts.get(transaction);
  if (cached && cached.formatting === formatting) return cached;
  const date = formatLongDate(transaction.bookingDate, formatting);
  const text: RowText = {
    formatting,
    amount: formatMoney(signedAmount(transaction.amount, transaction.creditDebitIndicator), transaction.currency, formatting.locale),
    // Date and category as one text: one element instead of two per row.
    meta: transaction.category ? `${date} · ${transaction.category}` : date,
    balance: transaction.runningBalance === undefined ? undefined : formatMoney(transaction.runningBalance, transaction.currency, formatting.locale),
  };
  rowTexts.set(transaction, text);
  return text;
}

/**
 * One row, kept small because a fast scroll mounts a screenful of them per frame: the button is a
 * two-by-two CSS grid (description | amount, date and category | balance) with no wrapper
 * elements, the note marker is drawn by CSS rather than an icon component, and the text comes
 * from {@link rowTextOf}. Memoised: a page appended to the list, or a scroll step, leaves the
 * rows already on screen untouched (same transaction object, formatting, messages and handler).
 */
export const TransactionRow = memo(function TransactionRow({
  transaction,
  formatting,
  t,
  onOpen,
}: {
  transaction: Transaction;
  formatting: Formatting;
  t: Translate;
  onOpen: (transaction: Transaction) => void;
}) {
  const text = rowTextOf(transaction, formatting);
  return (
    <button
      type="button"
      className="pb-tx-row"
      data-testid="transaction-row"
      data-transaction-id={transaction.id}
      onClick={() => onOpen(transaction)}
    >
      <span className="pb-tx-description">{transaction.description}</span>
      <span className={transaction.creditDebitIndicator === 'CRDT' ? 'pb-tx-amount pb-tx-credit' : 'pb-tx-amount'}>{text.amount}</span>
      <span className="pb-tx-meta">
        <span className="pb-tx-meta-text">{text.meta}</span>
        <StatusTags transaction={transaction} t={t} />
        {transaction.notes ? (
          <span className="pb-tx-note" title={t('transactions.row.hasNote')}>
            {t('transactions.row.hasNote')}
          </span>
        ) : null}
      </span>
      {text.balance !== undefined ? (
        <span className="pb-tx-balance">{`${t('transactions.row.balance')} ${text.balance}`}</span>
      ) : null}
    </button>
  );
});
