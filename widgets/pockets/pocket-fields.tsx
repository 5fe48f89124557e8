import { Flex, Form, Input, Radio, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Formatting } from '../../src/banking-ui/index.js';
import { normalizeAmount, PlatformError, todayIn, type PocketCreation } from '../../src/platform/index.js';
import type { Translate } from '../../src/runtime/index.js';
import { centsOf } from './pocket-amounts.js';
import { PocketIcon } from './pocket-icons.js';
import type { PocketSettings } from './pocket-settings.js';

/** What the member types about a pocket, when opening it and when changing it. */
export interface PocketDraft {
  name?: string;
  icon?: string;
  parent?: string;
  goal?: string;
  deadline?: string;
}

type Field = keyof PocketDraft;
export type FieldProblem = { name: Field; errors: string[] };

/** Where the platform's refusal of a field (its error's `context.pointer`) goes on the form. */
const fieldOfPointer: Readonly<Record<string, Field>> = {
  '/name': 'name',
  '/icon': 'icon',
  '/parentArrangementId': 'parent',
  '/goal/amountCurrency/amount': 'goal',
  '/goal/amountCurrency/currencyCode': 'goal',
  '/goal/deadline': 'deadline',
};

/** The platform's refusal keys the page has its own words for (config/messages). */
const knownRefusals = ['pockets.name.taken', 'pockets.icon.unknown', 'pockets.parent.not-eligible', 'pockets.parent.full', 'pockets.goal.too-high', 'pockets.goal.currency', 'pockets.deadline.past'];

/** The page's own checks of name, goal and date, before the platform is asked: each broken rule on its field, in config wording. */
export function pocketProblems(draft: PocketDraft, settings: PocketSettings, t: Translate, formatting: Formatting): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!draft.name?.trim()) problems.push({ name: 'name', errors: [t('pockets.create.name.required')] });
  const goalText = draft.goal?.trim();
  const goal = goalText ? centsOf(goalText) : undefined;
  if (goalText && (goal === undefined || goal <= 0n)) problems.push({ name: 'goal', errors: [t('pockets.amount.invalid')] });
  else if (goal !== undefined && goal > centsOf(settings.maxBalance)!) {
    problems.push({ name: 'goal', errors: [t('pockets.goal.too-high', { limit: formatting.money(settings.maxBalance) })] });
  }
  if (draft.deadline && !goalText) problems.push({ name: 'deadline', errors: [t('pockets.create.deadline.needsGoal')] });
  else if (draft.deadline && draft.deadline < todayIn(formatting.timeZone)) problems.push({ name: 'deadline', errors: [t('pockets.deadline.past')] });
  return problems;
}

/** The goal as the platform takes it, or none when the member left the amount empty. */
export function goalOf(draft: PocketDraft, currency: string): PocketCreation['goal'] {
  const amount = normalizeAmount(draft.goal?.trim() || undefined);
  if (!amount) return undefined;
  return { amountCurrency: { amount, currencyCode: currency }, ...(draft.deadline ? { deadline: draft.deadline } : {}) };
}

/** The platform's refusal on the field it names, in the configured words; none when the page has no field or words for it. */
function refusalOnField(error: unknown, settings: PocketSettings, t: Translate, formatting: Formatting): FieldProblem | undefined {
  const detail = error instanceof PlatformError ? error.errors[0] : undefined;
  const pointer = typeof detail?.context?.pointer === 'string' ? detail.context.pointer : undefined;
  const field = pointer ? fieldOfPointer[pointer] : undefined;
  const key = detail?.key;
  if (!key || !field || !knownRefusals.includes(key)) return undefined;
  return { name: field, errors: [t(key, { limit: formatting.money(settings.maxBalance) })] };
}

/**
 * Sends a pocket form's request: busy while it goes; afterwards `onDone`, or the platform's refusal
 * on its field, or (a refusal the page has no words for, or no answer) the form's alert.
 */
export function usePocketSubmit(form: FormInstance<PocketDraft>, settings: PocketSettings, t: Translate, formatting: Formatting) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (send: () => Promise<void>, onDone: () => void) => {
    setBusy(true);
    setFailed(false);
    try {
      await send();
      onDone();
    } catch (error) {
      const refusal = refusalOnField(error, settings, t, formatting);
      if (refusal) form.setFields([refusal]);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, submit };
}

/**
 * Name, icon from config/pockets.json, goal amount and date: the fields opening a pocket and
 * changing one share. `children` (the savings account, when opening) go between icon and goal.
 */
export function PocketFields({ settings, t, formatting, children }: { settings: PocketSettings; t: Translate; formatting: Formatting; children?: ReactNode }): ReactNode {
  return (
    <>
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
      {children}
      <Flex gap="middle" wrap>
        <Form.Item name="goal" label={t('pockets.create.goal')} extra={t('pockets.create.goalHint', { limit: formatting.money(settings.maxBalance) })}>
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item name="deadline" label={t('pockets.create.deadline')}>
          <Input type="date" />
        </Form.Item>
      </Flex>
    </>
  );
}
