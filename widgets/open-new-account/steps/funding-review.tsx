import type { ReactNode } from 'react';
import { Alert, Descriptions } from 'antd';
import { normalizeAmount, todayIn } from '../../../src/platform/index.js';
import { useFormatting } from '../../../src/banking-ui/index.js';
import { useMessages, useRuntime, type JourneyStepProps } from '../../../src/runtime/index.js';
import { fundingOf, type OpeningContext } from '../opening-order.js';
import { openingErrorText } from './opening-errors.js';

/**
 * Review Your Transfer (spec/3 §2): From (without its balance), To, Amount when above zero, the
 * date (today), Once; and why the check failed, when it did (the confirm is then disabled by the
 * journey file).
 */
export function FundingReviewStep({ facts }: JourneyStepProps): ReactNode {
  const t = useMessages();
  const formatting = useFormatting();
  const { phone } = useRuntime().config.app;
  const context = facts.context as OpeningContext;
  const funding = fundingOf(facts);
  const amount = normalizeAmount(funding.amount);
  const validation = facts.results['validate-opening'];
  const lines = [
    { key: 'from', label: t('openAccount.review.from'), children: context.sourceNames[funding.sourceAccount ?? ''] ?? '' },
    { key: 'to', label: t('openAccount.review.to'), children: context.product.type },
    ...(amount !== undefined && /[1-9]/.test(amount) ? [{ key: 'amount', label: t('openAccount.review.amount'), children: formatting.money(amount) }] : []),
    { key: 'date', label: t('openAccount.review.date'), children: formatting.day(todayIn(context.timeZone)) },
    { key: 'frequency', label: t('openAccount.review.frequency'), children: t('openAccount.review.once') },
  ];
  return (
    <>
      {validation?.ok === false ? (
        <Alert type="error" showIcon role="alert" className="pb-payment-step-banner" title={openingErrorText(validation.error, t, phone)} />
      ) : null}
      <Descriptions column={1} bordered size="small" items={lines} />
    </>
  );
}
