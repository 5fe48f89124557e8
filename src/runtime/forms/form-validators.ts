import { hashForSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
// The precompiled validator alone: the package index would also bring ajv's schema compiler.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { formValidatorLoaders } from '../generated/forms/index.js';

/** A module scripts/compile-schemas.ts generates per form schema. */
export interface PrecompiledFormValidator {
  readonly rootHash: string;
  readonly validateFns: ValidatorFunctions;
}

export type FormValidatorResult =
  | { readonly ok: true; readonly validator: ValidatorType }
  | { readonly ok: false; readonly reason: 'not-compiled' };

const loaded = new Map<string, Promise<PrecompiledFormValidator | undefined>>();

function load(hash: string, loaders: Readonly<Record<string, () => Promise<PrecompiledFormValidator>>>): Promise<PrecompiledFormValidator | undefined> {
  let pending = loaded.get(hash);
  if (pending === undefined) {
    const loader = loaders[hash];
    pending = loader === undefined ? Promise.resolve(undefined) : loader();
    loaded.set(hash, pending);
  }
  return pending;
}

/**
 * The rjsf validator of a form schema, found by rjsf's hash of the schema among the validators
 * compiled ahead of time. A schema edited after the last compile has no validator: the form then
 * refuses to render rather than validate against an old schema.
 */
export async function loadFormValidator(
  schema: RJSFSchema,
  loaders: Readonly<Record<string, () => Promise<PrecompiledFormValidator>>> = formValidatorLoaders,
): Promise<FormValidatorResult> {
  const compiled = await load(hashForSchema(schema), loaders);
  if (compiled === undefined) return { ok: false, reason: 'not-compiled' };
  return { ok: true, validator: createPrecompiledValidator(compiled.validateFns, schema) };
}
