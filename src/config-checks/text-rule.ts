/**
 * The one rule every piece of text a member, operator or client sends must keep (the API
 * contract's `x-text`, schemas/api/common.json; the app's forms check the same before sending):
 * no NUL and no other C0 control character, except tab and line breaks in text that may span
 * lines; no unpaired UTF-16 surrogate; and a length cap. The database refuses NUL, and a lone
 * surrogate cannot be encoded as UTF-8, so text breaking the rule would otherwise fail deep in a
 * request instead of being named as the field that is wrong.
 */

/** `line`: one line (names, identifiers, search terms); `multiline`: may hold tabs and line breaks (message bodies). */
export type TextKind = 'line' | 'multiline';

export const textKinds: readonly TextKind[] = ['line', 'multiline'];

/** The cap on a string whose schema names no `maxLength` (UTF-16 code units). */
export const defaultTextCaps: Readonly<Record<TextKind, number>> = { line: 1000, multiline: 10000 };

export type TextProblem = { problem: 'control-character'; position: number } | { problem: 'lone-surrogate'; position: number } | { problem: 'too-long'; limit: number };

/** Tab, line feed and carriage return (a textarea's line break may arrive as CR LF): text in `multiline`. */
const lineBreaksAndTab = new Set([0x09, 0x0a, 0x0d]);

/** What is wrong with `value` as text of this kind, or undefined when it keeps the rule. */
export function textProblemOf(value: string, kind: TextKind, limit = defaultTextCaps[kind]): TextProblem | undefined {
  if (value.length > limit) return { problem: 'too-long', limit };
  for (let position = 0; position < value.length; position += 1) {
    const unit = value.charCodeAt(position);
    if (unit < 0x20 && !(kind === 'multiline' && lineBreaksAndTab.has(unit))) return { problem: 'control-character', position };
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(position + 1);
      // A high surrogate with its low one is one character outside the basic plane (an emoji): skip both.
      if (next >= 0xdc00 && next <= 0xdfff) position += 1;
      else return { problem: 'lone-surrogate', position };
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return { problem: 'lone-surrogate', position };
  }
  return undefined;
}

/** A problem found in a value, where: the path of keys and indexes from the value's root. */
export interface LocatedTextProblem {
  readonly path: readonly (string | number)[];
  readonly found: TextProblem;
}

/**
 * Every string inside `value` (object keys too, at any depth) checked against the rule: for a
 * value whose shape no schema describes, such as an operator's configuration file.
 */
export function textProblemsIn(value: unknown, kind: TextKind, path: readonly (string | number)[] = []): LocatedTextProblem[] {
  if (typeof value === 'string') {
    const found = textProblemOf(value, kind);
    return found ? [{ path, found }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textProblemsIn(item, kind, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const found = textProblemOf(key, 'line');
    return [...(found ? [{ path: [...path, key], found }] : []), ...textProblemsIn(item, kind, [...path, key])];
  });
}
