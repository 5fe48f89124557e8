import { formatConfigErrors, validateConfigBundle, type ConfigBundle, type ConfigError } from '../config-checks/index.js';
import type { WidgetRegistry } from './widget-registry.js';

/*
 * The checks themselves live in src/config-checks (React-free, shared with config:check and the
 * config service); the runtime only turns their answer into the exception boot can throw.
 */

export class ConfigInvalidError extends Error {
  constructor(readonly errors: readonly ConfigError[]) {
    super(`The configuration has ${errors.length} error${errors.length === 1 ? '' : 's'}:\n${formatConfigErrors(errors)}`);
    this.name = 'ConfigInvalidError';
  }
}

/** validateConfigBundle for callers that want the typed bundle or an exception. */
export function assertValidConfig(bundle: unknown, registry: WidgetRegistry): ConfigBundle {
  const errors = validateConfigBundle(bundle, registry);
  if (errors.length > 0) throw new ConfigInvalidError(errors);
  return bundle as ConfigBundle;
}
