/**
 * The string formats the configuration's schemas use (`"format": "email"`, `"format": "uri"`), for
 * the validators scripts/compile-schemas.ts generates. Our own two rather than ajv-formats' whole
 * set: the shell's validators load with the first screen, and that set brings every format JSON
 * Schema names. A schema naming another format fails compile-schemas (ajv's strict mode), which
 * is the moment to add it here.
 */
export const schemaFormats = {
  /** An address mail can reach: something before one @, a domain with at least one dot after it, no spaces. */
  email: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u,
  /** An absolute URI: a scheme, then what the URL parser every browser and Node share accepts. */
  uri: (value: string): boolean => {
    if (!/^[A-Za-z][A-Za-z0-9+.-]*:/u.test(value)) return false;
    try {
      new URL(value);
      return true;
    } catch {
      return false;
    }
  },
};
