import { useEffect, type ChangeEvent, type ReactNode } from 'react';
import jsonLogic from 'json-logic-js';
import { Input, Select } from 'antd';
import { AccountSelect, accountChoice, type AccountChoiceGroup, type Formatting } from '../../src/banking-ui/index.js';
import type { PaymentType, TransferAccount, TransferContact } from '../../src/platform/index.js';
import { registerFormWidget, type FormWidgetProps } from '../../src/runtime/index.js';
import { accountValue, contactValue, memberValue, type TransferFormData } from './order.js';
import { PaymentOptionLine } from './payment-option-line.js';

/** What the transfer form hands its rjsf widgets (ConfigForm's formContext). */
export interface TransferFormContext {
  sources: readonly TransferAccount[];
  destinations: readonly TransferAccount[];
  contacts: readonly TransferContact[];
  /** Which kinds of destination this page offers (route props). */
  offer: { ownAccounts: boolean; contacts: boolean; member: boolean };
  /** The fields of the form's data widgets read besides their own value (order.ts `watchedFields`). */
  data: TransferFormData;
  today: string;
  /** The recurring text when the source only allows a one-time transfer (spec/3 §5). */
  onceOnlyText?: string;
  /** The blocked-combination text shown on the destination (spec/3 §5). */
  blockedText?: string;
  /** The chosen destination's payment type, whose fee and cut-off show under the date (spec/3 §7). */
  paymentType?: PaymentType;
  text: (key: string, params?: Record<string, string | number>) => string;
  formatting: Formatting;
}

function contextOf(props: FormWidgetProps): TransferFormContext {
  return props.registry.formContext as TransferFormContext;
}

/** "Riley Chen (Riley) ••6789": name, nickname and the end of the account number, so two accounts of one contact differ. */
function contactLabel(contact: TransferContact, accountNumber: string): string {
  const name = contact.alias ? `${contact.name} (${contact.alias})` : contact.name;
  return `${name} ••${accountNumber.slice(-4)}`;
}

const describedBy = (id: string, extra?: string) => [`${id}__error`, `${id}__description`, `${id}__help`, extra].filter(Boolean).join(' ');

/** The choices of From (own accounts) or To (own accounts but the source, then contacts, then a member by number). */
function accountGroups(side: 'from' | 'to', context: TransferFormContext): AccountChoiceGroup[] {
  const balanceText = (params: { name: string; amount: string }) => context.text('transfers.form.balance', params);
  if (side === 'from') return [{ choices: context.sources.map((account) => accountChoice(account, account.id, context.formatting, balanceText)) }];
  const own = context.offer.ownAccounts ? context.destinations.filter((account) => account.id !== context.data.fromAccount) : [];
  return [
    { label: context.text('transfers.picker.ownAccounts'), choices: own.map((account) => accountChoice(account, accountValue(account.id), context.formatting, balanceText)) },
    {
      label: context.text('transfers.picker.contacts'),
      choices: context.offer.contacts
        ? context.contacts.flatMap((contact) =>
            contact.accounts.map((account) => ({ value: contactValue(contact.id, account.accountNumber), label: contactLabel(contact, account.accountNumber) })),
          )
        : [],
    },
    { label: context.text('transfers.picker.member'), choices: context.offer.member ? [{ value: memberValue, label: context.text('transfers.picker.memberOption') }] : [] },
  ];
}

/**
 * From and To: the banking UI's account picker (an accessible antd Select, labelled by the
 * field's label), own accounts with their available balance, then contacts, then "a member by
 * account number". A blocked pair says why on To.
 */
export function TransferAccountWidget(props: FormWidgetProps): ReactNode {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, placeholder, rawErrors, required } = props;
  const context = contextOf(props);
  const side = options.side === 'to' ? 'to' : 'from';
  const blocked = side === 'to' ? context.blockedText : undefined;
  const blockedId = `${id}__blocked`;
  return (
    <div className="pb-transfer-picker">
      <AccountSelect
        id={id}
        value={typeof value === 'string' ? value : undefined}
        groups={accountGroups(side, context)}
        placeholder={placeholder}
        disabled={disabled || readonly}
        required={required}
        invalid={(rawErrors?.length ?? 0) > 0 || blocked !== undefined}
        describedBy={describedBy(id, blocked ? blockedId : undefined)}
        onChange={onChange}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {blocked ? (
        <div id={blockedId} className="pb-transfer-field-error" role="alert">
          {blocked}
        </div>
      ) : null}
    </div>
  );
}

