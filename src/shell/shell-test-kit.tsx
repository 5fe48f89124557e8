/*
 * Shared by the shell's component tests only: the repository's configuration, an http client
 * against msw's fake platform, and the providers a shell piece needs (SWR with a fresh cache,
 * platform, runtime, shell, a memory router with a location probe).
 */
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi, type Mock } from 'vitest';
import appConfig from '../../config/app.json';
import entitlements from '../../config/entitlements.json';
import flags from '../../config/flags.json';
import menu from '../../config/menu.json';
import catalogue from '../../config/messages/en-US.json';
import routes from '../../config/routes.json';
import { createHttpClient, PlatformProvider, type ServiceAgreement, type Session } from '../platform/index.js';
import { createWidgetRegistry, RuntimeProvider, type ConfigBundle, type EntitlementFacts } from '../runtime/index.js';
import { ShellProvider, type GlobalErrorReport, type Shell } from './shell-context.js';
import { render } from '../../tests/render.js';

export const apiRoot = 'http://bank.test/api';
export const accessGroups = `${apiRoot}/access-control/client-api/v3/accessgroups`;

const messages: Record<string, string> = catalogue;

/** The catalogue's text for `key` with `{name}` placeholders filled, failing loudly on a missing key. */
export function text(key: string, params: Record<string, string> = {}): string {
  const value = messages[key];
  if (value === undefined) throw new Error(`config/messages/en-US.json has no "${key}"`);
  return value.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? `{${name}}`);
}

/** The repository's configuration, with app.json values overridden where a test needs others. */
export function shellConfig(app: Partial<typeof appConfig> = {}): ConfigBundle {
  return { app: { ...appConfig, ...app }, routes, menu, entitlements, flags, messages } as unknown as ConfigBundle;
}

export function agreement(id: string, name: string, extra: Partial<ServiceAgreement> = {}) {
  return { id, name, isMaster: false, status: 'ENABLED', ...extra };
}

export interface ShellOptions {
  readonly path?: string;
  /** router state of the first entry (select-context reads `from`). */
  readonly state?: unknown;
  readonly config?: ConfigBundle;
  readonly facts?: EntitlementFacts;
  readonly serviceAgreement?: ServiceAgreement;
  readonly globalError?: GlobalErrorReport;
  /** A context was just chosen: the after-login overlays are due. */
  readonly afterLoginDue?: boolean;
  /** The signed-in member's id (the token's subject); without it the platform has no session. */
  readonly member?: string;
  /** Route element rendered for every path (`*`). */
  readonly children: ReactNode;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * The shell's state as the app keeps it (a reported global error stays until cleared), with every
 * action a spy the test can inspect.
 */
function ShellState({ initial, spies, children }: { initial: ShellOptions; spies: ShellSpies; children: ReactNode }) {
  const [globalError, setGlobalError] = useState(initial.globalError);
  const [afterLoginDue, setAfterLoginDue] = useState(initial.afterLoginDue ?? false);
  const shell: Shell = {
    serviceAgreement: initial.serviceAgreement,
    contextChosen: spies.contextChosen,
    logout: spies.logout,
    afterLoginDue,
    afterLoginShown: () => {
      spies.afterLoginShown();
      setAfterLoginDue(false);
    },
    reportGlobalError: (report) => {
      spies.reportGlobalError(report);
      setGlobalError(report);
    },
    clearGlobalError: () => {
      spies.clearGlobalError();
      setGlobalError(undefined);
    },
    globalError,
  };
  return <ShellProvider shell={shell}>{children}</ShellProvider>;
}

export interface ShellSpies {
  readonly contextChosen: Mock<(serviceAgreement: ServiceAgreement) => void>;
  readonly logout: Mock<() => void>;
  readonly afterLoginShown: Mock<() => void>;
  readonly reportGlobalError: Mock<(report: GlobalErrorReport) => void>;
  readonly clearGlobalError: Mock<() => void>;
}

/** A session that only says who is signed in: what the shell's pieces read of it. */
function memberSession(member: string): Session {
  return { claims: () => ({ sub: member }), isPreview: () => false } as unknown as Session;
}

/** Renders a shell piece with everything around it; `shell` holds spies of the shell's actions. */
export function renderShell(options: ShellOptions) {
  const http = createHttpClient({
    apiRoot,
    session: { accessToken: () => 'token', refresh: async () => undefined, logout: () => undefined },
    readCookie: () => undefined,
    currentPath: () => options.path ?? '/',
  });
  const shell: ShellSpies = { contextChosen: vi.fn(), logout: vi.fn(), afterLoginShown: vi.fn(), reportGlobalError: vi.fn(), clearGlobalError: vi.fn() };
  const config = options.config ?? shellConfig();
  const registry = createWidgetRegistry([], { validators: {} });
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <PlatformProvider platform={{ http, session: options.member === undefined ? undefined : memberSession(options.member) }}>
        <RuntimeProvider config={config} registry={registry} facts={options.facts} session={{ isAuthenticated: true, hasContext: options.serviceAgreement !== undefined }}>
          <ShellState initial={options} spies={shell}>
            <MemoryRouter initialEntries={[{ pathname: options.path ?? '/', state: options.state }]}>
              <Routes>
                <Route path="*" element={options.children} />
              </Routes>
              <LocationProbe />
            </MemoryRouter>
          </ShellState>
        </RuntimeProvider>
      </PlatformProvider>
    </SWRConfig>,
  );
  return { ...view, shell };
}
