import { FileTextOutlined } from '@ant-design/icons';
import { memo } from 'react';
import type { Transaction } from '../../src/platform/index.js';
import type { Translate } from '../../src/runtime/index.js';
import { formatLongDate, formatMoney, signedAmount, type Formatting } from './format.js';

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

/**
 * One row. Memoised: a page appended to the list, or a scroll step, leaves the rows already on
 * screen untouched (same transaction object, formatting, messages and handler), so the work per
 * frame is the rows that come into view, not every row drawn.
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
  const amount = formatMoney(signedAmount(transaction.amount, transaction.creditDebitIndicator), transaction.currency, formatting.locale);
  const date = formatLongDate(transaction.bookingDate, formatting);
  const balance =
    transaction.runningBalance === undefined
      ? undefined
      : formatMoney(transaction.runningBalance, transaction.currency, formatting.locale);
  return (
    <button
      type="button"
      className="pb-tx-row"
      data-testid="transaction-row"
      data-transaction-id={transaction.id}
      onClick={() => onOpen(transaction)}
    >
      <span className="pb-tx-main">
        <span className="pb-tx-description">{transaction.description}</span>
        <span className="pb-tx-meta">
          <span>{date}</span>
          {transaction.category ? <span>{transaction.category}</span> : null}
          <StatusTags transaction={transaction} t={t} />
          {transaction.notes ? (
            <span className="pb-tx-note" title={t('transactions.row.hasNote')}>
              <FileTextOutlined aria-hidden /> <span className="pb-tx-visually-hidden">{t('transactions.row.hasNote')}</span>
            </span>
          ) : null}
        </span>
      </span>
      <span className="pb-tx-figures">
        <span className={transaction.creditDebitIndicator === 'CRDT' ? 'pb-tx-amount pb-tx-credit' : 'pb-tx-amount'}>{amount}</span>
        {balance !== undefined ? (
          <span className="pb-tx-balance">
            {t('transactions.row.balance')} {balance}
          </span>
        ) : null}
      </span>
    </button>
  );
});
