import { Alert, Button, Flex, Select } from 'antd';
import { useId, useState } from 'react';
import { changeTransactionCategory, usePlatform, useTransactionCategories, type Transaction } from '../../src/platform/index.js';
import type { Translate } from './transaction-row.js';

type Outcome = { kind: 'success'; category: string } | { kind: 'error' };

/**
 * Category change (spec/2 §2.3, §4): pick a category, change it, and a dismissible alert says
 * whether it worked. The new category goes back into the list through `onChanged`.
 */
export function CategorySection({
  transaction,
  onChanged,
  canEdit,
  t,
}: {
  transaction: Transaction;
  onChanged: (category: string) => void;
  canEdit: boolean;
  t: Translate;
}) {
  const { http } = usePlatform();
  const id = useId();
  const categories = useTransactionCategories(canEdit);
  const [choice, setChoice] = useState<string | undefined>(transaction.category);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);

  const change = async () => {
    if (!choice || choice === transaction.category) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      await changeTransactionCategory(http, { id: transaction.id, arrangementId: transaction.arrangementId, category: choice });
      onChanged(choice);
      setOutcome({ kind: 'success', category: choice });
    } catch {
      setOutcome({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pb-tx-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('transactions.category.heading')}</h3>
      {outcome ? (
        <Alert
          type={outcome.kind === 'success' ? 'success' : 'error'}
          showIcon
          role={outcome.kind === 'success' ? 'status' : 'alert'}
          title={
            outcome.kind === 'success'
              ? t('transactions.category.changed', { category: outcome.category })
              : t('transactions.category.changeFailed')
          }
          closable={{ 'aria-label': t('transactions.alert.dismiss') }}
          onClose={() => setOutcome(undefined)}
        />
      ) : null}
      {canEdit ? (
        <Flex gap={8} wrap align="center">
          <label htmlFor={`${id}-select`} className="pb-tx-visually-hidden">
            {t('transactions.category.label')}
          </label>
          <Select
            id={`${id}-select`}
            showSearch
            style={{ minWidth: 220 }}
            loading={categories.isLoading}
            value={choice}
            placeholder={t('transactions.category.placeholder')}
            onChange={(value: string) => setChoice(value)}
            options={(categories.data ?? []).map((category) => ({ value: category.categoryName, label: category.categoryName }))}
          />
          <Button loading={busy} disabled={!choice || choice === transaction.category} onClick={() => void change()}>
            {t('transactions.category.change')}
          </Button>
        </Flex>
      ) : (
        <p>{transaction.category ?? t('transactions.category.none')}</p>
      )}
      {categories.error ? <p className="pb-tx-secondary">{t('transactions.category.loadFailed')}</p> : null}
    </section>
  );
}
