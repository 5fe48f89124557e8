import { textProblemOf, type TextKind, type TextProblem } from '../../config-checks/index.js';

/** A string of the form data that breaks the text rule: `path` with array indexes (for rjsf's error tree), `field` without (for messages and labels). */
export interface TextViolation {
  readonly path: string;
  readonly field: string;
  readonly found: TextProblem;
}

function child(node: unknown, key: string): unknown {
  return node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
}

/**
 * The same text rule the platform enforces on every request (src/config-checks/text-rule.ts), on
 * every string the member typed, so a NUL or a stray control character pasted into a field is
 * named under that field instead of coming back as the platform's refusal. A field drawn as a
 * textarea may hold line breaks; a schema's own maxLength is checked by the schema, so the rule's
 * default cap applies only to strings without one.
 */
export function textViolations(data: unknown, schema: unknown, uiSchema: unknown, path: readonly string[] = []): TextViolation[] {
  if (typeof data === 'string') {
    const kind: TextKind = child(uiSchema, 'ui:widget') === 'textarea' ? 'multiline' : 'line';
    const maxLength = child(schema, 'maxLength');
    const found = textProblemOf(data, kind, typeof maxLength === 'number' ? Number.POSITIVE_INFINITY : undefined);
    return found ? [{ path: path.join('.'), field: path.filter((segment) => !/^\d+$/.test(segment)).join('.'), found }] : [];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => textViolations(item, child(schema, 'items'), child(uiSchema, 'items'), [...path, String(index)]));
  if (data === null || typeof data !== 'object') return [];
  return Object.entries(data).flatMap(([key, value]) => textViolations(value, child(child(schema, 'properties'), key), child(uiSchema, key), [...path, key]));
}
