/**
 * Generates the app's platform types from the client API contract (schemas/api), so the app and
 * the server read one definition of every request and answer.
 *
 *   npx tsx scripts/generate-api-types.ts          write schemas/api/generated/api-types.ts
 *   npx tsx scripts/generate-api-types.ts --check  exit 1 when it is out of date
 *
 * The output is checked in and never edited by hand; `npm run build` regenerates it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { composeContract, readContractFragments } from '../server/src/api/contract/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiTypesFile = path.join(root, 'schemas/api/generated/api-types.ts');

const header = `/**
 * Generated from schemas/api (the client API contract) by scripts/generate-api-types.ts.
 * Do not edit: change the contract and run \`npm run api:types\`.
 */
/* eslint-disable */
`;

/** The generated module's text for the contract as schemas/api holds it now. */
export async function apiTypesSource(): Promise<string> {
  const document = composeContract(readContractFragments());
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    exportType: true,
    alphabetize: false,
    // Arrays of each enumeration's values (e.g. privilege names), so the app lists them from the contract too.
    enumValues: true,
  });
  return `${header}${astToString(ast)}${operationHelpers}`;
}

/**
 * Types by operationId for what a request carries, so the server's handlers and the app's callers
 * name an operation instead of copying its body or query (decision 006).
 */
const operationHelpers = `
type JsonContent<Content> = Content extends { content: { "application/json": infer Body } } ? Body : never;
/** The JSON body of an operation, by its operationId. */
export type BodyOf<Id extends keyof operations> = JsonContent<NonNullable<operations[Id]["requestBody"]>>;
type QueryParameters<Id extends keyof operations> = NonNullable<operations[Id]["parameters"]["query"]>;
/**
 * The query parameters of an operation, by its operationId. Those named in \`Defaulted\` have a default
 * in the contract, which the server's route schema fills in, so its handler always has them.
 */
export type QueryOf<Id extends keyof operations, Defaulted extends keyof QueryParameters<Id> = never> = QueryParameters<Id> &
    Required<Pick<QueryParameters<Id>, Defaulted>>;
`;

async function main(): Promise<void> {
  const source = await apiTypesSource();
  const current = await readFile(apiTypesFile, 'utf8').catch(() => '');
  if (process.argv.includes('--check')) {
    if (current !== source) {
      console.error(`${path.relative(root, apiTypesFile)} is out of date with schemas/api: run npm run api:types`);
      process.exit(1);
    }
    return;
  }
  if (current !== source) await writeFile(apiTypesFile, source);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
