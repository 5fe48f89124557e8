import type { FlagsConfig } from '../config-checks/index.js';

/** The flag values of flags.json (without `$schema`): the defaults remote flags override. */
export function flagDefaults(flags: FlagsConfig): Record<string, unknown> {
  return Object.fromEntries(Object.entries(flags).filter(([name]) => name !== '$schema'));
}

/**
 * Remote values over the defaults. Only flags declared in flags.json are taken, and only with the
 * declared type, so a stray or mistyped remote value cannot switch something on.
 */
export function mergeRemoteFlags(defaults: Readonly<Record<string, unknown>>, remote: unknown): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults };
  if (remote === null || typeof remote !== 'object' || Array.isArray(remote)) return merged;
  for (const [name, value] of Object.entries(remote as Record<string, unknown>)) {
    if (Object.hasOwn(defaults, name) && typeof value === typeof defaults[name]) merged[name] = value;
  }
  return merged;
}
