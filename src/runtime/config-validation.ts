import type { CompiledValidator } from './compiled-validator.js';
import type { ConfigBundle, ConfigError, MenuConfig, ModalRoute, RoutesConfig } from './config-types.js';
import { entitlementNames } from './entitlements.js';
import { REQUIRED_FILES } from './config-files.js';
import { configValidatorLoaders, shellConfigValidators } from './generated/config-validators/index.js';
import { RUNTIME_MESSAGE_KEYS } from './messages.js';
import { flattenRoutes, isParameterized, type FlatRoute } from './route-tree.js';
import { describeSchemaErrors, didYouMean, escapePointerToken } from './schema-errors.js';
import type { WidgetRegistry } from './widget-registry.js';

export { REQUIRED_FILES };

/** Compiled schema validators by file name (schemas/<name>.schema.json → <name>). */
export type ConfigValidators = Readonly<Record<string, CompiledValidator>>;

const regenerateHint = 'run `npx tsx scripts/compile-schemas.ts`';

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The file name an error names, as the file sits in config/. */
export function fileNameOf(key: string, bundle: Record<string, unknown>): string {
  if (key !== 'messages') return `${key}.json`;
  const locale = isObject(bundle.app) && typeof bundle.app.locale === 'string' ? bundle.app.locale : 'en-US';
  return `messages/${locale}.json`;
}

/**
 * Which compiled schema checks a file: its own (schemas/<key>.schema.json) when there is one;
 * for files without their own, the schema their `$schema` names (e.g. sign-in-messages.json uses
 * messages.schema.json); none otherwise.
 */
function validatorFor(key: string, content: unknown, validators: ConfigValidators): CompiledValidator | undefined {
  const own = validators[key];
  if (own !== undefined) return own;
  if (!isObject(content) || typeof content.$schema !== 'string') return undefined;
  const named = /([A-Za-z0-9_-]+)\.schema\.json$/.exec(content.$schema);
  return named === null ? undefined : validators[named[1] as string];
}

/**
 * Checks a configuration bundle: each file that has a validator in `validators` against its
 * schema, then the references between files and to the widget registry. Returns every problem
 * found (empty = valid); never throws, whatever the input.
 *
 * `validators` defaults to the shell's files (REQUIRED_FILES), which is what boot checks: a
 * journey's own file is checked when its widget first renders (checkConfigFiles). For the whole
 * bundle, as config:check does, pass `await loadConfigValidators()`.
 *
 * Cross-checks: every widget a route or modal names is registered (the message lists the
 * registered ids) and its props satisfy the widget's props schema; redirects, fallbacks and menu
 * paths name existing routes; no fallback chain loops; the no-access route needs no entitlement
 * and the context-selection route no context; every entitlement, flag and message key referenced
 * exists.
 */
export function validateConfigBundle(
  bundle: unknown,
  registry: WidgetRegistry,
  validators: ConfigValidators = shellConfigValidators,
): ConfigError[] {
  if (!isObject(bundle)) return [{ file: '(bundle)', pointer: '', message: 'the configuration must be a JSON object of files' }];
  const errors: ConfigError[] = [];
  const valid = new Set<string>();

  for (const key of REQUIRED_FILES) {
    if (bundle[key] === undefined) errors.push({ file: fileNameOf(key, bundle), pointer: '', message: 'file is missing' });
    else if (validators[key] === undefined) {
      errors.push({ file: fileNameOf(key, bundle), pointer: '', message: `no compiled schema for this file; ${regenerateHint}` });
    }
  }
  for (const [key, content] of Object.entries(bundle)) {
    const validate = validatorFor(key, content, validators);
    if (validate === undefined) continue;
    if (validate(content)) {
      valid.add(key);
      continue;
    }
    for (const { pointer, message } of describeSchemaErrors(validate.errors ?? [])) {
      errors.push({ file: fileNameOf(key, bundle), pointer, message });
    }
  }

  const checker = new ReferenceChecker(bundle, valid, registry, errors);
  checker.run();
  return errors;
}

const loadedValidators = new Map<string, Promise<CompiledValidator | undefined>>();

