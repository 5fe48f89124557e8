import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  loadConfigValidators,
  type ConfigBundle,
  widgetPropsValidatorLoaders,
  type CompiledValidator,
  type CompiledWidgetValidators,
  type ValidatorState,
  type WidgetCatalogue,
  type WidgetPropsValidatorModules,
} from '../config-checks/index.js';

/**
 * What a widget folder exports from `widgets/<id>/definition.ts`. Its props contract is beside
 * it, `widgets/<id>/props.schema.json` (JsonSchemaObject): the build compiles it into the validator
 * that loads with the widget, so the schema itself never reaches the browser.
 *
 * `component` is `lazyWidget(() => import('./the-widget.js'))`: creating it loads nothing, so node
 * scripts (compile-schemas) can import every definition without pulling React components or their
 * CSS, and the browser loads each widget as its own chunk only when a route shows it; boot can
 * start that download before React renders (preloadWidget), and a chunk that arrived is handed
 * over without suspending. A plain `React.lazy` would do neither, so the type asks for lazyWidget.
 */
export interface WidgetDefinition<P extends object = Record<string, unknown>> {
  /** Stable id used in routes.json; never renamed once published (kebab-case). */
  readonly id: string;
  /** Version of the props contract; a route may pin the version its props were written for. */
  readonly version: string;
  /** Human name shown in the studio's widget picker. */
  readonly title: string;
  readonly component: PreloadableComponent<P>;
  /**
   * Turns props written for an older `version` into props for this one. Called only when a route
   * pins a `widgetVersion` different from `version`; must be idempotent.
   */
  readonly migrateProps?: (old: unknown) => unknown;
  /**
   * Starts the widget's first platform reads before it mounts: boot calls it for each widget of
   * the route being opened as soon as the member's token and context are known, so the data loads
   * while the shell renders. `http` is the app's platform client (src/platform), passed through as
   * is. The hook asking for the same key takes what was started (early-requests.ts); a read the
   * widget then does not ask for is simply not used. A prefetch that first loads code returns a
   * promise that settles once its reads are started.
   */
  prefetch?(http: unknown, opening: WidgetOpening): void | Promise<unknown>;
  /**
   * The journey's own config files the widget reads (bundle keys: `property-cards`,
   * `transactions`, ...). Boot checks only the shell's files; these are checked against their
   * schemas when the widget first renders (their validators load with it), and an invalid one
   * shows its errors in place of the widget. config:check checks every file regardless.
   */
  readonly configFiles?: readonly string[];
  /**
   * Names of the rjsf widgets this widget registers (registerFormWidget) or hands its forms, so
   * config:check can tell a form's `ui:widget` typo from a real name without loading the widget.
   */
  readonly formWidgets?: readonly string[];
  /**
   * A widget that hosts journeys (config/journeys/, named by its `journey` prop) lists the step
   * widgets and platform actions it provides, so config:check can tell a journey file's typo from
   * a real name without loading the widget.
   */
  readonly journey?: { readonly steps: readonly string[]; readonly actions: readonly string[] };
}

/** Where a widget is being opened, as boot knows it before React renders (WidgetDefinition.prefetch). */
export interface WidgetOpening {
  /** The route's parameters taken from the address (`selectedAccount` …). */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The address's query, without its `?` (the transactions list's filters). */
  readonly search: string;
  /** The widget's props as routes.json writes them, before its schema's defaults. */
  readonly props: Readonly<Record<string, unknown>>;
  readonly config: ConfigBundle;
}

/**
 * A definition whose props type has been erased, so definitions with different props can sit in
 * one list: every field of WidgetDefinition but the component, whose props only the lazy
 * component's type knows; that keeps it assignable from any `WidgetDefinition<P>`.
 */
export interface AnyWidgetDefinition extends Omit<WidgetDefinition, 'component'> {
  // Props are checked against the widget's props schema at run time before render; the static type cannot know them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly component: PreloadableComponent<any>;
}

/** A lazy component whose chunk can be requested before React first renders it. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & { readonly preload: () => Promise<unknown> };

/**
 * `React.lazy(load)` that can also start `load` early (see preloadWidget); both share one download.
 * A widget whose chunk has already arrived when React first renders it is handed over at once
 * instead of through a promise: React would otherwise suspend on it for a moment, show the
 * fallback, and hold the widget back for its reveal throttle (300 ms in React 19) — on the first
 * screen, a whole extra render and a pause before the accounts list.
 */
