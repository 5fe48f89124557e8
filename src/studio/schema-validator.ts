import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { isRecord } from '../platform/index.js';

/**
 * rjsf's validator for the studio's forms. It compiles nothing: the page's CSP has no
 * 'unsafe-eval', and the server is the one place that validates (the same checks as
 * `npm run config:check`), its answers shown through `extraErrors`. What rjsf still needs from a
 * validator is `isValid`, to pick the matching branch of an anyOf/oneOf or the then/else of an if:
 * a structural match on the keywords that tell branches apart (type, const, enum, required,
 * properties, items, allOf/anyOf/oneOf/not, local $ref) is enough for that.
 */

type Schema = RJSFSchema | boolean;

function typeMatches(type: unknown, data: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((name) => {
    switch (name) {
      case 'string':
        return typeof data === 'string';
      case 'number':
        return typeof data === 'number';
      case 'integer':
        return typeof data === 'number' && Number.isInteger(data);
      case 'boolean':
        return typeof data === 'boolean';
      case 'null':
        return data === null;
      case 'array':
        return Array.isArray(data);
      case 'object':
        return isRecord(data);
      default:
        return true;
    }
  });
}

function resolveRef(ref: string, root: RJSFSchema): Schema | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const segment of ref.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) ? node[key] : undefined;
  }
  return typeof node === 'boolean' || isRecord(node) ? (node as Schema) : undefined;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function matchesSchema(schema: Schema, data: unknown, root: RJSFSchema, depth = 0): boolean {
  if (typeof schema === 'boolean') return schema;
  // Recursive schemas (entitlement rules) end somewhere; deep enough to tell branches apart.
  if (depth > 32) return true;
  const next = (sub: unknown, value: unknown) =>
    typeof sub === 'boolean' || isRecord(sub) ? matchesSchema(sub as Schema, value, root, depth + 1) : true;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, root);
    if (target !== undefined && !matchesSchema(target, data, root, depth + 1)) return false;
  }
  if (schema.type !== undefined && !typeMatches(schema.type, data)) return false;
  if ('const' in schema && !sameValue(schema.const, data)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((value) => sameValue(value, data))) return false;
  if (isRecord(data)) {
    if (Array.isArray(schema.required) && !schema.required.every((name) => typeof name === 'string' && name in data)) return false;
    if (isRecord(schema.properties)) {
      for (const [name, sub] of Object.entries(schema.properties)) {
        if (name in data && !next(sub, data[name])) return false;
      }
    }
  }
  if (Array.isArray(data) && (typeof schema.items === 'boolean' || isRecord(schema.items))) {
    if (!data.every((item) => next(schema.items, item))) return false;
  }
  if (Array.isArray(schema.allOf) && !schema.allOf.every((sub) => next(sub, data))) return false;
  if (Array.isArray(schema.anyOf) && !schema.anyOf.some((sub) => next(sub, data))) return false;
  if (Array.isArray(schema.oneOf) && schema.oneOf.filter((sub) => next(sub, data)).length !== 1) return false;
  if (schema.not !== undefined && next(schema.not, data)) return false;
  return true;
}

export const serverSideValidator: ValidatorType = {
  // The server's answer arrives through extraErrors; rjsf itself reports nothing.
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData, rootSchema) => matchesSchema(schema, formData, rootSchema),
  rawValidation: () => ({ errors: [] }),
};
