import { Alert, Button, Flex, Modal, Space, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  aggregationFlowStatus,
  fastLinkPageUrl,
  isPlatformError,
  startAggregationFlow,
  useProductSummary,
  usePlatform,
  type AggregationFlow,
  type AggregationOperation,
  type Product,
} from '../../src/platform/index.js';
import { EmptyState, ErrorState, formatMoney } from '../../src/banking-ui/index.js';
import { Skeleton, useMessages, useRuntime } from '../../src/runtime/index.js';
import type { ConnectedAccountsProps } from './definition.js';

interface ActiveFlow {
  flow: AggregationFlow;
  operation: AggregationOperation;
  accountName?: string;
  /** The aggregator's page was submitted: the modal is closed and only the flow is watched. */
  submitted: boolean;
}

type Notice =
  | { kind: 'refreshing'; name: string }
  | { kind: 'refreshed'; name: string }
  | { kind: 'start-failed'; forbidden: boolean }
  | { kind: 'check-failed' };

/** Spec/2 §3: the aggregator's statuses (the platform reads any other as UNKNOWN); none means connected. */
export function statusOf(product: Product): string {
  return product.externalAccountStatus ?? 'CONNECTED';
}

const statusColors: Record<string, string> = {
  CONNECTED: 'success',
  PERMANENT_FAILURE: 'error',
  TEMPORARY_FAILURE: 'warning',
  USER_ACTION_REQUIRED: 'warning',
  MULTI_FACTOR_AUTH_REQUIRED: 'warning',
  CREDENTIALS_UPDATE_REQUIRED: 'warning',
  USER_ACTION_AND_CREDENTIALS_UPDATE_REQUIRED: 'warning',
  UNKNOWN: 'default',
};

const statusKey = (status: string) => `connectedAccounts.status.${status.toLowerCase().replaceAll('_', '-')}`;

