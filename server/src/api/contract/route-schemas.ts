import { httpMethods, isJsonObject, resolvePointer, type HttpMethod, type Json, type JsonObject, type OpenApiDocument } from './compose.js';

/**
 * Fastify route schemas from the composed contract. Fastify's validator (ajv) and serializer
 * (fast-json-stringify) each take one self-contained schema per part, so every reference is
 * inlined. Path and query parameters become closed objects: a parameter the contract does not
 * name is a 400, as is a body field it does not name (bodies are closed in the contract itself).
 */
export interface RouteSchema {
  params?: JsonObject;
  querystring: JsonObject;
  body?: JsonObject;
  /** Status code → schema of the JSON answer; answers that are not JSON (files, text) have none. */
  response: Record<string, JsonObject>;
}

export interface ContractOperation {
  method: HttpMethod;
  /** The OpenAPI path under /api, with `{name}` parameters. */
  path: string;
  operation: JsonObject;
}

/** `/a/:id` and `/a/{id}` name the same path; the contract writes `{id}`. */
const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every reference replaced by what it points at (the contract has no recursive schemas). */
function inlineReferences(document: OpenApiDocument, node: Json, trail: readonly string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => inlineReferences(document, item, trail));
  if (!isJsonObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    if (trail.includes(ref)) throw new Error(`The contract's ${ref} refers to itself; route schemas cannot inline it`);
    const { $ref: _ref, ...siblings } = node;
    const target = inlineReferences(document, resolvePointer(document, ref), [...trail, ref]);
    return Object.keys(siblings).length === 0 ? target : { ...(target as JsonObject), ...(inlineReferences(document, siblings, trail) as JsonObject) };
  }
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    result[key] = key === 'examples' ? value : inlineReferences(document, value, trail);
  }
  return result;
}

export function operationsOf(document: OpenApiDocument): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (isJsonObject(operation)) operations.push({ method, path, operation });
    }
  }
  return operations;
}

export function findOperation(document: OpenApiDocument, method: string, path: string): ContractOperation {
  const wanted = method.toLowerCase();
  const found = operationsOf(document).find((entry) => entry.method === wanted && entry.path === openApiPath(path));
  if (!found) throw new Error(`The API contract (schemas/api) has no ${method.toUpperCase()} ${openApiPath(path)}: add it there first`);
  return found;
}

/**
 * The operation a request for the concrete `path` under /api (no query) reaches, or undefined when
 * the contract describes none. Where a literal segment and a `{name}` parameter both match, the
 * literal wins, as in Fastify's router: `/transactions/export` is not the transaction "export".
 */
export function operationServing(document: OpenApiDocument, method: string, path: string): ContractOperation | undefined {
  const wanted = method.toLowerCase();
  const segments = path.split('/');
  const isParameter = (segment: string) => /^\{[A-Za-z0-9_]+\}$/.test(segment);
  let best: { entry: ContractOperation; shape: string } | undefined;
  for (const entry of operationsOf(document)) {
    const template = entry.path.split('/');
    if (entry.method !== wanted || template.length !== segments.length) continue;
    if (!template.every((segment, index) => isParameter(segment) ? segments[index] !== '' : segment === segments[index])) continue;
    // '0' for a literal, '1' for a parameter: the smaller string has its first literal earlier.
    const shape = template.map((segment) => (isParameter(segment) ? '1' : '0')).join('');
    if (best === undefined || shape < best.shape) best = { entry, shape };
  }
  return best?.entry;
}

function parametersObject(document: OpenApiDocument, parameters: Json[], where: 'path' | 'query'): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const raw of parameters) {
    const parameter = inlineReferences(document, raw);
    if (!isJsonObject(parameter) || parameter.in !== where || typeof parameter.name !== 'string') continue;
    properties[parameter.name] = isJsonObject(parameter.schema) ? parameter.schema : {};
    if (parameter.required === true) required.push(parameter.name);
  }
  return { type: 'object', additionalProperties: false, ...(required.length > 0 ? { required } : {}), properties };
}

/** The JSON schema a request body or response holds (content application/json), references inlined. */
export function jsonSchemaOf(document: OpenApiDocument, holder: Json | undefined): JsonObject | undefined {
  const resolved = holder === undefined ? undefined : inlineReferences(document, holder);
  if (!isJsonObject(resolved) || !isJsonObject(resolved.content)) return undefined;
  const media = resolved.content['application/json'];
  if (!isJsonObject(media) || !isJsonObject(media.schema)) return undefined;
  return media.schema;
}

export function routeSchemaOf(document: OpenApiDocument, method: string, path: string): RouteSchema {
  const { operation } = findOperation(document, method, path);
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const schema: RouteSchema = { querystring: parametersObject(document, parameters, 'query'), response: {} };
  if (openApiPath(path).includes('{')) schema.params = parametersObject(document, parameters, 'path');
  const body = jsonSchemaOf(document, operation.requestBody);
  if (body) schema.body = body;
  for (const [status, response] of Object.entries(isJsonObject(operation.responses) ? operation.responses : {})) {
    const answer = jsonSchemaOf(document, response);
    if (answer) schema.response[status] = answer;
  }
  return schema;
}