/** The transfer date: the browser's date input, no earlier than today (the credit union's day). */
export function TransferDateWidget(props: FormWidgetProps): ReactNode {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors, required, htmlName } = props;
  const context = contextOf(props);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const optionId = `${id}__payment-option`;
  return (
    <>
      <Input
        id={id}
        name={htmlName ?? id}
        type="date"
        min={context.today}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled || readonly}
        required={required}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy(id, optionId)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <PaymentOptionLine
        id={optionId}
        sourceAccountId={context.data.fromAccount}
        paymentType={context.paymentType}
        formatting={context.formatting}
        text={context.text}
      />
    </>
  );
}

/** One of a field's `enum` values, as an antd Select like the account pickers; no value shows the schema's default. */
function ChoiceSelect(props: FormWidgetProps & { describedBy: string }): ReactNode {
  const { id, value, onChange, onBlur, onFocus, disabled, options, schema, required, rawErrors } = props;
  return (
    <Select
      id={id}
      className="pb-account-select"
      value={typeof value === 'string' ? value : String(schema.default ?? '')}
      disabled={disabled}
      aria-required={required}
      aria-invalid={(rawErrors?.length ?? 0) > 0}
      aria-describedby={props.describedBy}
      options={(options.enumOptions ?? []).map((option) => ({ value: String(option.value), label: option.label }))}
      virtual={false}
      onChange={(next: string) => onChange(next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/**
 * Frequency. A source that may only send once (credit card, loan) forces it back to once and
 * says why (spec/3 §4–§5); the select stays visible so the member sees the choice is fixed.
 */
export function TransferFrequencyWidget(props: FormWidgetProps): ReactNode {
  const { id, value, onChange, disabled, readonly } = props;
  const context = contextOf(props);
  const onceOnly = context.onceOnlyText !== undefined;
  useEffect(() => {
    if (onceOnly && value !== 'ONCE') onChange('ONCE');
  }, [onceOnly, value, onChange]);
  const noticeId = `${id}__once`;
  return (
    <div className="pb-transfer-picker">
      <ChoiceSelect {...props} value={onceOnly ? 'ONCE' : value} disabled={disabled || readonly || onceOnly} describedBy={describedBy(id, onceOnly ? noticeId : undefined)} />
      {onceOnly ? (
        <div id={noticeId} className="pb-transfer-notice" role="status">
          {context.onceOnlyText}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A field that only applies in some situations (`ui:options.showIf`, json-logic over the form's
 * data): the end of a schedule, a member's account number. Hidden, it renders nothing and its
 * value is left out of the order.
 */
export function TransferConditionalWidget(props: FormWidgetProps): ReactNode {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, schema, placeholder, rawErrors, required, htmlName, label } = props;
  const context = contextOf(props);
  let visible = true;
  try {
    visible = options.showIf === undefined || jsonLogic.truthy(jsonLogic.apply(options.showIf as jsonLogic.RulesLogic, context.data));
  } catch {
    visible = true;
  }
  if (!visible) return null;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const common = {
    id,
    name: htmlName ?? id,
    disabled: disabled || readonly,
    required,
    'aria-invalid': invalid,
    'aria-describedby': describedBy(id),
    onBlur: (event: { target: { value: string } }) => onBlur(id, event.target.value),
    onFocus: (event: { target: { value: string } }) => onFocus(id, event.target.value),
  };
  let control: ReactNode;
  if (Array.isArray(schema.enum)) {
    control = <ChoiceSelect {...props} disabled={disabled || readonly} describedBy={describedBy(id)} />;
  } else {
    const integer = schema.type === 'integer';
    control = (
      <Input
        {...common}
        type={options.inputType === 'date' ? 'date' : 'text'}
        min={options.inputType === 'date' ? (context.data.date ?? context.today) : undefined}
        inputMode={integer || options.inputMode === 'numeric' ? 'numeric' : undefined}
        placeholder={placeholder}
        status={invalid ? 'error' : undefined}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const text = event.target.value;
          if (text === '') onChange(undefined);
          else if (integer && /^\d+$/.test(text)) onChange(Number(text));
          else onChange(text);
        }}
      />
    );
  }
  return (
    <div className="pb-transfer-conditional">
      <label htmlFor={id} className="pb-transfer-conditional-label">
        {label}
      </label>
      {control}
    </div>
  );
}

/** Registered once, when the transfer form's chunk loads (nothing of it reaches the first screen). */
export function registerTransferWidgets(): void {
  registerFormWidget('transfer-account', TransferAccountWidget);
  registerFormWidget('transfer-date', TransferDateWidget);
  registerFormWidget('transfer-frequency', TransferFrequencyWidget);
  registerFormWidget('transfer-conditional', TransferConditionalWidget, { typed: true });
}
