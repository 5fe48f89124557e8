import type { ReactNode } from 'react';
import { Select, type SelectProps } from 'antd';

type SelectOption = NonNullable<SelectProps['options']>[number];
import './banking-ui.css';

/** One choice of an account picker: the value the form keeps and the words the member reads. */
export interface AccountChoice {
  readonly value: string;
  readonly label: string;
}

/** A labelled group of choices ("My accounts", "Contacts"); a group without a label lists its choices plainly. */
export interface AccountChoiceGroup {
  readonly label?: string;
  readonly choices: readonly AccountChoice[];
}

export interface AccountSelectProps {
  /** The control's id: the field's `<label for>` names it, so screen readers announce the label. */
  readonly id: string;
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
  readonly onBlur?: () => void;
  readonly onFocus?: () => void;
  readonly groups: readonly AccountChoiceGroup[];
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly invalid?: boolean;
  /** Ids of the texts that describe the field (its error, help, a notice). */
  readonly describedBy?: string;
}

/**
 * An account picker (From, To, the deposit account of a quick action): an antd Select, so it
 * looks like every other control of the app, with the combobox semantics screen readers know; a
 * keyboard opens it with Enter or the arrows and picks with Enter. Every option is rendered (no
 * virtual list): a member has tens of accounts and contacts, not thousands.
 */
export function AccountSelect(props: AccountSelectProps): ReactNode {
  const options = props.groups
    .filter((group) => group.choices.length > 0)
    .flatMap((group): SelectOption[] => {
      const choices = group.choices.map((choice) => ({ value: choice.value, label: choice.label }));
      return group.label === undefined ? choices : [{ label: group.label, title: group.label, options: choices }];
    });
  return (
    <Select
      id={props.id}
      className="pb-account-select"
      value={props.value === '' ? undefined : props.value}
      options={options}
      placeholder={props.placeholder}
      disabled={props.disabled}
      status={props.invalid ? 'error' : undefined}
      virtual={false}
      popupMatchSelectWidth
      aria-required={props.required}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
      onChange={(value: string | undefined) => props.onChange(value === undefined || value === '' ? undefined : value)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
    />
  );
}
