import { validateFormFile } from '../../config-checks/form-file.js';
import { describeSchemaErrors } from '../../config-checks/index.js';

/** json-logic, as written in a form's rules: an operator object or a constant. */
export type JsonLogicRule = Readonly<Record<string, unknown>> | boolean;

/** One cross-field rule: when `when` holds for the form data, `field` shows `message`. */
export interface FormRule {
  readonly field: string;
  readonly when: JsonLogicRule;
  readonly message: string;
  /** Placeholder name → json-logic giving its value over the same data. */
  readonly params?: Readonly<Record<string, JsonLogicRule | string | number>>;
}

/** Where an entry of the platform's error body goes: a field, a message key, values for its placeholders. */
export interface ServerErrorMapping {
  readonly field: string;
  readonly message: string;
  /** placeholder name → path in the error entry (`context.limit`). */
  readonly params?: Readonly<Record<string, string>>;
}

/** config/forms/<form>.json, as schemas/form.schema.json describes it. */
export interface FormDefinition {
  readonly title: string;
  /** JSON Schema (2020-12) of the data; validated by the precompiled validator of the same hash. */
  readonly schema: Readonly<Record<string, unknown>>;
  readonly uiSchema?: Readonly<Record<string, unknown>>;
  readonly messages?: {
    /** keyword → message key; `*` for any keyword not listed. */
    readonly keywords?: Readonly<Record<string, string>>;
    /** field path → keyword → message key; wins over `keywords`. */
    readonly fields?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  };
  readonly rules?: readonly FormRule[];
  readonly serverErrors?: Readonly<Record<string, ServerErrorMapping>>;
}

export type FormDefinitionResult =
  | { readonly ok: true; readonly definition: FormDefinition }
  | { readonly ok: false; readonly problems: readonly string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The form `name` of a configuration bundle: `bundle.forms[name]` as the config service serves
 * it. The file is checked against schemas/form.schema.json with its precompiled validator, so a
 * broken form shows what is wrong instead of rendering half a form.
 */
export function readFormDefinition(bundle: Readonly<Record<string, unknown>>, name: string): FormDefinitionResult {
  const forms = bundle.forms;
  const content = isRecord(forms) ? forms[name] : undefined;
  if (content === undefined) {
    const known = isRecord(forms) ? Object.keys(forms).sort().join(', ') : '';
    return { ok: false, problems: [`forms/${name}.json does not exist; forms: ${known || '(none)'}`] };
  }
  const validate = validateFormFile;
  if (!validate(content)) {
    return {
      ok: false,
      problems: describeSchemaErrors(validate.errors ?? []).map(({ pointer, message }) => `forms/${name}.json ${pointer || '/'}: ${message}`),
    };
  }
  return { ok: true, definition: content as FormDefinition };
}
