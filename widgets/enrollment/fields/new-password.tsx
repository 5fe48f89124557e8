import type { ReactNode } from 'react';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import { Input } from 'antd';
import { SpokenOnly } from '../../../src/banking-ui/index.js';
import { useMessages, type FormWidgetProps } from '../../../src/runtime/index.js';

/** One line of the checklist (ui:options.checklist): its message key and the pattern a password meets it by. */
interface ChecklistItem {
  readonly labelKey: string;
  readonly pattern: string;
}

function checklistOf(value: unknown): ChecklistItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const { labelKey, pattern } = item as Record<string, unknown>;
    return typeof labelKey === 'string' && typeof pattern === 'string' ? [{ labelKey, pattern }] : [];
  });
}

function meets(pattern: string, password: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(password);
  } catch {
    return false;
  }
}

/**
 * A new password (spec/3 §2, §5): a field with show/hide and, under it, the live checklist
 * 'Your password must contain:' whose lines (texts and patterns in the form's ui:options) turn
 * green as they are met. Screen readers hear each line's state, not only its colour.
 */
export function NewPasswordWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, options, rawErrors, required, schema }: FormWidgetProps): ReactNode {
  const t = useMessages();
  const password = typeof value === 'string' ? value : '';
  const invalid = (rawErrors?.length ?? 0) > 0;
  const items = checklistOf(options.checklist);
  const listId = `${id}__checklist`;
  return (
    <>
      <Input.Password
        id={id}
        value={password}
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
        autoComplete="new-password"
        disabled={disabled || readonly}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-required={required}
        aria-describedby={[`${id}__error`, listId].join(' ')}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {items.length > 0 ? (
        <div className="pb-password-checklist" id={listId}>
          <div>{t('enrollment.password.checklistTitle')}</div>
          <ul>
            {items.map((item) => {
              const met = meets(item.pattern, password);
              return (
                <li key={item.labelKey} className={met ? 'pb-check-met' : undefined}>
                  {met ? <CheckCircleFilled aria-hidden /> : <MinusCircleOutlined aria-hidden />} {t(item.labelKey)}
                  <SpokenOnly>{t(met ? 'enrollment.password.met' : 'enrollment.password.notMet')}</SpokenOnly>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </>
  );
}
