import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { DataValidateFunction } from 'ajv/dist/types/index.js';
import type { FastifySchemaCompiler } from 'fastify';
import { textRuleKeyword, withTextRule } from './text-rule.js';

/**
 * The app-wide validator coerces types (query strings arrive as text, so `size=10` must become
 * 10). A JSON body already has types: coercing it would turn `{"serviceAgreementId": 42}` into
 * "42" and accept it. Routes with a body use this compiler: bodies are validated as sent, every
 * other part with the app's coercing options. Every part keeps the text rule (text-rule.ts).
 */
// ajv-formats is CommonJS: Node hands over module.exports, which carries the plugin as .default too.
const addFormats = ajvFormats.default;
const validatorOptions = { allErrors: true, removeAdditional: false, useDefaults: true } as const;
const exactBodies = new Ajv({ ...validatorOptions, coerceTypes: false });
const coercedParts = new Ajv({ ...validatorOptions, coerceTypes: 'array' });
for (const ajv of [exactBodies, coercedParts]) {
  addFormats(ajv);
  ajv.addKeyword(textRuleKeyword);
}

/**
 * ajv coerces the text `1e400` or `Infinity` to the number Infinity, calls that an integer and
 * skips minimum and maximum for it (they only compare finite numbers); a page index of Infinity
 * then reached SQL. Coerced numbers must be finite: checked after coercion, as a type error.
 */
const finiteKeyword = 'x-finite';
const notFinite = [{ keyword: 'type', message: 'must be a finite number', params: { type: 'number' } }];
coercedParts.addKeyword({
  keyword: finiteKeyword,
  schemaType: 'boolean',
  errors: true,
  // Not `type: 'number'`: ajv skips the keywords of its number group for a number that is not finite.
  compile: () => {
    const validate: DataValidateFunction = (data) => {
      validate.errors = typeof data !== 'number' || Number.isFinite(data) ? [] : notFinite;
      return validate.errors.length === 0;
    };
    return validate;
  },
});

function withFiniteNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withFiniteNumbers);
  if (typeof schema !== 'object' || schema === null) return schema;
  const result: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'enum' || key === 'const' || key === 'examples' || key === 'default' ? value : withFiniteNumbers(value)]));
  const types = [result.type].flat();
  if (types.includes('integer') || types.includes('number')) result[finiteKeyword] = true;
  return result;
}

/**
 * Compiled once per schema object and part for the process: compiling was half of building the
 * app, which every test file and every server start does, and the contract hands out one object
 * per route (contract.route). Keyed weakly, so a schema no app uses any more takes its validator with it.
 */
const compiled = new WeakMap<object, Map<string, ValidateFunction>>();

export const exactBodyValidator: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) => {
  const part = httpPart === 'body' ? 'body' : 'coerced';
  if (typeof schema !== 'object' || schema === null) return compileFor(part, schema);
  let byPart = compiled.get(schema);
  if (byPart === undefined) {
    byPart = new Map();
    compiled.set(schema, byPart);
  }
  let validate = byPart.get(part);
  if (validate === undefined) {
    validate = compileFor(part, schema);
    byPart.set(part, validate);
  }
  return validate;
};

function compileFor(part: 'body' | 'coerced', schema: AnySchema): ValidateFunction {
  return part === 'body' ? exactBodies.compile(withTextRule(schema) as AnySchema) : coercedParts.compile(withFiniteNumbers(withTextRule(schema)) as AnySchema);
}
