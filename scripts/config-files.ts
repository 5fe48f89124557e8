/**
 * Reading a configuration folder into files by path and the bundle config:check checks: the part
 * of config:check the config service needs at start, kept apart from the checks so that reading
 * files does not load the runtime, the widget registry and every compiled validator.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from '../src/runtime/merge.js';
import type { ConfigError } from '../src/runtime/config-types.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultConfigDir = path.join(root, 'config');

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

export interface LoadedConfigFiles {
  /** Every file by its path as in config/ (`menu.json`, `messages/en-US.json`), the tenant's overlay merged in. */
  readonly files: Map<string, unknown>;
  readonly errors: ConfigError[];
  readonly overlaid: ReadonlySet<string>;
}

/** Reads config/ (and a tenant's overlay merged over it) as files by path; the config service versions these. */
export async function loadConfigFiles(configDir = defaultConfigDir, tenant?: string): Promise<LoadedConfigFiles> {
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
  return { files, errors, overlaid };
}

/** The bundle config:check checks, from files by path: keys are paths without `.json`; the app's locale catalogue is `messages`. */
export function bundleOfFiles(files: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const app = files.get('app.json');
  const locale =
    app !== null && typeof app === 'object' && typeof (app as { locale?: unknown }).locale === 'string' ? (app as { locale: string }).locale : 'en-US';
  const bundle: Record<string, unknown> = {};
  for (const [file, content] of files) bundle[bundleKey(file, locale)] = content;
  return bundle;
}
