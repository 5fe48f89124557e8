import { matchPath } from 'react-router-dom';
import { flattenRoutes, isNestedWidget, type FlatRoute, type RoutesConfig } from '../config-checks/index.js';
import { evaluateEntitlement, type EntitlementFacts } from './entitlements.js';

/**
 * Where a member asking for `path` should land: the route itself when every entitlement on the
 * way to it holds; otherwise the fallback of the first denying entitlement, checked the same way;
 * the no-access route when there is no fallback, the path is unknown, or a fallback chain would
 * revisit a route. It always terminates, so a guard following it cannot loop.
 */
export function resolveEntitledPath(
  config: RoutesConfig,
  rules: unknown,
  facts: EntitlementFacts | undefined,
  path: string,
): string {
  const byPath = new Map(flattenRoutes(config).map((route) => [route.fullPath, route]));
  const seen = new Set<string>();
  let current = path;
  for (;;) {
    const route = byPath.get(current);
    if (route === undefined || seen.has(current)) return config.noAccessPath;
    seen.add(current);
    const denied = route.chain.find((link) => !evaluateEntitlement(rules, link.entitlement, facts));
    if (denied === undefined) return current;
    current = denied.fallback ?? config.noAccessPath;
  }
}

/** config:check refuses widgets nested deeper than this; a props object cannot lead boot further. */
const maxNesting = 8;

/** A widget a route shows, with its props as routes.json writes them (before its schema's defaults). */
export interface ShownWidget {
  readonly widget: string;
  readonly props: Readonly<Record<string, unknown>>;
}

/** The widgets `props` nests, as account-details' `content`: outermost first. */
function nestedWidgetsOf(value: unknown, depth = 0): ShownWidget[] {
  if (depth > maxNesting || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item) => nestedWidgetsOf(item, depth));
  if (isNestedWidget(value)) return [shown(value.widget, value.props), ...nestedWidgetsOf(value.props, depth + 1)];
  return Object.values(value).flatMap((item) => nestedWidgetsOf(item, depth));
}

function shown(widget: string, props: unknown): ShownWidget {
  return { widget, props: props !== null && typeof props === 'object' && !Array.isArray(props) ? (props as Record<string, unknown>) : {} };
}

/** What the router will render for an address, as boot works it out before React renders. */
export interface OpenedRoute {
  /** The route's parameters taken from the address (`selectedAccount` …). */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The address's query, without its `?` (the transactions list's filters). */
  readonly search: string;
  /** The route's widget, then those its props nest (account-details' `content`, the transactions list). */
  readonly widgets: readonly ShownWidget[];
}

/**
 * What the router will render for `pathname` (and `search`) before any entitlement decision: the deepest route
 * matching it (the empty and unknown paths meaning defaultPath, redirects followed), its
 * parameters and its widgets. Boot starts their data and their chunks at once, instead of each
 * widget's after the one around it has rendered. No widgets when the route shows none.
 */
export function openedRoute(config: RoutesConfig, pathname: string, search = ''): OpenedRoute {
  const flat = flattenRoutes(config);
  const byPath = new Map(flat.map((route) => [route.fullPath, route]));
  const matched = deepestMatch(flat, pathname);
  const params = matched?.params ?? {};
  let route = matched?.route ?? byPath.get(config.defaultPath);
  const seen = new Set<string>();
  while (route !== undefined && route.node.widget === undefined && route.node.redirect !== undefined && !seen.has(route.fullPath)) {
    seen.add(route.fullPath);
    route = byPath.get(route.node.redirect);
  }
  const widget = route?.node.widget;
  return { params, search: search.replace(/^\?/, ''), widgets: widget === undefined ? [] : [shown(widget, route?.node.props), ...nestedWidgetsOf(route?.node.props)] };
}

/**
 * Whether `pathname` is a visitor page (routes.json `layout: "visitor"`: enrollment, password
 * reset): boot shows it without asking anyone to sign in first.
 */
export function isVisitorPath(config: RoutesConfig, pathname: string): boolean {
  return deepestMatch(flattenRoutes(config), pathname)?.route.layout === 'visitor';
}

/** The deepest route matching `pathname` (a trailing slash ignored), with the parameters it takes from it. */
function deepestMatch(flat: readonly FlatRoute[], pathname: string): { route: FlatRoute; params: Record<string, string | undefined> } | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const route of [...flat].reverse()) {
    const match = matchPath({ path: `/${route.fullPath}`, end: true }, path);
    if (match !== null) return { route, params: match.params };
  }
  return undefined;
}
