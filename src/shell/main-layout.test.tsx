import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient, PlatformProvider } from '../platform/index.js';
import { createWidgetRegistry, RuntimeProvider } from '../runtime/index.js';
import { MainLayout } from './main-layout.js';
import { ShellProvider, type Shell } from './shell-context.js';
import { holdAnswersToContract } from '../../tests/contract-answer-watch.js';
import { apiRoot, shellConfig, text } from './shell-test-kit.js';
import { render } from '../../tests/render.js';
import { stubResizeObserver } from '../../tests/stub-resize-observer.js';

const server = setupServer(
  http.get(`${apiRoot}/notifications-service/client-api/v3/notifications/unread-count`, () => HttpResponse.json({ unread: 3 })),
);
holdAnswersToContract(server, apiRoot);
beforeAll(() => {
  // antd's dropdown measures its trigger; jsdom has no ResizeObserver.
  stubResizeObserver();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A window `width` px wide as far as CSS media queries go (antd's breakpoints read matchMedia). */
function viewportWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (min === null || width >= Number(min[1])) && (max === null || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Member entitled to the accounts list only (ProductSummary view), not to transfers. */
const facts = { permissions: [{ resource: 'Product Summary', function: 'Product Summary', permissions: { view: true } }], flags: {} };

function renderLayout(path = '/my-accounts') {
  const config = shellConfig();
  const httpClient = createHttpClient({
    apiRoot,
    session: { accessToken: () => 'token', refresh: async () => undefined, logout: () => undefined },
    readCookie: () => undefined,
    currentPath: () => path,
  });
  const shell: Shell = {
    serviceAgreement: { id: 'sa-1', name: 'Personal', isMaster: true },
    contextChosen: vi.fn(),
    logout: vi.fn(),
    afterLoginDue: false,
    afterLoginShown: vi.fn(),
    reportGlobalError: vi.fn(),
    clearGlobalError: vi.fn(),
    globalError: undefined,
  };
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <MainLayout />,
        children: [
          { path: 'my-accounts', element: <p>accounts page</p>, handle: { fullPath: 'my-accounts', titleKey: 'route.myAccounts.title' } },
          { path: '*', element: <p>another page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PlatformProvider platform={{ http: httpClient }}>
        <RuntimeProvider config={config} registry={createWidgetRegistry([], { validators: {} })} facts={facts} session={{ isAuthenticated: true, hasContext: true }}>
          <ShellProvider shell={shell}>
            <RouterProvider router={router} />
          </ShellProvider>
        </RuntimeProvider>
      </PlatformProvider>
    </SWRConfig>,
  );
  return { router, shell };
}

describe('main layout', () => {
  it('at phone width (375 px) the menu is a drawer: a button opens it, a menu choice closes it', async () => {
    viewportWidth(375);
    const { router } = renderLayout();
    expect(screen.queryByTestId('menu-sider')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: text('menu.label') })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: text('shell.menu.open') });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(open);
    // The drawer's code is a lazy chunk: the first open in a test run transforms the module.
    const nav = await screen.findByRole('navigation', { name: text('menu.label') });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: text('menu.accounts.myAccounts') })).toBeInTheDocument();
    // An item the member is not entitled to is absent, not dead.
    expect(within(nav).queryByRole('link', { name: text('menu.moveMoney.makeATransfer') })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: text('menu.accounts.myAccounts') }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: text('menu.label') })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/my-accounts');
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('the drawer also closes from its close button', async () => {
    viewportWidth(375);
    renderLayout('/elsewhere');
    await userEvent.click(screen.getByRole('button', { name: text('shell.menu.open') }));
    await screen.findByRole('navigation', { name: text('menu.label') });
    await userEvent.click(screen.getByLabelText(text('shell.menu.close')));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: text('menu.label') })).not.toBeInTheDocument());
    expect(screen.getByText('another page')).toBeInTheDocument();
  });

  it('on a wide screen the menu is a side column, with no menu button', async () => {
    viewportWidth(1280);
    renderLayout();
    expect(screen.getByTestId('menu-sider')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: text('menu.label') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('shell.menu.open') })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: text('route.myAccounts.title') })).toBeInTheDocument();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    // The page's own item is marked for everyone, not only by its colour.
    expect(within(screen.getByTestId('menu-sider')).getByRole('link', { name: text('menu.accounts.myAccounts') })).toHaveAttribute('aria-current', 'page');
  });

  it('on a wide screen the layout is drawn for it at once: the phone\'s menu button is never put in and taken out', async () => {
    viewportWidth(1280);
    // Everything taken out of the page while it loads: a layout first drawn for a phone and then
    // redrawn for the wide screen leaves its menu button here.
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes)));
    observer.observe(document.body, { childList: true, subtree: true });
    renderLayout();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    observer.takeRecords().forEach((record) => removed.push(...record.removedNodes));
    observer.disconnect();
    const menuButtons = removed.filter((node) => node instanceof Element && (node.matches('[data-testid="menu-button"]') || node.querySelector('[data-testid="menu-button"]') !== null));
    expect(menuButtons).toEqual([]);
    expect(screen.getByTestId('menu-sider')).toBeInTheDocument();
  });

  it('the user menu opens on the first press, its code downloaded then', async () => {
    viewportWidth(1280);
    const { router, shell } = renderLayout();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: text('shell.userMenu.switchContext') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${shellConfig().routes.selectContextPath}`));
    expect(shell.logout).not.toHaveBeenCalled();
  });

  it('reached by the keyboard, the user menu button keeps the focus while its menu downloads, then opens it', async () => {
    viewportWidth(1280);
    const { shell } = renderLayout();
    const user = userEvent.setup();
    const before = screen.getByTestId('user-menu');
    before.focus();
    // The same button, now inside the dropdown, still has the focus.
    await waitFor(() => expect(screen.getByTestId('user-menu')).not.toBe(before));
    expect(screen.getByTestId('user-menu')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: text('shell.userMenu.logout') }));
    expect(shell.logout).toHaveBeenCalledTimes(1);
  });
});
