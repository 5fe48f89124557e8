import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { contract, operationsOf } from '../src/api/contract/index.js';
import type { RouteSchema } from '../src/api/contract/route-schemas.js';

/**
 * Malformed requests generated from the request schemas (path, query, body): each starts from a
 * plausible request for its route and breaks one thing the way an attacker would: text with NUL,
 * a lone surrogate or other control characters (as JSON escapes, raw bytes and percent-encoded),
 * huge strings, wrong types, deep nesting, huge, negative and NaN numbers, impossible dates,
 * unknown fields, wrong content types, empty and oversized bodies. Deterministic: fast-check with
 * a fixed seed. `checkAnswer` says what an answer must never be: a 5xx, or a body that shows a
 * stack trace, SQL, a file path or an exception's name.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

export interface FuzzRoute {
  /** How the route is named in reports: `POST /contact-manager/client-api/v2/contacts`. */
  name: string;
  method: string;
  /** The path with `{name}` parameters, absolute (/api/…, /config/studio/…). */
  path: string;
  schema: Pick<RouteSchema, 'params' | 'querystring' | 'body'>;
}

export interface FuzzRequest extends InjectOptions {
  /** What was broken, for the report. */
  mutation: string;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values the seeded demo member owns, so some requests get past "not found" into the handlers. */
const seededValues: Record<string, string> = {
  arrangementId: 'arr-demo-checking',
  project: 'passbook',
  paymentType: 'INTERNAL_TRANSFER',
  tenant: 'default',
};

/** A value the schema accepts, or near enough: the start every mutation breaks one thing of. */
export function sampleOf(schema: unknown, name = '', depth = 0): Json {
  if (!isSchema(schema) || depth > 8) return 'x';
  if (name in seededValues && [schema.type].flat().includes('string')) return seededValues[name] ?? 'x';
  for (const key of ['const', 'default'] as const) if (key in schema) return schema[key] as Json;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0] as Json;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] as Json;
  const choices = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(choices) && choices.length > 0) return sampleOf({ ...schema, oneOf: undefined, anyOf: undefined, ...(choices[0] as Schema) }, name, depth + 1);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, name, depth + 1)) as object[]) as Json;
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object': {
      const properties = isSchema(schema.properties) ? schema.properties : {};
      return Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, sampleOf(sub, key, depth + 1)]));
    }
    case 'array':
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => sampleOf(schema.items, name, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), Math.min(1, Number(schema.maximum ?? 1)));
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return 'x';
  }
}

function sampleString(schema: Schema): string {
  if (schema.format === 'date') return '2026-12-01';
  if (schema.format === 'date-time') return '2026-12-01T10:00:00Z';
  if (schema.format === 'email') return 'member@example.com';
  const min = Number(schema.minLength ?? 1);
  const max = Number(schema.maxLength ?? 40);
  if (typeof schema.pattern === 'string') {
    const [matching] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= min && text.length <= max), { seed: 16, numRuns: 1 });
    if (matching !== undefined) return matching;
  }
  return 'Fuzz text'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, 9)));
}

/** Where a value can be replaced: JSON pointers to every leaf (and object) of a sample. */
function slotsOf(value: Json, path: string[] = []): string[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => slotsOf(item, [...path, String(index)]))];
  if (value !== null && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([key, item]) => slotsOf(item, [...path, key]))];
  return [path];
}

function replaced(value: Json, path: readonly string[], replacement: Json): Json {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, index) => (String(index) === head ? replaced(item, rest, replacement) : item));
  if (value !== null && typeof value === 'object') return { ...value, [head]: replaced(value[head] ?? null, rest, replacement) };
  return value;
}

