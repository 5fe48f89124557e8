import type { ReactNode } from 'react';
import type { TransferAccount } from '../platform/index.js';
import type { FormWidget, FormWidgetProps } from '../runtime/index.js';
import { accountChoice } from './account-choice.js';
import { AccountSelect } from './account-select.js';
import type { Formatting } from './formatting.js';

/** What a config form's account field reads from ConfigForm's formContext. */
export interface AccountFormContext {
  /** The accounts offered. */
  readonly accounts: readonly TransferAccount[];
  readonly text: (key: string, params?: Record<string, string | number>) => string;
  readonly formatting: Formatting;
}

/**
 * An rjsf widget for a config form's account field: the account picker, each account with what it
 * has available in the words of `optionTextKey` (a message with {name} and {amount}). The
 * accounts come from the form's formContext, so one widget serves any list a journey offers.
 */
export function accountFormWidget(optionTextKey: string): FormWidget {
  return function AccountFormWidget(props: FormWidgetProps): ReactNode {
    const { id, value, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, required } = props;
    const context = props.registry.formContext as unknown as AccountFormContext;
    const balanceText = (params: { name: string; amount: string }) => context.text(optionTextKey, params);
    return (
      <AccountSelect
        id={id}
        value={typeof value === 'string' ? value : undefined}
        groups={[{ choices: context.accounts.map((account) => accountChoice(account, account.id, context.formatting, balanceText)) }]}
        placeholder={placeholder}
        disabled={disabled || readonly}
        required={required}
        invalid={(rawErrors?.length ?? 0) > 0}
        describedBy={[`${id}__error`, `${id}__description`, `${id}__help`].join(' ')}
        onChange={onChange}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    );
  };
}
