/*
 * The route tree of routes.json flattened to full paths: what the cross-file checks compare
 * references against, and what the runtime builds its router and guards from.
 */
import type { RouteGuard, RouteNode, RoutesConfig } from './config-types.js';

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
  readonly layout: 'main' | 'none' | 'visitor';
}

function joinPath(parent: string, child: string): string {
  return parent === '' ? child : `${parent}/${child}`;
}

/** Every route of routes.json, depth first, parents before children. */
export function flattenRoutes(config: Pick<RoutesConfig, 'routes'>): FlatRoute[] {
  const result: FlatRoute[] = [];
  const visit = (
    nodes: readonly RouteNode[],
    parentPath: string,
    parentPointer: string,
    inherited: { guards: ReadonlySet<RouteGuard>; chain: FlatRoute['chain']; layout: 'main' | 'none' | 'visitor' | undefined },
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
