import { Alert, Modal } from 'antd';
import { useDisputeOptions, useTransaction, type Transaction } from '../../src/platform/index.js';
import { Spinner } from '../../src/runtime/index.js';
import { CategorySection } from './category-section.js';
import { CheckImagesSection, isCheck } from './check-images-section.js';
import { DisputeSection } from './dispute-section.js';
import { formatMoney } from '../../src/banking-ui/index.js';
import { formatDateTime, formatLongDate, signedAmount, type Formatting } from './format.js';
import { hasLocation, LocationSection } from './location-section.js';
import { NotesSection } from './notes-section.js';
import type { TransactionsSettings } from './settings.js';
import { labelOf, StatusTags, type Translate } from './transaction-row.js';

function Fact({ label, value }: { label: string; value: string | undefined }) {
  if (value === undefined || value === '') return null;
  return (
    <div className="pb-tx-fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Details({ transaction, formatting, t }: { transaction: Transaction; formatting: Formatting; t: Translate }) {
  const money = (value: string | undefined) =>
    value === undefined ? undefined : formatMoney(value, transaction.currency, formatting.locale);
  return (
    <dl className="pb-tx-facts">
      <Fact label={t('transactions.detail.bookingDate')} value={formatLongDate(transaction.bookingDate, formatting)} />
      <Fact
        label={t('transactions.detail.valueDate')}
        value={transaction.valueDate && transaction.valueDate !== transaction.bookingDate ? formatLongDate(transaction.valueDate, formatting) : undefined}
      />
      <Fact label={t('transactions.detail.type')} value={transaction.type ?? transaction.typeGroup} />
      <Fact label={t('transactions.detail.merchant')} value={transaction.merchantName} />
      <Fact label={t('transactions.detail.counterParty')} value={transaction.merchantName ? undefined : transaction.counterPartyName} />
      <Fact
        label={t('transactions.detail.originalDescription')}
        value={transaction.originalDescription !== transaction.description ? transaction.originalDescription : undefined}
      />
      <Fact label={t('transactions.detail.checkNumber')} value={transaction.checkSerialNumber} />
      <Fact label={t('transactions.detail.runningBalance')} value={money(transaction.runningBalance)} />
      <Fact
        label={t('transactions.detail.billingStatus')}
        value={transaction.billingStatus ? labelOf(t, 'transactions.billingStatus', transaction.billingStatus.toUpperCase()) : undefined}
      />
      <Fact label={t('transactions.detail.reference')} value={transaction.reference} />
      <Fact label={t('transactions.detail.created')} value={transaction.creationTime ? formatDateTime(transaction.creationTime, formatting) : undefined} />
    </dl>
  );
}

/**
 * The transaction dialog (spec/2 §2.3): the facts of one transaction, then notes, category,
 * inquiry or dispute, check images (checks) and the location (card transactions with a place).
 * It opens at once with the row the list already has; a deep link loads the transaction first.
 */
export function TransactionDialog({
  transactionId,
  known,
  formatting,
  settings,
  canEdit,
  mapsApiKey,
  conversationPath,
  onChange,
  onClose,
  t,
}: {
  transactionId: string;
  /** The row from the list, when it is loaded: no wait before the dialog shows. */
  known: Transaction | undefined;
  formatting: Formatting;
  settings: TransactionsSettings;
  canEdit: boolean;
  mapsApiKey: string | undefined;
  conversationPath: string;
  onChange: (id: string, change: Partial<Transaction>) => void;
  onClose: () => void;
  t: Translate;
}) {
  const fetched = useTransaction(known ? undefined : transactionId);
  const transaction = known ?? fetched.data;
  const dispute = useDisputeOptions(settings.dispute.enabled && transaction ? transaction.id : undefined);
  const update = (change: Partial<Transaction>) => {
    if (!transaction) return;
    onChange(transaction.id, change);
    if (fetched.data) void fetched.mutate({ ...fetched.data, ...change }, { revalidate: false });
  };

  const title = transaction ? transaction.description : t('transactions.detail.title');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      closable={{ 'aria-label': t('transactions.detail.close') }}
    >
      {transaction ? (
        <div className="pb-tx-dialog" data-testid="transaction-dialog">
          <p className="pb-tx-dialog-amount">
            <strong className={transaction.creditDebitIndicator === 'CRDT' ? 'pb-tx-credit' : undefined}>
              {formatMoney(signedAmount(transaction.amount, transaction.creditDebitIndicator), transaction.currency, formatting.locale)}
            </strong>{' '}
            <StatusTags transaction={transaction} t={t} />
          </p>
          <Details transaction={transaction} formatting={formatting} t={t} />
          <NotesSection transaction={transaction} canEdit={canEdit} onSaved={(notes) => update({ notes })} t={t} />
          <CategorySection transaction={transaction} canEdit={canEdit} onChanged={(category) => update({ category })} t={t} />
          {settings.dispute.enabled ? (
            <DisputeSection
              transaction={transaction}
              options={dispute.data}
              optionsError={dispute.error}
              messageMaxLength={settings.dispute.messageMaxLength}
              conversationPath={conversationPath}
              onFiled={(disputeStatus) => update({ disputeStatus })}
              t={t}
            />
          ) : null}
          {isCheck(transaction) ? <CheckImagesSection transaction={transaction} t={t} /> : null}
          {hasLocation(transaction) ? <LocationSection transaction={transaction} mapsApiKey={mapsApiKey} t={t} /> : null}
        </div>
      ) : fetched.error ? (
        <Alert type="error" showIcon role="alert" title={t('transactions.detail.loadFailed')} />
      ) : (
        <div role="status" aria-label={t('transactions.detail.loading')}>
          <Spinner />
        </div>
      )}
    </Modal>
  );
}
