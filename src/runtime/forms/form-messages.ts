import type { FormDefinition } from './form-definition.js';

/** Catalogue lookup: the text of a key with `{name}` placeholders filled, or undefined when the key is missing. */
export type MessageLookup = (key: string, params?: Readonly<Record<string, string | number>>) => string | undefined;

/** A validation error as rjsf reports it (the fields this module reads and writes). */
export interface FormValidationError {
  name?: string;
  property?: string;
  message?: string;
  params?: unknown;
  stack: string;
  schemaPath?: string;
  title?: string;
}

/** Catalogue key used when neither the field nor the form names a message for a keyword. */
export const FALLBACK_MESSAGE_KEY = 'forms.invalidValue';

/**
 * The path a form's messages and rules name a field by: rjsf's property (`.address.postalCode`,
 * `amount` for a required error, `.channels.0`) without the leading dot and array indexes.
 */
export function fieldKeyOf(property: string | undefined): string {
  return (property ?? '')
    .split('.')
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
    .join('.');
}

/** Which message key a keyword error on a field gets: the field's own, then the form's, then `*`. */
export function messageKeyFor(definition: FormDefinition, field: string, keyword: string): string {
  const own = definition.messages?.fields?.[field];
  const form = definition.messages?.keywords;
  return own?.[keyword] ?? own?.['*'] ?? form?.[keyword] ?? form?.['*'] ?? FALLBACK_MESSAGE_KEY;
}

/** Catalogue key for text that breaks the text rule (control characters, a broken symbol) when the form names none. */
export const INVALID_TEXT_MESSAGE_KEY = 'forms.invalidText';

/**
 * The message for text that breaks the text rule: the field's or the form's `text` message, else
 * the catalogue's own; not the form's `*`, whose generic wording would not say what to retype.
 */
export function textMessageKeyFor(definition: FormDefinition, field: string): string {
  return definition.messages?.fields?.[field]?.text ?? definition.messages?.keywords?.text ?? INVALID_TEXT_MESSAGE_KEY;
}

function paramsOf(params: unknown): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  if (params === null || typeof params !== 'object') return result;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') result[name] = value;
    else if (Array.isArray(value)) result[name] = value.join(', ');
  }
  return result;
}

/**
 * Rewrites rjsf's (ajv's English) errors in the form's wording: each error's message comes from
 * the catalogue key the form names for its keyword and field, with `{field}` (the field's label)
 * and the keyword's parameters (`{limit}`, `{missingProperty}`, ...) filled in; the error list
 * line (`stack`) names the field first so the summary says which field is wrong.
 */
export function translateValidationErrors<E extends FormValidationError>(
  errors: readonly E[],
  definition: FormDefinition,
  lookup: MessageLookup,
  labelOf: (field: string) => string,
): E[] {
  return errors.map((error) => {
    const field = fieldKeyOf(error.property);
    const keyword = error.name ?? '*';
    const label = labelOf(field);
    const key = messageKeyFor(definition, field, keyword);
    const message = lookup(key, { ...paramsOf(error.params), field: label }) ?? key;
    return { ...error, message, stack: label === '' ? message : `${label}: ${message}` };
  });
}
