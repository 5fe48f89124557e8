import type { ChangeEvent, ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Input, Switch } from 'antd';
import type { BuiltInFormWidget } from '../../config-checks/index.js';
import type { FormWidget, FormWidgetProps } from './form-widgets.js';
import { typedWidget } from './typed-value.js';

/**
 * An amount typed as text, so what the member typed is kept exactly (no float rounding, a `$`
 * or a trailing `.` survive until validation says otherwise). The schema's `maxLength` caps the
 * input itself (e.g. 12 characters); `ui:options.prefix` shows a currency sign. The registry below
 * makes it typed (typed-value.tsx): each key paints at once, the form takes it in the background.
 */
export function AmountWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, schema, options, placeholder, rawErrors, required, htmlName }: FormWidgetProps): ReactNode {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const prefix = typeof options.prefix === 'string' ? options.prefix : undefined;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      inputMode="decimal"
      autoComplete="off"
      maxLength={maxLength}
      prefix={prefix}
      placeholder={placeholder}
      disabled={disabled || readonly}
      required={required}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** A boolean as an on/off switch (labelled by the field's label, which rjsf shows for it). */
export function SwitchWidget({ id, value, onChange, disabled, readonly }: FormWidgetProps): ReactNode {
  return (
    <Switch
      id={id}
      checked={value === true}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(checked) => onChange(checked)}
    />
  );
}

/** Widgets every config form may name; a journey's registered widget of the same name wins. */
// Keyed by the checker's list of built-in names, so config:check knows exactly these.
export const builtInFormWidgets: Readonly<Record<BuiltInFormWidget, FormWidget>> = {
  amount: typedWidget(AmountWidget),
  switch: SwitchWidget,
};
