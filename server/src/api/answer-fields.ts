/**
 * Drops null and undefined values: the platform omits absent fields, and fast-json-stringify
 * would otherwise write a null string field as "".
 */
export function withoutEmpty<T extends Record<string, unknown>>(value: T): Partial<T> {
  const result: Record<string, unknown> = {};
  // for…in rather than Object.entries: no array of pairs per object (a product summary makes
  // several per product: it halved this function's share of the answer's CPU in a profile).
  for (const key in value) {
    const item = value[key];
    if (item !== null && item !== undefined) result[key] = item;
  }
  return result as Partial<T>;
}

/**
 * A NUMERIC value (a string from the database) as a JSON number, for the operations whose
 * platform shape types money as a number. The value was computed exactly in SQL; converting a
 * two-decimal amount far below 2^53 cents to a double and printing it gives back the same digits.
 */
export function decimalNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
