import { Button, Flex, Input } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useMessages } from '../../src/runtime/index.js';
import { isAliasTooLong } from './account-preferences.js';

interface RenameFormProps {
  /** The name the account goes by now, for the label. */
  name: string;
  /** The member's alias now ('' when the account goes by the product's name). */
  alias: string;
  maxLength: number;
  /** Saves the typed alias ('' gives back the product's name); resolves false when the server refused it. */
  onSave: (alias: string) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * Renames one account in place: the field, Save and Cancel. A name too long is refused here with
 * the credit union's limit; the field keeps what the member typed until it is saved, so a refusal
 * by the server loses nothing. Escape cancels.
 */
export function RenameForm({ name, alias, maxLength, onSave, onCancel }: RenameFormProps): ReactNode {
  const t = useMessages();
  const id = useId();
  const [typed, setTyped] = useState(alias);
  const [tooLong, setTooLong] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (isAliasTooLong(typed, maxLength)) {
      setTooLong(true);
      return;
    }
    setSaving(true);
    const saved = await onSave(typed.trim());
    // A saved name closes the form (and this component with it); a refused one stays to be tried again.
    if (!saved) setSaving(false);
  };

  return (
    <form
      className="pb-rename-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <label htmlFor={`${id}-alias`}>{t('manageAccounts.rename.label', { name })}</label>
      <Input
        id={`${id}-alias`}
        value={typed}
        autoFocus
        status={tooLong ? 'error' : undefined}
        aria-invalid={tooLong}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setTyped(event.target.value);
          setTooLong(false);
        }}
      />
      <div id={`${id}-hint`} className={tooLong ? 'pb-rename-error' : 'pb-manage-secondary'} role={tooLong ? 'alert' : undefined}>
        {tooLong ? t('manageAccounts.rename.tooLong', { max: maxLength }) : t('manageAccounts.rename.hint')}
      </div>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('manageAccounts.rename.save')}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {t('manageAccounts.rename.cancel')}
        </Button>
      </Flex>
    </form>
  );
}
