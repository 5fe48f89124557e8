import type { ReactNode } from 'react';
import { Descriptions, Tag } from 'antd';
import { EmptyState, ErrorState, LoadingState, useFormatting } from '../../src/banking-ui/index.js';
import { useStopPayments } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { checksText } from './stop-check-request.js';

/**
 * The member's stop payments, newest first: which checks, on which account, why, when requested
 * and until when, whether the stop is still in force, and every check it returned unpaid.
 */
export function StopPaymentList(): ReactNode {
  const t = useMessages();
  const formatting = useFormatting();
  const stops = useStopPayments();

  if (stops.error) {
    return <ErrorState title={t('stopChecks.list.loadFailed')} retryText={t('stopChecks.list.retry')} onRetry={() => void stops.mutate()} />;
  }
  if (!stops.data) return <LoadingState label={t('stopChecks.list.loading')} rows={3} />;
  if (stops.data.length === 0) return <EmptyState title={t('stopChecks.list.empty')} body={t('stopChecks.list.emptyBody')} />;

  return (
    <ul className="pb-stop-checks-list">
      {stops.data.map((stop) => (
        <li key={stop.id}>
          <Descriptions
            title={
              <span className="pb-stop-checks-title">
                <span>{checksText(stop.check, t)}</span>
                <Tag color={stop.status === 'ACTIVE' ? 'green' : 'default'}>{t(`stopChecks.status.${stop.status}`)}</Tag>
              </span>
            }
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            items={[
              { key: 'account', label: t('stopChecks.list.account'), children: stop.originatorAccount.name },
              { key: 'reason', label: t('stopChecks.list.reason'), children: t(stop.reason) },
              ...(stop.check.amount ? [{ key: 'amount', label: t('stopChecks.list.amount'), children: formatting.money(stop.check.amount, stop.fee.currencyCode) }] : []),
              ...(stop.check.payee ? [{ key: 'payee', label: t('stopChecks.list.payee'), children: stop.check.payee }] : []),
              { key: 'requested', label: t('stopChecks.list.requested'), children: formatting.day(stop.dateOfRequest) },
              { key: 'expires', label: t(stop.status === 'ACTIVE' ? 'stopChecks.list.expires' : 'stopChecks.list.expired'), children: formatting.day(stop.expirationDate) },
              ...stop.returnedChecks.map((returned, index) => ({
                key: `returned-${index}`,
                label: t('stopChecks.list.returnedLabel'),
                children: t('stopChecks.list.returned', {
                  number: returned.number,
                  amount: formatting.money(returned.amount.amount, returned.amount.currencyCode),
                  date: formatting.day(returned.returnedOn),
                }),
              })),
            ]}
          />
        </li>
      ))}
    </ul>
  );
}
