import { Alert, Button, Flex, Form, Input, Radio } from 'antd';
import { useState, type ReactNode } from 'react';
import { useFormatting } from '../../src/banking-ui/index.js';
import { createPocket, normalizeAmount, PlatformError, todayIn, usePlatform, type PocketCreation, type TransferAccount } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { AccountField } from './account-field.js';
import { centsOf } from './pocket-amounts.js';
import { PocketIcon } from './pocket-icons.js';
import type { PocketSettings } from './pocket-settings.js';

interface CreateDraft {
  name?: string;
  icon?: string;
  parent?: string;
  goal?: string;
  deadline?: string;
}

type Field = keyof CreateDraft;

/** Where the platform's refusal of a field (its error's `context.pointer`) goes on this form. */
const fieldOfPointer: Readonly<Record<string, Field>> = {
  '/name': 'name',
  '/icon': 'icon',
  '/parentArrangementId': 'parent',
  '/goal/amountCurrency/amount': 'goal',
  '/goal/amountCurrency/currencyCode': 'goal',
  '/goal/deadline': 'deadline',
};

/** The platform's refusal keys this page has its own words for (config/messages). */
const knownRefusals = ['pockets.name.taken', 'pockets.icon.unknown', 'pockets.parent.not-eligible', 'pockets.parent.full', 'pockets.goal.too-high', 'pockets.goal.currency', 'pockets.deadline.past'];

/** Opens a pocket: name, icon from config/pockets.json, the savings account it sits under, an optional goal and date. */
export function PocketCreate({ settings, parents, onCreated }: { settings: PocketSettings; parents: readonly TransferAccount[]; onCreated: (name: string) => void }): ReactNode {
  const t = useMessages();
  const formatting = useFormatting();
  const { http } = usePlatform();
  const [form] = Form.useForm<CreateDraft>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  /** The page's own checks, before the platform is asked: each broken rule on its field, in config wording. */
  const problemsOf = (draft: CreateDraft): { name: Field; errors: string[] }[] => {
    const problems: { name: Field; errors: string[] }[] = [];
    if (!draft.name?.trim()) problems.push({ name: 'name', errors: [t('pockets.create.name.required')] });
    if (!draft.parent) problems.push({ name: 'parent', errors: [t('pockets.create.parent.required')] });
    const goalText = draft.goal?.trim();
    const goal = goalText ? centsOf(goalText) : undefined;
    if (goalText && (goal === undefined || goal <= 0n)) problems.push({ name: 'goal', errors: [t('pockets.amount.invalid')] });
    else if (goal !== undefined && goal > centsOf(settings.maxBalance)!) {
      problems.push({ name: 'goal', errors: [t('pockets.goal.too-high', { limit: formatting.money(settings.maxBalance) })] });
    }
    if (draft.deadline && !goalText) problems.push({ name: 'deadline', errors: [t('pockets.create.deadline.needsGoal')] });
    else if (draft.deadline && draft.deadline < todayIn(formatting.timeZone)) problems.push({ name: 'deadline', errors: [t('pockets.deadline.past')] });
    return problems;
  };

  const create = async (draft: CreateDraft) => {
    const problems = problemsOf(draft);
    if (problems.length > 0) {
      form.setFields(problems);
      return;
    }
    const goal = normalizeAmount(draft.goal?.trim() || undefined);
    const request: PocketCreation = {
      name: draft.name!.trim(),
      icon: draft.icon ?? settings.defaultIcon,
      parentArrangementId: draft.parent!,
      ...(goal ? { goal: { amountCurrency: { amount: goal, currencyCode: formatting.currency }, ...(draft.deadline ? { deadline: draft.deadline } : {}) } } : {}),
    };
    setBusy(true);
    setFailed(false);
    try {
      await createPocket(http, request);
      form.resetFields();
      onCreated(request.name);
    } catch (error) {
      const detail = error instanceof PlatformError ? error.errors[0] : undefined;
      const pointer = typeof detail?.context?.pointer === 'string' ? detail.context.pointer : undefined;
      const field = pointer ? fieldOfPointer[pointer] : undefined;
      const key = detail?.key;
      if (key && field && knownRefusals.includes(key)) {
        form.setFields([{ name: field, errors: [t(key, { limit: formatting.money(settings.maxBalance) })] }]);
      } else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ icon: settings.defaultIcon, parent: parents.length === 1 ? parents[0]!.id : undefined }}
      onFinish={(draft) => void create(draft)}
      className="pb-pocket-create"
    >
      {failed ? <Alert type="error" showIcon role="alert" title={t('pockets.create.failed')} /> : null}
      <Form.Item name="name" label={t('pockets.create.name')}>
        <Input maxLength={40} autoComplete="off" />
      </Form.Item>
      <Form.Item name="icon" label={t('pockets.create.icon')}>
        <Radio.Group optionType="button">
          {settings.icons.map((icon) => (
            <Radio.Button key={icon} value={icon} aria-label={t(`pockets.icon.${icon}`)} title={t(`pockets.icon.${icon}`)}>
              <PocketIcon name={icon} />
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item name="parent" label={t('pockets.create.parent')}>
        <AccountField choices={parents.map((account) => ({ value: account.id, label: account.name }))} placeholder={t('pockets.account.placeholder')} />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item name="goal" label={t('pockets.create.goal')} extra={t('pockets.create.goalHint', { limit: formatting.money(settings.maxBalance) })}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="deadline" label={t('pockets.create.deadline')}>
          <Input type="date" />
        </Form.Item>
      </Flex>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('pockets.create.submit')}
      </Button>
    </Form>
  );
}
