import { Alert, Button, Flex, Input } from 'antd';
import { useId, useState } from 'react';
import { deleteTransactionNote, saveTransactionNote, usePlatform, type Transaction } from '../../src/platform/index.js';
import type { Translate } from './transaction-row.js';

/** The sandbox's limit for a note (server/README.md); the field stops there. */
export const noteMaxLength = 500;

type Mode = 'view' | 'edit' | 'confirm-delete';

/**
 * Notes (spec/2 §2.3, §4): view, edit (add when there is none) and delete behind a confirmation.
 * The saved note goes back into the list through `onSaved`, so the row's note marker follows.
 */
export function NotesSection({
  transaction,
  onSaved,
  canEdit,
  t,
}: {
  transaction: Transaction;
  onSaved: (notes: string | undefined) => void;
  canEdit: boolean;
  t: Translate;
}) {
  const { http } = usePlatform();
  const id = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const note = transaction.notes;

  const edit = () => {
    setDraft(note ?? '');
    setFailure(undefined);
    setMode('edit');
  };

  const save = async () => {
    if (draft.trim() === '') return;
    setBusy(true);
    setFailure(undefined);
    try {
      onSaved(await saveTransactionNote(http, transaction.id, draft));
      setMode('view');
    } catch {
      setFailure(t('transactions.notes.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await deleteTransactionNote(http, transaction.id);
      onSaved(undefined);
      setMode('view');
    } catch {
      setFailure(t('transactions.notes.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pb-tx-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('transactions.notes.heading')}</h3>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      {mode === 'edit' ? (
        <Flex vertical gap={8}>
          <label htmlFor={`${id}-note`} className="pb-tx-visually-hidden">
            {t('transactions.notes.label')}
          </label>
          <Input.TextArea
            id={`${id}-note`}
            value={draft}
            maxLength={noteMaxLength}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            onChange={(event) => setDraft(event.target.value)}
            autoFocus
          />
          <Flex gap={8}>
            <Button type="primary" loading={busy} disabled={draft.trim() === ''} onClick={() => void save()}>
              {t('transactions.notes.save')}
            </Button>
            <Button disabled={busy} onClick={() => setMode('view')}>
              {t('transactions.notes.cancel')}
            </Button>
          </Flex>
        </Flex>
      ) : mode === 'confirm-delete' ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} aria-describedby={`${id}-confirm-body`} className="pb-tx-confirm">
          <strong id={`${id}-confirm`}>{t('transactions.notes.deleteTitle')}</strong>
          <p id={`${id}-confirm-body`}>{t('transactions.notes.deleteBody')}</p>
          <Flex gap={8}>
            <Button danger type="primary" loading={busy} onClick={() => void remove()}>
              {t('transactions.notes.deleteConfirm')}
            </Button>
            <Button disabled={busy} onClick={() => setMode('view')} autoFocus>
              {t('transactions.notes.cancel')}
            </Button>
          </Flex>
        </div>
      ) : (
        <Flex vertical gap={8} align="start">
          {note ? (
            <p className="pb-tx-note-text" data-testid="transaction-note">
              {note}
            </p>
          ) : (
            <p className="pb-tx-secondary">{t('transactions.notes.none')}</p>
          )}
          {canEdit ? (
            <Flex gap={8}>
              <Button onClick={edit}>{note ? t('transactions.notes.edit') : t('transactions.notes.add')}</Button>
              {note ? (
                <Button danger onClick={() => setMode('confirm-delete')}>
                  {t('transactions.notes.delete')}
                </Button>
              ) : null}
            </Flex>
          ) : null}
        </Flex>
      )}
    </section>
  );
}
