import { createContext, lazy, Suspense, use, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useSearchParams, type RouteObject } from 'react-router-dom';
import { flattenRoutes, type FlatRoute, type PageName, type RouteGuard, type RoutesConfig } from '../config-checks/index.js';
import { evaluateEntitlement } from './entitlements.js';
import { AppFailedPage, NoAccessPage } from './pages.js';
import { resolveEntitledPath } from './route-tree.js';
import { withoutSearchParameters } from './search-parameters.js';
import { useMessages, useRuntime } from './runtime-context.js';
import { WidgetHost } from './widget-host.js';
import { Spinner } from './loading.js';

export interface BuildRoutesOptions {
  readonly routes: RoutesConfig;
  /** The app frame (menu, top bar); must render <Outlet /> where journeys go. */
  readonly layout: ReactElement;
  /** The frame of visitor pages (the credit union's banner, no menu); must render <Outlet />. */
  readonly visitorLayout?: ReactElement;
  /** Components for routes.json's `page` values; a generic no-access page is used when omitted. */
  readonly pages: { readonly 'select-context': ComponentType; readonly 'no-access'?: ComponentType };
  /** Rendered in place of a route that needs a signed-in member when nobody is signed in. */
  readonly signIn: ReactElement;
  /** Rendered while the facts entitlements need are still loading. */
  readonly pending?: ReactElement;
}

/** What each RouteObject carries in `handle`, for titles and breadcrumbs. */
export interface RouteHandle {
  readonly fullPath: string;
  readonly titleKey?: string;
}

const OPENED_MODAL = 'openedModal';

// antd's Modal is not part of the first screen: it loads when a modal route first opens.
const ModalDialog = lazy(() => import('./modal-dialog.js').then((module) => ({ default: module.ModalDialog })));

function isRouteHandle(value: unknown): value is RouteHandle {
  return value !== null && typeof value === 'object' && typeof (value as RouteHandle).fullPath === 'string';
}

/** Keeps document.title on the deepest matched route that has a title. */
function RouteFrame(): ReactNode {
  const matches = useMatches();
  const t = useMessages();
  const { app } = useRuntime().config;
  const titleKey = [...matches].reverse().map((match) => match.handle).find((handle) => isRouteHandle(handle) && handle.titleKey !== undefined) as
    | RouteHandle
    | undefined;
  const title = titleKey?.titleKey === undefined ? app.shortName : t('app.documentTitle', { title: t(titleKey.titleKey), appName: app.shortName });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}

interface GateProps {
  readonly options: BuildRoutesOptions;
  readonly guards: ReadonlySet<RouteGuard>;
  /** The route whose own entitlement this gate checks (ancestors have their own gates). */
  readonly route?: FlatRoute;
  readonly children: ReactNode;
}

/**
 * Where a member sent to select a context or accept the terms was going: the location the guard
 * hands over as `state.from` (below), as a path of this app; `fallback` without one.
 */
export function onwardPath(state: unknown, fallback: string): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'object' || from === null) return fallback;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return fallback;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * Guards in a fixed order: signed in → context chosen → current terms accepted → facts loaded → entitled. A denied member
 * goes where resolveEntitledPath says, which always terminates; if that is this very route, the
 * no-access page renders in place, so no configuration can make the router loop.
 */
function Gate({ options, guards, route, children }: GateProps): ReactNode {
  const { session, facts, config } = useRuntime();
  const location = useLocation();
  if (guards.has('authenticated') && !session.isAuthenticated) return options.signIn;
  if (guards.has('context') && !session.hasContext) {
    return <Navigate to={`/${options.routes.selectContextPath}`} replace state={{ from: location }} />;
  }
  // The current terms come before any other page (the terms page itself excepted).
  const consentPath = options.routes.consentPath;
  if (guards.has('context') && session.termsPending === true && consentPath !== undefined && route?.fullPath !== consentPath && !location.pathname.startsWith(`/${consentPath}`)) {
    return <Navigate to={`/${consentPath}`} replace state={{ from: location }} />;
  }
  const entitlement = route?.node.entitlement;
  if (route === undefined || entitlement === undefined) return children;
  if (facts === undefined) return options.pending ?? <Spinner size="large" />;
  if (evaluateEntitlement(config.entitlements, entitlement, facts)) return children;
  const target = resolveEntitledPath(options.routes, config.entitlements, facts, route.fullPath);
  if (target === route.fullPath) {
    return <PageFor name="no-access" options={options} />;
  }
  return <Navigate to={`/${target}`} replace />;
}

function PageFor({ name, options }: { readonly name: PageName; readonly options: BuildRoutesOptions }): ReactNode {
  const Page = name === 'select-context' ? options.pages['select-context'] : (options.pages['no-access'] ?? NoAccessPage);
  return <Page />;
}

function contentOf(route: FlatRoute, options: BuildRoutesOptions): ReactNode | undefined {
  const { node } = route;
  if (node.widget !== undefined) {
    return node.widgetVersion === undefined ? (
      <WidgetHost widget={node.widget} props={node.props} />
    ) : (
      <WidgetHost widget={node.widget} props={node.props} widgetVersion={node.widgetVersion} />
    );
  }
  if (node.page !== undefined) return <PageFor name={node.page} options={options} />;
  if (node.redirect !== undefined) return <Navigate to={`/${node.redirect}`} replace />;
  return undefined;
}

