import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { isJsonObject, type Json, type JsonObject } from './compose.js';
import { jsonSchemaOf, type ContractOperation } from './route-schemas.js';
import type { ApiContract } from './index.js';

/**
 * Whether an answer is exactly what the contract allows. An object schema that does not say
 * `additionalProperties` lists every field the answer may carry (the server's serializer drops
 * anything else), so here such objects are closed: a field the contract does not name is
 * reported, as is a missing required field or a wrong type. Used by the contract test on the
 * sandbox's answers and on the examples msw handlers serve in component tests.
 */

const addFormats = ajvFormats.default;
const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
addFormats(ajv);
const compiled = new Map<string, ValidateFunction>();

function closed(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!isJsonObject(schema)) return schema;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    result[key] = key === 'examples' || key === 'default' || key === 'enum' || key === 'const' ? value : closed(value);
  }
  if (isJsonObject(schema.properties) && !('additionalProperties' in schema)) result.additionalProperties = false;
  return result;
}

/** The JSON schema of an operation's answer with this status, or of its request body. */
function schemaOf(contract: ApiContract, entry: ContractOperation, part: string): JsonObject | undefined {
  const holder = part === 'request' ? entry.operation.requestBody : isJsonObject(entry.operation.responses) ? entry.operation.responses[part] : undefined;
  return jsonSchemaOf(contract.document, holder);
}

/**
 * What is wrong with `value` as the operation's answer with `status` ('request' for its body):
 * an empty list when it conforms. Throws when the contract defines no JSON body there.
 */
export function contractViolations(contract: ApiContract, entry: ContractOperation, part: string, value: unknown): string[] {
  const key = `${entry.method} ${entry.path} ${part}`;
  let validate = compiled.get(key);
  if (!validate) {
    const schema = schemaOf(contract, entry, part);
    if (schema === undefined) throw new Error(`The contract defines no JSON ${part === 'request' ? 'request body' : `${part} answer`} for ${key}`);
    validate = ajv.compile(closed(schema) as object);
    compiled.set(key, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) =>
    `${error.instancePath || '/'} ${error.message ?? 'is not valid'}${error.keyword === 'additionalProperties' ? `: ${String(error.params.additionalProperty)}` : ''}`,
  );
}

/** Every example the contract holds, with where it sits (for the contract test). */
export function contractExamples(entry: ContractOperation): Array<{ part: string; name: string; value: unknown }> {
  const found: Array<{ part: string; name: string; value: unknown }> = [];
  const collect = (part: string, holder: Json | undefined) => {
    const media = isJsonObject(holder) && isJsonObject(holder.content) ? holder.content['application/json'] : undefined;
    if (!isJsonObject(media) || !isJsonObject(media.examples)) return;
    for (const [name, example] of Object.entries(media.examples)) {
      if (isJsonObject(example) && 'value' in example) found.push({ part, name, value: example.value });
    }
  };
  collect('request', entry.operation.requestBody);
  for (const [status, response] of Object.entries(isJsonObject(entry.operation.responses) ? entry.operation.responses : {})) collect(status, response);
  return found;
}
