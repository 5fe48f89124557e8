import type { RJSFSchema } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { describe, expect, it } from 'vitest';
import { generateFormValidators, toFormValidatorModule } from './compile-schemas.js';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    amount: { type: 'string', maxLength: 12, pattern: '^(-?\\$?[0-9]+(\\.[0-9]{1,2})?)?$' },
    kind: { type: 'string', enum: ['once', 'monthly'] },
  },
  if: { properties: { kind: { const: 'monthly' } } },
  then: { required: ['amount'] },
};

describe('form validators (rjsf precompiled, draft 2020-12)', () => {
  it('generates an ES module rjsf validates with, without a schema compiler', async () => {
    const files = generateFormValidators([{ label: 'sample', file: 'config/forms/sample.json', schema }], { $id: 'form.schema.json', type: 'object' });
    const entry = [...files.entries()].find(([file]) => file.endsWith('/sample.js'));
    if (entry === undefined) throw new Error('no sample.js generated');
    const js = entry[1];
    expect(js).not.toMatch(/\brequire\(|new Function|\beval\(/);
    const module = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`)) as {
      validateFns: Record<string, (data: unknown) => boolean>;
      rootHash: string;
    };
    const validator = createPrecompiledValidator(module.validateFns, schema);
    expect(validator.validateFormData({ kind: 'once' }, schema).errors).toEqual([]);
    expect(validator.validateFormData({ kind: 'monthly', amount: '$12.345' }, schema).errors.map((error) => error.name)).toEqual(['pattern']);
    // The if/then subschema has its own precompiled function, as rjsf's schema utilities need.
    expect(Object.keys(module.validateFns).length).toBeGreaterThan(1);
    const index = [...files.entries()].find(([file]) => file.endsWith('/index.js'))?.[1] ?? '';
    expect(index).toContain(`${JSON.stringify(module.rootHash)}: () => import("./sample.js")`);
  });

  it('refuses CommonJS it cannot turn into ES exports', () => {
    expect(() => toFormValidatorModule('"use strict";module.exports = validate;', 'h')).toThrow('compile-schemas: unexpected CommonJS export left in a form validator');
  });
});
