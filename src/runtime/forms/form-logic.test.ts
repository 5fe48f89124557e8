import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './form-definition.js';
import { fieldKeyOf, messageKeyFor, translateValidationErrors, type MessageLookup } from './form-messages.js';
import { evaluateFormRules } from './form-rules.js';
import { serverFieldErrors } from './server-errors.js';
import { registerFormWidget, registeredFormWidgets } from './form-widgets.js';

const catalogue: Record<string, string> = {
  'forms.required': '{field} is required.',
  'forms.invalidValue': 'Check {field}.',
  'transfer.amountRequired': 'Enter an amount.',
  'transfer.overLimit': 'Transfers to contacts are limited to #amount# per transaction.',
  'transfer.overDaily': 'You can send {amount} more today.',
};
const lookup: MessageLookup = (key, params = {}) =>
  catalogue[key]?.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));

const transfer: FormDefinition = {
  title: 'transfer.title',
  schema: { type: 'object', properties: { amount: { type: 'string' }, startDate: { type: 'string' } } },
  messages: {
    keywords: { required: 'forms.required', '*': 'forms.invalidValue' },
    fields: { amount: { required: 'transfer.amountRequired' } },
  },
  rules: [{ field: 'endDate', when: { '<': [{ var: 'endDate' }, { var: 'startDate' }] }, message: 'transfer.endBeforeStart' }],
  serverErrors: {
    'payment.contact-limit': { field: 'amount', message: 'transfer.overLimit', params: { amount: 'context.limit' } },
    'payment.daily-limit': { field: 'amount', message: 'transfer.overDaily', params: { amount: 'context.remaining' } },
  },
};

describe('form messages', () => {
  it('names fields by path without the leading dot and array indexes', () => {
    expect(fieldKeyOf('.address.postalCode')).toBe('address.postalCode');
    expect(fieldKeyOf('amount')).toBe('amount');
    expect(fieldKeyOf('.channels.0')).toBe('channels');
    expect(fieldKeyOf(undefined)).toBe('');
  });

  it("picks the field's own message, then the form's keyword message, then the form's fallback", () => {
    expect(messageKeyFor(transfer, 'amount', 'required')).toBe('transfer.amountRequired');
    expect(messageKeyFor(transfer, 'startDate', 'required')).toBe('forms.required');
    expect(messageKeyFor(transfer, 'startDate', 'format')).toBe('forms.invalidValue');
    expect(messageKeyFor({ title: 'x.y', schema: {} }, 'a', 'format')).toBe('forms.invalidValue');
  });

  it("rewrites ajv's English into the catalogue's text, naming the field in the summary line", () => {
    const errors = translateValidationErrors(
      [
        { name: 'required', property: 'amount', message: "must have required property 'amount'", params: { missingProperty: 'amount' }, stack: '' },
        { name: 'required', property: 'startDate', message: "must have required property 'startDate'", params: { missingProperty: 'startDate' }, stack: '' },
      ],
      transfer,
      lookup,
      (field) => ({ amount: 'Amount', startDate: 'Start date' })[field] ?? field,
    );
    expect(errors.map((error) => [error.message, error.stack])).toEqual([
      ['Enter an amount.', 'Amount: Enter an amount.'],
      ['Start date is required.', 'Start date: Start date is required.'],
    ]);
  });
});

describe('cross-field rules', () => {
  it('reports a field when its json-logic condition holds', () => {
    expect(evaluateFormRules(transfer.rules, { startDate: '2026-12-01', endDate: '2026-11-01' })).toEqual([
      { field: 'endDate', message: 'transfer.endBeforeStart', params: {} },
    ]);
    expect(evaluateFormRules(transfer.rules, { startDate: '2026-11-01', endDate: '2026-12-01' })).toEqual([]);
  });

  it('sees what the hosting journey knows as $context and fills the message from it', () => {
    const minimum = {
      field: 'amount',
      when: { '<': [{ cents: [{ var: 'amount' }] }, { cents: [{ var: '$context.minimum' }] }] },
      message: 'openAccount.validation.minimum',
      params: { min: { var: '$context.minimum' } },
    };
    expect(evaluateFormRules([minimum], { amount: '4.99' }, { minimum: '5.00' })).toEqual([
      { field: 'amount', message: 'openAccount.validation.minimum', params: { min: '5.00' } },
    ]);
    expect(evaluateFormRules([minimum], { amount: '5' }, { minimum: '5.00' })).toEqual([]);
  });

  it('fails closed on a rule it cannot evaluate', () => {
    expect(evaluateFormRules([{ field: 'a', when: { 'no-such-operator': [1] }, message: 'x.y' }], {})).toEqual([{ field: 'a', message: 'x.y', params: {} }]);
  });
});

describe('server errors onto fields', () => {
  it("maps an entry by key onto its field with '#amount#' replaced by context.limit", () => {
    const error = {
      key: 'payment.validation',
      message: 'Validation failed',
      errors: [{ key: 'payment.contact-limit', message: 'over limit', context: { limit: '2500.00' } }],
    };
    expect(serverFieldErrors(transfer, error, lookup)).toEqual([{ field: 'amount', text: 'Transfers to contacts are limited to 2500.00 per transaction.' }]);
    expect(serverFieldErrors(transfer, error, lookup, (_name, value) => `$${String(value)}`)).toEqual([
      { field: 'amount', text: 'Transfers to contacts are limited to $2500.00 per transaction.' },
    ]);
  });

  it("fills {name} placeholders too, maps the body's own key, and leaves unmapped keys to the caller", () => {
    expect(serverFieldErrors(transfer, { key: 'payment.daily-limit', errors: [] }, lookup).map((error) => error.field)).toEqual(['amount']);
    expect(serverFieldErrors(transfer, { key: 'payment.daily-limit', errors: [{ key: 'payment.daily-limit', context: { remaining: '500.00' } }] }, lookup)).toEqual([
      { field: 'amount', text: 'You can send 500.00 more today.' },
    ]);
    expect(serverFieldErrors(transfer, { key: 'something.else', errors: [{ key: 'other' }] }, lookup)).toEqual([]);
    expect(serverFieldErrors(transfer, null, lookup)).toEqual([]);
  });
});

describe('form widget registry', () => {
  it('registers widgets by kebab-case name and refuses a second component under the same name', () => {
    const Picker = () => null;
    registerFormWidget('account-picker', Picker);
    registerFormWidget('account-picker', Picker);
    expect(registeredFormWidgets()['account-picker']).toEqual({ widget: Picker, typed: false });
    expect(() => registerFormWidget('account-picker', () => null)).toThrow('Form widget "account-picker" is already registered by another component');
    expect(() => registerFormWidget('AccountPicker', Picker)).toThrow('must be kebab-case');
  });

  it('remembers which widgets the member types into', () => {
    const MemberNumber = () => null;
    registerFormWidget('member-number-field', MemberNumber, { typed: true });
    expect(registeredFormWidgets()['member-number-field']).toEqual({ widget: MemberNumber, typed: true });
  });
});
