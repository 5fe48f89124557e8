/*
 * The studio API's configuration checks are src/config-checks, the React-free checker that
 * `npm run config:check` and the app run too, so the studio prints exactly what config:check
 * prints. Its node entry reads a folder the way config:check does and checks a set of files;
 * it loads no React and no widget component (widgets are known from the generated catalogue).
 */
import { bundleOfFiles, describeSchemaErrors, loadConfigValidators } from '../../../src/config-checks/index.js';
import { checkBundle, loadConfigFiles } from '../../../src/config-checks/node.js';

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

/**
 * What is wrong with one configuration file by its schema (schemas/<name>.schema.json), through the
 * validator compiled for config:check and the app, as `pointer message` lines; none when it is valid.
 */
export async function schemaProblemsOf(schemaName: string, content: unknown): Promise<string[]> {
  const validate = (await loadConfigValidators([schemaName]))[schemaName];
  if (validate === undefined) throw new Error(`schemas/${schemaName}.schema.json has no compiled validator; run npx tsx scripts/compile-schemas.ts`);
  if (validate(content)) return [];
  return describeSchemaErrors(validate.errors ?? []).map(({ pointer, message }) => `${pointer || '/'} ${message}`);
}

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
  return checkBundle(bundleOfFiles(new Map(Object.entries(files))));
}

/** The tenant config/ itself is. */
export const defaultTenant = 'default';
