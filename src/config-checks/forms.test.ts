// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkForms } from './forms.js';
import { widgetCatalogueEntries } from './node.js';

const read = (file: string) => JSON.parse(readFileSync(path.resolve(process.cwd(), 'config', file), 'utf8')) as Record<string, unknown>;
const formWidgets = [...widgetCatalogueEntries.values()].flatMap((entry) => entry.formWidgets);
const messages = () => read('messages/en-US.json');

// The cases edit parsed JSON in place, exactly as an operator would edit the files.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editable = any;

describe('form checks of config:check', () => {
  it('finds the repository forms valid', () => {
    const names = ['balance-alert', 'transactions-alert', 'transfer', 'quick-repay', 'quick-cash-advance'];
    const bundle = { messages: messages(), ...Object.fromEntries(names.map((name) => [`forms/${name}`, read(`forms/${name}.json`)])) };
    expect(checkForms(bundle, formWidgets)).toEqual([]);
  });

  it('reports a schema typo, unknown fields, unevaluable rules and missing message keys with file and pointer', () => {
    const form = read('forms/balance-alert.json') as { schema: { properties: { amount: Record<string, unknown> } }; rules: unknown[]; uiSchema: { amount: Record<string, unknown> } };
    form.schema.properties.amount.maxLenght = 3;
    form.rules.push({ field: 'nope', when: { bogus: [1] }, message: 'notificationSettings.missingKey' });
    form.uiSchema.amount['ui:title'] = 'notificationSettings.noSuchLabel';
    const errors = checkForms({ messages: messages(), 'forms/balance-alert': form }, formWidgets);
    expect(errors.map((error) => [error.file, error.pointer])).toEqual([
      ['forms/balance-alert.json', '/schema'],
      ['forms/balance-alert.json', '/rules/1/field'],
      ['forms/balance-alert.json', '/rules/1/when'],
      ['forms/balance-alert.json', '/rules/1/message'],
      ['forms/balance-alert.json', '/uiSchema/amount/ui:title'],
    ]);
    expect(errors[0]?.message).toContain('unknown keyword: "maxLenght"');
    expect(errors[2]?.message).toBe('the rule cannot be evaluated: Unrecognized operation bogus');
  });

  it('reports a ui:widget no widget registers, with the closest registered name', () => {
    const form: Editable = read('forms/transfer.json');
    form.uiSchema.fromAccount['ui:widget'] = 'transfer-acount';
    const errors = checkForms({ messages: messages(), 'forms/transfer': form }, formWidgets);
    expect(errors.map((error) => [error.file, error.pointer])).toEqual([['forms/transfer.json', '/uiSchema/fromAccount/ui:widget']]);
    expect(errors[0]?.message).toMatch(/^form widget "transfer-acount" is not registered \(did you mean "transfer-account"\?\); form widgets: .*\btransfer-date\b/);
  });

  it('knows a widget only when the widget that registers it is registered', () => {
    const errors = checkForms({ messages: messages(), 'forms/transfer': read('forms/transfer.json') }, []);
    expect(new Set(errors.map((error) => error.message.replace(/ \(did you mean.*$/, '').replace(/;.*$/, '')))).toEqual(
      new Set(['transfer-account', 'transfer-conditional', 'transfer-date', 'transfer-frequency'].map((name) => `form widget "${name}" is not registered`)),
    );
  });

  it('reports a ui:field that is not one of the form fields', () => {
    const form: Editable = read('forms/balance-alert.json');
    form.uiSchema.amount['ui:field'] = 'StringFeld';
    const errors = checkForms({ messages: messages(), 'forms/balance-alert': form }, formWidgets);
    expect(errors).toEqual([
      { file: 'forms/balance-alert.json', pointer: '/uiSchema/amount/ui:field', message: expect.stringMatching(/^form field "StringFeld" is not registered \(did you mean "StringField"\?\)/) as unknown as string },
    ]);
  });
});
