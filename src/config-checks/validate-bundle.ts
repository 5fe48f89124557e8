import { checkAfterLogin } from './after-login.js';
import type { CompiledValidator } from './compiled-validator.js';
import { fileNameOf, REQUIRED_FILES } from './config-files.js';
import type { AfterLoginConfig, AppConfig, ConfigError, MenuConfig } from './config-types.js';
import { isRecord } from './json.js';
import { checkJourneys } from './journeys.js';
import { checkNotificationPreferencesMode } from './notification-mode.js';
import { checkCatalogue, checkEntitlementFlags, checkJourneyMessages, checkMenu, checkRoutes, References } from './references.js';
import { describeSchemaErrors } from './schema-errors.js';
import { loadShellConfigValidators, regenerateHint, schemaNameOf, type ConfigValidators } from './validators.js';
import type { WidgetCatalogue } from './widget-catalogue.js';
import { checkWidgetReference } from './widget-references.js';

function validatorFor(key: string, content: unknown, validators: ConfigValidators): CompiledValidator | undefined {
  const name = schemaNameOf(key, content, Object.keys(validators));
  return name === undefined ? undefined : validators[name];
}

/**
 * Checks a configuration bundle: each file that has a validator in `validators` against its
 * schema, then the references between files and to the widgets. Returns every problem found
 * (empty = valid); never throws, whatever the input.
 *
 * `validators`: the shell's files' (loadShellConfigValidators), which is what the server checks
 * before it serves a bundle; a journey's own file is checked when its widget first renders
 * (checkConfigFiles). For the whole bundle, as config:check does, `await loadConfigValidators()`.
 *
 * Cross-checks: every widget a route or modal names, or another widget's props nest, is
 * registered (the message lists the registered ids) and its props satisfy the widget's props
 * schema; the message keys and routes those props name exist; redirects, fallbacks and menu
 * paths name existing routes; no fallback chain loops; the no-access route needs no entitlement
 * and the context-selection route no context; every entitlement, flag and message key
 * referenced exists (journey files' keys too, when they are checked); config/journeys/ files
 * name existing steps, forms, routes, and step widgets and actions their hosting widget provides;
 * after-login.json's overlays name existing messages, routes and entitlements.
 */
export function validateConfigBundle(bundle: unknown, catalogue: WidgetCatalogue, validators: ConfigValidators): ConfigError[] {
  if (!isRecord(bundle)) return [{ file: '(bundle)', pointer: '', message: 'the configuration must be a JSON object of files' }];
  const errors: ConfigError[] = [];
  const valid = new Set<string>();

  for (const key of REQUIRED_FILES) {
    if (bundle[key] === undefined) errors.push({ file: fileNameOf(key, bundle), pointer: '', message: 'file is missing' });
    else if (validators[key] === undefined) errors.push({ file: fileNameOf(key, bundle), pointer: '', message: `no compiled schema for this file; ${regenerateHint}` });
  }
  for (const [key, content] of Object.entries(bundle)) {
    const validate = validatorFor(key, content, validators);
    if (validate === undefined) continue;
    if (validate(content)) {
      valid.add(key);
      continue;
    }
    for (const { pointer, message } of describeSchemaErrors(validate.errors ?? [])) errors.push({ file: fileNameOf(key, bundle), pointer, message });
  }

  // Each cross-check only reads files that passed their schema, so it can trust their shape.
  const refs = new References(bundle, valid, errors);
  if (refs.routes !== undefined) checkRoutes(refs, refs.routes, (pointer, reference) => checkWidgetReference(refs, catalogue, pointer, reference));
  checkJourneys(refs, valid, catalogue);
  if (valid.has('menu')) checkMenu(refs, bundle.menu as MenuConfig);
  if (valid.has('entitlements')) checkEntitlementFlags(refs);
  if (valid.has('after-login')) checkAfterLogin(refs, bundle['after-login'] as AfterLoginConfig);
  checkNotificationPreferencesMode(refs, valid.has('app') ? (bundle.app as AppConfig) : undefined, valid.has('menu') ? (bundle.menu as MenuConfig) : undefined);
  if (valid.has('messages')) {
    checkCatalogue(refs);
    checkJourneyMessages(refs, valid);
  }
  return errors;
}

/**
 * What the app needs of a bundle before it starts: validateConfigBundle with the shell's files'
 * validators. The config service runs it once per version it serves (with the widgets as the app
 * knows them before any renders, node.ts checkServedBundle); the app runs it only on a bundle the
 * service did not say `passed` of.
 */
export async function checkBundleBeforeStart(bundle: unknown, catalogue: WidgetCatalogue): Promise<ConfigError[]> {
  return validateConfigBundle(bundle, catalogue, await loadShellConfigValidators());
}

/** One line per error: `file  pointer  message`, as config:check prints them. */
export function formatConfigErrors(errors: readonly ConfigError[]): string {
  return errors.map((error) => `${error.file}  ${error.pointer || '/'}  ${error.message}`).join('\n');
}
