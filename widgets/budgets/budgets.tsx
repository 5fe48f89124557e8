import { Alert, Button, Flex, message, Modal, Select } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { EmptyState, ErrorState, LoadingState, useFormatting } from '../../src/banking-ui/index.js';
import { budgetSwrKeys, deleteBudget, listBudgets, usePlatform, type MemberBudget } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { BudgetForm } from './budget-form.js';
import { BudgetRow } from './budget-row.js';
import { monthLabel, recentMonths } from './budget-rules.js';
import type { BudgetsProps } from './definition.js';
import './budgets.css';

/** Which budget the dialog is for: a new one, or the one being changed. */
type Editing = { budget: MemberBudget | undefined } | undefined;

/**
 * Budgets (spec/1 route more/budgets; issue 15): the member's monthly limit per spending
 * category with what was spent this month, what is left per day, and earlier months as read-only
 * history of the same budgets. Adding, changing and deleting apply to this month's view only.
 */
export default function Budgets({ historyMonths }: BudgetsProps): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { config } = useRuntime();
  const format = useFormatting();
  const months = useMemo(() => recentMonths(format.timeZone, historyMonths), [format.timeZone, historyMonths]);
  const thisMonth = months[0] ?? '';
  const [month, setMonth] = useState(thisMonth);
  const isHistory = month !== thisMonth;
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<MemberBudget | undefined>();
  const { data, error, isLoading, mutate } = useSWR([budgetSwrKeys.list, month], () => listBudgets(http, isHistory ? month : undefined));
  const notice = { duration: config.app.notifications.ttlMs / 1000 };
  const monthName = monthLabel(month, format.locale);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteBudget(http, deleting.id);
      void message.success({ ...notice, content: t('budgets.delete.success') });
      await mutate();
    } catch {
      void message.error({ ...notice, content: t('budgets.delete.error') });
    } finally {
      setDeleting(undefined);
    }
  };

  let body: ReactNode;
  if (isLoading) body = <LoadingState label={t('budgets.loading')} />;
  else if (error || !data) {
    body = <ErrorState title={t('budgets.error.title')} description={t('budgets.error.body')} retryText={t('budgets.retry')} onRetry={() => void mutate()} retryPrimary />;
  } else if (data.length === 0) {
    body = <EmptyState title={t('budgets.empty.title')} body={t(isHistory ? 'budgets.empty.historyBody' : 'budgets.empty.body')} />;
  } else {
    body = (
      <ul className="pb-budget-list" aria-label={t('budgets.list.label', { month: monthName })}>
        {data.map((budget) => (
          <BudgetRow
            key={budget.id}
            budget={budget}
            {...(isHistory ? {} : { onEdit: () => setEditing({ budget }), onDelete: () => setDeleting(budget) })}
          />
        ))}
      </ul>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between" align="end">
        <Flex vertical gap={4}>
          <span id="pb-budget-month" className="pb-budget-month">
            {t('budgets.month.label')}
          </span>
          <Select
            aria-labelledby="pb-budget-month"
            value={month}
            onChange={setMonth}
            style={{ minWidth: 200 }}
            options={months.map((value, index) => ({ value, label: index === 0 ? t('budgets.month.current', { month: monthLabel(value, format.locale) }) : monthLabel(value, format.locale) }))}
          />
        </Flex>
        {isHistory ? null : (
          <Button type="primary" onClick={() => setEditing({ budget: undefined })}>
            {t('budgets.add')}
          </Button>
        )}
      </Flex>
      {isHistory ? <Alert type="info" showIcon title={t('budgets.history.notice', { month: monthName })} /> : null}
      {body}
      {editing ? (
        <BudgetForm
          budget={editing.budget}
          takenCategoryIds={(data ?? []).filter((other) => other.id !== editing.budget?.id).map((other) => other.categoryId)}
          onClose={() => setEditing(undefined)}
          onSaved={() => mutate()}
        />
      ) : null}
      <Modal
        open={deleting !== undefined}
        title={t('budgets.delete.title')}
        okText={t('budgets.delete.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('budgets.delete.cancel')}
        onOk={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting ? t('budgets.delete.body', { category: deleting.categoryName, limit: format.money(deleting.spendingLimit.amount, deleting.spendingLimit.currencyCode) }) : null}
      </Modal>
    </Flex>
  );
}
