/*
 * The runtime's public API. Everything outside src/runtime imports from here only (lint enforces
 * it); see README.md beside this file for how the pieces fit.
 */
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
export type { CompiledValidator, CompiledWidgetValidators, ValidationIssue } from './compiled-validator.js';
export {
  assertValidConfig,
  checkConfigFiles,
  ConfigInvalidError,
  formatConfigErrors,
  loadConfigValidators,
  REQUIRED_FILES,
  validateConfigBundle,
  type ConfigValidators,
} from './config-validation.js';
export { fetchConfigBundle } from './fetch-config.js';
export { mergeConfig } from './merge.js';
export { flagDefaults, mergeRemoteFlags } from './flags.js';
export {
  entitlementNames,
  evaluateEntitlement,
  PRIVILEGES,
  type EntitlementFacts,
  type PermissionEntry,
} from './entitlements.js';
export { resolveMessage, RUNTIME_MESSAGE_KEYS, type MessageParams } from './messages.js';
export { buildMenu, type VisibleMenuGroup, type VisibleMenuItem } from './menu.js';
export { flattenRoutes, resolveEntitledPath, widgetForPath, type FlatRoute } from './route-tree.js';
export { buildRoutes, ModalOutlet, useCloseModal, type BuildRoutesOptions, type RouteHandle } from './build-routes.js';
export {
  RuntimeProvider,
  useEntitlement,
  useFlag,
  useMessages,
  useRuntime,
  type RuntimeProviderProps,
  type RuntimeSession,
  type RuntimeValue,
  type Translate,
} from './runtime-context.js';
export { ConfigErrorPage, NoAccessPage, type ConfigErrorPageProps } from './pages.js';
export {
  resolveWidget,
  WidgetHost,
  WidgetPlaceholder,
  type WidgetPlaceholderProps,
  type WidgetReference,
  type WidgetResolution,
} from './widget-host.js';
export {
  createWidgetRegistry,
  lazyWidget,
  preloadWidget,
  type PreloadableComponent,
  UnknownWidgetError,
  type AnyWidgetDefinition,
  type JsonSchemaObject,
  type ValidatorState,
  type WidgetDefinition,
  type WidgetRegistry,
} from './widget-registry.js';
export { schemaHash } from './schema-hash.js';
// Config forms: only the lazy component and rjsf-free helpers here, so the first screen carries no rjsf.
export { ConfigForm } from './forms/lazy-config-form.js';
export type { ConfigFormProps, FormData } from './forms/config-form.js';
export type { FormDefinition, FormRule, ServerErrorMapping } from './forms/form-definition.js';
export { registerFormWidget, type FormWidget, type FormWidgetProps } from './forms/form-widgets.js';
export { clearAllDrafts as clearFormDrafts, clearDraft, readDraft, writeDraft } from './forms/form-drafts.js';
export type { ServerErrorLike, ServerParamFormatter } from './forms/server-errors.js';
