import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import type { Formatting } from '../../src/banking-ui/index.js';
import type { TransferAccount } from '../../src/platform/index.js';
import { asksPayoff, isMortgage, isPaymentLate, payoffAmount, sameTransfer, type Destination, type PaymentRulesConfig, type TransferFormData } from './order.js';

interface TransferNoticesProps {
  readonly data: TransferFormData;
  readonly source: TransferAccount | undefined;
  readonly destination: Destination | undefined;
  readonly payments: PaymentRulesConfig;
  readonly today: string;
  readonly formatting: Formatting;
  readonly text: (key: string, params?: Record<string, string | number>) => string;
  /** Puts the payoff amount into the form. */
  readonly payOff: (amount: string) => void;
}

/**
 * What the member should know about the accounts chosen (spec/3 §4–§5, §8): the contact limits,
 * a card's cash-advance fees, a mortgage's processing day, a late payment, and whether to pay a
 * loan off once the amount reaches what is owed.
 */
export function TransferNotices({ data, source, destination, payments, today, formatting, text, payOff }: TransferNoticesProps): ReactNode {
  const target = destination?.kind === 'account' ? destination.account : undefined;
  const limits = payments.limits?.contacts;
  const payoff = asksPayoff(destination, data.amount) ? payoffAmount(destination) : undefined;
  const limitText = (amount: string) => formatting.money(amount, undefined, { wholeWhenRound: true });
  return (
    <div className="pb-transfer-notices">
      {destination !== undefined && destination.kind !== 'account' && limits?.perTransaction && limits.perDay ? (
        <Alert type="info" showIcon title={text('transfers.contactLimits', { perTransaction: limitText(limits.perTransaction), perDay: limitText(limits.perDay) })} />
      ) : null}
      {source?.kindUri === 'credit-card' ? <Alert type="info" showIcon title={text('transfers.notices.cashAdvance')} /> : null}
      {isMortgage(payments, target) ? <Alert type="info" showIcon title={text('transfers.notices.mortgage')} /> : null}
      {isPaymentLate(payments, target, today) ? (
        <Alert type="warning" showIcon title={text('transfers.notices.lateTitle')} description={text('transfers.notices.lateBody')} />
      ) : null}
      {payoff && target ? (
        <Alert
          type="warning"
          showIcon
          title={text('transfers.payoff.question')}
          description={text('transfers.payoff.body', { account: target.name, amount: formatting.money(payoff) })}
          action={
            sameTransfer(data, { ...data, amount: payoff }) ? undefined : (
              <Button size="small" onClick={() => payOff(payoff)}>
                {text('transfers.payoff.action', { amount: formatting.money(payoff) })}
              </Button>
            )
          }
        />
      ) : null}
    </div>
  );
}
