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
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatConfigErrors, loadConfigValidators, mergeConfig, validateConfigBundle, type ConfigError } from '../src/runtime/index.js';
import { widgetRegistry } from '../widgets/index.js';
import { readConfigSchemas, staleGeneratedFiles } from './compile-schemas.js';
import { checkForms } from './form-check.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultConfigDir = path.join(root, 'config');

export interface LoadedConfig {
  /** The bundle as GET /config/bundle would serve it. */
  readonly bundle: Record<string, unknown>;
  /** Problems reading the files themselves (JSON syntax, a missing tenant). */
  readonly errors: ConfigError[];
  /** Files (as in config/) that the tenant overlays. */
  readonly overlaid: ReadonlySet<string>;
}

async function jsonFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // Tenants are overlays, not part of the default configuration.
      if (path.relative(base, full) === 'tenants') continue;
      files.push(...(await jsonFiles(full, base)));
    } else if (entry.name.endsWith('.json')) {
      files.push(path.relative(base, full).split(path.sep).join('/'));
    }
  }
  return files.sort();
}

async function readJsonFiles(dir: string, errors: ConfigError[], label: (file: string) => string): Promise<Map<string, unknown>> {
  const contents = new Map<string, unknown>();
  for (const file of await jsonFiles(dir)) {
    const text = await readFile(path.join(dir, file), 'utf8');
    try {
      contents.set(file, JSON.parse(text) as unknown);
    } catch (error) {
      errors.push({ file: label(file), pointer: '', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return contents;
}

/** Bundle key of a file: `routes.json` → routes; the catalogue of the app's locale → messages. */
function bundleKey(file: string, locale: string): string {
  const key = file.replace(/\.json$/, '');
  return key === `messages/${locale}` ? 'messages' : key;
}

/** Reads config/ (and a tenant's overlay) into the bundle the app receives. */
export async function loadConfig(configDir = defaultConfigDir, tenant?: string): Promise<LoadedConfig> {
  const errors: ConfigError[] = [];
  const overlaid = new Set<string>();
  const files = await readJsonFiles(configDir, errors, (file) => file);
  if (tenant !== undefined) {
    const tenantDir = path.join(configDir, 'tenants', tenant);
    const isDir = await stat(tenantDir).then((info) => info.isDirectory(), () => false);
    if (!isDir) {
      errors.push({ file: `tenants/${tenant}`, pointer: '', message: `tenant "${tenant}" does not exist (no folder ${path.relative(root, tenantDir)})` });
    } else {
      const overlay = await readJsonFiles(tenantDir, errors, (file) => `tenants/${tenant}/${file}`);
      for (const [file, content] of overlay) {
        files.set(file, mergeConfig(files.get(file), content));
        overlaid.add(file);
      }
    }
  }
  const app = files.get('app.json');
  const locale =
    app !== null && typeof app === 'object' && typeof (app as { locale?: unknown }).locale === 'string' ? (app as { locale: string }).locale : 'en-US';
  const bundle: Record<string, unknown> = {};
  for (const [file, content] of files) bundle[bundleKey(file, locale)] = content;
  return { bundle, errors, overlaid };
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
  errors.push(...(await filesWithoutSchema(bundle)));
  // Every file, not only the shell's the app checks at start: journey files are checked in the
  // browser only when their journey opens, so this is where an operator hears about them first.
  errors.push(...validateConfigBundle(bundle, widgetRegistry, await loadConfigValidators()));
  errors.push(...checkForms(bundle));
  return errors.map(located);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirFlag = args.indexOf('--config');
  const configDir = dirFlag === -1 ? defaultConfigDir : path.resolve(args[dirFlag + 1] ?? '.');
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
