/**
 * Validates a credit union's configuration the way the app does (the shell's files at start, each
 * journey's files when it opens), all at once, and prints every error.
 *
 *   npx tsx scripts/config-check.ts            the default tenant (config/)
 *   npx tsx scripts/config-check.ts <tenant>   config/tenants/<tenant>/ merged over config/
 *   npx tsx scripts/config-check.ts --config <dir> [tenant]   another configuration folder (onboarding drafts)
 *
 * One line per error: `file  pointer  message`; exit status 1 when there is any, else prints
 * "configuration valid" and exits 0.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatConfigErrors, loadConfigValidators, validateConfigBundle, type ConfigError } from '../src/runtime/index.js';
import { widgetRegistry } from '../widgets/index.js';
import { readConfigSchemas, staleGeneratedFiles } from './compile-schemas.js';
import { bundleOfFiles, defaultConfigDir, loadConfigFiles } from './config-files.js';
import { checkForms } from './form-check.js';

export { bundleOfFiles, defaultConfigDir, loadConfigFiles, type LoadedConfigFiles } from './config-files.js';

export interface LoadedConfig {
  /** The bundle as GET /config/bundle would serve it. */
  readonly bundle: Record<string, unknown>;
  /** Problems reading the files themselves (JSON syntax, a missing tenant). */
  readonly errors: ConfigError[];
  /** Files (as in config/) that the tenant overlays. */
  readonly overlaid: ReadonlySet<string>;
}

/** Reads config/ (and a tenant's overlay) into the bundle the app receives. */
export async function loadConfig(configDir = defaultConfigDir, tenant?: string): Promise<LoadedConfig> {
  const { files, errors, overlaid } = await loadConfigFiles(configDir, tenant);
  return { bundle: bundleOfFiles(files), errors, overlaid };
}

/** Every config file must have a schema: its own (schemas/<key>.schema.json) or the one its $schema names. */
async function filesWithoutSchema(bundle: Record<string, unknown>): Promise<ConfigError[]> {
  const schemas = await readConfigSchemas();
  const errors: ConfigError[] = [];
  for (const [key, content] of Object.entries(bundle)) {
    if (schemas.has(key)) continue;
    // Every config/forms/<form>.json is a form (schemas/form.schema.json), whether or not it says so.
    if (key.startsWith('forms/') && schemas.has('form')) continue;
    const hint = content !== null && typeof content === 'object' ? (content as { $schema?: unknown }).$schema : undefined;
    const named = typeof hint === 'string' ? /([A-Za-z0-9_-]+)\.schema\.json$/.exec(hint)?.[1] : undefined;
    if (named !== undefined && schemas.has(named)) continue;
    errors.push({ file: `${key}.json`, pointer: '', message: `no schema for this file: add schemas/${key}.schema.json or a "$schema" naming one in schemas/` });
  }
  return errors;
}

export async function checkConfig(configDir = defaultConfigDir, tenant?: string): Promise<ConfigError[]> {
  const { bundle, errors, overlaid } = await loadConfig(configDir, tenant);
  // An error in a merged file may come from either layer: name both so the operator looks in the right place.
  const located = (error: ConfigError): ConfigError =>
    tenant !== undefined && overlaid.has(error.file) ? { ...error, file: `${error.file} + tenants/${tenant}/${error.file}` } : error;
  const stale = await staleGeneratedFiles();
  if (stale.length > 0) {
    errors.push({ file: 'schemas/', pointer: '', message: `compiled validators are out of date (${stale.join(', ')}); run npx tsx scripts/compile-schemas.ts` });
  }
  errors.push(...(await checkBundle(bundle)));
  return errors.map(located);
}

/**
 * The checks of the configuration itself (not of this checkout's generated files), on a bundle
 * from bundleOfFiles: the config studio runs exactly these on a draft.
 */
export async function checkBundle(bundle: Record<string, unknown>): Promise<ConfigError[]> {
  return [
    ...(await filesWithoutSchema(bundle)),
    // Every file, not only the shell's the app checks at start: journey files are checked in the
    // browser only when their journey opens, so this is where an operator hears about them first.
    ...validateConfigBundle(bundle, widgetRegistry, await loadConfigValidators()),
    ...checkForms(bundle),
  ];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirFlag = args.indexOf('--config');
  // PASSBOOK_CONFIG_DIR: the same folder the server and the config commands read (onboarding drafts, tests).
  const fromEnvironment = process.env.PASSBOOK_CONFIG_DIR ? path.resolve(process.env.PASSBOOK_CONFIG_DIR) : defaultConfigDir;
  const configDir = dirFlag === -1 ? fromEnvironment : path.resolve(args[dirFlag + 1] ?? '.');
  const tenant = args.filter((_arg, index) => dirFlag === -1 || (index !== dirFlag && index !== dirFlag + 1))[0];
  const errors = await checkConfig(configDir, tenant);
  if (errors.length === 0) {
    console.log('configuration valid');
    return;
  }
  console.log(formatConfigErrors(errors));
  console.log(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
  process.exitCode = 1;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}
