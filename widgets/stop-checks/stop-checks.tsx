import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useSWRConfig } from 'swr';
import { EmptyState, ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import { stopCheckSwrKeys, swrKeys, useStopCheckAccounts } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import type { StopChecksProps } from './definition.js';
import { StopCheckEditor } from './stop-check-editor.js';
import { stopChecksSettingsOf, type StopChecksSettings } from './stop-check-request.js';
import { StopPaymentList } from './stop-payment-list.js';
import './stop-checks.css';

/**
 * Stop payment on a check (spec/1 §2 self-service/stop-checks, Payments.StopChecks.view): place a
 * stop on one check or a range written on a checking account, with the fee of
 * config/stop-checks.json shown before confirming, and the list of stops with their expiry.
 * The route's title is the page's one heading; the two parts have headings of the next level.
 */
export default function StopChecks({ form }: StopChecksProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const settings = stopChecksSettingsOf(config);
  return (
    <Flex vertical gap="large" className="pb-stop-checks">
      <section aria-labelledby="pb-stop-checks-place">
        <Typography.Title level={2} id="pb-stop-checks-place" className="pb-stop-checks-heading">
          {t('stopChecks.place.heading')}
        </Typography.Title>
        {settings ? <PlaceStop form={form} settings={settings} /> : <ErrorState title={t('stopChecks.unavailable')} />}
      </section>
      <section aria-labelledby="pb-stop-checks-list">
        <Typography.Title level={2} id="pb-stop-checks-list" className="pb-stop-checks-heading">
          {t('stopChecks.list.heading')}
        </Typography.Title>
        <StopPaymentList />
      </section>
    </Flex>
  );
}

function PlaceStop({ form, settings }: { form: string; settings: StopChecksSettings }): ReactNode {
  const t = useMessages();
  const { mutate } = useSWRConfig();
  const accounts = useStopCheckAccounts(settings.accountKinds);
  // A stop changes the list and, by its fee, the account's balance wherever it is shown.
  const placed = () => {
    void mutate(stopCheckSwrKeys.list);
    void mutate(swrKeys.productSummary);
    void accounts.mutate();
  };
  if (accounts.error) {
    return <ErrorState title={t('stopChecks.accounts.loadFailed')} retryText={t('stopChecks.list.retry')} onRetry={() => void accounts.mutate()} />;
  }
  if (!accounts.data) return <LoadingState label={t('stopChecks.accounts.loading')} rows={3} />;
  if (accounts.data.length === 0) return <EmptyState notice title={t('stopChecks.accounts.none')} />;
  return (
    <>
      <Typography.Paragraph>{t('stopChecks.intro', { months: settings.expiryMonths })}</Typography.Paragraph>
      <StopCheckEditor form={form} accounts={accounts.data} settings={settings} onPlaced={placed} />
    </>
  );
}
