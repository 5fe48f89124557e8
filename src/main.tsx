// First, so the app's own styles come after antd's (vite.config.ts `antdFirstScreenStyles`).
import 'virtual:antd-first-screen.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { widgetRegistry } from '../widgets/index.js';
import {
  browserCanKeepSignInKey,
  createHttpClient,
  firstPreviewToken,
  listenForPreviewToken,
  previewBundleUrl,
  previewIdOf,
  Session,
} from './platform/index.js';
import {
  buildRoutes,
  checkBundleInBrowser,
  ConfigErrorPage,
  fetchConfigBundle,
  isVisitorPath,
  NoAccessPage,
  nonceStyleElements,
  preloadWidget,
  resolveMessage,
  SignInBlockedPage,
  openedRoute,
  type ConfigBundle,
  type ConfigError,
} from './runtime/index.js';
import { App, VisitorApp } from './shell/app.js';
import { AppLoading } from './shell/full-page-status.js';
import { MainLayout } from './shell/main-layout.js';
import { startSessionReads, startWidgetReads } from './shell/session-reads.js';
import { StartSignIn } from './shell/start-sign-in.js';
import { VisitorLayout } from './shell/visitor-layout.js';
import './shell/shell.css';

const configUrl = '/config/bundle';

/** The longest the first render waits for the first reads to leave (their proofs signed). */
const readsHeadStartMs = 1_000;

/** How long the preview frame waits for the studio's token before it says it has none. */
const previewTokenWaitMs = 15_000;

/**
 * Marks the studio's preview frame, so a screenshot of it is never mistaken for the live app. Plain
 * styles: it sits outside the themed app, and a draft's theme must not hide it.
 */
function PreviewMarker({ label }: { label: string }) {
  return (
    <div
      role="status"
      data-testid="preview-marker"
      style={{
        position: 'fixed',
        insetInlineEnd: 8,
        insetBlockEnd: 8,
        zIndex: 2000,
        padding: '2px 10px',
        borderRadius: 4,
        background: '#7a2e00',
        color: '#ffffff',
        font: '600 12px/20px system-ui, sans-serif',
        pointerEvents: 'none',
      }}
    >
      {label}
    </div>
  );
}

// Not part of the first screen a returning member sees: loaded when a context is to be chosen.
const LazySelectContextPage = lazy(() =>
  import('./shell/select-context-page.js').then((module) => ({ default: module.SelectContextPage })),
);
function SelectContextRoute() {
  return (
    <Suspense fallback={<AppLoading />}>
      <LazySelectContextPage />
    </Suspense>
  );
}

/** The router over routes.json, for members and visitors alike (the guards decide who sees what). */
function routerFor(config: ConfigBundle) {
  return createBrowserRouter(
    buildRoutes({
      routes: config.routes,
      layout: <MainLayout />,
      visitorLayout: <VisitorLayout />,
      pages: { 'select-context': SelectContextRoute, 'no-access': NoAccessPage },
      signIn: <StartSignIn />,
      pending: <AppLoading />,
    }),
  );
}

function showConfigErrors(root: Root, errors: readonly ConfigError[], bundle?: unknown) {
  const messages = typeof bundle === 'object' && bundle !== null ? (bundle as { messages?: unknown }).messages : undefined;
  root.render(
    <StrictMode>
      <ConfigErrorPage errors={errors} messages={messages} />
    </StrictMode>,
  );
}

function showSignInBlocked(root: Root, config: ConfigBundle, reason: 'key-store' | 'clock') {
  root.render(
    <StrictMode>
      <SignInBlockedPage config={config} reason={reason} />
    </StrictMode>,
  );
}

/**
 * Boot (DESIGN "Runtime"): configuration bundle (index.html preloads it alongside the scripts),
 * which the server checked before serving it (one it found problems in, or did not check, the
 * browser checks, and shows its errors instead of the app) → sign-in session → router from
 * routes.json → render. What can overlap does: once the token is known the context check, flags,
 * permissions and the data of the opened route's widgets are requested together (startSessionReads),
 * and the widgets' chunks download and run while they are answered, before React renders.
 */
