import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, notification, Select, Tabs } from 'antd';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  accountsLoadErrorKey,
  useAccountDetails,
  useProductSummary,
  visibleGroups,
  type AccountDetails,
  type ExternalAccountStatus,
} from '../../src/platform/index.js';
import { EmptyState, ErrorState } from '../../src/banking-ui/index.js';
import { flattenRoutes, Spinner, type Translate, useMessages, useRuntime, WidgetHost, withoutSearchParameters } from '../../src/runtime/index.js';
import type { AccountDetailsProps } from './definition.js';
import { DetailsTab } from './details-tab.js';
import { lastDigits, type Formatting } from './format.js';
import { useInstitutionName } from './institution-name.js';
import { isExternalAccount } from './property-cards.js';
import './account-details.css';

/** Query parameter the account-aggregation flow sets on its way back (spec/2 §2.1 "fastlink"). */
export const fastlinkParameter = 'fastlink';
const fastlinkValues = ['edit', 'refresh'] as const;
type Fastlink = (typeof fastlinkValues)[number];

const statusKey = (status: ExternalAccountStatus) => status.toLowerCase().replaceAll('_', '-');

/** The status of a linked account (the platform reads any status it does not know as UNKNOWN). */
function externalStatusOf(account: AccountDetails): ExternalAccountStatus | undefined {
  return isExternalAccount(account) ? account.externalAccountStatus : undefined;
}

function AccountSelector({ selected, onSelect, t }: { selected: string | undefined; onSelect: (id: string) => void; t: Translate }) {
  const summary = useProductSummary();
  const options = useMemo(
    () =>
      summary.data
        ? visibleGroups(summary.data).map((group) => {
            const key = `accounts.group.${group.id}`;
            const label = t(key);
            return {
              label: label === key ? (group.name ?? group.id) : label,
              title: group.id,
              options: group.products.map((product) => {
                const name = product.userPreferences?.alias ?? product.displayName ?? product.name ?? product.id;
                const digits = lastDigits(product.BBAN ?? product.number);
                return { value: product.id, label: digits ? `${name} ••${digits}` : name };
              }),
            };
          })
        : [],
    [summary.data, t],
  );
  return (
    <Select
      className="pb-account-selector pb-no-print"
      aria-label={t('accountDetails.selector.label')}
      placeholder={t('accountDetails.selector.placeholder')}
      value={selected}
      loading={!summary.data && !summary.error}
      options={options}
      onChange={onSelect}
      showSearch={{ optionFilterProp: 'label' }}
      data-testid="account-selector"
    />
  );
}

/**
 * The account details page (spec/2 §2.1): back button, account selector, tabs from child routes,
 * the fastlink alerts and the external-status banner, then this route's tab: the widget named in
 * `content` (the transactions list) or the account's details. See ROUTES.md for why the frame is
 * the widget of each tab route.
 */
export default function AccountDetailsPage(props: AccountDetailsProps) {
  const t = useMessages();
  const { config } = useRuntime();
  const navigate = useNavigate();
  const { selectedAccount } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const [notifier, notices] = notification.useNotification({ duration: config.app.notifications.ttlMs / 1000 });
  const details = useAccountDetails(selectedAccount);
  const formatting: Formatting = { locale: config.app.locale, currency: config.app.currency, timeZone: config.app.timezone };

  const fastlinkValue = searchParams.get(fastlinkParameter);
  const fastlink = (fastlinkValues as readonly string[]).includes(fastlinkValue ?? '') ? (fastlinkValue as Fastlink) : undefined;
  const closeFastlink = () => setSearchParams(withoutSearchParameters(fastlinkParameter), { replace: true });

  const tabPath = (id: string, path: string) => `/${props.tabsFrom.replace(':selectedAccount', encodeURIComponent(id))}/${path}`;
  const routePaths = useMemo(() => new Set(flattenRoutes(config.routes).map((route) => route.fullPath)), [config.routes]);
  const tabs = props.tabs.filter((tab) => routePaths.has(`${props.tabsFrom}/${tab.path}`));

  const onError = useCallback(
    (titleKey: string, bodyKey: string) => {
      notifier.error({ title: t(titleKey), description: t(bodyKey), placement: 'top' });
    },
    [notifier, t],
  );

  const account = details.data;
  const status = account ? externalStatusOf(account) : undefined;
  const institution = useInstitutionName(account);

  let body;
  // A tab's widget says itself what shows without an account (the transactions list: 'No Product Selected').
  if (props.content) {
    body = <WidgetHost widget={props.content.widget} props={props.content.props} widgetVersion={props.content.widgetVersion} />;
  } else if (!selectedAccount) {
    body = <EmptyState title={t('accountDetails.empty.noAccount')} />;
  } else if (details.error && !account) {
    body = (
      <ErrorState
        title={t('accountDetails.error.title')}
        description={t(accountsLoadErrorKey(details.error))}
        retryText={t('accountDetails.error.retry')}
        onRetry={() => void details.mutate()}
        retryPrimary
      />
    );
  } else if (!account) {
    body = (
      <div role="status" className="pb-details-loading">
        <Spinner />
        <span>{t('accountDetails.loading')}</span>
      </div>
    );
  } else {
    body = <DetailsTab account={account} props={props} formatting={formatting} onError={onError} />;
  }

  return (
    <div className="pb-account-details" data-testid="account-details">
      {notices}
      <Flex justify="space-between" align="center" gap={12} wrap className="pb-no-print pb-details-toolbar">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => void navigate(`/${props.backPath}`)}>
          {t('accountDetails.back')}
        </Button>
        <label className="pb-selector-label">
          <span className="pb-secondary">{t('accountDetails.selector.label')}</span>
          <AccountSelector selected={selectedAccount} onSelect={(id) => void navigate(tabPath(id, props.selectorTab))} t={t} />
        </label>
        {account?.kindUri === 'credit-card' ? <WidgetHost widget="quick-actions" props={{ accountId: account.id, external: isExternalAccount(account) }} /> : null}
      </Flex>
      {fastlink ? (
        <Alert
          key={`fastlink-${fastlink}`}
          className="pb-no-print"
          type="info"
          showIcon
          role="status"
          closable={{ onClose: closeFastlink, 'aria-label': t('accountDetails.fastlink.close') }}
          title={t(`accountDetails.fastlink.${fastlink}.title`)}
          description={t(`accountDetails.fastlink.${fastlink}.body`)}
          data-testid="fastlink-alert"
        />
      ) : status ? (
        // Its own key: a closed fastlink alert in the same place must not leave this one closed too.
        <Alert
          key={`status-${status}`}
          type={props.externalStatusSeverity[status] ?? 'info'}
          showIcon
          role={props.externalStatusSeverity[status] === 'error' ? 'alert' : 'status'}
          title={t(`accountDetails.externalStatus.${statusKey(status)}.title`, {
            institution: institution ?? t('accountDetails.externalStatus.institutionFallback'),
          })}
          description={t(`accountDetails.externalStatus.${statusKey(status)}.body`, {
            institution: institution ?? t('accountDetails.externalStatus.institutionFallback'),
          })}
          data-testid="external-status-banner"
        />
      ) : null}
      {selectedAccount && tabs.length > 0 ? (
        <Tabs
          className="pb-no-print"
          aria-label={t('accountDetails.tabs.label')}
          activeKey={props.tab}
          onChange={(key) => void navigate(tabPath(selectedAccount, key))}
          items={tabs.map((tab) => ({ key: tab.path, label: t(tab.labelKey) }))}
        />
      ) : null}
      <div className="pb-account-details-body">{body}</div>
    </div>
  );
}
