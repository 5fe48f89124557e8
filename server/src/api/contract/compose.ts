/**
 * Composes the client API contract (schemas/api/*.json) into one OpenAPI 3.1 document.
 *
 * Each file is an OpenAPI fragment for one service prefix (common.json holds what several share).
 * A file refers to its own components as `#/components/schemas/Name` and to another file's as
 * `other.json#/components/schemas/Name`. The composed document has one `components` section, so
 * every reference becomes local; a component name must therefore be unique across files.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface ContractFragment {
  openapi?: string;
  info?: JsonObject;
  paths?: Record<string, JsonObject>;
  components?: Record<string, Record<string, Json>>;
  /** Specification extensions of the whole API, e.g. common.json's `x-text` (the text rule). */
  [extension: `x-${string}`]: Json | undefined;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: JsonObject;
  servers: JsonObject[];
  tags: JsonObject[];
  paths: Record<string, JsonObject>;
  components: Record<string, Record<string, Json>>;
  [extension: `x-${string}`]: Json | undefined;
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `other.json#/components/...` → `#/components/...`; a local reference stays as it is. */
function localReference(ref: string, file: string, files: ReadonlySet<string>): string {
  const hash = ref.indexOf('#');
  if (hash <= 0) return ref;
  const target = ref.slice(0, hash);
  if (!files.has(target)) throw new Error(`schemas/api/${file}: $ref ${ref} names a file that is not in schemas/api`);
  return ref.slice(hash);
}

function withLocalReferences(node: Json, file: string, files: ReadonlySet<string>): Json {
  if (Array.isArray(node)) return node.map((item) => withLocalReferences(item, file, files));
  if (!isJsonObject(node)) return node;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    // Examples are data, not schemas: a "$ref" key inside one is left alone.
    if (key === 'examples' || key === 'example') result[key] = value;
    else if (key === '$ref' && typeof value === 'string') result[key] = localReference(value, file, files);
    else result[key] = withLocalReferences(value, file, files);
  }
  return result;
}

/** Follows a local JSON pointer (`#/components/schemas/Name`) in the document. */
export function resolvePointer(document: OpenApiDocument, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local references can be resolved: ${ref}`);
  let node: Json | undefined = document as unknown as Json;
  for (const raw of ref.slice(2).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isJsonObject(node) ? node[segment] : Array.isArray(node) ? node[Number(segment)] : undefined;
    if (node === undefined) throw new Error(`The contract has no ${ref}`);
  }
  return node;
}

function everyReference(node: Json, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => everyReference(item, found));
  else if (isJsonObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'examples' || key === 'example') continue;
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else everyReference(value, found);
    }
  }
  return found;
}

/**
 * One document from the fragments, keyed by file name (`common.json`, `contact-manager.json`).
 * Throws on a path, operation or component defined twice and on a reference to nothing, so a
 * broken contract stops the server at start rather than a member's request.
 */
export function composeContract(fragments: Readonly<Record<string, ContractFragment>>): OpenApiDocument {
  const names = new Set(Object.keys(fragments));
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Passbook client API',
      version: '1.0.0',
      description:
        'What the member app asks of the banking platform, and what it must answer. The sandbox serves exactly this; a real platform the app is pointed at must too.',
    },
    servers: [{ url: '/api' }],
    tags: [],
    paths: {},
    components: {},
  };
  const operationIds = new Map<string, string>();
  for (const file of [...names].sort()) {
    const fragment = withLocalReferences(fragments[file] as Json, file, names) as ContractFragment;
    // One group per service on the reference page (/api/docs), named by its prefix, instead of one "default" list.
    const service = file.replace(/\.json$/, '');
    if (fragment.paths && Object.keys(fragment.paths).length > 0) {
      document.tags.push({ name: service, description: `/${service}/…` });
    }
    for (const [path, item] of Object.entries(fragment.paths ?? {})) {
      if (document.paths[path]) throw new Error(`schemas/api/${file}: path ${path} is already defined in another file`);
      document.paths[path] = item;
      for (const method of httpMethods) {
        const operation = item[method];
        if (!isJsonObject(operation)) continue;
        const id = operation.operationId;
        if (typeof id !== 'string') throw new Error(`schemas/api/${file}: ${method.toUpperCase()} ${path} has no operationId`);
        operation.tags ??= [service];
        const previous = operationIds.get(id);
        if (previous) throw new Error(`schemas/api/${file}: operationId ${id} is already used by ${previous}`);
        operationIds.set(id, `${method.toUpperCase()} ${path}`);
      }
    }
    for (const [key, value] of Object.entries(fragment)) {
      if (!key.startsWith('x-') || value === undefined) continue;
      if (key in document) throw new Error(`schemas/api/${file}: ${key} is already defined in another file`);
      document[key as `x-${string}`] = value as Json;
    }
    for (const [section, entries] of Object.entries(fragment.components ?? {})) {
      const target = (document.components[section] ??= {});
      for (const [name, value] of Object.entries(entries)) {
        if (name in target) throw new Error(`schemas/api/${file}: components.${section}.${name} is already defined in another file`);
        target[name] = value;
      }
    }
  }
  for (const ref of everyReference(document as unknown as Json)) resolvePointer(document, ref);
  return document;
}
