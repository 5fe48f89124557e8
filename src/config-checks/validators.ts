import type { CompiledValidator } from './compiled-validator.js';
import { fileNameOf, REQUIRED_FILES } from './config-files.js';
import type { ConfigError } from './config-types.js';
import { isRecord } from './json.js';
import { configValidatorLoaders } from './generated/config-validators/index.js';
import { describeSchemaErrors } from './schema-errors.js';

/** Compiled schema validators by file name (schemas/<name>.schema.json → <name>). */
export type ConfigValidators = Readonly<Record<string, CompiledValidator>>;

export const regenerateHint = 'run `npx tsx scripts/compile-schemas.ts`';

/** Every config schema there is a compiled validator for: schemas/<name>.schema.json → <name>. */
export function configSchemaNames(): string[] {
  return Object.keys(configValidatorLoaders);
}

/**
 * Which schema checks a file, by name: its own (schemas/<key>.schema.json) when there is one;
 * for files without their own, the schema their `$schema` names (e.g. sign-in-messages.json uses
 * messages.schema.json); none otherwise.
 */
export function schemaNameOf(key: string, content: unknown, known: readonly string[] = configSchemaNames()): string | undefined {
  if (known.includes(key)) return key;
  // Every config/journeys/<id>.json is a journey, whether or not it says so.
  if (key.startsWith('journeys/') && known.includes('journey')) return 'journey';
  if (!isRecord(content) || typeof content.$schema !== 'string') return undefined;
  return /([A-Za-z0-9_-]+)\.schema\.json$/.exec(content.$schema)?.[1];
}

const loadedValidators = new Map<string, Promise<CompiledValidator | undefined>>();

function loadValidator(name: string): Promise<CompiledValidator | undefined> {
  const load = configValidatorLoaders[name];
  if (load === undefined) return Promise.resolve(undefined);
  let loading = loadedValidators.get(name);
  if (loading === undefined) {
    loading = load().then((module) => module.validate);
    // A failed download may succeed later (a retry, a restored connection): do not keep it.
    loading.catch(() => loadedValidators.delete(name));
    loadedValidators.set(name, loading);
  }
  return loading;
}

/**
 * The compiled validators of `names` (default: every config schema), each its own chunk, loaded
 * once. Names without a schema are left out.
 */
export async function loadConfigValidators(names: readonly string[] = configSchemaNames()): Promise<ConfigValidators> {
  const loaded = await Promise.all(names.map(async (name) => [name, await loadValidator(name)] as const));
  return Object.fromEntries(loaded.filter((entry): entry is readonly [string, CompiledValidator] => entry[1] !== undefined));
}

/** The validators of the shell's files (REQUIRED_FILES), which validateConfigBundle checks a bundle with. */
export function loadShellConfigValidators(): Promise<ConfigValidators> {
  return loadConfigValidators(REQUIRED_FILES);
}

interface FileCheck {
  readonly promise: Promise<ConfigError[]>;
  /** Set once the check has finished, so a later render can use it without waiting a tick. */
  result?: ConfigError[];
}

const checkedFiles = new WeakMap<object, Map<string, FileCheck>>();

function fileCheck(bundle: Readonly<Record<string, unknown>>, files: readonly string[]): FileCheck {
  let byFiles = checkedFiles.get(bundle);
  if (byFiles === undefined) {
    byFiles = new Map();
    checkedFiles.set(bundle, byFiles);
  }
  const key = files.join('\n');
  const known = byFiles.get(key);
  if (known !== undefined) return known;
  const present = files.filter((file) => bundle[file] !== undefined);
  const schemaNames = present.map((file) => schemaNameOf(file, bundle[file]));
  const promise = loadConfigValidators(schemaNames.filter((name): name is string => name !== undefined)).then((validators) =>
    present.flatMap((file, index) => {
      const name = schemaNames[index];
      const validate = name === undefined ? undefined : validators[name];
      if (validate === undefined || validate(bundle[file])) return [];
      return describeSchemaErrors(validate.errors ?? []).map(({ pointer, message }) => ({ file: fileNameOf(file, bundle), pointer, message }));
    }),
  );
  const check: FileCheck = { promise };
  const cache = byFiles;
  promise.then(
    (errors) => {
      check.result = errors;
    },
    () => cache.delete(key),
  );
  byFiles.set(key, check);
  return check;
}

/**
 * Checks journey files of the bundle against their schemas, e.g. `['property-cards']` before the
 * account details render: their validators download with the journey, not with the first screen.
 * Files the bundle lacks or that have no schema pass (config:check reports a file without a
 * schema). The answer per bundle and file list is kept, so render code may call this repeatedly
 * and get the same promise (React's `use` needs that). Rejects only when a validator fails to
 * download, and then is not kept, so a retry downloads again.
 */
export function checkConfigFiles(bundle: Readonly<Record<string, unknown>>, files: readonly string[]): Promise<ConfigError[]> {
  return fileCheck(bundle, files).promise;
}

/** The answer of checkConfigFiles when it has already finished, else undefined (for render code). */
export function finishedConfigCheck(bundle: Readonly<Record<string, unknown>>, files: readonly string[]): ConfigError[] | undefined {
  return fileCheck(bundle, files).result;
}