const hugeText = 'A'.repeat(300_000);
/** Text that breaks the text rule, or a length cap, or tests what the database does with it. */
const badTexts = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800', '\u0001', '\u001b[2J', 'tab\there', 'line\nbreak', '\u007f', '\u2028', '\ufeff', 'x'.repeat(20_000), "'; --", '%', '\\', '😀'];
/** Values of the wrong type or out of any sane range. */
const wrongValues: Json[] = [0, -1, -0.01, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 'NaN', 'Infinity', '-5.00', '1e400', '2026-02-30', '0000-00-00', '9999-12-31T25:61:61Z', '', true, null, [], {}, [[]], { a: { b: {} } }, '99999999999999999999999.99'];
const contentTypes = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz', 'application/json; charset=utf-16', 'application/octet-stream', 'application/json-patch+json'];
/** Percent-encoded bytes no valid request holds: NUL, a lone surrogate as UTF-8, an overlong NUL, a stray byte. */
const rawUrlBytes = ['%00', '%ED%A0%80', '%C0%80', '%FF', '%', '%0a', '%E2%80%A8'];

/** Text for a URL: what encodeURIComponent cannot encode (a lone surrogate) goes as its UTF-8 bytes. */
function encoded(text: string): string {
  return [...text].map((character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');
}

function urlOf(route: FuzzRoute, params: Record<string, string>, query: Array<[string, string]>): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => params[name] ?? 'x');
  const search = query.map(([key, value]) => `${encoded(key)}=${value}`).join('&');
  return search === '' ? path : `${path}?${search}`;
}

const kinds = ['valid', 'bad-text', 'wrong-type', 'raw-bytes', 'unknown-field', 'deep', 'content-type', 'empty', 'oversized', 'anything', 'query'] as const;
type Kind = (typeof kinds)[number];

const choice = fc.record({
  kind: fc.constantFrom<Kind>(...kinds),
  where: fc.constantFrom('body', 'query', 'path'),
  slot: fc.nat(),
  text: fc.constantFrom(...badTexts),
  wrong: fc.constantFrom(...wrongValues),
  raw: fc.constantFrom(...rawUrlBytes),
  contentType: fc.constantFrom(...contentTypes),
  anything: fc.jsonValue({ maxDepth: 3 }),
  depth: fc.constantFrom(64, 1_000, 20_000),
});

/** `count` requests for the route, the same on every run. */
export function fuzzRequests(route: FuzzRoute, count: number, seed = 16): FuzzRequest[] {
  const paramSchemas = isSchema(route.schema.params?.properties) ? route.schema.params.properties : {};
  const querySchemas = isSchema(route.schema.querystring.properties) ? route.schema.querystring.properties : {};
  const params = Object.fromEntries(Object.entries(paramSchemas).map(([name, sub]) => [name, encoded(String(sampleOf(sub, name)))]));
  const query: Array<[string, string]> = Object.entries(querySchemas).map(([name, sub]) => {
    const sample = sampleOf(sub, name);
    return [name, encoded(String(Array.isArray(sample) ? sample[0] : sample))];
  });
  const body = route.schema.body === undefined ? undefined : sampleOf(route.schema.body);
  const bodySlots = body === undefined ? [] : slotsOf(body);
  const json = (payload: Json | undefined, mutation: string, contentType = 'application/json'): FuzzRequest => ({
    method: route.method as InjectOptions['method'],
    url: urlOf(route, params, query),
    mutation,
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload), headers: { 'content-type': contentType } }),
  });
  const seedOffset = [...route.name].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 1_000_003, seed);
  return fc.sample(choice, { seed: seedOffset, numRuns: count }).map((pick): FuzzRequest => {
    const where = pick.where === 'path' && Object.keys(params).length === 0 ? 'query' : pick.where === 'body' && body === undefined ? 'query' : pick.where;
    const bodySlot = bodySlots[pick.slot % Math.max(1, bodySlots.length)] ?? [];
    const queryNames = Object.keys(querySchemas);
    const queryName = queryNames[pick.slot % Math.max(1, queryNames.length)] ?? 'unknown';
    const paramName = Object.keys(params)[pick.slot % Math.max(1, Object.keys(params).length)] ?? 'id';
    const inUrl = (value: string, mutation: string): FuzzRequest => {
      if (where === 'path') return { ...json(body, mutation), url: urlOf(route, { ...params, [paramName]: value }, query) };
      return { ...json(body, mutation), url: urlOf(route, params, [...query.filter(([name]) => name !== queryName), [queryName, value]]) };
    };
    switch (pick.kind) {
      case 'valid':
        return json(body, 'none');
      case 'bad-text':
        if (where === 'body') return json(replaced(body ?? null, bodySlot, pick.text), `text ${JSON.stringify(pick.text.slice(0, 12))} at /${bodySlot.join('/')}`);
        return inUrl(encoded(pick.text), `text ${JSON.stringify(pick.text.slice(0, 12))} in ${where} ${where === 'path' ? paramName : queryName}`);
      case 'wrong-type':
        if (where === 'body') return json(replaced(body ?? null, bodySlot, pick.wrong), `${JSON.stringify(pick.wrong)} at /${bodySlot.join('/')}`);
        return inUrl(encoded(typeof pick.wrong === 'string' ? pick.wrong : JSON.stringify(pick.wrong)), `${JSON.stringify(pick.wrong)} in ${where}`);
      case 'raw-bytes':
        if (where === 'body') {
          // A JSON string holding the bytes themselves, not escapes: a lone surrogate's UTF-8 form and NUL.
          const text = JSON.stringify(replaced(body ?? null, bodySlot, 'RAW'));
          const bytes = Buffer.concat(text.split('RAW').flatMap((part, index) => (index === 0 ? [Buffer.from(part)] : [Buffer.from([0xed, 0xa0, 0x80, 0x00, 0xff]), Buffer.from(part)])));
          return { ...json(undefined, 'raw bytes in body'), payload: bytes, headers: { 'content-type': 'application/json' } };
        }
        return inUrl(`a${pick.raw}b`, `${pick.raw} in ${where}`);
      case 'unknown-field':
        return json(
          isSchema(body) ? { ...body, unexpected: pick.text, constructor: { prototype: {} } } : { unexpected: true },
          'unknown fields',
        );
      case 'deep': {
        const nested = `${'['.repeat(pick.depth)}${']'.repeat(pick.depth)}`;
        const text = JSON.stringify(replaced(body ?? null, bodySlot, 'DEEP')).replace('"DEEP"', nested);
        return { ...json(undefined, `nesting ${pick.depth} deep`), payload: text, headers: { 'content-type': 'application/json' } };
      }
      case 'content-type':
        return { ...json(undefined, `content type ${pick.contentType}`), payload: JSON.stringify(body ?? {}), headers: { 'content-type': pick.contentType } };
      case 'empty':
        return pick.slot % 2 === 0
          ? { ...json(undefined, 'empty body'), payload: '', headers: { 'content-type': 'application/json' } }
          : { ...json(undefined, 'JSON null body'), payload: 'null', headers: { 'content-type': 'application/json' } };
      case 'oversized':
        return where === 'body' || pick.slot % 2 === 0
          ? json(replaced(body ?? null, bodySlot, hugeText), 'oversized body')
          : inUrl('A'.repeat(20_000), `20,000 characters in ${where}`);
      case 'anything':
        return json(pick.anything as Json, 'arbitrary JSON body');
      case 'query':
        return { ...json(body, 'query parameters repeated and unknown'), url: `${urlOf(route, params, query)}${query.length > 0 ? '&' : '?'}${encoded(queryName)}=1&${encoded(queryName)}=2&unknown=%00` };
    }
  });
}

