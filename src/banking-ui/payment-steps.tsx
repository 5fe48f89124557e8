import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Flex, Result, Typography } from 'antd';
import type { PaymentOrderOutcome } from '../platform/index.js';
import './banking-ui.css';

/** One line of a payment's review (From, To, Amount, Date, ...). */
export interface ReviewLine {
  readonly key: string;
  readonly label: string;
  readonly value: ReactNode;
}

export interface PaymentReviewProps {
  /** The step's heading ("Review Your Transfer"), a level below the page's. */
  readonly title: string;
  readonly headingId: string;
  readonly lines: readonly ReviewLine[];
  /** Notices the member should read before confirming (a cash advance's fees). */
  readonly notices?: ReactNode;
  readonly confirmText: string;
  readonly backText: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
}

/** The review step of a payment: what will be sent, then confirm or go back to change it. */
export function PaymentReview(props: PaymentReviewProps): ReactNode {
  return (
    <section aria-labelledby={props.headingId}>
      <Typography.Title level={2} id={props.headingId}>
        {props.title}
      </Typography.Title>
      <Descriptions column={1} bordered size="small" items={props.lines.map((line) => ({ key: line.key, label: line.label, children: line.value }))} />
      {props.notices}
      <Flex gap="small" wrap className="pb-payment-step-actions">
        <Button type="primary" loading={props.busy} onClick={props.onConfirm}>
          {props.confirmText}
        </Button>
        <Button disabled={props.busy} onClick={props.onBack}>
          {props.backText}
        </Button>
      </Flex>
    </section>
  );
}

/** Whether the platform refused the order when it was sent (spec/3 §4 statuses). */
export function isRejected(outcome: Pick<PaymentOrderOutcome, 'status' | 'bankStatus'>): boolean {
  return outcome.status === 'REJECTED' || outcome.bankStatus === 'REJECTED';
}

export interface PaymentResultProps {
  /** Went (success), refused by the platform, or failed to be sent at all (spec/3 §8 error view). */
  readonly kind: 'sent' | 'rejected' | 'failed';
  readonly title: string;
  readonly text: string;
  /** What the member can do next: another transfer, the activity, try again, close. */
  readonly actions: ReactNode;
  readonly className?: string;
}

/**
 * The result step of a payment: what happened in words the member reads first (a status for
 * success, an alert for a refusal or a failure, so screen readers announce it), then what to do next.
 */
export function PaymentResult(props: PaymentResultProps): ReactNode {
  const failed = props.kind !== 'sent';
  return (
    <Result
      className={props.className}
      status={failed ? 'error' : 'success'}
      title={props.title}
      subTitle={<span role={failed ? 'alert' : 'status'}>{props.text}</span>}
      extra={props.actions}
    />
  );
}

/** The general error banner of a payment form: announced, closable, scrolled to by its owner. */
export function PaymentBanner({ text, onClose }: { text: string; onClose?: () => void }): ReactNode {
  return <Alert type="error" showIcon role="alert" title={text} closable={onClose ? { onClose } : undefined} className="pb-payment-step-banner" />;
}
