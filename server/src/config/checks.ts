/*
 * The one place the server reaches outside server/: the configuration checks are code (schemas,
 * cross-file rules, widget props against the widget registry), not JSON, and the studio must
 * print exactly what `npm run config:check` prints. Copying them would let the two drift, so the
 * server runs config:check's own functions; nothing else in server/ imports app code. The checks
 * load the runtime, the widget registry and every compiled validator, so they are imported on the
 * first check, not at start.
 */
// eslint-disable-next-line no-restricted-imports -- see above: the server reads files as config:check does.
import { bundleOfFiles, loadConfigFiles } from '../../../scripts/config-files.js';

/** One problem in a configuration: file as in config/ (`menu.json`), JSON pointer, message. */
export interface ConfigProblem {
  file: string;
  pointer: string;
  message: string;
}

/** A tenant's complete set of files by path as in config/ (`menu.json`, `messages/en-US.json`, `forms/transfer.json`). */
export type ConfigFiles = Record<string, unknown>;

/**
 * Files that configure this server, not the member app: the sign-in provider's settings and
 * wording, and which host serves which tenant. They stay on disk; the studio neither versions
 * nor serves them.
 */
export const serverOnlyFiles: ReadonlySet<string> = new Set(['sign-in.json', 'sign-in-messages.json', 'tenants.json']);

/** A tenant's files on disk: config/ with config/tenants/<tenant>/ merged over it (config:check's reading). */
export async function readTenantFilesFromDisk(
  configDir: string,
  tenant: string,
): Promise<{ files: ConfigFiles; problems: ConfigProblem[] }> {
  const loaded = await loadConfigFiles(configDir, tenant === defaultTenant ? undefined : tenant);
  const files: ConfigFiles = {};
  for (const [path, content] of [...loaded.files].sort(([a], [b]) => a.localeCompare(b))) {
    if (!serverOnlyFiles.has(path)) files[path] = content;
  }
  return { files, problems: loaded.errors };
}

/** config:check's checks of the configuration itself on a set of files. */
export async function checkConfigFiles(files: ConfigFiles): Promise<ConfigProblem[]> {
  const { checkBundle } = await import('../../../scripts/config-check.js');
  return checkBundle(bundleOfFiles(new Map(Object.entries(files))));
}

/** The tenant config/ itself is. */
export const defaultTenant = 'default';
