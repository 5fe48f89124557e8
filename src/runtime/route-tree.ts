import { matchPath } from 'react-router-dom';
import { flattenRoutes, type RoutesConfig } from '../config-checks/index.js';
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

/**
 * The widget the router will render for `pathname` before any entitlement decision: the deepest
 * route matching it (the empty and unknown paths meaning defaultPath, redirects followed). Boot
 * uses it to load that widget's chunk and data early; undefined when the route shows no widget.
 */
export function widgetForPath(config: RoutesConfig, pathname: string): string | undefined {
  const flat = flattenRoutes(config);
  const byPath = new Map(flat.map((route) => [route.fullPath, route]));
  const matchOf = (path: string) =>
    [...flat].reverse().find((route) => matchPath({ path: `/${route.fullPath}`, end: true }, path) !== null);
  let route = matchOf(pathname.replace(/\/+$/, '') || '/') ?? byPath.get(config.defaultPath);
  const seen = new Set<string>();
  while (route !== undefined && route.node.widget === undefined && route.node.redirect !== undefined && !seen.has(route.fullPath)) {
    seen.add(route.fullPath);
    route = byPath.get(route.node.redirect);
  }
  return route?.node.widget;
}

/**
 * Whether `pathname` is a visitor page (routes.json `layout: "visitor"`: enrollment, password
 * reset): boot shows it without asking anyone to sign in first.
 */
export function isVisitorPath(config: RoutesConfig, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const route = [...flattenRoutes(config)].reverse().find((candidate) => matchPath({ path: `/${candidate.fullPath}`, end: true }, path) !== null);
  return route?.layout === 'visitor';
}
