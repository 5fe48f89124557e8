import { Alert, Button, ConfigProvider, Flex, Layout, Result, Select, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Spinner, usePrefersReducedMotion } from '../runtime/index.js';
import { createStudioApi, type StudioApi, type Tenant } from './studio-api.js';
import type { StudioSession } from './studio-session.js';
import { useStudioText } from './studio-text.js';
import { Workspace } from './workspace.js';

/** The role claim the sign-in provider gives credit-union staff who may change configuration. */
export const operatorRole = 'operator';

function OperatorsOnly({ onSignOut }: { onSignOut: () => void }) {
  const t = useStudioText();
  return (
    <Result
      status="403"
      title={<h1 className="studio-result-title">{t('studio.operatorsOnly.title')}</h1>}
      subTitle={t('studio.operatorsOnly.body')}
      extra={<Button onClick={onSignOut}>{t('studio.signOut')}</Button>}
    />
  );
}

/** Tenants the operator may edit; the picker shows when there is more than one. */
function TenantWorkspace({ api, locale }: { api: StudioApi; locale: string }) {
  const t = useStudioText();
  const [tenants, setTenants] = useState<Tenant[]>();
  const [error, setError] = useState<string>();
  const [tenant, setTenant] = useState<string>();
  useEffect(() => {
    let current = true;
    api.tenants().then(
      (list) => {
        if (!current) return;
        setTenants(list);
        const fromUrl = new URLSearchParams(window.location.search).get('tenant');
        setTenant(list.find((entry) => entry.id === fromUrl)?.id ?? list[0]?.id);
      },
      (failure: unknown) => current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [api]);
  if (error) return <Alert type="error" showIcon title={t('studio.loadFailed')} description={error} />;
  if (!tenants) return <Spinner label={t('studio.loading')} />;
  if (!tenant) return <Alert type="info" showIcon title={t('studio.noTenants')} />;
  return (
    <Flex vertical gap={12}>
      {tenants.length > 1 && (
        <Flex gap={8} align="center">
          <label htmlFor="studio-tenant">{t('studio.tenant')}</label>
          <Select
            id="studio-tenant"
            value={tenant}
            style={{ minWidth: 240 }}
            onChange={(id: string) => {
              setTenant(id);
              const url = new URL(window.location.href);
              url.searchParams.set('tenant', id);
              window.history.replaceState(null, '', url);
            }}
            options={tenants.map((entry) => ({ value: entry.id, label: `${entry.name} (${entry.id})` }))}
          />
        </Flex>
      )}
      <Workspace key={tenant} api={api} tenant={tenant} locale={locale} />
    </Flex>
  );
}

/** The config studio once the operator is signed in: header, then the tenant's workspace. */
export function StudioApp({ session, locale, api: givenApi }: { session: StudioSession; locale: string; api?: StudioApi }) {
  const t = useStudioText();
  const api = useMemo(() => givenApi ?? createStudioApi({ tokens: session }), [givenApi, session]);
  const user = session.currentUser();
  const signOut = () => void session.signOut();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={reducedMotion ? { token: { motion: false } } : undefined}>
      <Layout className="studio-layout">
        <Layout.Header className="studio-header">
          <Flex justify="space-between" align="center" style={{ height: '100%' }}>
            <Typography.Title level={1} className="studio-title">
              {t('studio.title')}
            </Typography.Title>
            {user && (
              <Flex gap={12} align="center">
                <span data-testid="studio-user">{user.name}</span>
                <Button size="small" onClick={signOut}>
                  {t('studio.signOut')}
                </Button>
              </Flex>
            )}
          </Flex>
        </Layout.Header>
        <Layout.Content className="studio-content">
          {user?.role === operatorRole ? <TenantWorkspace api={api} locale={locale} /> : <OperatorsOnly onSignOut={signOut} />}
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}
