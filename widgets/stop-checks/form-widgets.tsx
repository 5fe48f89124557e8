import { useEffect, type ChangeEvent, type ReactNode } from 'react';
import { Input, Select } from 'antd';
import { accountFormWidget, type AccountFormContext } from '../../src/banking-ui/index.js';
import type { FormWidget, FormWidgetProps } from '../../src/runtime/index.js';

/** What the page hands the stop-check form's widgets (ConfigForm's formContext). */
export interface StopCheckFormContext extends AccountFormContext {
  /** Message keys of the reasons offered (config/stop-checks.json). */
  reasons: readonly string[];
  /** Whether the member chose a range: the last number is asked for only then. */
  range: boolean;
}

const contextOf = (props: FormWidgetProps) => props.registry.formContext as StopCheckFormContext;
const describedBy = (id: string) => [`${id}__error`, `${id}__description`, `${id}__help`].join(' ');
const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The last check number of a range: shown only when the member chose a range, and emptied when
 * they go back to one check, so a number typed for a range never blocks a single check's stop.
 */
export function StopCheckRangeEndWidget(props: FormWidgetProps): ReactNode {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors, schema, label, required } = props;
  const { range } = contextOf(props);
  useEffect(() => {
    if (!range && value !== undefined) onChange(undefined);
  }, [range, value, onChange]);
  if (!range) return null;
  const invalid = (rawErrors?.length ?? 0) > 0;
  // The form file turns rjsf's label off (it would stay when the field is hidden): the label is ours.
  return (
    <div className="pb-stop-checks-range-end">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        value={textOf(value) ?? ''}
        inputMode="numeric"
        autoComplete="off"
        maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : 10}
        disabled={disabled || readonly}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy(id)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
        aria-required={required}
      />
    </div>
  );
}

/** The reason, from the credit union's list; the value sent is the reason's message key. */
export function StopCheckReasonWidget(props: FormWidgetProps): ReactNode {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, required } = props;
  const context = contextOf(props);
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <Select
      id={id}
      value={textOf(value)}
      options={context.reasons.map((reason) => ({ value: reason, label: context.text(reason) }))}
      placeholder={placeholder}
      disabled={disabled || readonly}
      status={invalid ? 'error' : undefined}
      virtual={false}
      aria-required={required}
      aria-invalid={invalid}
      aria-describedby={describedBy(id)}
      onChange={(chosen: string | undefined) => onChange(chosen)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/** The widgets the stop-check form names; handed to ConfigForm for this form only. */
export const stopCheckFormWidgets: Readonly<Record<string, FormWidget>> = {
  // The checking account, each with what it has available (the fee comes out of it).
  'stop-check-account': accountFormWidget('stopChecks.form.accountOption'),
  'stop-check-range-end': StopCheckRangeEndWidget,
  'stop-check-reason': StopCheckReasonWidget,
};
