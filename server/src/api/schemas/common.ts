import { Ajv, type AnySchema } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * JSON Schema building blocks shared by the client API's routes. Every querystring, params and
 * body schema is closed (additionalProperties: false) and bounded, so unknown fields, wrong types
 * and absurd values are a 400 in the platform's error shape before a handler runs.
 */

/** Identifiers the sandbox hands out (u-demo, sa-demo-personal, arr-…, uuid): short, URL-safe. */
export const identifier = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' } as const;

/** A page index as the platform's `from` ("Page Number. Skip over pages of elements"). */
export const pageIndex = { type: 'integer', minimum: 0, maximum: 100_000, default: 0 } as const;

/** A page size with the platform's default of 10 and a ceiling chosen per route. */
export function pageSize(maximum: number, defaultSize = 10) {
  return { type: 'integer', minimum: 1, maximum, default: defaultSize } as const;
}

/** Free-text search terms: bounded so a query never scans with a megabyte pattern. */
export const searchText = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** A route without query parameters still rejects any it is sent. */
export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

/** The platform's error body, for response schemas. */
export const errorBody = {
  type: 'object',
  required: ['message', 'key', 'errors'],
  properties: {
    message: { type: 'string' },
    key: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { message: { type: 'string' }, key: { type: 'string' }, context: { type: 'object', additionalProperties: true } },
      },
    },
  },
} as const;

/** Monetary amount as the platform sends it in product-summary groups: a decimal string. */
export const aggregatedBalance = {
  type: 'object',
  required: ['currency', 'value'],
  properties: { currency: { type: 'string' }, value: { type: 'string' } },
} as const;

/** Escapes LIKE wildcards so a member's search text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Drops null and undefined values: the platform omits absent fields, and fast-json-stringify
 * would otherwise write a null string field as "".
 */
export function withoutEmpty<T extends Record<string, unknown>>(value: T): Partial<T> {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== null && item !== undefined) result[key] = item;
  }
  return result as Partial<T>;
}

/**
 * A NUMERIC value (a string from the database) as a JSON number, for the operations whose
 * platform shape types money as a number. The value was computed exactly in SQL; converting a
 * two-decimal amount far below 2^53 cents to a double and printing it gives back the same digits.
 */
export function decimalNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * The app-wide validator coerces types (query strings arrive as text, so `size=10` must become
 * 10). A JSON body already has types: coercing it would turn `{"serviceAgreementId": 42}` into
 * "42" and accept it. Routes with a body use this compiler: bodies are validated as sent, every
 * other part with the app's coercing options.
 */
// ajv-formats is CommonJS: Node hands over module.exports, which carries the plugin as .default too.
const addFormats = ajvFormats.default;
const validatorOptions = { allErrors: true, removeAdditional: false, useDefaults: true } as const;
const exactBodies = new Ajv({ ...validatorOptions, coerceTypes: false });
const coercedParts = new Ajv({ ...validatorOptions, coerceTypes: 'array' });
addFormats(exactBodies);
addFormats(coercedParts);

export const exactBodyValidator: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? exactBodies : coercedParts).compile(schema);
