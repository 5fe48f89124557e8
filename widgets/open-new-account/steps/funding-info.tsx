import type { ReactNode } from 'react';
import { Descriptions, Typography } from 'antd';
import { useMessages, type JourneyStepProps } from '../../../src/runtime/index.js';
import { groupedAmount } from '../amount-text.js';
import type { OpeningContext } from '../opening-order.js';

/** Let's fund your account! (spec/3 §2): why, the member number the deposit is for, and the minimum. */
export function FundingInfoStep({ facts }: JourneyStepProps): ReactNode {
  const t = useMessages();
  const context = facts.context as OpeningContext & { customerCode: string };
  const minimum = context.product.minimumBalanceRequired;
  return (
    <>
      <Typography.Paragraph>{t('openAccount.fundingInfo.mustFund')}</Typography.Paragraph>
      <Descriptions column={1} size="small" items={[{ key: 'member', label: t('openAccount.fundingInfo.memberNumber'), children: context.customerCode }]} />
      <Typography.Paragraph className="pb-open-account-minimum">
        {/* A non-negative decimal is above zero when any digit is not 0. */}
        {/[1-9]/.test(minimum) ? t('openAccount.fundingInfo.minimum', { min: groupedAmount(minimum) }) : t('openAccount.fundingInfo.removal')}
      </Typography.Paragraph>
    </>
  );
}
