import type { ErrorObject, FuncKeywordDefinition } from 'ajv';
import type { DataValidateFunction } from 'ajv/dist/types/index.js';
import { textKinds, textProblemOf, textProblemsIn, type TextKind, type TextProblem } from '../../../src/config-checks/index.js';

/**
 * The text rule (src/config-checks/text-rule.ts) as the server's validators enforce it: the
 * keyword `x-text` ("line" or "multiline") of the API contract, and `withTextRule`, which gives
 * every string of a request schema that names no kind the `line` kind, so a field the contract
 * forgot to mark is still checked. On a value of any other type the keyword checks every string
 * and key inside it: what an open schema lets through (an operator's configuration file) too.
 */
export const textKeyword = 'x-text';

const messages: Record<TextProblem['problem'], (kind: TextKind, found: TextProblem) => string> = {
  'control-character': (kind) => (kind === 'line' ? 'must be one line of text, without control characters' : 'must be text without control characters other than tab and line breaks'),
  'lone-surrogate': () => 'must be valid Unicode text (it holds an unpaired surrogate)',
  'too-long': (_kind, found) => `must NOT have more than ${'limit' in found ? found.limit : 0} characters`,
};

const pointerOf = (path: readonly (string | number)[]) => path.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

const issueOf = (kind: TextKind, found: TextProblem, instancePath: string): Partial<ErrorObject> => ({
  keyword: textKeyword,
  instancePath,
  message: messages[found.problem](kind, found),
  params: { kind, ...found },
});

function isTextKind(value: unknown): value is TextKind {
  return typeof value === 'string' && (textKinds as readonly string[]).includes(value);
}

export const textRuleKeyword: FuncKeywordDefinition = {
  keyword: textKeyword,
  schemaType: 'string',
  errors: true,
  compile(kind: unknown, parentSchema) {
    if (!isTextKind(kind)) throw new Error(`${textKeyword} must be one of ${textKinds.join(', ')}, not ${JSON.stringify(kind)}`);
    // A declared maxLength is the field's cap (ajv reports it under its own keyword); the rule's default applies only without one.
    const limit = typeof parentSchema.maxLength === 'number' ? Number.POSITIVE_INFINITY : undefined;
    const validate: DataValidateFunction = (data, context) => {
      const base = context?.instancePath ?? '';
      const found =
        typeof data === 'string'
          ? (() => {
              const problem = textProblemOf(data, kind, limit);
              return problem ? [{ path: [], found: problem }] : [];
            })()
          : textProblemsIn(data, kind);
      validate.errors = found.map((entry) => issueOf(kind, entry.found, `${base}${pointerOf(entry.path)}`));
      return found.length === 0;
    };
    return validate;
  },
};

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const schemaLists = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const schemaSingles = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems']);
/** Keywords that narrow a value on their own: a subschema with one of them and no `type` is not open. */
const narrowing = ['type', 'enum', 'const', '$ref', 'allOf', 'anyOf', 'oneOf', 'not', 'if'];

/**
 * The schema with the text rule on every place a string can be: each string schema without a
 * kind gets `line`, and so does each open schema (one that accepts any value), whose keyword then
 * checks everything inside. Used on request schemas only: answers are the server's own text.
 */
export function withTextRule(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTextRule);
  if (!isSchema(schema)) return schema;
  const result: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (schemaMaps.has(key) && isSchema(value)) result[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withTextRule(sub)]));
    else if (schemaLists.has(key) && Array.isArray(value)) result[key] = value.map(withTextRule);
    else if (schemaSingles.has(key)) result[key] = withTextRule(value);
    else result[key] = value;
  }
  if (textKeyword in schema) return result;
  const types = [schema.type].flat();
  const open = !narrowing.some((keyword) => keyword in schema);
  if (types.includes('string') || open) result[textKeyword] = 'line';
  // Keys and values an object schema leaves open are text a client chose too.
  if (types.includes('object') && schema.additionalProperties !== false && !('unevaluatedProperties' in schema)) {
    if (schema.additionalProperties === undefined || schema.additionalProperties === true) result.additionalProperties = { [textKeyword]: 'line' };
    if (!('propertyNames' in schema)) result.propertyNames = { [textKeyword]: 'line' };
  }
  return result;
}
