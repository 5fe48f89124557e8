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

/** What scripts/compile-schemas.ts generates for the registered widgets. */
export interface CompiledWidgetValidators {
  readonly validators: Readonly<Record<string, CompiledValidator>>;
  /** schemaHash(propsSchema) at compile time, per widget id. */
  readonly schemaHashes: Readonly<Record<string, string>>;
}
