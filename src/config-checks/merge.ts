/**
 * A tenant's files over the default configuration: objects merge key by key (recursively);
 * arrays and scalars in the overlay replace the base value, so a tenant restating a route list or
 * a menu group gets exactly what it wrote, never a mix.
 */
export function mergeConfig(base: unknown, overlay: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(overlay)) return overlay === undefined ? base : overlay;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    merged[key] = Object.hasOwn(base, key) ? mergeConfig(base[key], value) : value;
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
