import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkForms } from './form-check.js';

const read = (file: string) => JSON.parse(readFileSync(path.resolve(process.cwd(), 'config', file), 'utf8')) as Record<string, unknown>;

describe('form checks of config:check', () => {
  it('finds the repository forms valid', () => {
    const bundle = { messages: read('messages/en-US.json'), 'forms/balance-alert': read('forms/balance-alert.json'), 'forms/transactions-alert': read('forms/transactions-alert.json') };
    expect(checkForms(bundle)).toEqual([]);
  });

  it('reports a schema typo, unknown fields, unevaluable rules and missing message keys with file and pointer', () => {
    const form = read('forms/balance-alert.json') as { schema: { properties: { amount: Record<string, unknown> } }; rules: unknown[]; uiSchema: { amount: Record<string, unknown> } };
    form.schema.properties.amount.maxLenght = 3;
    form.rules.push({ field: 'nope', when: { bogus: [1] }, message: 'notificationSettings.missingKey' });
    form.uiSchema.amount['ui:title'] = 'notificationSettings.noSuchLabel';
    const errors = checkForms({ messages: read('messages/en-US.json'), 'forms/balance-alert': form });
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
});
