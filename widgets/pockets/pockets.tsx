import { Alert, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { EmptyState, ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import { pocketSwrKeys, swrKeys, transferSwrKeys, usePockets, useTransferAccounts, type SavingsPocket, type TransferAccount } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import type { PocketsProps } from './definition.js';
import { PocketCard, type PocketAction } from './pocket-card.js';
import { PocketClose } from './pocket-close.js';
import { PocketCreate } from './pocket-create.js';
import { PocketEdit } from './pocket-edit.js';
import { PocketMove } from './pocket-move.js';
import { pocketSettingsOf, type PocketSettings } from './pocket-settings.js';
import './pockets.css';

/**
 * Pockets (spec/1 `pockets`, PersonalFinanceManagement.ManagePockets): savings pockets under a
 * savings account, each with its balance, goal and progress; money added from and moved back to
 * the member's own accounts by payment orders; a pocket closed with its balance returned; a new
 * one opened. The route's title is the page's one heading; the two parts have headings below it.
 */
export default function Pockets(_props: PocketsProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const settings = pocketSettingsOf(config);
  if (!settings) return <ErrorState title={t('pockets.unavailable')} />;
  return <PocketsPage settings={settings} />;
}

function PocketsPage({ settings }: { settings: PocketSettings }): ReactNode {
  const t = useMessages();
  const { mutate } = useSWRConfig();
  const pockets = usePockets();
  const debit = useTransferAccounts('debit');
  const credit = useTransferAccounts('credit');
  const [outcome, setOutcome] = useState<string | undefined>();
  const ofKinds = (accounts: readonly TransferAccount[] | undefined, kinds: readonly string[]) => (accounts ?? []).filter((account) => account.kindUri !== undefined && kinds.includes(account.kindUri));
  const sources = ofKinds(debit.data, settings.accountKinds);
  const destinations = ofKinds(credit.data, settings.accountKinds);
  const parents = ofKinds(credit.data, settings.parentKinds);

  // A move or a close changes balances wherever they are shown: the pockets, My Accounts, the transfer lists.
  const refresh = () => {
    void mutate(pocketSwrKeys.list);
    void mutate(swrKeys.productSummary);
    void mutate(transferSwrKeys.debitAccounts);
    void mutate(transferSwrKeys.creditAccounts);
  };

  const failed = pockets.error ?? debit.error ?? credit.error;
  let list: ReactNode;
  if (failed) {
    list = <ErrorState title={t('pockets.list.loadFailed')} retryText={t('pockets.list.retry')} onRetry={() => void Promise.all([pockets.mutate(), debit.mutate(), credit.mutate()])} />;
  } else if (!pockets.data || !debit.data || !credit.data) {
    list = <LoadingState label={t('pockets.list.loading')} rows={3} />;
  } else if (pockets.data.length === 0) {
    list = <EmptyState notice title={t('pockets.list.empty')} />;
  } else {
    list = (
      <ul className="pb-pockets-list" aria-label={t('pockets.list.heading')}>
        {pockets.data.map((pocket) => (
          <li key={pocket.id}>
            <PocketItem pocket={pocket} settings={settings} sources={sources} destinations={destinations} onChanged={refresh} onOutcome={setOutcome} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Flex vertical gap="large" className="pb-pockets">
      <section aria-labelledby="pb-pockets-list">
        <Typography.Title level={2} id="pb-pockets-list">
          {t('pockets.list.heading')}
        </Typography.Title>
        {outcome ? <Alert type="success" showIcon role="status" title={outcome} closable onClose={() => setOutcome(undefined)} className="pb-pockets-outcome" /> : null}
        {list}
      </section>
      <section aria-labelledby="pb-pockets-create">
        <Typography.Title level={2} id="pb-pockets-create">
          {t('pockets.create.heading')}
        </Typography.Title>
        {!credit.data ? (
          credit.error ? null : <LoadingState label={t('pockets.list.loading')} rows={4} />
        ) : parents.length === 0 ? (
          <EmptyState notice title={t('pockets.create.noParent')} />
        ) : (
          <PocketCreate
            settings={settings}
            parents={parents}
            onCreated={(name) => {
              setOutcome(t('pockets.create.done', { name }));
              void mutate(pocketSwrKeys.list);
            }}
          />
        )}
      </section>
    </Flex>
  );
}

interface PocketItemProps {
  readonly pocket: SavingsPocket;
  readonly settings: PocketSettings;
  readonly sources: readonly TransferAccount[];
  readonly destinations: readonly TransferAccount[];
  readonly onChanged: () => void;
  readonly onOutcome: (text: string) => void;
}

/** A pocket's card, with the add-money, move-back or change steps open in it, or the close question over it. */
function PocketItem({ pocket, settings, sources, destinations, onChanged, onOutcome }: PocketItemProps): ReactNode {
  const t = useMessages();
  const [action, setAction] = useState<PocketAction | undefined>();
  const done = () => setAction(undefined);
  return (
    <PocketCard pocket={pocket} onAction={setAction}>
      {action === 'add' || action === 'back' ? (
        <PocketMove
          key={action}
          pocket={pocket}
          direction={action}
          accounts={action === 'add' ? sources : destinations}
          maxBalance={settings.maxBalance}
          onMoved={onChanged}
          onDone={done}
        />
      ) : null}
      {action === 'edit' ? (
        <PocketEdit
          pocket={pocket}
          settings={settings}
          onCancel={done}
          onSaved={(name) => {
            done();
            onOutcome(t('pockets.edit.done', { name }));
            onChanged();
          }}
        />
      ) : null}
      {action === 'close' ? (
        <PocketClose
          pocket={pocket}
          accounts={destinations}
          onCancel={done}
          onClosed={(text) => {
            done();
            onOutcome(text);
            onChanged();
          }}
        />
      ) : null}
    </PocketCard>
  );
}
