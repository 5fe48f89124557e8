/*
 * The configuration checker's public API, React-free and safe for the browser: the runtime checks
 * a journey's files with it when the journey opens, the studio reads its types, and node.ts (config:check, the
 * server's studio API) builds the complete check on it. See README.md beside this file.
 */
export type { CompiledValidator, CompiledWidgetValidators, WidgetPropsValidatorLoader, WidgetPropsValidatorModules } from './compiled-validator.js';
export type {
  AfterLoginConfig,
  AfterLoginOverlay,
  AppConfig,
  ConfigBundle,
  ConfigError,
  FlagsConfig,
  MenuConfig,
  MenuIcon,
  ModalRoute,
  PageName,
  RouteGuard,
  RoutesConfig,
} from './config-types.js';
export { bundleOfFiles, REQUIRED_FILES } from './config-files.js';
export { RJSF_FIELD_NAMES, RJSF_WIDGET_NAMES, type BuiltInFormWidget } from './form-names.js';
export { widgetPropsValidatorLoaders, widgetSchemaHashes } from './generated/widget-props/index.js';
export { mergeConfig } from './merge.js';
export { isNestedWidget } from './nested-widget.js';
export { flattenRoutes, type FlatRoute } from './route-paths.js';
export { schemaFormats } from './schema-formats.js';
export { describeSchemaErrors, pointerSegments, type LocatedMessage } from './schema-errors.js';
export { addRuleOperations, centsOf } from './json-logic-operations.js';
export { schemaHash } from './schema-hash.js';
export { defaultTextCaps, textKinds, textProblemOf, textProblemsIn, type LocatedTextProblem, type TextKind, type TextProblem } from './text-rule.js';
export { configCheckHeader } from './config-check-header.js';
export { checkBundleBeforeStart, formatConfigErrors, validateConfigBundle } from './validate-bundle.js';
export { checkConfigFiles, finishedConfigCheck, loadConfigValidators, loadShellConfigValidators } from './validators.js';
export { propsSchemaOf, type JsonSchemaObject, type ValidatorState, type WidgetCatalogue } from './widget-catalogue.js';