function toRouteObject(route: FlatRoute, byNode: Map<object, FlatRoute>, options: BuildRoutesOptions, outerGuards: ReadonlySet<RouteGuard>): RouteObject {
  const ownGuards = new Set([...route.guards].filter((guard) => !outerGuards.has(guard)));
  const handle: RouteHandle = route.node.titleKey === undefined ? { fullPath: route.fullPath } : { fullPath: route.fullPath, titleKey: route.node.titleKey };
  const content = contentOf(route, options);
  const gate = (inner: ReactNode): ReactNode => (
    <Gate options={options} guards={ownGuards} route={route}>
      {inner}
    </Gate>
  );
  if (route.node.children === undefined || route.node.children.length === 0) {
    return { path: route.node.path, handle, element: gate(content) };
  }
  const children = route.node.children.map((child) => toRouteObject(byNode.get(child) as FlatRoute, byNode, options, route.guards));
  return {
    path: route.node.path,
    handle,
    element: gate(<Outlet />),
    children: content === undefined ? children : [{ index: true, handle, element: content }, ...children],
  };
}

interface ModalControls {
  readonly close: () => void;
}

const ModalContext = createContext<ModalControls | null>(null);

/** Inside a widget shown as a modal route: closes it (removes ?openedModal= and the modal's parameters). Outside: does nothing. */
export function useCloseModal(): () => void {
  const controls = use(ModalContext);
  return controls?.close ?? noop;
}

function noop(): void {}

/** The secondary outlet: the modal route named by ?openedModal=, when it exists and is allowed. */
export function ModalOutlet({ routes }: { readonly routes: RoutesConfig }): ReactNode {
  const [searchParams, setSearchParams] = useSearchParams();
  const { config, facts } = useRuntime();
  const t = useMessages();
  const name = searchParams.get(OPENED_MODAL);
  const modal = name === null ? undefined : routes.modals.find((candidate) => candidate.name === name);
  const close = () => {
    setSearchParams(withoutSearchParameters(OPENED_MODAL, ...(modal?.parameters ?? [])), { replace: true });
  };
  if (modal === undefined) return null;
  if (modal.entitlement !== undefined && !evaluateEntitlement(config.entitlements, modal.entitlement, facts)) return null;
  return (
    <ModalContext value={{ close }}>
      <Suspense fallback={null}>
        <ModalDialog title={t(modal.titleKey)} closeLabel={t('runtime.modal.close')} onClose={close}>
          {modal.widgetVersion === undefined ? (
            <WidgetHost widget={modal.widget} props={modal.props} />
          ) : (
            <WidgetHost widget={modal.widget} props={modal.props} widgetVersion={modal.widgetVersion} />
          )}
        </ModalDialog>
      </Suspense>
    </ModalContext>
  );
}

function guardKey(guards: ReadonlySet<RouteGuard>): string {
  return [...guards].sort().join('+');
}

/**
 * Data-router routes from routes.json, for `createBrowserRouter(buildRoutes(...))`.
 *
 * - The empty path and every unknown path redirect to `defaultPath`.
 * - `layout: "none"` routes render bare, `visitor` ones inside `options.visitorLayout`; `main` routes render inside `options.layout`, followed by
 *   the modal outlet. The layout sits inside the guards its routes share, so nobody sees the frame
 *   before they may.
 * - Every route gets a gate for its own guards and entitlement (see Gate) and `handle` =
 *   {fullPath, titleKey}; document.title follows the deepest titled match.
 * - A node with children renders them through <Outlet />, its own widget/page/redirect at the index.
 */
export function buildRoutes(options: BuildRoutesOptions): RouteObject[] {
  const { routes } = options;
  const flat = flattenRoutes(routes);
  const byNode = new Map<object, FlatRoute>(flat.map((route) => [route.node, route]));
  const topLevel = routes.routes.map((node) => byNode.get(node) as FlatRoute);
  const bare = topLevel.filter((route) => route.layout === 'none').map((route) => toRouteObject(route, byNode, options, new Set()));
  const visitorPages = topLevel.filter((route) => route.layout === 'visitor').map((route) => toRouteObject(route, byNode, options, new Set()));
  const visitor: RouteObject[] = visitorPages.length === 0 ? [] : [{ element: options.visitorLayout ?? <Outlet />, children: visitorPages }];
  const mainGroups = new Map<string, FlatRoute[]>();
  for (const route of topLevel.filter((candidate) => candidate.layout === 'main')) {
    const key = guardKey(route.guards);
    mainGroups.set(key, [...(mainGroups.get(key) ?? []), route]);
  }
  const framed: RouteObject[] = [...mainGroups.values()].map((group) => {
    const shared = (group[0] as FlatRoute).guards;
    return {
      element: (
        <Gate options={options} guards={shared}>
          {options.layout}
          <ModalOutlet routes={routes} />
        </Gate>
      ),
      children: group.map((route) => toRouteObject(route, byNode, options, shared)),
    };
  });
  const home = `/${routes.defaultPath}`;
  return [
    {
      element: <RouteFrame />,
      errorElement: <AppFailedPage />,
      children: [{ index: true, element: <Navigate to={home} replace /> }, ...bare, ...visitor, ...framed, { path: '*', element: <Navigate to={home} replace /> }],
    },
  ];
}
