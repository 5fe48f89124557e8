import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  createPaymentTemplate,
  transferSwrKeys,
  updatePaymentTemplate,
  usePlatform,
  type PaymentTemplate,
  type TransferAccount,
  type TransferContact,
} from '../../src/platform/index.js';
import { destinationOf, templateDetailsOf, type TransferFormData } from './order.js';
import { templatesChanged } from './templates.js';

export interface TemplateNotice {
  readonly type: 'success' | 'error';
  readonly text: string;
}

interface TemplateSavingOptions {
  /** The template the page edits (edit-template mode): its name starts the name box, saving updates it. */
  readonly editing: PaymentTemplate | undefined;
  readonly editingId: string | undefined;
  readonly accounts: { sources: readonly TransferAccount[]; destinations: readonly TransferAccount[]; contacts: readonly TransferContact[] };
  readonly currency: string;
  readonly text: (key: string, params?: Record<string, string | number>) => string;
}

/**
 * Templates on the form (spec/3 §4, §8): the one loaded into (or being edited in) the form, what
 * the template-mode name box holds, the "Save as template" dialog, and the outcome of the last
 * save. Saving updates the template in use when the name is unchanged (always in edit-template
 * mode), else creates one, and says how it went.
 */
export function useTemplateSaving({ editing, editingId, accounts, currency, text }: TemplateSavingOptions) {
  const { http } = usePlatform();
  const { mutate } = useSWRConfig();
  const [used, setUsed] = useState<{ id: string; name: string } | undefined>(undefined);
  const [nameDraft, setNameDraft] = useState<string | undefined>(undefined);
  const [nameError, setNameError] = useState(false);
  const [notice, setNotice] = useState<TemplateNotice | undefined>(undefined);
  // Bumped after a save, so the list on this page reads the templates again.
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<{ name: string; error?: string } | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const name = nameDraft ?? editing?.name ?? '';

  const save = async (data: TransferFormData, templateName: string, updating: { id: string } | undefined): Promise<PaymentTemplate | undefined> => {
    const details = templateDetailsOf(data, accounts.sources, destinationOf(data, accounts.destinations, accounts.contacts), currency);
    if (!details) {
      setNotice({ type: 'error', text: text('transfers.templates.incomplete') });
      return undefined;
    }
    setSaving(true);
    try {
      const saved = updating ? await updatePaymentTemplate(http, updating.id, templateName, details) : await createPaymentTemplate(http, templateName, details);
      setNotice({ type: 'success', text: text('transfers.templates.saved', { name: saved.name }) });
      setUsed({ id: saved.id, name: saved.name });
      templatesChanged();
      setVersion((current) => current + 1);
      // An edit-template page of it (this one, or one opened later) starts from what was saved.
      void mutate([transferSwrKeys.templates, 'one', saved.id], saved, { revalidate: false });
      return saved;
    } catch {
      setNotice({ type: 'error', text: text('transfers.templates.saveFailed') });
      return undefined;
    } finally {
      setSaving(false);
    }
  };

  /** The template modes' submit: the name is required, the rest is the form's own validation. */
  const submit = async (data: TransferFormData) => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(true);
      throw new Error('no name');
    }
    if (!(await save(data, trimmed, editingId ? { id: editingId } : used))) throw new Error('not saved');
    setNameDraft(trimmed);
  };

  /** "Save as template" from a transfer: the dialog's name, updating the template in use when it is unchanged. */
  const saveFromDialog = async (data: TransferFormData) => {
    if (!dialog) return;
    const trimmed = dialog.name.trim();
    if (trimmed === '') {
      setDialog({ ...dialog, error: text('transfers.templates.nameRequired') });
      return;
    }
    setNotice(undefined);
    if (await save(data, trimmed, used && used.name === trimmed ? used : undefined)) setDialog(undefined);
  };

  const typeName = (value: string) => {
    setNameDraft(value);
    setNameError(false);
  };
  /** The form no longer shows a template (cleared, or a new transfer started). */
  const forget = useCallback(() => {
    setUsed(undefined);
    setNotice(undefined);
  }, []);
  const use = useCallback((template: PaymentTemplate) => {
    setUsed({ id: template.id, name: template.name });
    setNotice(undefined);
  }, []);
  const closeDialog = () => {
    setDialog(undefined);
    setNotice(undefined);
  };

  return { used, name, nameError, typeName, notice, setNotice, version, dialog, setDialog, closeDialog, saving, submit, saveFromDialog, forget, use };
}

export type TemplateSaving = ReturnType<typeof useTemplateSaving>;
