/*
 * The runtime's public API. Everything outside src/runtime imports from here only (lint enforces
 * it); see README.md beside this file for how the pieces fit.
 */
// The configuration checker (src/config-checks) is the runtime's one dependency. The shell and the
// widgets reach it through this index only, so it re-exports just what they use; the studio,
// scripts/ and server/ import src/config-checks itself.
export type { AfterLoginConfig, AfterLoginOverlay, AppConfig, ConfigBundle, ConfigError, MenuIcon, ModalRoute, RoutesConfig } from '../config-checks/index.js';
export { flattenRoutes, loadConfigValidators, validateConfigBundle } from '../config-checks/index.js';
export { checkBundleInBrowser } from './check-bundle.js';
export { fetchConfigBundle } from './fetch-config.js';
export { flagDefaults, mergeRemoteFlags } from './flags.js';
export {
  evaluateEntitlement,
  PRIVILEGES,
  type EntitlementFacts,
  type PermissionEntry,
} from './entitlements.js';
export { resolveMessage, type MessageParams } from './messages.js';
export { buildMenu, type VisibleMenuGroup, type VisibleMenuItem } from './menu.js';
export { isVisitorPath, openedRoute, resolveEntitledPath, type OpenedRoute, type ShownWidget } from './route-tree.js';
export { buildRoutes, ModalOutlet, onwardPath, useCloseModal, type BuildRoutesOptions, type RouteHandle } from './build-routes.js';
export { withoutSearchParameters } from './search-parameters.js';
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
export { ConfigErrorPage, SignInBlockedPage, NoAccessPage, type ConfigErrorPageProps } from './pages.js';
export { Skeleton, Spinner } from './loading.js';
export { useMediaQuery, usePrefersReducedMotion, useWideScreen } from './media-query.js';
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
  type WidgetDefinition,
  type WidgetOpening,
  type WidgetRegistry,
} from './widget-registry.js';
// Config forms: only the lazy component and rjsf-free helpers here, so the first screen carries no rjsf.
export { ConfigForm } from './forms/lazy-config-form.js';
export type { ConfigFormProps, FormData } from './forms/config-form.js';
export type { FormDefinition, FormRule, ServerErrorMapping } from './forms/form-definition.js';
export { registerFormWidget, type FormWidget, type FormWidgetOptions, type FormWidgetProps } from './forms/form-widgets.js';
export { clearAllDrafts as clearFormDrafts, clearDraft, readDraft, writeDraft } from './forms/form-drafts.js';
export type { ServerErrorLike, ServerParamFormatter } from './forms/server-errors.js';
// Journeys: the host is its own chunk (it brings the forms); the drafts module is tiny and sign-out needs it.
export { JourneyHost } from './journeys/lazy-journey-host.js';
export type { JourneyAction, JourneyHostProps, JourneyStepProps } from './journeys/journey-host.js';
export type { ActionResult, JourneyDefinition, JourneyFacts, JourneyState, JourneyStep } from './journeys/journey-definition.js';
export { discardJourneyDrafts } from './journeys/journey-drafts.js';
export { nonceStyleElements } from './style-nonce.js';
