/** Type guards for the platform's JSON: every answer is `unknown` until one of these has looked at it. */

export type JsonRecord = Readonly<Record<string, unknown>>;

export const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The items of a list that pass `guard`; none when the value is not a list. */
export const listOf = <T>(value: unknown, guard: (item: unknown) => item is T): T[] => (Array.isArray(value) ? value.filter(guard) : []);

/** A guard for one value of an enumeration the contract defines (its generated `…Values` list). */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);

export const booleanOf = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** An entry the platform lists by id (its name, when it has none, is the id); undefined without an id. */
export function namedEntryOf(value: unknown): { entry: JsonRecord; id: string; name: string } | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  return id ? { entry: value, id, name: stringOf(value.name) ?? id } : undefined;
}

/** Money arrives as a decimal string ("1234.56") or, from some platform versions, a JSON number. */
export const decimalOf = (value: unknown): string | undefined => {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
};

export class UnexpectedAnswerError extends Error {
  constructor(what: string) {
    super(`The platform answered ${what} in an unexpected shape.`);
    this.name = 'UnexpectedAnswerError';
  }
}

export function expectRecord(value: unknown, what: string): JsonRecord {
  if (!isRecord(value)) throw new UnexpectedAnswerError(what);
  return value;
}

export function expectArray(value: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new UnexpectedAnswerError(what);
  return value;
}
