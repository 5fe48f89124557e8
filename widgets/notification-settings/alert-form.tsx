import { Alert, Card, Typography } from 'antd';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import {
  isPlatformError,
  normalizeAlertAmount,
  notificationChannels,
  usePlatform,
  type NotificationChannel,
} from '../../src/platform/index.js';
import { ConfigForm, type FormData, Skeleton, type useMessages } from '../../src/runtime/index.js';
import './channels-widget.js';
import type { ChannelsContext } from './channels-widget.js';
import type { AlertKind, PreferencesSource, SavedAlert } from './preferences-source.js';

type Translate = ReturnType<typeof useMessages>;

/** The form's data from a saved alert (or the form's defaults when there is none). */
function formDataOf(saved: SavedAlert | undefined, withAmount: boolean): FormData {
  if (!saved) return {};
  return {
    active: saved.active,
    channels: saved.channels,
    ...(withAmount && saved.amount !== undefined ? { amount: saved.amount } : {}),
  };
}

const formOfType: Readonly<Record<AlertKind['type'], { form: string; withAmount: boolean }>> = {
  balance: { form: 'balance-alert', withAmount: true },
  transactions: { form: 'transactions-alert', withAmount: false },
};

/** One alert of an account (balance or transactions): its form, saved through the preferences source. */
export function AlertForm({
  kind,
  saved,
  source,
  accountId,
  currency,
  t,
}: {
  kind: AlertKind;
  saved: SavedAlert | undefined;
  source: PreferencesSource;
  accountId: string;
  currency: string;
  t: Translate;
}): ReactNode {
  const { http } = usePlatform();
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'failed'; error: unknown } | undefined>(undefined);
  const form = formOfType[kind.type];
  const formContext = useMemo<ChannelsContext>(
    () => ({
      offeredChannels: kind.channels,
      channelLabels: Object.fromEntries(notificationChannels.map((channel) => [channel, t(`notificationSettings.channel.${channel}`)])),
      noChannelsText: t('notificationSettings.noChannels'),
    }),
    [kind.channels, t],
  );
  const titleKey = form.withAmount ? 'notificationSettings.balanceAlert.title' : 'notificationSettings.transactionsAlert.title';
  const headingId = `notification-${kind.id}-heading`;

  const save = async (data: FormData) => {
    setOutcome(undefined);
    const channels = (Array.isArray(data.channels) ? data.channels : []).filter((channel): channel is NotificationChannel =>
      notificationChannels.includes(channel as NotificationChannel),
    );
    const typed = typeof data.amount === 'string' ? data.amount : undefined;
    try {
      await source.save(
        http,
        { kind, accountId, saved },
        {
          active: data.active === true,
          channels,
          ...(form.withAmount ? { amount: { amount: normalizeAlertAmount(typed), currency } } : {}),
        },
      );
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
      <Suspense fallback={<Skeleton />}>
        <ConfigForm
          form={form.form}
          initialData={formDataOf(saved, form.withAmount)}
          draftKey={`notification-settings:${accountId}:${kind.id}`}
          formContext={formContext as unknown as Record<string, unknown>}
          serverError={outcome?.kind === 'failed' && isPlatformError(outcome.error) ? outcome.error : undefined}
          onSubmit={save}
        />
      </Suspense>
    </Card>
  );
}
