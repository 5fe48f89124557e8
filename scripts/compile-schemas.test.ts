import { describe, expect, it } from 'vitest';
import { generateWidgetValidators, staleGeneratedFiles, toPureEsm, withoutProse } from './compile-schemas.js';

describe('compile-schemas', () => {
  it('the checked-in validators match the schemas and widget definitions (else run npx tsx scripts/compile-schemas.ts)', async () => {
    expect(await staleGeneratedFiles()).toEqual([]);
  }, 30_000);

  it('turns ajv runtime requires into ES imports or local helpers', () => {
    const source = [
      '"use strict";export const a = validate;',
      'const f0 = require("ajv-formats/dist/formats").fullFormats.email;',
      'const f1 = require("ajv/dist/runtime/ucs2length").default;',
      'const f2 = require("ajv/dist/runtime/equal").default;',
    ].join('');
    const esm = toPureEsm(`${source}const f3 = require("passbook:schema-formats").schemaFormats.uri;`, '../schema-formats.js');
    expect(esm).toContain('import { fullFormats } from "ajv-formats/dist/formats.js";');
    expect(esm).toContain('const f0 = fullFormats.email;');
    expect(esm).toContain('import { schemaFormats } from "../schema-formats.js";');
    expect(esm).toContain('const f3 = schemaFormats.uri;');
    expect(esm).toContain('const f1 = ucs2length;');
    expect(esm).toContain('const f2 = deepEqual;');
    expect(esm).not.toContain('require(');
  });

  it('leaves titles, descriptions and comments out of compiled schemas, but not a property named so, examples or defaults', () => {
    const schema = {
      title: 'Widget',
      description: 'What it shows',
      type: 'object',
      properties: {
        title: { type: 'string', description: 'The heading', default: 'Accounts' },
        rows: { type: 'array', items: { $comment: 'one per account', type: 'object', examples: [{}] } },
      },
      anyOf: [{ title: 'either', required: ['title'] }],
      examples: [{ title: 'Accounts' }],
    };
    expect(withoutProse(schema)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', default: 'Accounts' },
        rows: { type: 'array', items: { type: 'object', examples: [{}] } },
      },
      anyOf: [{ required: ['title'] }],
      examples: [{ title: 'Accounts' }],
    });
  });

  it('fails loudly on a runtime helper it cannot replace', () => {
    expect(() => toPureEsm('const x = require("ajv/dist/runtime/uri").default;')).toThrow(
      'compile-schemas: generated code requires "ajv/dist/runtime/uri.default", which has no ESM replacement',
    );
  });

  it('compiles each widget props schema into a module of its own, with defaults applied', async () => {
    const files = generateWidgetValidators([
      {
        id: 'sample',
        version: '1.0.0',
        title: 'Sample',
        propsSchema: { type: 'object', additionalProperties: false, properties: { size: { type: 'integer', default: 3 } }, examples: [{}] },
      },
    ]);
    const entry = [...files].find(([file]) => file.endsWith('/widget-props/sample.js'));
    expect(files.get([...files.keys()].find((file) => file.endsWith('/widget-props/index.js')) ?? '')).toContain('"sample": () => import("./sample.js")');
    const url = `data:text/javascript;base64,${Buffer.from(entry?.[1] ?? '').toString('base64')}`;
    const module = (await import(/* @vite-ignore */ url)) as { validate: (data: unknown) => boolean };
    const props: Record<string, unknown> = {};
    expect(module.validate(props)).toBe(true);
    expect(props).toEqual({ size: 3 });
    expect(module.validate({ size: 'big' })).toBe(false);
  });
});
