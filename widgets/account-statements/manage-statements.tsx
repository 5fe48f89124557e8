import { Alert, Button, Flex, List, Radio, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import {
  saveStatementDeliveries,
  usePlatform,
  useStatementDeliveries,
  type StatementDelivery,
  type StatementDeliveryChange,
} from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';

type Delivery = 'online' | 'paper';

const deliveryOf = (preference: StatementDelivery): Delivery => (preference.paperStatement ? 'paper' : 'online');

type Outcome = 'saved' | 'failed' | undefined;

/**
 * Manage statements: e-statements or paper for each account that gets statements. Only the
 * accounts whose choice changed are sent; the platform keeps them all or none. A link leads
 * back to the statements.
 */
export function ManageStatements({ statementsPath }: { statementsPath: string }): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const deliveries = useStatementDeliveries();
  const [choices, setChoices] = useState<Record<string, Delivery>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(undefined);

  const changes: StatementDeliveryChange[] = (deliveries.data ?? []).flatMap((preference) => {
    const chosen = choices[preference.accountId];
    if (chosen === undefined || chosen === deliveryOf(preference)) return [];
    return [{ accountId: preference.accountId, onlineStatement: chosen === 'online', paperStatement: chosen === 'paper' }];
  });

  const save = async () => {
    setSaving(true);
    setOutcome(undefined);
    try {
      await saveStatementDeliveries(http, changes);
      await deliveries.mutate();
      setChoices({});
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  const body = (): ReactNode => {
    if (deliveries.error) {
      return <ErrorState title={t('statements.manage.loadFailed')} description={t('statements.tryLater')} retryText={t('statements.retry')} onRetry={() => void deliveries.mutate()} />;
    }
    if (!deliveries.data) return <LoadingState label={t('statements.manage.loading')} />;
    if (deliveries.data.length === 0) return <EmptyState title={t('statements.manage.empty')} />;
    return (
      <>
        <List
          dataSource={deliveries.data}
          rowKey={(preference) => preference.accountId}
          renderItem={(preference) => {
            const labelId = `pb-statement-delivery-${preference.accountId}`;
            return (
              <List.Item>
                <Flex justify="space-between" align="center" wrap gap="small" style={{ width: '100%' }}>
                  <span id={labelId}>
                    <strong>{preference.displayName}</strong> <span className="pb-state-secondary">{preference.accountNumber}</span>
                  </span>
                  <Radio.Group
                    aria-labelledby={labelId}
                    value={choices[preference.accountId] ?? deliveryOf(preference)}
                    onChange={(event) => setChoices((current) => ({ ...current, [preference.accountId]: event.target.value as Delivery }))}
                    options={[
                      { value: 'online', label: t('statements.manage.online') },
                      { value: 'paper', label: t('statements.manage.paper') },
                    ]}
                  />
                </Flex>
              </List.Item>
            );
          }}
        />
        <Flex>
          <Button type="primary" loading={saving} disabled={changes.length === 0} onClick={() => void save()}>
            {t('statements.manage.save')}
          </Button>
        </Flex>
      </>
    );
  };

  return (
    <Flex vertical gap="middle" className="pb-manage-statements">
      <Link to={statementsPath}>{t('statements.manage.back')}</Link>
      <Typography.Paragraph style={{ margin: 0 }}>{t('statements.manage.intro')}</Typography.Paragraph>
      {outcome === 'saved' && <Alert type="success" showIcon closable={{ onClose: () => setOutcome(undefined) }} title={t('statements.manage.saved')} />}
      {outcome === 'failed' && (
        <Alert type="error" showIcon closable={{ onClose: () => setOutcome(undefined) }} title={t('statements.manage.saveFailed')} description={t('statements.manage.saveFailedHint')} />
      )}
      {body()}
    </Flex>
  );
}
