/**
 * A short fingerprint of a JSON value, independent of key order. The schema compiler stores one per
 * widget props schema so the registry can tell when the compiled validator no longer matches the
 * schema in the widget's definition (someone edited the schema and forgot `npm run schemas:compile`).
 */
export function schemaHash(value: unknown): string {
  const text = canonicalJson(value);
  // FNV-1a, 32 bit: tiny and deterministic; collisions only matter for staleness warnings.
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
