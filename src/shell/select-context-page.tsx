import { Alert, Button, Card, Flex, Grid, Input, List, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import {
  selectServiceAgreement,
  type ServiceAgreement,
  serviceAgreementContext,
  serviceAgreements,
  usePlatform,
} from '../platform/index.js';
import { onwardPath, useMessages, useRuntime } from '../runtime/index.js';
import { ImpersonationBanner } from './banners.js';
import { useShell } from './shell-context.js';

/** The platform's ceiling on one page of service agreements; a member with more searches for them. */
const loadLimit = 100;

/**
 * Spec/1 §2 select-context: the member's service agreements, `contextSelector.pageSize` per page,
 * a search box once there are more than `contextSelector.searchThreshold`, the current context
 * left out; back logs out. A chosen context is validated with the platform before the member
 * goes on; a member with exactly one context and none chosen yet goes on without a click.
 */
export function SelectContextPage() {
  const t = useMessages();
  const { config } = useRuntime();
  const { http } = usePlatform();
  const shell = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const { pageSize, searchThreshold } = config.app.contextSelector;
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const autoSelected = useRef(false);

  const currentId = shell.serviceAgreement?.id;

  const choose = async (agreement: ServiceAgreement) => {
    setChoosing(agreement.id);
    setFailed(false);
    try {
      await selectServiceAgreement(http, agreement.id);
      const validated = await serviceAgreementContext(http);
      shell.contextChosen(validated);
      navigate(onwardPath(location.state, `/${config.routes.defaultPath}`), { replace: true });
    } catch {
      setFailed(true);
      setChoosing(undefined);
    }
  };

  const list = useSWR(
    'access-control/user-context/service-agreements',
    () => serviceAgreements(http, { page: 0, size: loadLimit }),
    {
      onSuccess: (page) => {
        const only = page.items.length === 1 && page.total === 1 ? page.items[0] : undefined;
        if (only && !currentId && !autoSelected.current) {
          autoSelected.current = true;
          void choose(only);
        }
      },
    },
  );
  const screens = Grid.useBreakpoint();
  const available = useMemo(
    () => (list.data?.items ?? []).filter((agreement) => agreement.id !== currentId),
    [list.data, currentId],
  );
  const matching = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!needle) return available;
    return available.filter((agreement) =>
      `${agreement.name} ${agreement.description ?? ''}`.toLowerCase().includes(needle),
    );
  }, [available, query]);


  return (
    <main id="main-content" style={{ maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <ImpersonationBanner />
      <Card>
        <Typography.Title level={1} style={{ fontSize: 28 }}>
          {t('shell.selectContext.heading')}
        </Typography.Title>
        <Typography.Paragraph>{t('shell.selectContext.description')}</Typography.Paragraph>
        {failed ? <Alert type="error" showIcon role="alert" title={t('shell.selectContext.validationError')} /> : null}
        {list.error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('shell.selectContext.loadError')}
            action={<Button onClick={() => void list.mutate()}>{t('shell.selectContext.retry')}</Button>}
          />
        ) : null}
        {available.length > searchThreshold ? (
          <Input.Search
            aria-label={t('shell.selectContext.searchLabel')}
            placeholder={t('shell.selectContext.searchPlaceholder')}
            allowClear
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <List
          // At phone width the select button goes under the name, not over it.
          itemLayout={screens.sm ? 'horizontal' : 'vertical'}
          loading={list.isLoading ? { tip: t('shell.selectContext.loading') } : false}
          dataSource={matching}
          locale={{
            emptyText: list.isLoading
              ? t('shell.selectContext.loading')
              : query
                ? t('shell.selectContext.noMatches', { query })
                : t('shell.selectContext.noContexts', { phone: config.app.phone }),
          }}
          pagination={matching.length > pageSize ? { pageSize, current: page, onChange: setPage, showSizeChanger: false } : false}
          renderItem={(agreement) => (
            <List.Item
              actions={[
                <Button
                  key="select"
                  type="primary"
                  loading={choosing === agreement.id}
                  disabled={choosing !== undefined && choosing !== agreement.id}
                  onClick={() => void choose(agreement)}
                >
                  {t('shell.selectContext.select', { name: agreement.name })}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <span>
                    {agreement.name} {agreement.isMaster ? <Tag>{t('shell.selectContext.primary')}</Tag> : null}
                  </span>
                }
                description={agreement.description}
              />
            </List.Item>
          )}
        />
        <Flex vertical gap={4} style={{ marginTop: 16 }}>
          <div>
            <Button onClick={() => shell.logout()}>{t('shell.selectContext.back')}</Button>
          </div>
          <Typography.Text type="secondary">{t('shell.selectContext.backHint')}</Typography.Text>
        </Flex>
      </Card>
    </main>
  );
}
