import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from './build-routes.js';
import type { ConfigBundle, RoutesConfig } from '../config-checks/index.js';
import type { EntitlementFacts } from './entitlements.js';
import { RuntimeProvider, type RuntimeSession } from './runtime-context.js';
import { facts, permission, realBundle, testRegistry } from './test-fixtures.js';
import { render } from '../../tests/render.js';

const member = ['authenticated', 'context'] as const;

/** A route map with the shapes the app needs: a fallback chain, children, a loop, a modal. */
function routes(overrides: Partial<RoutesConfig> = {}): RoutesConfig {
  return {
    defaultPath: 'my-accounts',
    selectContextPath: 'select-context',
    noAccessPath: 'no-access',
    routes: [
      { path: 'select-context', titleKey: 'route.selectContext.title', page: 'select-context', layout: 'none', guards: ['authenticated'] },
      { path: 'no-access', titleKey: 'route.noAccess.title', page: 'no-access', guards: [...member] },
      {
        path: 'my-accounts',
        titleKey: 'route.myAccounts.title',
        widget: 'accounts-list',
        guards: [...member],
        entitlement: 'canViewMyAccounts',
        fallback: 'transfers/make-a-transfer',
        children: [{ path: 'manage', titleKey: 'route.manageAccounts.title', widget: 'greeting', props: { name: 'manager' }, entitlement: 'canManageAccounts' }],
      },
      {
        path: 'transfers',
        guards: [...member],
        children: [
          { path: 'make-a-transfer', titleKey: 'route.makeATransfer.title', widget: 'greeting', props: { name: 'transfers' }, entitlement: 'canMakeTransfers' },
        ],
      },
      { path: 'old-accounts', redirect: 'my-accounts' },
    ],
    modals: [
      { name: 'quick-action-repay', titleKey: 'route.repayCreditCard.title', widget: 'greeting', props: { name: 'repay' }, parameters: ['account'] },
      { name: 'quick-action-cash-advance', titleKey: 'route.cashAdvance.title', widget: 'greeting', props: { name: 'cash' }, entitlement: 'canMakeTransfers' },
    ],
    ...overrides,
  };
}

const everything = facts([
  permission('Product Summary', 'Product Summary', 'view', 'edit'),
  permission('Payments', 'A2A Transfer', 'create', 'view'),
]);
const transfersOnly = facts([permission('Payments', 'A2A Transfer', 'create', 'view')]);
const nothing = facts([]);
const signedIn: RuntimeSession = { isAuthenticated: true, hasContext: true };

function renderAt(
  path: string,
  options: { routes?: RoutesConfig; facts?: EntitlementFacts | undefined; session?: RuntimeSession; layout?: ReactElement } = {},
) {
  const routeMap = options.routes ?? routes();
  const config = { ...realBundle(), routes: routeMap } as ConfigBundle;
  const router = createMemoryRouter(
    buildRoutes({
      routes: routeMap,
      layout: options.layout ?? (
        <div data-testid="layout">
          <Outlet />
        </div>
      ),
      pages: { 'select-context': () => <p>choose a context</p> },
      signIn: <p>signing you in</p>,
      pending: <p>loading permissions</p>,
    }),
    { initialEntries: [path] },
  );
  const view = render(
    <RuntimeProvider
      config={config}
      registry={testRegistry()}
      facts={'facts' in options ? options.facts : everything}
      session={options.session ?? signedIn}
    >
      <RouterProvider router={router} />
    </RuntimeProvider>,
  );
  return { router, view };
}

afterEach(() => {
  document.title = '';
});

