/** One error as ajv reports it (the subset the runtime reads). */
export interface ValidationIssue {
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string;
}

/**
 * A validator produced ahead of time by ajv's standalone code generation. Calling it needs no
 * schema compiler; `errors` holds the issues of the last failed call.
 */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: readonly ValidationIssue[] | null;
}

/** The registered widgets' props validators, all at hand (node, tests). */
export interface CompiledWidgetValidators {
  readonly validators: Readonly<Record<string, CompiledValidator>>;
}

/** A widget's props validator module as scripts/compile-schemas.ts generates it: its own chunk in the browser. */
export type WidgetPropsValidatorLoader = () => Promise<{ validate: CompiledValidator }>;

/** What scripts/compile-schemas.ts generates for the registered widgets: each validator to load when needed. */
export interface WidgetPropsValidatorModules {
  readonly loaders: Readonly<Record<string, WidgetPropsValidatorLoader>>;
}
