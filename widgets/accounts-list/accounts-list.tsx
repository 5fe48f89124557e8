import { Alert, Flex } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  accountsLoadErrorKey,
  overdueGroupId,
  useProductSummary,
  visibleGroups,
  type Product,
  type ProductKindGroup,
  type ProductSummary,
} from '../../src/platform/index.js';
import { flattenRoutes, Skeleton, useMessages, useRuntime, WidgetHost, withoutSearchParameters } from '../../src/runtime/index.js';
import type { AccountsListProps } from './definition.js';
import { EmptyState, ErrorState, formatMoney } from '../../src/banking-ui/index.js';
import { AccountLinks } from './account-links.js';
import { FoldingGroups } from './folding-groups.js';
import { HandOffFailureAlert } from './hand-off-failure-alert.js';
import './accounts-list.css';

/** Query parameter the connect-accounts journey sets on its way back: accounts are being added. */
export const connectingParameter = 'accounts';
export const connectingValue = 'connecting';

type Translate = ReturnType<typeof useMessages>;

const productCount = (summary: ProductSummary) => summary.groups.reduce((count, group) => count + group.products.length, 0);

const liabilityGroups = new Set(['loans', 'creditCards']);

function lastDigits(product: Product): string | undefined {
  const number = product.BBAN ?? product.number;
  if (!number) return undefined;
  const digits = number.replace(/[^0-9]/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

interface Formatting {
  locale: string;
  currency: string;
}

function Amount({ value, currency, formatting }: { value: string | undefined; currency?: string; formatting: Formatting }) {
  if (value === undefined) return null;
  return <span className="pb-amount">{formatMoney(value, currency ?? formatting.currency, formatting.locale)}</span>;
}

function ProductRow({
  product,
  groupId,
  formatting,
  detailsHref,
  t,
}: {
  product: Product;
  groupId: string;
  formatting: Formatting;
  detailsHref: string | undefined;
  t: Translate;
}) {
  const name = product.userPreferences?.alias ?? product.displayName ?? product.name ?? product.id;
  const digits = lastDigits(product);
  const isCard = groupId === 'creditCards';
  const isLiability = liabilityGroups.has(groupId);
  const primary = isLiability ? product.bookedBalance : (product.availableBalance ?? product.bookedBalance);
  const title = detailsHref ? (
    <Link to={detailsHref}>{name}</Link>
  ) : (
    name
  );
  return (
    <li className="pb-product" data-testid="account-row" data-account-id={product.id}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <div>
          <strong>{title}</strong>
          <div>
            <span className="pb-secondary">
              {[digits ? `${t('accounts.product.number')} ••${digits}` : undefined, product.financialInstitutionName]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
          {isCard ? (
            <div className="pb-card-facts">
              <div className="pb-secondary">{t('accounts.card.state')}</div>
              <div>
                <span className="pb-tag">{product.state ?? t('accounts.card.stateDefault')}</span>
              </div>
              {product.accountHolderNames ? (
                <div className="pb-secondary">
                  {t('accounts.card.holders')}: {product.accountHolderNames}
                </div>
              ) : null}
            </div>
          ) : product.state && product.state !== t('accounts.card.stateDefault') ? (
            <span className="pb-tag">{product.state}</span>
          ) : null}
        </div>
        <div className="pb-product-balances">
          <div>
            <span className="pb-secondary">
              {isCard
                ? t('accounts.card.balance')
                : isLiability
                  ? t('accounts.product.outstanding')
                  : t('accounts.product.availableBalance')}{' '}
            </span>
            <strong>
              <Amount value={primary} currency={product.currency} formatting={formatting} />
            </strong>
          </div>
          {isCard && (product.remainingCredit ?? product.availableBalance) !== undefined ? (
            <div>
              <span className="pb-secondary">{t('accounts.card.availableCredit')} </span>
              <Amount value={product.remainingCredit ?? product.availableBalance} currency={product.currency} formatting={formatting} />
            </div>
          ) : null}
          {!isLiability && product.availableBalance !== undefined && product.bookedBalance !== undefined ? (
            <div>
              <span className="pb-secondary">{t('accounts.product.bookedBalance')} </span>
              <Amount value={product.bookedBalance} currency={product.currency} formatting={formatting} />
            </div>
          ) : null}
        </div>
      </Flex>
      {isCard ? <WidgetHost widget="quick-actions" props={{ accountId: product.id, external: product.financialInstitutionName !== undefined }} /> : null}
    </li>
  );
}

function groupLabel(group: ProductKindGroup, t: Translate): string {
  const key = `accounts.group.${group.id}`;
  const label = t(key);
  // A custom kind has no message of its own: the platform's name for it is the label.
  return label === key ? (group.name ?? group.id) : label;
}

function GroupTotal({ group, formatting, t }: { group: ProductKindGroup; formatting: Formatting; t: Translate }) {
  if (!group.aggregatedBalance) return null;
  return (
    <span>
      <span className="pb-secondary">{t('accounts.groupTotal')} </span>
      <Amount value={group.aggregatedBalance.value} currency={group.aggregatedBalance.currency} formatting={formatting} />
    </span>
  );
}

/**
 * My Accounts (spec/1 §2 "Accounts list screen", spec/2 §4 and §8): the total balance, then the
 * member's products grouped by kind, each group with its total and collapsible; credit cards with
 * balance, available credit, state and holders; the overdue group first; an info alert while
 * newly connected accounts are being added; per-status errors with a retry.
 */
export default function AccountsList({ collapsibleGroups, showTotal, accountDetailsPath, links = [] }: AccountsListProps) {
  const t = useMessages();
  const { config } = useRuntime();
  const formatting: Formatting = { locale: config.app.locale, currency: config.app.currency };
  const [searchParams, setSearchParams] = useSearchParams();
  const connecting = searchParams.get(connectingParameter) === connectingValue;
  const { refresh } = config.app;
  const summary = useProductSummary({
    refreshInterval: connecting ? refresh.connectedAccountsPollSeconds * 1000 : 0,
  });
  const [retrying, setRetrying] = useState(false);
  // The groups the member closed, not the open ones: a group that appears later (an account just
  // opened, the summary read again) shows open like every other.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const baseline = useRef<number | undefined>(undefined);

  // Polling stops once more products show than when it started, or after the configured limit.
  useEffect(() => {
    if (!connecting) {
      baseline.current = undefined;
      return;
    }
    const stop = () => setSearchParams(withoutSearchParameters(connectingParameter), { replace: true });
    if (summary.data) {
      const count = productCount(summary.data);
      if (baseline.current === undefined) baseline.current = count;
      else if (count > baseline.current) stop();
    }
    const limit = setTimeout(stop, refresh.connectedAccountsPollMaxSeconds * 1000);
    return () => clearTimeout(limit);
  }, [connecting, summary.data, refresh.connectedAccountsPollMaxSeconds, setSearchParams]);

  // A link only to a route that exists (and renders something), so no link leads nowhere.
  const detailsPattern = useMemo(
    () =>
      flattenRoutes(config.routes).some(
        (route) => route.fullPath === accountDetailsPath && (route.node.widget !== undefined || route.node.page !== undefined),
      )
        ? accountDetailsPath
        : undefined,
    [config.routes, accountDetailsPath],
  );
  const detailsHref = (product: Product) =>
    detailsPattern ? `/${detailsPattern.replace(':selectedAccount', encodeURIComponent(product.id))}` : undefined;

  const retry = async () => {
    setRetrying(true);
    try {
      await summary.mutate();
    } finally {
      setRetrying(false);
    }
  };

  if (retrying) {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={t('accounts.retry.title')}
        description={t('accounts.retry.body')}
      />
    );
  }

  if (summary.error && !summary.data) {
    return (
      <ErrorState
        title={t('accounts.error.title')}
        description={t(accountsLoadErrorKey(summary.error))}
        retryText={t('accounts.retry.action')}
        onRetry={() => void retry()}
        retryPrimary
      />
    );
  }

  if (!summary.data) {
    return (
      <div aria-busy="true" aria-label={t('accounts.loading')} role="status">
        <Skeleton rows={1} />
        <Skeleton rows={4} />
      </div>
    );
  }

  const groups = visibleGroups(summary.data);
  const total = summary.data.total;
  const connectingAlert = connecting ? (
    <Alert type="info" showIcon title={t('accounts.newlyConnected.title')} description={t('accounts.newlyConnected.body')} />
  ) : null;

  if (groups.length === 0) {
    return (
      <Flex vertical gap="large">
        <HandOffFailureAlert />
        {connectingAlert}
        <EmptyState title={t('accounts.empty.heading')} body={t('accounts.empty.body')} />
      </Flex>
    );
  }

  const groupContent = (group: ProductKindGroup) => (
    <ul className="pb-products" aria-label={groupLabel(group, t)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {group.products.map((product) => (
        <ProductRow
          key={product.id}
          product={product}
          groupId={group.id}
          formatting={formatting}
          detailsHref={detailsHref(product)}
          t={t}
        />
      ))}
    </ul>
  );

  const groupHeader = (group: ProductKindGroup) => (
    <Flex component="span" justify="space-between" gap={12} wrap data-testid={`group-${group.id}`}>
      <strong className={group.id === overdueGroupId ? 'pb-danger' : undefined}>
        {groupLabel(group, t)}
      </strong>
      <strong>
        <GroupTotal group={group} formatting={formatting} t={t} />
      </strong>
    </Flex>
  );

  return (
    <Flex vertical gap="large" data-testid="accounts-list">
      <HandOffFailureAlert />
      {connectingAlert}
      {showTotal && total ? (
        <section className="pb-panel" aria-label={t('accounts.totalBalance')}>
          <span className="pb-secondary">{t('accounts.totalBalance')}</span>
          <p className="pb-total" data-testid="accounts-total">
            <Amount value={total.value} currency={total.currency} formatting={formatting} />
          </p>
        </section>
      ) : null}
      {collapsibleGroups ? (
        <FoldingGroups
          groups={groups.map((group) => ({ id: group.id, header: groupHeader(group), content: groupContent(group) }))}
          folded={collapsed}
          onToggle={(id) =>
            setCollapsed((folded) => {
              const next = new Set(folded);
              if (!next.delete(id)) next.add(id);
              return next;
            })
          }
        />
      ) : (
        groups.map((group) => (
          <section key={group.id} className="pb-panel" aria-label={groupLabel(group, t)}>
            {groupHeader(group)}
            {groupContent(group)}
          </section>
        ))
      )}
      <AccountLinks links={links} />
    </Flex>
  );
}