function loadValidator(name: string): Promise<CompiledValidator | undefined> {
  const shell = shellConfigValidators[name];
  if (shell !== undefined) return Promise.resolve(shell);
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
 * The compiled validators of `names` (default: every config schema), downloading the ones that
 * are not the shell's; each is its own chunk and loads once. Names without a schema are left out.
 */
export async function loadConfigValidators(names: readonly string[] = [...Object.keys(shellConfigValidators), ...Object.keys(configValidatorLoaders)]): Promise<ConfigValidators> {
  const loaded = await Promise.all(names.map(async (name) => [name, await loadValidator(name)] as const));
  return Object.fromEntries(loaded.filter((entry): entry is readonly [string, CompiledValidator] => entry[1] !== undefined));
}

/** Which schema checks a file, by name: its own, else the one its `$schema` names; none otherwise. */
function schemaNameOf(key: string, content: unknown): string | undefined {
  if (shellConfigValidators[key] !== undefined || configValidatorLoaders[key] !== undefined) return key;
  if (!isObject(content) || typeof content.$schema !== 'string') return undefined;
  return /([A-Za-z0-9_-]+)\.schema\.json$/.exec(content.$schema)?.[1];
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

/** One line per error: `file  pointer  message`, as config:check prints them. */
export function formatConfigErrors(errors: readonly ConfigError[]): string {
  return errors.map((error) => `${error.file}  ${error.pointer || '/'}  ${error.message}`).join('\n');
}

class ReferenceChecker {
  private readonly routes: RoutesConfig | undefined;
  private readonly flat: FlatRoute[];
  private readonly paths: Set<string>;
  private readonly entitlements: string[] | undefined;
  private readonly flags: string[] | undefined;
  private readonly messages: Record<string, unknown> | undefined;
  private readonly menu: MenuConfig | undefined;

  constructor(
    private readonly bundle: Record<string, unknown>,
    valid: ReadonlySet<string>,
    private readonly registry: WidgetRegistry,
    private readonly errors: ConfigError[],
  ) {
    // Each cross-check only reads files that passed their schema, so it can trust their shape.
    this.routes = valid.has('routes') ? (bundle.routes as RoutesConfig) : undefined;
    this.flat = this.routes === undefined ? [] : flattenRoutes(this.routes);
    this.paths = new Set(this.flat.map((route) => route.fullPath));
    this.entitlements = valid.has('entitlements') ? entitlementNames(bundle.entitlements) : undefined;
    this.flags = valid.has('flags') ? Object.keys(bundle.flags as object).filter((key) => key !== '$schema') : undefined;
    this.messages = valid.has('messages') ? (bundle.messages as Record<string, unknown>) : undefined;
    this.menu = valid.has('menu') ? (bundle.menu as MenuConfig) : undefined;
  }

  run(): void {
    if (this.routes !== undefined) this.checkRoutes(this.routes);
    if (this.menu !== undefined) this.checkMenu(this.menu);
    if (this.entitlements !== undefined) this.checkEntitlementFlags();
    if (this.messages !== undefined) this.checkRuntimeMessages();
    if (isObject(this.bundle.app) && this.messages !== undefined && isObject(this.bundle.app.externalLinks)) {
      for (const [name, link] of Object.entries(this.bundle.app.externalLinks)) {
        if (isObject(link) && typeof link.labelKey === 'string') {
          this.messageExists('app.json', `/externalLinks/${escapePointerToken(name)}/labelKey`, link.labelKey);
        }
      }
    }
  }

  private add(file: string, pointer: string, message: string): void {
    this.errors.push({ file, pointer, message });
  }

  private routeExists(file: string, pointer: string, path: string, what: string): void {
    if (this.paths.has(path) && !isParameterized(path)) return;
    const known = [...this.paths].filter((candidate) => !isParameterized(candidate));
    this.add(file, pointer, `${what} "${path}" names no route in routes.json${didYouMean(path, known)}; routes: ${known.join(', ')}`);
  }

  private entitlementExists(file: string, pointer: string, name: string): void {
    if (this.entitlements === undefined || this.entitlements.includes(name)) return;
    this.add(file, pointer, `entitlement "${name}" is not defined in entitlements.json${didYouMean(name, this.entitlements)}`);
  }

  private flagExists(file: string, pointer: string, name: string): void {
    if (this.flags === undefined || this.flags.includes(name)) return;
    this.add(file, pointer, `flag "${name}" is not defined in flags.json${didYouMean(name, this.flags)}; flags: ${this.flags.join(', ')}`);
  }

  private messageExists(file: string, pointer: string, key: string): void {
    if (this.messages === undefined || (typeof this.messages[key] === 'string' && key !== '$schema')) return;
    const catalogue = fileNameOf('messages', this.bundle);
    this.add(file, pointer, `message "${key}" is not in ${catalogue}${didYouMean(key, Object.keys(this.messages))}`);
  }

  private checkWidget(pointer: string, widget: string, props: unknown, widgetVersion: string | undefined): void {
    const definition = this.registry.getIfExists(widget);
    if (definition === undefined) {
      this.add('routes.json', `${pointer}/widget`, `widget "${widget}" is not registered${didYouMean(widget, this.registry.ids())}; registered widgets: ${this.registry.ids().join(', ') || '(none)'}`);
      return;
    }
    const state = this.registry.validatorState(widget);
    if (state !== 'ok') {
      const why = state === 'stale' ? 'its props schema changed since the validators were compiled' : 'it has no compiled props validator';
      this.add('routes.json', `${pointer}/widget`, `widget "${widget}" cannot be checked: ${why}; ${regenerateHint}`);
      return;
    }
    let candidate: unknown = structuredClone(props ?? {});
    if (widgetVersion !== undefined && widgetVersion !== definition.version && definition.migrateProps !== undefined) {
      try {
        candidate = definition.migrateProps(candidate);
      } catch (error) {
        this.add('routes.json', `${pointer}/props`, `migrating props from version ${widgetVersion} failed: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
    const validate = this.registry.propsValidator(widget) as CompiledValidator;
    if (validate(candidate)) return;
    for (const issue of describeSchemaErrors(validate.errors ?? [])) {
      this.add('routes.json', `${pointer}/props${issue.pointer}`, `${issue.message} (props of widget "${widget}")`);
    }
  }

  private checkRoutes(routes: RoutesConfig): void {
    const seen = new Map<string, string>();
    for (const route of this.flat) {
      const { node, pointer, fullPath } = route;
      const earlier = seen.get(fullPath);
      if (earlier !== undefined) this.add('routes.json', `${pointer}/path`, `route "${fullPath}" is already defined at ${earlier}`);
      seen.set(fullPath, pointer);
      if (node.widget !== undefined) this.checkWidget(pointer, node.widget, node.props, node.widgetVersion);
      if (node.redirect !== undefined) this.routeExists('routes.json', `${pointer}/redirect`, node.redirect, 'redirect');
      if (node.fallback !== undefined) this.routeExists('routes.json', `${pointer}/fallback`, node.fallback, 'fallback');
      if (node.entitlement !== undefined) this.entitlementExists('routes.json', `${pointer}/entitlement`, node.entitlement);
      if (node.titleKey !== undefined) this.messageExists('routes.json', `${pointer}/titleKey`, node.titleKey);
    }
    this.routeExists('routes.json', '/defaultPath', routes.defaultPath, 'defaultPath');
    this.routeExists('routes.json', '/selectContextPath', routes.selectContextPath, 'selectContextPath');
    this.routeExists('routes.json', '/noAccessPath', routes.noAccessPath, 'noAccessPath');
    const noAccess = this.flat.find((route) => route.fullPath === routes.noAccessPath);
    if (noAccess !== undefined && noAccess.chain.length > 0) {
      this.add('routes.json', '/noAccessPath', `the no-access route "${routes.noAccessPath}" must not require an entitlement (it requires ${noAccess.chain.map((link) => `"${link.entitlement}"`).join(', ')}); denied members land there`);
    }
    const selectContext = this.flat.find((route) => route.fullPath === routes.selectContextPath);
    if (selectContext !== undefined && selectContext.guards.has('context')) {
      this.add('routes.json', '/selectContextPath', `the context-selection route "${routes.selectContextPath}" must not have the "context" guard; members without a context are sent there`);
    }
    this.checkFallbackLoops();
    const modalNames = new Set<string>();
    routes.modals.forEach((modal: ModalRoute, index) => {
      const pointer = `/modals/${index}`;
      if (modalNames.has(modal.name)) this.add('routes.json', `${pointer}/name`, `modal "${modal.name}" is defined twice`);
      modalNames.add(modal.name);
      this.checkWidget(pointer, modal.widget, modal.props, modal.widgetVersion);
      if (modal.entitlement !== undefined) this.entitlementExists('routes.json', `${pointer}/entitlement`, modal.entitlement);
      this.messageExists('routes.json', `${pointer}/titleKey`, modal.titleKey);
    });
  }

  /**
   * A member denied everything follows fallbacks; if they can come back to where they started,
   * that is a redirect loop. The runtime would stop it (resolveEntitledPath), but the operator
   * must hear about it here.
   */
  private checkFallbackLoops(): void {
    const byPath = new Map(this.flat.map((route) => [route.fullPath, route]));
    const reported = new Set<string>();
    for (const start of this.flat) {
      const stack: string[] = [];
      const onStack = new Set<string>();
      const visit = (path: string): string[] | undefined => {
        if (onStack.has(path)) {
          return [...stack.slice(stack.indexOf(path)), path];
        }
        const route = byPath.get(path);
        if (route === undefined) return undefined;
        onStack.add(path);
        stack.push(path);
        for (const link of route.chain) {
          if (link.fallback === undefined) continue;
          const cycle = visit(link.fallback);
          if (cycle !== undefined) return cycle;
        }
        stack.pop();
        onStack.delete(path);
        return undefined;
      };
      const cycle = visit(start.fullPath);
      if (cycle === undefined) continue;
      const key = [...new Set(cycle)].sort().join('|');
      if (reported.has(key)) continue;
      reported.add(key);
      const owner = this.flat.find((route) => route.fullPath === cycle[0] && route.node.fallback !== undefined) ??
        this.flat.find((route) => route.node.fallback !== undefined && cycle.includes(route.fullPath));
      const pointer = owner === undefined ? '/routes' : `${owner.pointer}/fallback`;
      this.add('routes.json', pointer, `fallback chain loops: ${cycle.join(' → ')}; a member denied these entitlements would never land`);
    }
  }

  private checkMenu(menu: MenuConfig): void {
    const groupIds = new Set<string>();
    menu.groups.forEach((group, groupIndex) => {
      const pointer = `/groups/${groupIndex}`;
      if (groupIds.has(group.id)) this.add('menu.json', `${pointer}/id`, `group id "${group.id}" is used twice`);
      groupIds.add(group.id);
      this.messageExists('menu.json', `${pointer}/labelKey`, group.labelKey);
      if (group.entitlement !== undefined) this.entitlementExists('menu.json', `${pointer}/entitlement`, group.entitlement);
      const itemIds = new Set<string>();
      group.items.forEach((item, itemIndex) => {
        const itemPointer = `${pointer}/items/${itemIndex}`;
        if (itemIds.has(item.id)) this.add('menu.json', `${itemPointer}/id`, `item id "${item.id}" is used twice in group "${group.id}"`);
        itemIds.add(item.id);
        this.messageExists('menu.json', `${itemPointer}/labelKey`, item.labelKey);
        if (this.routes !== undefined) this.routeExists('menu.json', `${itemPointer}/path`, item.path, 'path');
        if (item.entitlement !== undefined) this.entitlementExists('menu.json', `${itemPointer}/entitlement`, item.entitlement);
        if (item.flag !== undefined) this.flagExists('menu.json', `${itemPointer}/flag`, item.flag);
      });
    });
  }

  private checkEntitlementFlags(): void {
    const rules = this.bundle.entitlements as Record<string, { rule: unknown }>;
    const visit = (rule: unknown, pointer: string): void => {
      if (Array.isArray(rule)) rule.forEach((item, index) => visit(item, `${pointer}/${index}`));
      else if (isObject(rule)) {
        for (const [operator, args] of Object.entries(rule)) {
          const at = `${pointer}/${escapePointerToken(operator)}`;
          if (operator === 'flag' && typeof args === 'string') this.flagExists('entitlements.json', at, args);
          else visit(args, at);
        }
      }
    };
    for (const name of this.entitlements ?? []) visit(rules[name]?.rule, `/${escapePointerToken(name)}/rule`);
  }

  private checkRuntimeMessages(): void {
    const catalogue = fileNameOf('messages', this.bundle);
    for (const key of RUNTIME_MESSAGE_KEYS) {
      if (typeof this.messages?.[key] !== 'string') {
        this.add(catalogue, `/${escapePointerToken(key)}`, `message "${key}" is missing; the app's own pages use it`);
      }
    }
  }
}
