import { Alert, Button, Flex, Radio, Typography } from 'antd';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import { checkPrinterSession, isPlatformError, useCheckOrderAccounts, usePlatform, type CheckOrderAccount } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import type { OrderChecksProps } from './definition.js';
import { readOrderChecksConfig } from './order-checks-config.js';
import { RecentCheckOrders } from './recent-orders.js';

/** The account as the radio list names it: its name, and the last digits of its number when it has one. */
function AccountLabel({ account }: { account: CheckOrderAccount }): ReactNode {
  const t = useMessages();
  return (
    <span>
      {account.name}
      {account.BBAN ? <span className="pb-state-secondary"> {t('orderChecks.account.ending', { digits: account.BBAN.slice(-4) })}</span> : null}
    </span>
  );
}

/** What the alert above the page says: why the hand-off failed (the server's words, or the mismatch text), or that the printer opened. */
type Notice = { kind: 'error'; message: string } | { kind: 'opened' };

/**
 * Order checks (spec/3 §2, §5, §6, §7, §8): the member picks one of the accounts that may order
 * checks and Next hands them over to the check printer (sso application from config), whose page
 * opens in a new tab when the answer names the application asked for. A failed hand-off shows in
 * an alert for the configured seconds. Under it, the orders the printer recorded.
 */
export default function OrderChecks({ showRecentOrders = true }: OrderChecksProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const settings = useMemo(() => readOrderChecksConfig(config['order-checks']), [config]);
  const accounts = useCheckOrderAccounts(settings?.eligibleAccounts);
  const [chosen, setChosen] = useState<string | undefined>();
  const [missingChoice, setMissingChoice] = useState(false);
  const [opening, setOpening] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>();
  const fieldId = useId();

  // spec/3 §8: the hand-off's error shows for a while, then goes.
  useEffect(() => {
    if (!notice || notice.kind !== 'error' || !settings) return;
    const timer = setTimeout(() => setNotice(undefined), settings.errorAlertSeconds * 1000);
    return () => clearTimeout(timer);
  }, [notice, settings]);

  if (!settings) return <ErrorState title={t('orderChecks.unavailable.title')} description={t('orderChecks.unavailable.body', { phone: config.app.phone })} />;

  const next = async () => {
    if (!chosen) {
      setMissingChoice(true);
      return;
    }
    setOpening(true);
    setNotice(undefined);
    try {
      const session = await checkPrinterSession(http, settings.application, chosen);
      if (session.name !== settings.application) {
        setNotice({ kind: 'error', message: t('orderChecks.error.mismatch') });
        return;
      }
      window.open(session.ssourl, '_blank', 'noopener');
      setNotice({ kind: 'opened' });
    } catch (error) {
      const message = isPlatformError(error) || error instanceof Error ? error.message : '';
      setNotice({ kind: 'error', message: message || t('orderChecks.error.fallback') });
    } finally {
      setOpening(false);
    }
  };

  let choice: ReactNode;
  if (accounts.error) {
    choice = (
      <ErrorState
        title={t('orderChecks.accounts.error')}
        retryText={t('orderChecks.retry')}
        retryPrimary
        onRetry={() => void accounts.mutate()}
      />
    );
  } else if (!accounts.data) {
    choice = <LoadingState label={t('orderChecks.accounts.loading')} rows={3} />;
  } else if (accounts.data.length === 0) {
    choice = <EmptyState title={t('orderChecks.empty.title')} body={t('orderChecks.empty.body')} />;
  } else {
    choice = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void next();
        }}
      >
        <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={missingChoice ? `${fieldId}-required` : undefined}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('orderChecks.selectAccount')}</legend>
          <Radio.Group
            vertical
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value as string);
              setMissingChoice(false);
            }}
            options={accounts.data.map((account) => ({ value: account.id, label: <AccountLabel account={account} /> }))}
          />
          {missingChoice ? (
            <Typography.Text id={`${fieldId}-required`} role="alert" type="danger" style={{ display: 'block', marginTop: 4 }}>
              {t('orderChecks.required')}
            </Typography.Text>
          ) : null}
        </fieldset>
        <Button type="primary" htmlType="submit" loading={opening} style={{ marginTop: 16 }}>
          {t('orderChecks.next')}
        </Button>
      </form>
    );
  }

  return (
    <Flex vertical gap={24}>
      {notice?.kind === 'error' ? <Alert type="error" showIcon role="alert" title={notice.message} data-testid="order-checks-error" /> : null}
      {notice?.kind === 'opened' ? <Alert type="info" showIcon role="status" title={t('orderChecks.opened')} /> : null}
      <section>{choice}</section>
      {showRecentOrders ? <RecentCheckOrders size={settings.recentOrders} /> : null}
    </Flex>
  );
}