async function boot(root: Root): Promise<void> {
  // Preview mode (the studio's frame): the draft's bundle, the studio's token, no provider at all.
  const previewId = previewIdOf();
  const bundleUrl = previewId === undefined ? configUrl : previewBundleUrl(previewId);
  // Asked for at once, so the token is on its way while the bundle downloads.
  const previewToken = previewId === undefined ? undefined : firstPreviewToken(window, previewTokenWaitMs);
  // Probed while the bundle downloads and is read: it opens a database, a few turns of the thread.
  const keyStoreUsable = previewId === undefined ? browserCanKeepSignInKey() : undefined;
  let bundle: unknown;
  try {
    const fetched = await fetchConfigBundle(bundleUrl);
    bundle = fetched.bundle;
    // The server checked it (once per version) unless it says otherwise; then the browser does.
    if (fetched.serverCheck !== 'passed') {
      const errors = await checkBundleInBrowser(bundle, widgetRegistry);
      if (errors.length > 0) {
        showConfigErrors(root, errors, bundle);
        return;
      }
    }
  } catch (error) {
    showConfigErrors(root, [{ file: bundleUrl, pointer: '', message: error instanceof Error ? error.message : String(error) }], bundle);
    return;
  }
  const config = bundle as ConfigBundle;
  document.documentElement.lang = config.app.locale;

  const opened = () => openedRoute(config.routes, window.location.pathname, window.location.search);
  let route = opened();
  // The route's own widget downloads while the session is restored: the accounts list's chunk is
  // small, and ready when React first renders. The widgets it nests, after the reads have left (below).
  const routeWidget = route.widgets[0]?.widget;
  if (routeWidget !== undefined) preloadWidget(widgetRegistry, routeWidget);

  // A visitor page (enrollment, password reset) is for people who are not signed in: nobody is
  // sent to the sign-in page first. Leaving it for any other page starts the sign-in there.
  if (previewToken === undefined && isVisitorPath(config.routes, window.location.pathname)) {
    for (const { widget } of route.widgets) preloadWidget(widgetRegistry, widget);
    const visitorSession = new Session({ config: config.app.auth });
    const visitorHttp = createHttpClient({ apiRoot: config.app.apiRoot, session: visitorSession });
    root.render(
      <StrictMode>
        <VisitorApp config={config} registry={widgetRegistry} session={visitorSession} http={visitorHttp} router={routerFor(config)} />
      </StrictMode>,
    );
    return;
  }

  let session: Session;
  if (previewToken === undefined) {
    if (!(await keyStoreUsable)) {
      showSignInBlocked(root, config, 'key-store');
      return;
    }
    session = new Session({ config: config.app.auth });
  } else {
    let accessToken: string;
    try {
      accessToken = await previewToken;
    } catch (error) {
      showConfigErrors(root, [{ file: bundleUrl, pointer: '', message: error instanceof Error ? error.message : String(error) }], bundle);
      return;
    }
    const previewSession = new Session({ config: config.app.auth, preview: { accessToken } });
    listenForPreviewToken(window, (fresh) => previewSession.setPreviewToken(fresh));
    session = previewSession;
  }
  const started = await session.start();
  if (started.kind === 'redirecting') return;
  if (started.kind === 'clock-off') {
    showSignInBlocked(root, config, 'clock');
    return;
  }
  // After a sign-in redirect the member is now where they were going, which may be another route.
  if (started.returnTo !== undefined) {
    window.history.replaceState(null, '', started.returnTo);
    route = opened();
  }

  const http = createHttpClient({ apiRoot: config.app.apiRoot, session });
  const initialContext = startSessionReads(http, session, config);
  const widgetReads = startWidgetReads(http, widgetRegistry, route, config);
  // The reads leave once their proofs are signed, which takes a few turns of the main thread; the
  // first render would hold it for longer, so the reads would wait behind it instead of running
  // beside it.
  // Bounded: a key store that never answers must not keep the page blank; the shell's own loading
  // and error states take over from there.
  await Promise.race([widgetReads.then(() => http.requestsSent()), new Promise((resolve) => setTimeout(resolve, readsHeadStartMs))]);
  // The other widgets' chunks download while the reads are answered. Each is run as it arrives,
  // which holds the main thread (an account's page with its transactions: a third of a second at
  // 4x throttling), so only now that the reads have left. (Preloading twice downloads once.)
  for (const { widget } of route.widgets) preloadWidget(widgetRegistry, widget);
  const router = routerFor(config);
  root.render(
    <StrictMode>
      <App config={config} registry={widgetRegistry} session={session} http={http} router={router} initialContext={initialContext} />
      {session.isPreview() && <PreviewMarker label={resolveMessage(config.messages, 'preview.marker')} />}
    </StrictMode>,
  );
}

nonceStyleElements();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
void boot(createRoot(container));
