import { Alert, Button, Flex, Input, Radio } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  fileDispute,
  isPlatformError,
  usePlatform,
  type DisputeOptions,
  type DisputeRequestType,
  type Transaction,
} from '../../src/platform/index.js';
import { keySegment, labelOf, type Translate } from './transaction-row.js';

/** Spec/2 §4: statuses from which a new inquiry or dispute may start (absent counts as empty). */
export const openableDisputeStatuses: readonly string[] = ['UNDISPUTED', 'REJECTED', ''];

/**
 * Spec/2 §4 "Inquiry or dispute is enabled only when the dispute option has loaded and
 * disputeStatus is UNDISPUTED, REJECTED or empty"; and the option must offer some request (the
 * server offers none for a pending transaction, or when the credit union turned them off).
 */
export function canStartDispute(options: DisputeOptions | undefined, disputeStatus: string | undefined): boolean {
  if (!options || options.requestTypes.length === 0) return false;
  return openableDisputeStatuses.includes((disputeStatus ?? '').toUpperCase());
}

type Stage =
  | { kind: 'closed' }
  | { kind: 'form' }
  | { kind: 'loading' }
  | { kind: 'done'; requestType: DisputeRequestType; conversationId: string | undefined };

/**
 * Inquiry or dispute (spec/2 §2.3, §4): the button, the form (request type and message), then
 * loading and done with the info banner. Eligibility (days, types) is the server's, from
 * config/transactions.json; a dispute the member may not file shows why, an inquiry stays open.
 */
export function DisputeSection({
  transaction,
  options,
  optionsError,
  messageMaxLength,
  conversationPath,
  onFiled,
  t,
}: {
  transaction: Transaction;
  options: DisputeOptions | undefined;
  optionsError: unknown;
  messageMaxLength: number;
  conversationPath: string;
  onFiled: (disputeStatus: string | undefined) => void;
  t: Translate;
}) {
  const { http } = usePlatform();
  const id = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'closed' });
  const [requestType, setRequestType] = useState<DisputeRequestType>('INQUIRY');
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const enabled = canStartDispute(options, transaction.disputeStatus);
  const types = options?.requestTypes ?? [];
  const maxLength = options?.messageMaxLength ?? messageMaxLength;

  const open = () => {
    setRequestType(types.includes('DISPUTE') ? 'DISPUTE' : 'INQUIRY');
    setMessage('');
    setFailure(undefined);
    setStage({ kind: 'form' });
  };

  const submit = async () => {
    if (message.trim() === '') return;
    setStage({ kind: 'loading' });
    setFailure(undefined);
    try {
      const receipt = await fileDispute(http, transaction.id, { requestType, message: message.trim() });
      onFiled(receipt.disputeStatus);
      setStage({ kind: 'done', requestType, conversationId: receipt.conversationId });
    } catch (error) {
      const reason = isPlatformError(error) ? error.errors[0]?.key : undefined;
      const reasonText = reason ? labelOf(t, 'transactions.dispute.reason', reason, { days: options?.eligibilityDays ?? '' }) : undefined;
      setFailure(reasonText && reasonText !== reason ? reasonText : t('transactions.dispute.failed'));
      setStage({ kind: 'form' });
    }
  };

  const reasonCode = options?.reason;
  const reason = reasonCode ? labelOf(t, 'transactions.dispute.reason', reasonCode, { days: options?.eligibilityDays ?? '' }) : undefined;

  return (
    <section className="pb-tx-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('transactions.dispute.heading')}</h3>
      {stage.kind === 'done' ? (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('transactions.dispute.doneTitle')}
          description={<DoneBody conversationPath={conversationPath} conversationId={stage.conversationId} t={t} />}
        />
      ) : stage.kind === 'closed' ? (
        <Flex vertical gap={8} align="start">
          {transaction.disputeStatus && !openableDisputeStatuses.includes(transaction.disputeStatus.toUpperCase()) ? (
            <p>{t('transactions.dispute.status', { status: labelOf(t, 'transactions.dispute.statusName', transaction.disputeStatus) })}</p>
          ) : options && !enabled && reason && reason !== reasonCode ? (
            <p className="pb-tx-secondary">{reason}</p>
          ) : null}
          {optionsError ? <p className="pb-tx-secondary">{t('transactions.dispute.optionsFailed')}</p> : null}
          <Button onClick={open} disabled={!enabled} loading={!options && !optionsError}>
            {t('transactions.dispute.start')}
          </Button>
        </Flex>
      ) : (
        <form
          className="pb-tx-dispute-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
          <Radio.Group
            aria-label={t('transactions.dispute.typeLabel')}
            value={requestType}
            onChange={(event) => setRequestType(event.target.value as DisputeRequestType)}
            options={types.map((type) => ({ value: type, label: t(`transactions.dispute.type.${keySegment(type)}`) }))}
          />
          {reason && reason !== reasonCode && !types.includes('DISPUTE') ? <p className="pb-tx-secondary">{reason}</p> : null}
          <label htmlFor={`${id}-message`}>{t('transactions.dispute.messageLabel')}</label>
          <Input.TextArea
            id={`${id}-message`}
            value={message}
            maxLength={maxLength}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={stage.kind === 'loading'} disabled={message.trim() === ''}>
              {t('transactions.dispute.submit')}
            </Button>
            <Button disabled={stage.kind === 'loading'} onClick={() => setStage({ kind: 'closed' })}>
              {t('transactions.dispute.cancel')}
            </Button>
          </Flex>
        </form>
      )}
    </section>
  );
}

/**
 * "Please go to Messages to view any responses to your request." with "Messages" a link to the
 * conversation the request started (none when the platform did not name it). The word is its own
 * message key, so a credit union that rewords the sentence keeps the link (after the sentence when
 * the word is no longer in it).
 */
function DoneBody({ conversationPath, conversationId, t }: { conversationPath: string; conversationId: string | undefined; t: Translate }) {
  const body = t('transactions.dispute.doneBody');
  if (!conversationId) return <>{body}</>;
  const word = t('transactions.dispute.messagesLink');
  const to = `/${conversationPath.replace(':id', encodeURIComponent(conversationId))}`;
  const link = <Link to={to}>{word}</Link>;
  const at = body.indexOf(word);
  if (at < 0) return <>{body} {link}</>;
  return (
    <>
      {body.slice(0, at)}
      {link}
      {body.slice(at + word.length)}
    </>
  );
}
