import { matchPath } from 'react-router-dom';
import type { RouteGuard, RouteNode, RoutesConfig } from './config-types.js';
import { evaluateEntitlement, type EntitlementFacts } from './entitlements.js';

/** A route node with everything inherited from its ancestors worked out. */
export interface FlatRoute {
  readonly node: RouteNode;
  /** Full path without leading slash, parameters kept (`my-accounts/transactions/:id`). */
  readonly fullPath: string;
  /** JSON pointer of the node in routes.json. */
  readonly pointer: string;
  /** Own and inherited guards; `context` implies `authenticated`. */
  readonly guards: ReadonlySet<RouteGuard>;
  /** Entitlements from the outermost ancestor down to this node, each with its fallback. */
  readonly chain: readonly { readonly entitlement: string; readonly fallback: string | undefined; readonly fullPath: string }[];
  readonly layout: 'main' | 'none';
}

export function joinPath(parent: string, child: string): string {
  return parent === '' ? child : `${parent}/${child}`;
}

/** Every route of routes.json, depth first, parents before children. */
export function flattenRoutes(config: Pick<RoutesConfig, 'routes'>): FlatRoute[] {
  const result: FlatRoute[] = [];
  const visit = (
    nodes: readonly RouteNode[],
    parentPath: string,
    parentPointer: string,
    inherited: { guards: ReadonlySet<RouteGuard>; chain: FlatRoute['chain']; layout: 'main' | 'none' | undefined },
  ): void => {
    nodes.forEach((node, index) => {
      const fullPath = joinPath(parentPath, node.path);
      const pointer = `${parentPointer}/${index}`;
      const guards = new Set<RouteGuard>([...inherited.guards, ...(node.guards ?? [])]);
      if (guards.has('context')) guards.add('authenticated');
      const chain =
        node.entitlement === undefined
          ? inherited.chain
          : [...inherited.chain, { entitlement: node.entitlement, fallback: node.fallback, fullPath }];
      const layout = inherited.layout ?? node.layout ?? 'main';
      result.push({ node, fullPath, pointer, guards, chain, layout });
      if (node.children !== undefined) {
        visit(node.children, fullPath, `${pointer}/children`, { guards, chain, layout });
      }
    });
  };
  visit(config.routes, '', '/routes', { guards: new Set(), chain: [], layout: undefined });
  return result;
}

export function isParameterized(fullPath: string): boolean {
  return fullPath.split('/').some((segment) => segment.startsWith(':'));
}

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
