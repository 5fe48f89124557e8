/**
 * `npm run config:check`: the command-line face of src/config-checks (the same checks the app
 * runs at start and the studio runs on a draft), over a configuration folder, all files at once.
 *
 *   npx tsx scripts/config-check.ts            the default tenant (config/)
 *   npx tsx scripts/config-check.ts <tenant>   config/tenants/<tenant>/ merged over config/
 *   npx tsx scripts/config-check.ts --config <dir> [tenant]   another configuration folder (onboarding drafts)
 *
 * One line per error: `file  pointer  message`; exit status 1 when there is any, else prints
 * "configuration valid" and exits 0. Beyond the configuration itself it checks this checkout:
 * the generated validators must match the schemas and widget definitions.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleOfFiles, formatConfigErrors, type ConfigError } from '../src/config-checks/index.js';
import { checkBundle, defaultConfigDir, loadConfigFiles } from '../src/config-checks/node.js';
import { staleGeneratedFiles } from './compile-schemas.js';

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
