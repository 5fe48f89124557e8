import { Button, Flex, Form, Input, message, Modal, Select } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { useFormatting } from '../../src/banking-ui/index.js';
import { budgetSwrKeys, isPlatformError, saveBudget, spendingCategories, usePlatform, type MemberBudget } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { limitAmountOf, limitBreak, limitMaximumOf, refusals } from './budget-rules.js';

interface BudgetDraft {
  categoryId?: number;
  amount: string;
}

interface BudgetFormProps {
  /** undefined adds a budget. */
  readonly budget: MemberBudget | undefined;
  /** Categories that have a budget already (other than this one): not offered again. */
  readonly takenCategoryIds: readonly number[];
  readonly onClose: () => void;
  /** After a save: the list reads the budgets again. */
  readonly onSaved: () => Promise<unknown>;
}

/**
 * Adds a budget or changes one, in a dialog: a spending category (the transaction categories of
 * type EXPENSE) and a monthly limit. Errors show once Save was pressed, on the field they concern,
 * in the catalogue's words; the budget planner's refusals (a category that has a budget already)
 * land on the same fields.
 */
export function BudgetForm({ budget, takenCategoryIds, onClose, onSaved }: BudgetFormProps): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { config } = useRuntime();
  const format = useFormatting();
  const [form] = Form.useForm<BudgetDraft>();
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const categories = useSWR(budgetSwrKeys.categories, () => spendingCategories(http));
  const maximum = limitMaximumOf(config);
  const notice = { duration: config.app.notifications.ttlMs / 1000 };

  const categoryRule: Rule = { required: true, message: t('budgets.validation.categoryRequired') };
  const amountRule: Rule = {
    validator: async (_rule, value: unknown) => {
      const broken = limitBreak(typeof value === 'string' ? value : '', maximum);
      if (broken) throw new Error(t(broken.key, { max: maximum === undefined ? '' : format.money(maximum) }));
    },
  };

  const save = async (values: BudgetDraft) => {
    if (values.categoryId === undefined) return;
    setSaving(true);
    try {
      await saveBudget(http, { categoryId: values.categoryId, spendingLimit: { amount: limitAmountOf(values.amount), currencyCode: format.currency } }, budget?.id);
      void message.success({ ...notice, content: t('budgets.form.saved') });
      await onSaved();
      onClose();
    } catch (error) {
      const refusal = isPlatformError(error) ? refusals[error.key ?? ''] : undefined;
      if (refusal) form.setFields([{ name: refusal.field, errors: [t(refusal.key, { max: maximum === undefined ? '' : format.money(maximum) })] }]);
      void message.error({ ...notice, content: t('budgets.form.saveError') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t(budget ? 'budgets.form.editTitle' : 'budgets.form.createTitle', { category: budget?.categoryName ?? '' })} footer={null} onCancel={onClose} destroyOnHidden>
      <Form<BudgetDraft>
        form={form}
        layout="vertical"
        initialValues={{ categoryId: budget?.categoryId, amount: budget?.spendingLimit.amount ?? '' }}
        validateTrigger={submitted ? ['onChange', 'onBlur'] : false}
        onFinish={save}
        onFinishFailed={() => setSubmitted(true)}
        requiredMark={false}
      >
        <Form.Item
          name="categoryId"
          label={t('budgets.form.category')}
          rules={[categoryRule]}
          extra={categories.error ? t('budgets.form.categoriesError') : undefined}
        >
          <Select
            placeholder={t('budgets.form.categoryPlaceholder')}
            loading={categories.isLoading}
            showSearch
            optionFilterProp="label"
            options={(categories.data ?? [])
              .filter((category) => !takenCategoryIds.includes(category.categoryId))
              .map((category) => ({ value: category.categoryId, label: category.categoryName }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('budgets.form.amount')} rules={[amountRule]}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving} onClick={() => setSubmitted(true)}>
            {t('budgets.form.save')}
          </Button>
          <Button onClick={onClose} disabled={saving}>
            {t('budgets.form.cancel')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
