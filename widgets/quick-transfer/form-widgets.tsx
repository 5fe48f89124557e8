import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Input, Radio } from 'antd';
import { accountFormWidget, type Formatting } from '../../src/banking-ui/index.js';
import type { TransferAccount } from '../../src/platform/index.js';
import type { FormWidget, FormWidgetProps } from '../../src/runtime/index.js';
import type { AmountChoice, OfferedAmount } from './quick-order.js';

/** What the quick-transfer modal hands its form widgets (ConfigForm's formContext). */
export interface QuickFormContext {
  /** The deposit accounts on the other side of the card. */
  accounts: readonly TransferAccount[];
  /** Preset repayment amounts the card's data allows. */
  offered: readonly OfferedAmount[];
  text: (key: string, params?: Record<string, string | number>) => string;
  formatting: Formatting;
  /** The currency of payments (payments.json). */
  currency: string;
}

function contextOf(props: FormWidgetProps): QuickFormContext {
  return props.registry.formContext as QuickFormContext;
}

const describedBy = (id: string) => [`${id}__error`, `${id}__description`, `${id}__help`].join(' ');

/** The deposit account (From on repay, To on cash advance): the banking UI's account picker, each account with its available balance. */
export const QuickAccountWidget = accountFormWidget('quickActions.form.accountOption');

/** The choice a value stands for: a preset when it equals one, else a typed amount. */
function choiceOf(value: unknown, offered: readonly OfferedAmount[]): AmountChoice | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return offered.find((option) => option.amount === value)?.choice ?? 'OTHER';
}

/**
 * A repayment's amount: the presets the card allows (minimum due, statement balance, current
 * balance) as radio buttons with their amounts, and "Other amount" with a text input (capped at
 * the schema's maxLength, 12 characters). The field's value is always the amount itself, so the
 * form's pattern, rules and the server's errors apply to it whichever way it was chosen.
 */
export function RepayAmountWidget(props: FormWidgetProps): ReactNode {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, schema, options, rawErrors, htmlName, label } = props;
  const context = contextOf(props);
  // Which radio is on cannot be read back from the amount alone (a typed amount may equal a preset).
  const [chosen, setChosen] = useState<AmountChoice | undefined>(() => choiceOf(value, context.offered));
  const invalid = (rawErrors?.length ?? 0) > 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const prefix = typeof options.prefix === 'string' ? options.prefix : undefined;
  const otherId = `${id}__other`;
  const pick = (choice: AmountChoice) => {
    setChosen(choice);
    if (choice === 'OTHER') onChange(undefined);
    else onChange(context.offered.find((option) => option.choice === choice)?.amount);
  };
  return (
    <div className="pb-quick-amount">
      <Radio.Group
        id={chosen === 'OTHER' ? undefined : id}
        name={htmlName ?? id}
        value={chosen}
        disabled={disabled || readonly}
        aria-label={label}
        aria-describedby={describedBy(id)}
        onChange={(event) => pick(event.target.value as AmountChoice)}
        className="pb-quick-choices"
      >
        {context.offered.map((option) => (
          <Radio key={option.choice} value={option.choice}>
            {context.text('quickActions.amount.option', {
              label: context.text(`quickActions.amount.${option.choice}`),
              amount: context.formatting.money(option.amount, context.currency),
            })}
          </Radio>
        ))}
        <Radio value="OTHER">{context.text('quickActions.amount.OTHER')}</Radio>
      </Radio.Group>
      {chosen === 'OTHER' ? (
        <Input
          id={id}
          name={otherId}
          className="pb-quick-other"
          aria-label={context.text('quickActions.amount.OTHER')}
          value={typeof value === 'string' ? value : ''}
          inputMode="decimal"
          autoComplete="off"
          maxLength={maxLength}
          prefix={prefix}
          disabled={disabled || readonly}
          status={invalid ? 'error' : undefined}
          aria-invalid={invalid}
          aria-describedby={describedBy(id)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? undefined : event.target.value)}
          onBlur={(event) => onBlur(id, event.target.value)}
          onFocus={(event) => onFocus(id, event.target.value)}
        />
      ) : null}
    </div>
  );
}

/** The widgets this modal's forms name; handed to ConfigForm for these forms only (nothing registered globally). */
export const quickFormWidgets: Readonly<Record<string, FormWidget>> = {
  'quick-account': QuickAccountWidget,
  'quick-repay-amount': RepayAmountWidget,
};
