import type { CompiledValidator } from './compiled-validator.js';

/**
 * A widget's props contract: a JSON Schema (draft 2020-12) object in `widgets/<id>/props.schema.json`.
 * The build compiles it ahead of time (scripts/compile-schemas.ts) into the validator that loads
 * with the widget, and writes it into the generated catalogue, so config:check and the server read
 * it without React; the browser never holds the schema itself. Defaults declared in it are applied
 * before the widget renders.
 */
export interface JsonSchemaObject {
  readonly type: 'object';
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | Readonly<Record<string, unknown>>;
  /** At least one example: the conformance test renders every one of them. */
  readonly examples: readonly Readonly<Record<string, unknown>>[];
  readonly [keyword: string]: unknown;
}

/**
 * A widget's props schema as read from its `props.schema.json`: parsed JSON is only known to be
 * some value, so check that it is an object schema with examples before it is compiled.
 */
export function propsSchemaOf(json: unknown): JsonSchemaObject {
  const schema = json as Partial<JsonSchemaObject> | null;
  if (schema === null || typeof schema !== 'object' || schema.type !== 'object' || !Array.isArray(schema.examples) || schema.examples.length === 0) {
    throw new Error('A widget props schema must be an object schema ("type": "object") with at least one example');
  }
  return schema as JsonSchemaObject;
}

/**
 * Whether a widget has its compiled props validator at hand; `stale` (node only, from the generated
 * catalogue): it was compiled from another schema than the catalogue's; `unloaded`: not
 * downloaded yet (the app loads each with its widget, which checks its props when it renders).
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