describe('buildRoutes', () => {
  it.each([
    ['the empty path', '/'],
    ['an unknown path', '/no/such/page'],
    ['a redirect route', '/old-accounts'],
  ])('%s lands on my-accounts', async (_title, path) => {
    const { router } = renderAt(path);
    expect(await screen.findByText('accounts list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-accounts');
    expect(screen.getByTestId('layout')).toContainElement(screen.getByText('accounts list'));
  });

  it("shows the credit union's own page, not the error and its stack, when the app's frame fails to render, and draws it again on Try again", async () => {
    let broken = true;
    function FlakyLayout(): ReactElement {
      if (broken) throw new Error('menu item without a label');
      return (
        <div data-testid="layout">
          <Outlet />
        </div>
      );
    }
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAt('/my-accounts', { layout: <FlakyLayout /> });
      expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeInTheDocument();
      expect(
        screen.getByText(
          `This page stopped working. Your accounts are not affected. Try again to carry on; if it keeps happening, reload the page or call us at ${realBundle().app.phone}.`,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/menu item without a label/)).toBeNull();
      expect(consoleError).toHaveBeenCalledWith('The app failed to render this page', expect.objectContaining({ message: 'menu item without a label' }));
      const retry = screen.getByRole('link', { name: 'Try again' });
      expect(retry).toHaveAttribute('href', '/my-accounts');
      // Whatever failed is over (a response that came back, a flag that changed): trying again draws the page.
      broken = false;
      await userEvent.click(retry);
      expect(await screen.findByText('accounts list')).toBeInTheDocument();
      expect(screen.getByTestId('layout')).toContainElement(screen.getByText('accounts list'));
    } finally {
      consoleError.mockRestore();
    }
  });

  it('sets document.title from the deepest titled route', async () => {
    renderAt('/my-accounts/manage');
    expect(await screen.findByText('Hello manager!')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Manage Accounts | Front Range CU'));
  });

  it('shows the sign-in element, and no layout, to someone not signed in', () => {
    renderAt('/my-accounts', { session: { isAuthenticated: false, hasContext: false } });
    expect(screen.getByText('signing you in')).toBeInTheDocument();
    expect(screen.queryByTestId('layout')).toBeNull();
  });

  it('sends a signed-in member without a context to select-context, outside the layout', async () => {
    const { router } = renderAt('/my-accounts', { session: { isAuthenticated: true, hasContext: false } });
    expect(await screen.findByText('choose a context')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/select-context');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/my-accounts' } });
    expect(screen.queryByTestId('layout')).toBeNull();
  });

  it('sends a member whose terms wait for acceptance to the terms page first, and nowhere else once accepted', async () => {
    const withTerms = routes({
      consentPath: 'consent',
      routes: [...routes().routes, { path: 'consent', titleKey: 'route.consent.title', widget: 'greeting', props: { name: 'terms' }, layout: 'none', guards: [...member] }],
    });
    const { router } = renderAt('/my-accounts/manage', { routes: withTerms, session: { ...signedIn, termsPending: true } });
    expect(await screen.findByText('Hello terms!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/consent');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/my-accounts/manage' } });
    expect(screen.queryByTestId('layout')).toBeNull();
    cleanup();
    renderAt('/my-accounts/manage', { routes: withTerms, session: { ...signedIn, termsPending: false } });
    expect(await screen.findByText('Hello manager!')).toBeInTheDocument();
  });

  it('waits for the facts before deciding an entitlement', () => {
    const { router } = renderAt('/my-accounts', { facts: undefined });
    expect(screen.getByText('loading permissions')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-accounts');
  });

  it('sends a member without canViewMyAccounts to the fallback route', async () => {
    const { router } = renderAt('/', { facts: transfersOnly });
    expect(await screen.findByText('Hello transfers!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/transfers/make-a-transfer');
  });

  it('sends a member entitled to nothing to the no-access page, via the fallback chain', async () => {
    const { router } = renderAt('/my-accounts', { facts: nothing });
    expect(await screen.findByRole('heading', { name: "You don't have access to online banking features" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-access');
  });

  it('goes to no-access when the route has no fallback', async () => {
    const map = routes();
    const { router } = renderAt('/my-accounts/manage', { facts: facts([permission('Product Summary', 'Product Summary', 'view')]), routes: map });
    await screen.findByRole('heading', { name: "You don't have access to online banking features" });
    expect(router.state.location.pathname).toBe('/no-access');
  });

  it('cannot loop even when fallbacks point at each other', async () => {
    const looping = routes();
    const [selectContext, noAccess, myAccounts, transfers] = looping.routes as [object, object, object, { children: object[] }];
    const loop = routes({
      routes: [
        selectContext,
        noAccess,
        myAccounts,
        { ...transfers, children: [{ ...(transfers.children[0] as object), path: 'make-a-transfer', fallback: 'my-accounts' }] },
      ] as RoutesConfig['routes'],
    });
    const { router } = renderAt('/my-accounts', { facts: nothing, routes: loop });
    await screen.findByRole('heading', { name: "You don't have access to online banking features" });
    expect(router.state.location.pathname).toBe('/no-access');
  });

  it('renders the no-access page in place when even the no-access route is denied', async () => {
    const map = routes();
    const broken = routes({
      routes: map.routes.map((node) => (node.path === 'no-access' ? { ...node, entitlement: 'canViewMyAccounts' } : node)),
    });
    const { router } = renderAt('/no-access', { facts: nothing, routes: broken });
    expect(await screen.findByRole('heading', { name: "You don't have access to online banking features" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-access');
  });

  it('opens a modal route from ?openedModal= over the page and closes it', async () => {
    const { router } = renderAt('/my-accounts?openedModal=quick-action-repay');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Repay credit card');
    expect(await screen.findByText('Hello repay!')).toBeInTheDocument();
    expect(screen.getByText('accounts list')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/my-accounts');
  });

  it('closing a modal also removes the parameters it declares and keeps the page parameters', async () => {
    const { router } = renderAt('/my-accounts?tab=cards&openedModal=quick-action-repay&account=card-1');
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=cards'));
  });

  it('ignores an unknown modal name', async () => {
    renderAt('/my-accounts?openedModal=quick-action-unknown');
    await screen.findByText('accounts list');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open a modal whose entitlement is denied', async () => {
    renderAt('/my-accounts?openedModal=quick-action-cash-advance', {
      facts: facts([permission('Product Summary', 'Product Summary', 'view')]),
    });
    await screen.findByText('accounts list');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('re-evaluates guards when the session changes, without rebuilding the router', async () => {
    const map = routes();
    const config = { ...realBundle(), routes: map } as ConfigBundle;
    const router = createMemoryRouter(
      buildRoutes({ routes: map, layout: <Outlet />, pages: { 'select-context': () => <p>choose a context</p> }, signIn: <p>signing you in</p> }),
      { initialEntries: ['/my-accounts'] },
    );
    const registry = testRegistry();
    const tree = (session: RuntimeSession) => (
      <RuntimeProvider config={config} registry={registry} facts={everything} session={session}>
        <RouterProvider router={router} />
      </RuntimeProvider>
    );
    const { rerender } = render(tree({ isAuthenticated: false, hasContext: false }));
    expect(screen.getByText('signing you in')).toBeInTheDocument();
    await act(async () => rerender(tree(signedIn)));
    expect(await screen.findByText('accounts list')).toBeInTheDocument();
  });
});