export function lazyWidget<P>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Not kept: the next render or preload downloads again.
        loading = undefined;
        throw error;
      },
    ));
  // React.lazy reads whatever `then` offers; one that answers synchronously resolves the widget in this render.
  const arrived = (module: { default: ComponentType<P> }) =>
    ({ then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(module) }) as unknown as Promise<{ default: ComponentType<P> }>;
  return Object.assign(
    lazy(() => (loaded ? arrived(loaded) : preload())),
    { preload },
  );
}

/**
 * Starts downloading a widget's chunk, e.g. the opened route's widgets while the member's session
 * is still being restored. Unknown ids do nothing: the route check reports them.
 */
export function preloadWidget(registry: WidgetRegistry, id: string): void {
  const definition = registry.getIfExists(id);
  if (definition === undefined) return;
  // The validators of its props and config files download alongside its chunk, not after it.
  registry.loadPropsValidator(id).catch(() => undefined);
  if (definition.configFiles !== undefined) loadConfigValidators(definition.configFiles).catch(() => undefined);
  // A failed download surfaces when React renders the widget (its error boundary shows it).
  definition.component.preload().catch(() => undefined);
}

/** The widgets routes.json may name, with their components: the config checker's catalogue is its React-free view. */
export interface WidgetRegistry extends WidgetCatalogue {
  /** @throws when `id` is not registered; the message names the registered ids. */
  get(id: string): AnyWidgetDefinition;
  getIfExists(id: string): AnyWidgetDefinition | undefined;
  /**
   * Downloads the widget's props validator (once); afterwards its state is no longer `unloaded`.
   * Rejects when the download fails, which is not kept: the next call downloads again.
   */
  loadPropsValidator(id: string): Promise<void>;
}

export class UnknownWidgetError extends Error {
  constructor(
    readonly widgetId: string,
    readonly knownIds: readonly string[],
  ) {
    super(`Widget "${widgetId}" is not registered; registered widgets: ${knownIds.join(', ') || '(none)'}`);
    this.name = 'UnknownWidgetError';
  }
}

/**
 * Builds the registry from an explicit list of definitions and the validators that
 * scripts/compile-schemas.ts generated for them: by default the config checker's generated
 * modules, each downloaded when its widget is about to render (preloadWidget, WidgetHost), so the
 * first screen carries only its own widgets' validators; tests pass theirs, all at hand.
 *
 * @throws on a duplicate id: two widgets answering to one name would make routes ambiguous.
 */
export function createWidgetRegistry(
  definitions: readonly AnyWidgetDefinition[],
  compiled: CompiledWidgetValidators | WidgetPropsValidatorModules = { loaders: widgetPropsValidatorLoaders },
): WidgetRegistry {
  const byId = new Map<string, AnyWidgetDefinition>();
  for (const definition of definitions) {
    if (byId.has(definition.id)) throw new Error(`Duplicate widget id "${definition.id}" in the widget registry`);
    byId.set(definition.id, definition);
  }
  const validators = new Map<string, CompiledValidator>('validators' in compiled ? Object.entries(compiled.validators) : []);
  const loaders = 'loaders' in compiled ? compiled.loaders : {};
  const loading = new Map<string, Promise<void>>();
  // Whether a validator still matches its widget's schema is settled before the browser: the build
  // compiles the schemas first, and the compile-schemas test fails on checked-in validators that
  // differ from what the schemas compile to. The schemas stay out of the first screen.
  const validatorState = (id: string): ValidatorState => {
    if (!byId.has(id)) return 'missing';
    if (!validators.has(id)) return loaders[id] === undefined ? 'missing' : 'unloaded';
    return 'ok';
  };
  const ids = [...byId.keys()];
  return {
    ids: () => ids,
    get(id) {
      const definition = byId.get(id);
      if (definition === undefined) throw new UnknownWidgetError(id, ids);
      return definition;
    },
    getIfExists: (id) => byId.get(id),
    propsValidator: (id) => (validatorState(id) === 'ok' ? validators.get(id) : undefined),
    validatorState,
    loadPropsValidator(id) {
      const load = loaders[id];
      if (validators.has(id) || load === undefined) return Promise.resolve();
      let pending = loading.get(id);
      if (pending === undefined) {
        pending = load().then((module) => {
          validators.set(id, module.validate);
        });
        // A failed download may succeed later (a retry, a restored connection): do not keep it.
        pending.catch(() => loading.delete(id));
        loading.set(id, pending);
      }
      return pending;
    },
  };
}
