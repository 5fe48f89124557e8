import { Alert, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { AccountSelect, useFormatting } from '../../src/banking-ui/index.js';
import { closePocket, usePlatform, type SavingsPocket, type TransferAccount } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';

export interface PocketCloseProps {
  readonly pocket: SavingsPocket;
  /** The own accounts the balance may go to; the pocket's parent is chosen first. */
  readonly accounts: readonly TransferAccount[];
  readonly onClosed: (text: string) => void;
  readonly onCancel: () => void;
}

/** Asks before closing a pocket, saying where its balance goes (its parent unless the member picks another account). */
export function PocketClose({ pocket, accounts, onClosed, onCancel }: PocketCloseProps): ReactNode {
  const t = useMessages();
  const { money } = useFormatting();
  const { http } = usePlatform();
  const parent = accounts.find((account) => account.id === pocket.parentArrangementId);
  const [destination, setDestination] = useState<string | undefined>(parent?.id ?? accounts[0]?.id);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const chosen = accounts.find((account) => account.id === destination);
  const empty = pocket.balance === '0.00';
  const words = { name: pocket.name, balance: money(pocket.balance, pocket.currency), account: chosen?.name ?? '' };

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await closePocket(http, pocket.id, empty ? undefined : destination);
      onClosed(t(empty ? 'pockets.close.doneEmpty' : 'pockets.close.done', words));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('pockets.close.title', { name: pocket.name })}
      okText={t('pockets.close.confirm')}
      cancelText={t('pockets.close.cancel')}
      okButtonProps={{ danger: true, loading: busy, disabled: !empty && !chosen }}
      onOk={() => void confirm()}
      onCancel={onCancel}
    >
      {empty ? (
        <p>{t('pockets.close.emptyText', words)}</p>
      ) : (
        <>
          <label htmlFor={`pb-pocket-close-${pocket.id}`}>{t('pockets.close.account')}</label>
          <div className="pb-pocket-close-select">
            <AccountSelect
              id={`pb-pocket-close-${pocket.id}`}
              value={destination}
              onChange={setDestination}
              groups={[{ choices: accounts.map((account) => ({ value: account.id, label: account.name })) }]}
              placeholder={t('pockets.account.placeholder')}
            />
          </div>
          <p role="status">{t('pockets.close.text', words)}</p>
        </>
      )}
      {failed ? <Alert type="error" showIcon role="alert" title={t('pockets.close.failed')} /> : null}
    </Modal>
  );
}
