import type { FormDefinition } from './form-definition.js';
import type { MessageLookup } from './form-messages.js';

/** The platform's error body, `{message, key, errors[{key, message, context}]}`; a PlatformError has this shape. */
export interface ServerErrorLike {
  readonly key?: string;
  readonly message?: string;
  readonly errors?: readonly { readonly key?: string; readonly message?: string; readonly context?: unknown }[];
}

export interface ServerFieldError {
  readonly field: string;
  readonly text: string;
}

/** Formats a value put into a server error text (e.g. a limit as money); the default writes it as is. */
export type ServerParamFormatter = (name: string, value: unknown) => string;

function valueAt(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const segment of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const plain: ServerParamFormatter = (_name, value) => (value === undefined || value === null ? '' : String(value));

/**
 * Maps a server error onto fields by key, as the form's `serverErrors` says: each entry of
 * `errors[]` (and the body's own key) whose key the form maps becomes its field's error, the text
 * from the catalogue with `#name#` and `{name}` replaced by the value the mapping's `params` point
 * at (`{"amount": "context.limit"}` turns '#amount#' into the limit). Entries the form does not
 * map are left to the caller's general error banner.
 */
export function serverFieldErrors(
  definition: FormDefinition,
  error: ServerErrorLike | null | undefined,
  lookup: MessageLookup,
  format: ServerParamFormatter = plain,
): ServerFieldError[] {
  if (!error || !definition.serverErrors) return [];
  const entries = [...(error.errors ?? [])];
  if (error.key !== undefined && !entries.some((entry) => entry.key === error.key)) entries.push({ key: error.key, message: error.message });
  const result: ServerFieldError[] = [];
  for (const entry of entries) {
    const mapping = entry.key === undefined ? undefined : definition.serverErrors[entry.key];
    if (mapping === undefined) continue;
    const values: Record<string, string> = {};
    for (const [name, path] of Object.entries(mapping.params ?? {})) values[name] = format(name, valueAt(entry, path));
    let text = lookup(mapping.message, values) ?? mapping.message;
    for (const [name, value] of Object.entries(values)) text = text.split(`#${name}#`).join(value);
    result.push({ field: mapping.field, text });
  }
  return result;
}
