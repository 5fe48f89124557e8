import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { mutate } from 'swr';
import {
  accountsLoadErrorKey,
  isPlatformError,
  normalizeAlertAmount,
  notificationChannels,
  recipesKey,
  saveNotificationRecipe,
  useNotificationRecipes,
  usePlatform,
  useProductSummary,
  useRecipeSpecifications,
  visibleGroups,
  type NotificationChannel,
  type NotificationRecipe,
  type Product,
  type RecipeSpecification,
} from '../../src/platform/index.js';
import { formatMoney } from '../../src/banking-ui/index.js';
import { ConfigForm, useMessages, useRuntime, type FormData } from '../../src/runtime/index.js';
import './channels-widget.js';
import type { ChannelsContext } from './channels-widget.js';
import type { NotificationSettingsProps } from './definition.js';

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
  const { data, error, isLoading } = useProductSummary();
  const groups = useMemo(() => (data ? visibleGroups(data) : []), [data]);
  let body: ReactNode;
  if (isLoading) body = <Skeleton active />;
  else if (error) body = <Alert type="error" showIcon role="alert" title={t(accountsLoadErrorKey(error))} />;
  else if (groups.length === 0) body = <Empty description={t('notificationSettings.empty')} />;
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

/** The form's data from a saved recipe (or the form's defaults when there is none). */
function formDataOf(recipe: NotificationRecipe | undefined, withAmount: boolean): FormData {
  if (!recipe) return {};
  return {
    active: recipe.active,
    channels: recipe.channels,
    ...(withAmount && recipe.amount ? { amount: recipe.amount.amount } : {}),
  };
}

const formOfType: Readonly<Record<string, { form: string; withAmount: boolean }>> = {
  balance: { form: 'balance-alert', withAmount: true },
  transactions: { form: 'transactions-alert', withAmount: false },
};

function AlertForm({
  specification,
  recipe,
  accountId,
  currency,
  t,
}: {
  specification: RecipeSpecification;
  recipe: NotificationRecipe | undefined;
  accountId: string;
  currency: string;
  t: Translate;
}): ReactNode {
  const { http } = usePlatform();
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'failed'; error: unknown } | undefined>(undefined);
  const kind = formOfType[specification.type];
  const formContext = useMemo<ChannelsContext>(
    () => ({
      offeredChannels: specification.channels,
      channelLabels: Object.fromEntries(notificationChannels.map((channel) => [channel, t(`notificationSettings.channel.${channel}`)])),
      noChannelsText: t('notificationSettings.noChannels'),
    }),
    [specification.channels, t],
  );
  if (!kind) return null;
  const titleKey = kind.withAmount ? 'notificationSettings.balanceAlert.title' : 'notificationSettings.transactionsAlert.title';
  const headingId = `notification-${specification.id}-heading`;

  const save = async (data: FormData) => {
    setOutcome(undefined);
    const channels = (Array.isArray(data.channels) ? data.channels : []).filter((channel): channel is NotificationChannel =>
      notificationChannels.includes(channel as NotificationChannel),
    );
    const typed = typeof data.amount === 'string' ? data.amount : undefined;
    try {
      const saved = await saveNotificationRecipe(
        http,
        { specificationId: specification.id, arrangementId: accountId, recipeId: recipe?.id },
        {
          active: data.active === true,
          channels,
          ...(kind.withAmount ? { amount: { amount: normalizeAlertAmount(typed), currency } } : {}),
        },
      );
      await mutate(recipesKey(accountId), (current: NotificationRecipe[] | undefined) => [
        ...(current ?? []).filter((item) => item.id !== saved.id && item.specificationId !== saved.specificationId),
        saved,
      ], { revalidate: false });
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
      // ConfigForm keeps the typed data and the draft when the submit rejects.
      throw error;
    }
  };

  return (
    <Card className="pb-notification-alert" role="region" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {t(titleKey)}
      </Typography.Title>
      {outcome?.kind === 'saved' ? <Alert type="success" showIcon role="status" title={t('notificationSettings.saved')} /> : null}
      {outcome?.kind === 'failed' ? (
        <Alert type="error" showIcon role="alert" title={t('notificationSettings.saveError.title')} description={t('notificationSettings.saveError.body')} />
      ) : null}
      <Suspense fallback={<Skeleton active />}>
        <ConfigForm
          form={kind.form}
          initialData={formDataOf(recipe, kind.withAmount)}
          draftKey={`notification-settings:${accountId}:${specification.id}`}
          formContext={formContext as unknown as Record<string, unknown>}
          serverError={outcome?.kind === 'failed' && isPlatformError(outcome.error) ? outcome.error : undefined}
          onSubmit={save}
        />
      </Suspense>
    </Card>
  );
}

function DetailsPage({ backPath, t }: { backPath: string; t: Translate }): ReactNode {
  const { selectedAccount } = useParams();
  const { app } = useRuntime().config;
  const summary = useProductSummary();
  const specifications = useRecipeSpecifications();
  const group = useMemo(
    () => summary.data?.groups.find((candidate) => candidate.products.some((product) => product.id === selectedAccount)),
    [summary.data, selectedAccount],
  );
  const product = group?.products.find((candidate) => candidate.id === selectedAccount);
  const recipes = useNotificationRecipes(product?.id);

  let body: ReactNode;
  if (summary.isLoading || specifications.isLoading || (product !== undefined && recipes.isLoading)) body = <Skeleton active />;
  else if (summary.error) body = <Alert type="error" showIcon role="alert" title={t(accountsLoadErrorKey(summary.error))} />;
  else if (product === undefined) body = <Alert type="warning" showIcon role="alert" title={t('notificationSettings.accountNotFound')} />;
  else if (specifications.error || recipes.error || !specifications.data || !recipes.data) {
    body = <Alert type="error" showIcon role="alert" title={t('notificationSettings.loadError.title')} description={t('notificationSettings.loadError.body')} />;
  } else {
    const currency = product.currency ?? app.currency;
    body = (
      <Flex vertical gap={16}>
        <AccountCard product={product} groupId={group?.id} t={t} />
        {(['balance', 'transactions'] as const).map((type) => {
          const specification = specifications.data?.find((candidate) => candidate.type === type);
          if (!specification) return null;
          const recipe = recipes.data?.find((candidate) => candidate.specificationId === specification.id);
          return <AlertForm key={specification.id} specification={specification} recipe={recipe} accountId={product.id} currency={currency} t={t} />;
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
