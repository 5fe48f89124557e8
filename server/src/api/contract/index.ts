import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeContract, isJsonObject, type ContractFragment, type OpenApiDocument } from './compose.js';
import { findOperation, operationServing, operationsOf, routeSchemaOf, type ContractOperation, type RouteSchema } from './route-schemas.js';

// What scripts/generate-api-types.ts and the tests use besides `contract`.
export { composeContract } from './compose.js';
export { operationsOf } from './route-schemas.js';

/** schemas/api/ in the repository: the client API contract, one file per service prefix. */
// From a path string, not new URL(): under jsdom (component tests) URL is jsdom's, not Node's.
const contractDirectory = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../../../schemas/api')}/`;

export function readContractFragments(directory = contractDirectory): Record<string, ContractFragment> {
  const fragments: Record<string, ContractFragment> = {};
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.json')).sort()) {
    fragments[file] = JSON.parse(readFileSync(`${directory}${file}`, 'utf8')) as ContractFragment;
  }
  return fragments;
}

export interface ApiContract {
  /** The composed OpenAPI 3.1 document, as GET /api/openapi.json serves it. */
  document: OpenApiDocument;
  /** Fastify's schema for a route: method and the path under /api (`{id}` or `:id`). */
  route(method: string, path: string): RouteSchema;
  operation(method: string, path: string): ContractOperation;
  /** The operation a request for this concrete path under /api reaches (`/contacts/c-1`), if any. */
  operationAt(method: string, path: string): ContractOperation | undefined;
  /** The operation with this operationId. */
  byId(operationId: string): ContractOperation;
  /** The values of a shared enumeration (components.schemas.<name>.enum), e.g. ProductKindKey. */
  enumeration(name: string): readonly string[];
}

function apiContract(document: OpenApiDocument): ApiContract {
  // One schema object per route for the process: every app built on the contract (a test file
  // each, a server's restart of its plugins) finds its validators already compiled for it.
  const routes = new Map<string, RouteSchema>();
  return {
    document,
    route(method, path) {
      const key = `${method.toUpperCase()} ${path}`;
      let schema = routes.get(key);
      if (schema === undefined) {
        schema = routeSchemaOf(document, method, path);
        routes.set(key, schema);
      }
      return schema;
    },
    operation: (method, path) => findOperation(document, method, path),
    operationAt: (method, path) => operationServing(document, method, path),
    byId(operationId) {
      const found = operationsOf(document).find((entry) => entry.operation.operationId === operationId);
      if (!found) throw new Error(`The API contract (schemas/api) has no operation ${operationId}`);
      return found;
    },
    enumeration(name) {
      const schema = document.components.schemas?.[name];
      const values = isJsonObject(schema) ? schema.enum : undefined;
      if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) {
        throw new Error(`The API contract (schemas/api) has no string enumeration ${name}`);
      }
      return values as string[];
    },
  };
}

/** The contract as the files in schemas/api define it, composed once per process. */
export const contract: ApiContract = apiContract(composeContract(readContractFragments()));