/** Every operation of the API contract, as the server routes it under /api. */
export function contractRoutes(): FuzzRoute[] {
  return operationsOf(contract.document).map(({ method, path }) => {
    const { params, querystring, body } = contract.route(method, path);
    return { name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path: `/api${path}`, schema: { params, querystring, ...(body ? { body } : {}) } };
  });
}

/** What no answer may show; SQL is looked for in refusals only: a configuration's wording may say "select … from". */
const leaks: Array<[string, RegExp, 'errors' | 'all']> = [
  ['a stack trace', /\n\s+at |\bat [\w.<>]+ \(|node:internal/, 'all'],
  ['SQL', /\bselect\b.*\bfrom\b|\binsert into\b|syntax error|violates|\bpg_|relation "|invalid byte sequence|unsupported Unicode escape/i, 'errors'],
  ['a file path', /\/work\/|\/server\/src|node_modules|\.ts:\d+|\.js:\d+/, 'all'],
  ['an exception name', /\b(TypeError|RangeError|ReferenceError|SyntaxError|DatabaseError|AggregateError|URIError)\b/, 'all'],
];

/** What is wrong with an answer to a fuzzed request: a 5xx or a leak; undefined when nothing is. */
export function problemOf(response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  const leak = leaks.find(([, pattern, answers]) => (answers === 'all' || response.statusCode >= 400) && pattern.test(response.body));
  return leak ? `its body shows ${leak[0]}` : undefined;
}

export interface FuzzReport {
  sent: number;
  statuses: Record<number, number>;
  problems: string[];
  slowest: { milliseconds: number; request: string };
}

/** Sends each route's requests one after another, recording statuses, problems and the slowest request. */
export async function fuzz(
  routes: readonly FuzzRoute[],
  perRoute: number,
  send: (route: FuzzRoute, request: InjectOptions) => Promise<LightMyRequestResponse>,
): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, statuses: {}, problems: [], slowest: { milliseconds: 0, request: '' } };
  for (const route of routes) {
    for (const { mutation, ...request } of fuzzRequests(route, perRoute)) {
      const started = performance.now();
      const response = await send(route, request);
      const milliseconds = performance.now() - started;
      report.sent += 1;
      report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
      const described = `${route.name} (${mutation}) ${String(request.url).slice(0, 200)}`;
      if (milliseconds > report.slowest.milliseconds) report.slowest = { milliseconds, request: described };
      const problem = problemOf(response);
      if (problem) report.problems.push(`${described} ${problem}: ${response.body.slice(0, 300)}`);
    }
  }
  return report;
}