function lastDigits(product: Product): string | undefined {
  const digits = (product.BBAN ?? product.number ?? '').replace(/[^0-9]/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/**
 * Connected accounts (spec/1 §2, §4; spec/2 §3, §4): the member's accounts linked from other
 * institutions with the aggregator's status, a connect flow and a refresh per account, both
 * through the aggregator's page (FastLink) in a modal frame. Once the member submitted a connect
 * the accounts list takes over (it polls and shows its info alert until the accounts appear); a
 * refresh shows an ongoing alert here until the aggregator is done.
 */
export default function ConnectedAccounts({ accountsListPath, connectingQuery, flowPollSeconds, flowCheckAttempts }: ConnectedAccountsProps) {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const navigate = useNavigate();
  const summary = useProductSummary();
  const [active, setActive] = useState<ActiveFlow | undefined>();
  const [starting, setStarting] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | undefined>();

  const linked = useMemo(
    () => (summary.data?.groups ?? []).flatMap((group) => group.products).filter((product) => product.financialInstitutionName !== undefined),
    [summary.data],
  );

  const start = async (operation: AggregationOperation, product?: Product) => {
    setStarting(product?.id ?? 'connect');
    setNotice(undefined);
    try {
      const flow = await startAggregationFlow(http, { operation, arrangementId: product?.id });
      setActive({ flow, operation, accountName: product ? (product.displayName ?? product.name) : undefined, submitted: false });
    } catch (error) {
      setNotice({ kind: 'start-failed', forbidden: isPlatformError(error) && error.status === 403 });
    } finally {
      setStarting(undefined);
    }
  };

  // Watches the flow: the aggregator's page is plain HTML, so the app learns of its submit from the API.
  const { mutate } = summary;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let failures = 0;
    const check = async () => {
      const status = await aggregationFlowStatus(http, active.flow.id).catch(() => undefined);
      if (stopped) return;
      if (status === undefined) {
        // One failed check is retried; a run of them is said, so nobody waits on a watch that can't see.
        failures += 1;
        if (failures >= flowCheckAttempts) {
          setActive(undefined);
          setNotice({ kind: 'check-failed' });
        }
        return;
      }
      failures = 0;
      if (status === 'STARTED') return;
      if (active.operation === 'ADD') {
        setActive(undefined);
        navigate(`/${accountsListPath}?${connectingQuery}`);
        return;
      }
      const name = active.accountName ?? '';
      if (status === 'IN_PROGRESS') {
        if (!active.submitted) {
          setActive({ ...active, submitted: true });
          setNotice({ kind: 'refreshing', name });
        }
        return;
      }
      setActive(undefined);
      setNotice({ kind: 'refreshed', name });
      await mutate();
    };
    const timer = setInterval(() => void check(), flowPollSeconds * 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, http, navigate, accountsListPath, connectingQuery, flowPollSeconds, flowCheckAttempts, mutate]);

  const balanceOf = (product: Product) => {
    const value = product.availableBalance ?? product.bookedBalance;
    return value === undefined ? undefined : formatMoney(value, config.app.currency, config.app.locale);
  };

  const notices = (
    <>
      {notice?.kind === 'refreshing' ? (
        <Alert type="info" showIcon role="status" title={t('connectedAccounts.refreshing.title')} description={t('connectedAccounts.refreshing.body', { name: notice.name })} />
      ) : null}
      {notice?.kind === 'refreshed' ? (
        <Alert type="success" showIcon role="status" closable title={t('connectedAccounts.refreshed', { name: notice.name })} />
      ) : null}
      {notice?.kind === 'check-failed' ? (
        <Alert type="error" showIcon role="alert" title={t('errors.externalAccounts.title')} description={t('connectedAccounts.error.check')} />
      ) : null}
      {notice?.kind === 'start-failed' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('errors.externalAccounts.title')}
          description={t(notice.forbidden ? 'connectedAccounts.error.forbidden' : 'connectedAccounts.error.start')}
        />
      ) : null}
    </>
  );

  const modal = (
    <Modal
      open={active !== undefined && !active.submitted}
      title={t(active?.operation === 'REFRESH' ? 'connectedAccounts.modal.refreshTitle' : 'connectedAccounts.modal.connectTitle')}
      onCancel={() => setActive(undefined)}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {active ? (
        <iframe
          title={t('connectedAccounts.modal.frameTitle')}
          src={fastLinkPageUrl(active.flow)}
          data-testid="aggregator-frame"
          style={{ display: 'block', width: '100%', height: 420, border: 0 }}
        />
      ) : null}
    </Modal>
  );

  let body;
  if (summary.error && !summary.data) {
    body = (
      <ErrorState
        title={t('errors.externalAccounts.title')}
        description={t('errors.externalAccounts.body')}
        retryText={t('connectedAccounts.retry')}
        onRetry={() => void summary.mutate()}
      />
    );
  } else if (!summary.data) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('connectedAccounts.loading')}>
        <Skeleton rows={3} />
      </div>
    );
  } else if (linked.length === 0) {
    body = <EmptyState title={t('connectedAccounts.empty')} />;
  } else {
    body = (
      <ul aria-label={t('connectedAccounts.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {linked.map((product) => {
          const status = statusOf(product);
          const name = product.displayName ?? product.name ?? product.id;
          const digits = lastDigits(product);
          return (
            <li key={product.id} className="pb-product" data-testid="connected-account" data-account-id={product.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }}>
              <Flex justify="space-between" align="center" gap={12} wrap>
                <div>
                  <strong>{name}</strong>
                  <div className="pb-secondary">
                    {[product.financialInstitutionName, digits ? `••${digits}` : undefined].filter(Boolean).join(' · ')}
                  </div>
                  <Tag color={statusColors[status]} data-testid="connected-account-status">
                    {t(statusKey(status))}
                  </Tag>
                </div>
                <Space>
                  {balanceOf(product) ? <span>{balanceOf(product)}</span> : null}
                  <Button
                    onClick={() => void start('REFRESH', product)}
                    loading={starting === product.id}
                    disabled={active !== undefined}
                    aria-label={t('connectedAccounts.refreshAccount', { name })}
                  >
                    {t('connectedAccounts.refresh')}
                  </Button>
                </Space>
              </Flex>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="connected-accounts">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <p className="pb-secondary" style={{ margin: 0 }}>
          {t('connectedAccounts.intro')}
        </p>
        <Button type="primary" onClick={() => void start('ADD')} loading={starting === 'connect'} disabled={active !== undefined}>
          {t('connectedAccounts.connect')}
        </Button>
      </Flex>
      {notices}
      {body}
      {modal}
    </Space>
  );
}
