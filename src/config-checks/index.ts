/*
 * The configuration checker's public API, React-free and safe for the browser: the runtime checks
 * the shell's files with it at boot, the studio reads its types, and node.ts (config:check, the
 * server's studio API) builds the complete check on it. See README.md beside this file.
 */
export type { CompiledValidator, CompiledWidgetValidators, ValidationIssue } from './compiled-validator.js';
export type {
  AppConfig,
  ConfigBundle,
  ConfigError,
  EntitlementsConfig,
  FlagsConfig,
  MenuConfig,
  MenuGroupConfig,
  MenuIcon,
  MenuItemConfig,
  MessageCatalogue,
  ModalRoute,
  PageName,
  RouteGuard,
  RouteNode,
  RoutesConfig,
} from './config-types.js';
export { bundleOfFiles, entitlementNames, fileNameOf, REQUIRED_FILES, type ShellConfigFile } from './config-files.js';
export { BUILT_IN_FORM_WIDGETS, RJSF_FIELD_NAMES, RJSF_WIDGET_NAMES, type BuiltInFormWidget } from './form-names.js';
export { widgetPropsValidators, widgetSchemaHashes } from './generated/widget-props.js';
export { mergeConfig } from './merge.js';
export { flattenRoutes, isParameterized, joinPath, type FlatRoute } from './route-paths.js';
export { RUNTIME_MESSAGE_KEYS } from './runtime-message-keys.js';
export { closestMatch, describeSchemaErrors, didYouMean, escapePointerToken, pointerSegments, type LocatedMessage } from './schema-errors.js';
export { schemaHash } from './schema-hash.js';
export { formatConfigErrors, validateConfigBundle } from './validate-bundle.js';
export { checkConfigFiles, finishedConfigCheck, loadConfigValidators, type ConfigValidators } from './validators.js';
export type { CataloguedWidget, ValidatorState, WidgetCatalogue } from './widget-catalogue.js';
