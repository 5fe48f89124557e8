import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Space } from 'antd';
import { isRejected, PaymentResult, PaymentReview, type Formatting, type ReviewLine } from '../../src/banking-ui/index.js';
import { rejectionText, type PaymentOrderOutcome, type PaymentOrderRequest } from '../../src/platform/index.js';
import type { BannerContent } from './use-banner.js';

type Text = (key: string, params?: Record<string, string | number>) => string;

/** spec/3 §4 review lines of a transfer: From, To, Amount, Date, Frequency, its end, the memo. */
export function reviewLines(request: PaymentOrderRequest, formatting: Formatting, text: Text): ReviewLine[] {
  const schedule = request.schedule;
  const info = request.transferTransactionInformation;
  const end = schedule?.endDate
    ? text('transfers.end.onDate', { date: formatting.day(schedule.endDate) })
    : schedule?.repeat
      ? text('transfers.end.after', { count: schedule.repeat })
      : text('transfers.end.never');
  return [
    { key: 'from', label: text('transfers.review.from'), value: request.originatorAccount.name },
    { key: 'to', label: text('transfers.review.to'), value: info.counterpartyAccount.name },
    { key: 'amount', label: text('transfers.review.amount'), value: formatting.money(info.instructedAmount.amount) },
    { key: 'date', label: text('transfers.review.date'), value: formatting.day(request.requestedExecutionDate) },
    { key: 'frequency', label: text('transfers.review.frequency'), value: text(`transfers.frequency.${schedule?.transferFrequency ?? 'ONCE'}`) },
    ...(schedule ? [{ key: 'end', label: text('transfers.review.end'), value: end }] : []),
    ...(info.remittanceInformation ? [{ key: 'memo', label: text('transfers.review.memo'), value: info.remittanceInformation.content }] : []),
  ];
}

interface TransferReviewProps {
  readonly request: PaymentOrderRequest;
  readonly editing: boolean;
  readonly busy: boolean;
  readonly formatting: Formatting;
  readonly text: Text;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
}

export function TransferReview(props: TransferReviewProps): ReactNode {
  const { text } = props;
  return (
    <PaymentReview
      title={text('transfers.review.title')}
      headingId="pb-transfer-review-title"
      lines={reviewLines(props.request, props.formatting, text)}
      confirmText={props.editing ? text('transfers.review.confirmEdit') : text('transfers.review.confirm')}
      backText={text('transfers.review.back')}
      busy={props.busy}
      onConfirm={props.onConfirm}
      onBack={props.onBack}
    />
  );
}

interface TransferResultProps {
  readonly request: PaymentOrderRequest;
  /** What the platform answered; absent when sending failed. */
  readonly outcome?: PaymentOrderOutcome;
  /** Why sending failed (spec/3 §8 error view), with the link a bank connector's refusal carries. */
  readonly failure?: BannerContent;
  readonly editing: boolean;
  readonly activityPath: string;
  readonly busy: boolean;
  readonly formatting: Formatting;
  readonly text: Text;
  readonly onAnother: () => void;
  readonly onRetry: () => void;
  readonly onChange: () => void;
}

/**
 * The transfer's result: sent or scheduled, refused by the platform, or not sent at all (a server
 * error or no answer, spec/3 §8). A failure offers to try again (the same validated order, run at
 * most once) or to go back to the form, which still holds what the member typed.
 */
export function TransferResult(props: TransferResultProps): ReactNode {
  const { request, outcome, text, formatting } = props;
  if (!outcome) {
    return (
      <PaymentResult
        kind="failed"
        title={text('transfers.result.failedTitle')}
        text={props.failure?.text ?? text('transfers.errors.unknown')}
        actions={
          <Space wrap>
            <Button type="primary" loading={props.busy} onClick={props.onRetry}>
              {text('transfers.result.retry')}
            </Button>
            <Button disabled={props.busy} onClick={props.onChange}>
              {text('transfers.result.change')}
            </Button>
            {props.failure?.link ? <a href={props.failure.link.href}>{props.failure.link.text}</a> : null}
          </Space>
        }
      />
    );
  }
  const amount = formatting.money(request.transferTransactionInformation.instructedAmount.amount);
  const rejected = isRejected(outcome);
  const sentText = props.editing
    ? text('transfers.result.updated')
    : outcome.status === 'PROCESSED'
      ? text('transfers.result.sent', { amount })
      : text('transfers.result.scheduled', { amount, date: formatting.day(request.requestedExecutionDate) });
  return (
    <PaymentResult
      kind={rejected ? 'rejected' : 'sent'}
      title={rejected ? text('transfers.result.rejectedTitle') : text('transfers.result.sentTitle')}
      text={rejected ? rejectionText(outcome, text('transfers.errors.rejected')) : sentText}
      actions={
        <Space wrap>
          <Button type="primary" onClick={props.onAnother}>
            {text('transfers.result.another')}
          </Button>
          <Link to={`/${props.activityPath}`}>{text('transfers.result.activity')}</Link>
        </Space>
      }
    />
  );
}
