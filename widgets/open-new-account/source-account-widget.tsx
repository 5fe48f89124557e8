import type { ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { TransferAccount } from '../../src/platform/index.js';
import { AccountSelect, accountChoice, useFormatting } from '../../src/banking-ui/index.js';
import { useMessages, type FormWidgetProps } from '../../src/runtime/index.js';

/**
 * 'From Account' of the funding form: the member's checking and savings accounts with what each
 * holds (the wizard passes them as formContext.sources).
 */
export function SourceAccountWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, placeholder, rawErrors, required, registry }: FormWidgetProps): ReactNode {
  const t = useMessages();
  const formatting = useFormatting();
  const sources = ((registry.formContext as { sources?: readonly TransferAccount[] } | undefined)?.sources ?? []) as readonly TransferAccount[];
  const choices = sources.map((account) => accountChoice(account, account.id, formatting, (params) => t('openAccount.funding.sourceChoice', params)));
  return (
    <AccountSelect
      id={id}
      value={typeof value === 'string' && value !== '' ? value : undefined}
      onChange={(chosen) => onChange(chosen ?? '')}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      groups={[{ choices }]}
      placeholder={placeholder}
      disabled={disabled || readonly}
      required={required}
      invalid={(rawErrors?.length ?? 0) > 0}
      describedBy={ariaDescribedByIds(id)}
    />
  );
}
