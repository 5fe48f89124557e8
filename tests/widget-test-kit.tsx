/*
 * Shared by the widgets' component tests: the repository's configuration, msw's fake platform with
 * its lifecycle, and the providers a widget needs (SWR with a fresh cache, platform, runtime with
 * the real widget registry, a memory router with a location probe).
 *
 * Widgets may not import src/shell (import zones), so src/shell/shell-test-kit.tsx stays the
 * shell's; src/runtime/test-fixtures.tsx is the runtime's own (a stand-in registry, ajv on the spot).
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, createRoutesFromElements, MemoryRouter, Outlet, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll } from 'vitest';
import appConfig from '../config/app.json';
import entitlements from '../config/entitlements.json';
import flags from '../config/flags.json';
import menu from '../config/menu.json';
import catalogue from '../config/messages/en-US.json';
import routes from '../config/routes.json';
import { createHttpClient, PlatformProvider, type HttpClient, type Platform } from '../src/platform/index.js';
import { RuntimeProvider, type ConfigBundle, type EntitlementFacts } from '../src/runtime/index.js';
import { widgetRegistry } from '../widgets/index.js';
import { holdAnswersToContract } from './contract-answer-watch.js';
import { render } from './render.js';

export const apiRoot = 'http://bank.test/api';

const messages: Record<string, string> = catalogue;

/** The catalogue's text for `key` with `{name}` placeholders filled; a missing key fails the test rather than matching itself. */
export function text(key: string, params: Record<string, string | number> = {}): string {
  const value = messages[key];
  if (value === undefined) throw new Error(`config/messages/en-US.json has no "${key}"`);
  return value.replace(/\{(\w+)\}/g, (_match, name: string) => String(params[name] ?? `{${name}}`));
}

/**
 * The repository's configuration plus the sections a widget reads (`forms`, `transactions`,
 * `bill-pay`, or a replacement `routes`), with app.json values overridden where a test needs others.
 */
export function widgetConfig(sections: Record<string, unknown> = {}, app: Record<string, unknown> = {}): ConfigBundle {
  return { app: { ...appConfig, ...app }, routes, menu, entitlements, flags, messages, ...sections } as unknown as ConfigBundle;
}

/**
 * msw's fake platform for this test file: listening for the file, failing on any request no
 * handler answers, handlers reset after each test (`afterEachTest` runs there too). Every answer
 * under the API root is held to the contract: the test fails naming each one the platform would
 * never give.
 */
export function fakePlatform(afterEachTest?: () => void) {
  const server = setupServer();
  holdAnswersToContract(server, apiRoot);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    afterEachTest?.();
  });
  afterAll(() => server.close());
  return server;
}

export { stubResizeObserver } from './stub-resize-observer.js';

/** The router's location (path and query) where tests can read it. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface WidgetRenderOptions {
  /** The memory router's first entry (also what the http client reports as the current page). */
  readonly path: string;
  readonly config?: ConfigBundle;
  readonly facts?: EntitlementFacts;
  /** A data router (createMemoryRouter) instead of MemoryRouter: for widgets that block leaving (useBlocker, the journey host). */
  readonly dataRouter?: boolean;
  /** The signed-in session, for widgets that sign out or ask for the password again (a test double). */
  readonly session?: Platform['session'];
}

/** `routes` in a memory data router, the location probe beside whichever route matched. */
function DataRouter({ routes, path }: { routes: ReactNode; path: string }) {
  // Created once: a new router on a re-render would start again at `path`.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          // Named: createRoutesFromElements numbers the widget's routes from "0", which an unnamed root would also take.
          id: 'widget-test-root',
          element: (
            <>
              <Outlet />
              <LocationProbe />
            </>
          ),
          children: createRoutesFromElements(routes),
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** The platform client a widget under test talks to msw with, signed in, on the page at `path`. */
export function testHttpClient(path: string): HttpClient {
  return createHttpClient({
    apiRoot,
    session: { accessToken: () => 'token', refresh: async () => undefined, logout: () => undefined },
    readCookie: () => undefined,
    currentPath: () => path,
  });
}

/** Renders `routes` (the `<Route>`s of the widget under test) at `path` with everything around a widget. */
export function renderWidget(routesUnderTest: ReactNode, options: WidgetRenderOptions) {
  const http = testHttpClient(options.path);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PlatformProvider platform={{ http, session: options.session }}>
        <RuntimeProvider
          config={options.config ?? widgetConfig()}
          registry={widgetRegistry}
          facts={options.facts ?? { permissions: [], flags: {} }}
          session={{ isAuthenticated: true, hasContext: true }}
        >
          {options.dataRouter === true ? (
            <DataRouter routes={routesUnderTest} path={options.path} />
          ) : (
            <MemoryRouter initialEntries={[options.path]}>
              <Routes>{routesUnderTest}</Routes>
              <LocationProbe />
            </MemoryRouter>
          )}
        </RuntimeProvider>
      </PlatformProvider>
    </SWRConfig>,
  );
}

/**
 * Picks `option` (its accessible name) in the antd Select whose combobox is `combobox` (found by
 * its label, as a member finds it): opens it by click, then clicks the option in its own listbox,
 * so options of other pickers on the page never match.
 */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, option: string | RegExp): Promise<void> {
  await user.click(combobox);
  const listbox = await waitFor(() => {
    const found = document.getElementById(`${combobox.id}_list`);
    if (!found) throw new Error(`the picker ${combobox.id} did not open`);
    return found;
  });
  // The list is still sliding open (antd sets pointer-events: none until its motion ends, which
  // jsdom never runs): the option gets the click the member's pointer would give it.
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** What an antd Select shows as chosen (empty when nothing is). */
export function chosenOption(combobox: HTMLElement): string {
  const select = combobox.closest('.ant-select');
  return select?.querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? '';
}
