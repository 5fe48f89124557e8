/*
 * The configuration checks' node entry (config:check, the config service's studio API, scripts):
 * reading a configuration folder, and the complete check of a bundle, which compiles each form's
 * schema with ajv (a compiler the browser never loads) and knows the widgets from the generated
 * catalogue instead of the app's registry, so no React component is ever imported.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledValidator } from './compiled-validator.js';
import type { ConfigError } from './config-types.js';
import { checkForms } from './forms.js';
import widgetCatalogueData from './generated/widget-catalogue.json' with { type: 'json' };
import { widgetPropsValidatorLoaders, widgetSchemaHashes } from './generated/widget-props/index.js';
import { mergeConfig } from './merge.js';
import { schemaHash } from './schema-hash.js';
import { configSchemaNames, loadConfigValidators } from './validators.js';
import { checkBundleBeforeStart, validateConfigBundle } from './validate-bundle.js';
import type { CataloguedWidget, ValidatorState, WidgetCatalogue } from './widget-catalogue.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultConfigDir = path.join(root, 'config');

/** One widget as scripts/compile-schemas.ts writes it into generated/widget-catalogue.json. */
interface WidgetCatalogueEntry extends CataloguedWidget {
  readonly title: string;
  readonly propsSchema: Readonly<Record<string, unknown>>;
  /** Names of the rjsf widgets the widget registers or passes to its forms. */
  readonly formWidgets: readonly string[];
}

function isCatalogueEntry(value: unknown): value is WidgetCatalogueEntry {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.version === 'string' && typeof entry.title === 'string' && typeof entry.propsSchema === 'object' && Array.isArray(entry.formWidgets);
}

/** The registered widgets by id, with their props schemas as JSON (the studio's widget picker reads these too). */
export const widgetCatalogueEntries: ReadonlyMap<string, WidgetCatalogueEntry> = new Map(
  Object.entries(widgetCatalogueData as Record<string, unknown>).filter((entry): entry is [string, WidgetCatalogueEntry] => isCatalogueEntry(entry[1])),
);

/** The widgets as the checks see them in node: the generated catalogue and props validators, all loaded. */
function nodeWidgetCatalogue(validators: Readonly<Record<string, CompiledValidator>>): WidgetCatalogue {
  const validatorState = (id: string): ValidatorState => {
    const entry = widgetCatalogueEntries.get(id);
    const hash = widgetSchemaHashes[id];
    if (entry === undefined || hash === undefined || validators[id] === undefined) return 'missing';
    return hash === schemaHash(entry.propsSchema) ? 'ok' : 'stale';
  };
  return {
    ids: () => [...widgetCatalogueEntries.keys()],
    getIfExists: (id) => widgetCatalogueEntries.get(id),
    propsValidator: (id) => (validatorState(id) === 'ok' ? validators[id] : undefined),
    validatorState,
  };
}

/**
 * The widgets as the app's registry knows them before any of them renders: registered, with a
 * props validator not loaded yet (`unloaded`), so their props are checked when
 * the widget first renders (one broken widget shows its placeholder, not an error page) and only
 * the names their props point to are checked here.
 */
const servedBundleCatalogue: WidgetCatalogue = {
  ids: () => [...widgetCatalogueEntries.keys()],
  getIfExists: (id) => widgetCatalogueEntries.get(id),
  propsValidator: () => undefined,
  validatorState: (id) =>
    widgetCatalogueEntries.has(id) && widgetSchemaHashes[id] !== undefined && widgetPropsValidatorLoaders[id] !== undefined ? 'unloaded' : 'missing',
};

/**
 * checkBundleBeforeStart in node, with the widgets as the app knows them before any renders: the
 * config service checks every bundle with it before serving it, so no browser downloads the
 * validators to check it again. config:check and the studio check more (checkBundle).
 */
export function checkServedBundle(bundle: unknown): Promise<ConfigError[]> {
  return checkBundleBeforeStart(bundle, servedBundleCatalogue);
}

let loadedWidgetCatalogue: Promise<WidgetCatalogue> | undefined;

/** nodeWidgetCatalogue with every widget's props validator module loaded (once per process). */
function widgetCatalogue(): Promise<WidgetCatalogue> {
  loadedWidgetCatalogue ??= Promise.all(
    Object.entries(widgetPropsValidatorLoaders).map(async ([id, load]) => [id, (await load()).validate] as const),
  ).then((loaded) => nodeWidgetCatalogue(Object.fromEntries(loaded)));
  return loadedWidgetCatalogue;
}

/** Every config file must have a schema: its own (schemas/<key>.schema.json) or the one its $schema names. */
function filesWithoutSchema(bundle: Readonly<Record<string, unknown>>): ConfigError[] {
  const schemas = new Set(configSchemaNames());
  const errors: ConfigError[] = [];
  for (const [key, content] of Object.entries(bundle)) {
    // Every config/forms/<form>.json is a form (schemas/form.schema.json), every journeys/<id>.json a journey, whether or not they say so.
    if (schemas.has(key) || key.startsWith('forms/') || key.startsWith('journeys/')) continue;
    const hint = content !== null && typeof content === 'object' ? (content as { $schema?: unknown }).$schema : undefined;
    const named = typeof hint === 'string' ? /([A-Za-z0-9_-]+)\.schema\.json$/.exec(hint)?.[1] : undefined;
    if (named !== undefined && schemas.has(named)) continue;
    errors.push({ file: `${key}.json`, pointer: '', message: `no schema for this file: add schemas/${key}.schema.json or a "$schema" naming one in schemas/` });
  }
  return errors;
}

/**
 * Every check of the configuration itself, on a bundle from bundleOfFiles: what
 * `npm run config:check` prints and what the config studio shows for a draft. Every file is
 * checked, not only the shell's the app checks at start: journey files are checked in the
 * browser only when their journey opens, so this is where an operator hears about them first.
 */
export async function checkBundle(bundle: Record<string, unknown>, catalogue?: WidgetCatalogue): Promise<ConfigError[]> {
  const formWidgets = [...widgetCatalogueEntries.values()].flatMap((entry) => entry.formWidgets);
  const widgets = catalogue ?? (await widgetCatalogue());
  return [...filesWithoutSchema(bundle), ...validateConfigBundle(bundle, widgets, await loadConfigValidators()), ...checkForms(bundle, formWidgets)];
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

export interface LoadedConfigFiles {
  /** Every file by its path as in config/ (`menu.json`, `messages/en-US.json`), the tenant's overlay merged in. */
  readonly files: Map<string, unknown>;
  /** Problems reading the files themselves (JSON syntax, a missing tenant). */
  readonly errors: ConfigError[];
  /** Files (as in config/) that the tenant overlays. */
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
