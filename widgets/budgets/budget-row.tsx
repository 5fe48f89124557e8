import { Button, Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useFormatting } from '../../src/banking-ui/index.js';
import type { MemberBudget } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';

interface BudgetRowProps {
  readonly budget: MemberBudget;
  /** Absent for a past month: history is read-only. */
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
}

/** What is left, or by how much the budget is over, and this month what may still be spent per day. */
function leftText(budget: MemberBudget, t: ReturnType<typeof useMessages>, money: (amount: string) => string): string {
  if (budget.overspent) return t('budgets.row.over', { amount: money(budget.available.amount.replace(/^-/, '')) });
  const left = t('budgets.row.left', { amount: money(budget.available.amount) });
  if (!budget.leftPerDay || budget.daysLeft === 0) return left;
  const perDay = t(budget.daysLeft === 1 ? 'budgets.row.perDay.one' : 'budgets.row.perDay.other', { amount: money(budget.leftPerDay.amount), days: budget.daysLeft });
  return `${left} · ${perDay}`;
}

/**
 * One budget: its category, what was spent of the limit with a progress bar, and what is left
 * (per day for the rest of this month). Over budget says so in words, not in the bar's colour only.
 */
export function BudgetRow({ budget, onEdit, onDelete }: BudgetRowProps): ReactNode {
  const t = useMessages();
  const format = useFormatting();
  const money = (amount: string) => format.money(amount, budget.spendingLimit.currencyCode);
  const category = budget.categoryName;
  return (
    <li className="pb-budget" data-testid="budget-row">
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={2} className="pb-budget-category">
          {category}
        </Typography.Title>
        {budget.overspent ? <span className="pb-tag pb-budget-over">{t('budgets.row.overTag')}</span> : null}
      </Flex>
      <p className="pb-budget-spent">{t('budgets.row.spentOf', { spent: money(budget.spent.amount), limit: money(budget.spendingLimit.amount) })}</p>
      <Progress
        percent={Math.min(budget.spentPercentage, 100)}
        status={budget.overspent ? 'exception' : 'normal'}
        showInfo={false}
        aria-label={t('budgets.row.progress', { category, percent: budget.spentPercentage })}
      />
      <p className={budget.overspent ? 'pb-budget-left pb-budget-left-over' : 'pb-budget-left'}>{leftText(budget, t, money)}</p>
      {onEdit && onDelete ? (
        <Flex gap={8}>
          <Button type="link" onClick={onEdit} aria-label={t('budgets.row.editLabel', { category })} className="pb-budget-action">
            {t('budgets.row.edit')}
          </Button>
          <Button type="link" danger onClick={onDelete} aria-label={t('budgets.row.deleteLabel', { category })} className="pb-budget-action">
            {t('budgets.row.delete')}
          </Button>
        </Flex>
      ) : null}
    </li>
  );
}
