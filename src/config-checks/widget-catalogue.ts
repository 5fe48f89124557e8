import type { CompiledValidator } from './compiled-validator.js';

/**
 * Whether the compiled props validator of a widget matches its current props schema; `unloaded`:
 * not downloaded yet (the app loads each with its widget, which checks its props when it renders).
 */
export type ValidatorState = 'ok' | 'missing' | 'stale' | 'unloaded';

/** What the checks need of one registered widget. */
export interface CataloguedWidget {
  /** Version of the props contract; a route may pin the version its props were written for. */
  readonly version: string;
  /** Turns props written for an older version into this one's (only the app's registry has code). */
  readonly migrateProps?: (old: unknown) => unknown;
  /**
   * For a widget that hosts journeys (props `journey`): the step widgets and platform actions it
   * provides, which config/journeys/<id>.json may name.
   */
  readonly journey?: { readonly steps: readonly string[]; readonly actions: readonly string[] };
}

/**
 * The widgets routes.json may name, as the checks see them: the app's widget registry is one
 * (src/runtime/widget-registry.ts adds the components), and node builds one from the generated
 * catalogue (node.ts), so config:check and the server never load a React component.
 */
export interface WidgetCatalogue {
  /** Registered ids, in registration order. */
  ids(): readonly string[];
  getIfExists(id: string): CataloguedWidget | undefined;
  /** The compiled validator, only when it was compiled from the definition's current schema (and is loaded). */
  propsValidator(id: string): CompiledValidator | undefined;
  validatorState(id: string): ValidatorState;
}
