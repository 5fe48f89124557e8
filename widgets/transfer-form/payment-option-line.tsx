import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { Formatting } from '../../src/banking-ui/index.js';
import { usePaymentOption, type PaymentOption, type PaymentType } from '../../src/platform/index.js';

type Text = (key: string, params?: Record<string, string | number>) => string;

interface PaymentOptionLineProps {
  /** For the date input's aria-describedby. */
  readonly id: string;
  readonly sourceAccountId: string | undefined;
  readonly paymentType: PaymentType | undefined;
  readonly formatting: Formatting;
  readonly text: Text;
}

function timingText(option: PaymentOption, formatting: Formatting, text: Text): string {
  const cutOff = formatting.wallClock(option.cutOffTime);
  const { unit, max } = option.executionTimeFrame;
  if (unit === 'HOUR') return text('transfers.options.hours', { cutOff, count: max });
  if (max === 0) return text('transfers.options.sameDay', { cutOff });
  return max === 1 ? text('transfers.options.oneDay', { cutOff }) : text('transfers.options.days', { cutOff, count: max });
}

/**
 * The fee and the cut-off / time-frame line of the chosen account's payment type (spec/3 §7).
 * Informational only: while it loads, or when the options cannot be read, nothing is shown and
 * the transfer goes on as before.
 */
export function PaymentOptionLine({ id, sourceAccountId, paymentType, formatting, text }: PaymentOptionLineProps): ReactNode {
  const { data: option } = usePaymentOption(sourceAccountId, paymentType);
  if (!option) return null;
  const { amount, currencyCode } = option.transferFee;
  const fee = /^0*(\.0*)?$/.test(amount) ? text('transfers.options.noFee') : text('transfers.options.fee', { fee: formatting.money(amount, currencyCode) });
  return (
    <Typography.Paragraph type="secondary" id={id} className="pb-transfer-option">
      {text('transfers.options.line', { fee, timing: timingText(option, formatting, text) })}
    </Typography.Paragraph>
  );
}
