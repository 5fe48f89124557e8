import { Alert, Card, Flex, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { accountsLoadErrorKey, visibleGroups, type Product } from '../../src/platform/index.js';
import { EmptyState, formatMoney } from '../../src/banking-ui/index.js';
import { Skeleton, useMessages, useRuntime } from '../../src/runtime/index.js';
import { AlertForm } from './alert-form.js';
import type { NotificationSettingsProps } from './definition.js';
import { usePreferencesSource } from './preferences-source.js';

type Translate = ReturnType<typeof useMessages>;

function accountName(product: Product): string {
  return product.userPreferences?.alias ?? product.displayName ?? product.name ?? product.id;
}

function lastDigits(product: Product): string | undefined {
  const digits = (product.BBAN ?? product.number ?? '').replace(/[^0-9]/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/** A loan's figure is what the member owes (its booked balance), as the accounts list says. */
const owedGroups = new Set(['loans']);

function AccountCard({ product, groupId, t }: { product: Product; groupId: string | undefined; t: Translate }): ReactNode {
  const { app } = useRuntime().config;
  const digits = lastDigits(product);
  const owed = groupId !== undefined && owedGroups.has(groupId);
  const figure = owed ? product.bookedBalance : (product.availableBalance ?? product.bookedBalance);
  const balance = formatMoney(figure, product.currency ?? app.currency, app.locale);
  return (
    <Card size="small" className="pb-notification-account" data-testid="notification-account">
      <Flex justify="space-between" wrap gap={8}>
        <div>
          <strong>{accountName(product)}</strong>
          {digits ? <div className="pb-secondary">••{digits}</div> : null}
        </div>
        {balance ? (
          <div>
            <span className="pb-secondary">{t(owed ? 'notificationSettings.amountOwed' : 'notificationSettings.availableBalance')} </span>
            <strong>{balance}</strong>
          </div>
        ) : null}
      </Flex>
    </Card>
  );
}

function AccountsPage({ detailsPath, t }: { detailsPath: string; t: Translate }): ReactNode {
  const { data, error, isLoading } = usePreferencesSource().useAccounts();
  const groups = useMemo(() => (data ? visibleGroups(data) : []), [data]);
  let body: ReactNode;
  if (isLoading) body = <Skeleton />;
  else if (error) body = <Alert type="error" showIcon role="alert" title={t(accountsLoadErrorKey(error))} />;
  else if (groups.length === 0) body = <EmptyState title={t('notificationSettings.empty')} />;
  else {
    body = groups.map((group) => (
      <section key={group.id} aria-labelledby={`notification-group-${group.id}`}>
        <Typography.Title level={3} id={`notification-group-${group.id}`}>
          {group.name ?? group.id}
        </Typography.Title>
        {/* Each card marks its own item: no bullet or indent beside it. */}
        <ul className="pb-notification-accounts" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {group.products.map((product) => (
            <li key={product.id}>
              <Link to={`/${detailsPath.replace(':selectedAccount', encodeURIComponent(product.id))}`} data-testid="notification-account-link">
                <AccountCard product={product} groupId={group.id} t={t} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    ));
  }
  return (
    <section className="pb-notification-settings">
      {/* The shell's page heading is the route title ('Manage Notifications'). */}
      <Typography.Title level={2}>{t('notificationSettings.subheading')}</Typography.Title>
      {body}
    </section>
  );
}

function DetailsPage({ backPath, t }: { backPath: string; t: Translate }): ReactNode {
  const { selectedAccount } = useParams();
  const { app } = useRuntime().config;
  const source = usePreferencesSource();
  const summary = source.useAccounts();
  const kinds = source.useAlertKinds();
  const group = useMemo(
    () => summary.data?.groups.find((candidate) => candidate.products.some((product) => product.id === selectedAccount)),
    [summary.data, selectedAccount],
  );
  const product = group?.products.find((candidate) => candidate.id === selectedAccount);
  const savedAlerts = source.useSavedAlerts(product?.id);

  let body: ReactNode;
  if (summary.isLoading || kinds.isLoading || (product !== undefined && savedAlerts.isLoading)) body = <Skeleton />;
  else if (summary.error) body = <Alert type="error" showIcon role="alert" title={t(accountsLoadErrorKey(summary.error))} />;
  else if (product === undefined) body = <Alert type="warning" showIcon role="alert" title={t('notificationSettings.accountNotFound')} />;
  else if (kinds.error || savedAlerts.error || !kinds.data || !savedAlerts.data) {
    body = <Alert type="error" showIcon role="alert" title={t('notificationSettings.loadError.title')} description={t('notificationSettings.loadError.body')} />;
  } else {
    const currency = product.currency ?? app.currency;
    body = (
      <Flex vertical gap={16}>
        <AccountCard product={product} groupId={group?.id} t={t} />
        {(['balance', 'transactions'] as const).map((type) => {
          const kind = kinds.data?.find((candidate) => candidate.type === type);
          if (!kind) return null;
          const saved = savedAlerts.data?.find((candidate) => candidate.kindId === kind.id);
          return <AlertForm key={kind.id} kind={kind} saved={saved} source={source} accountId={product.id} currency={currency} t={t} />;
        })}
      </Flex>
    );
  }
  return (
    <section className="pb-notification-settings">
      {/* The shell's page heading is the route title ('Notification details'). */}
      <Link to={`/${backPath}`}>{t('notificationSettings.back')}</Link>
      {body}
    </section>
  );
}

/** Manage Notifications (spec/2 §2.4): choose an account, then set its balance and transactions alerts. */
export default function NotificationSettings({ page, detailsPath, backPath }: NotificationSettingsProps): ReactNode {
  const t = useMessages();
  return page === 'details' ? <DetailsPage backPath={backPath} t={t} /> : <AccountsPage detailsPath={detailsPath} t={t} />;
}
