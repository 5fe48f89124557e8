import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { widgetRegistry } from '../widgets/index.js';
import { Session } from './platform/auth.js';
import { createHttpClient } from './platform/http.js';
import {
  buildRoutes,
  ConfigErrorPage,
  fetchConfigBundle,
  NoAccessPage,
  preloadWidget,
  validateConfigBundle,
  widgetForPath,
  type ConfigBundle,
  type ConfigError,
} from './runtime/index.js';
import { App } from './shell/app.js';
import { AppLoading } from './shell/full-page-status.js';
import { MainLayout } from './shell/main-layout.js';
import { startSessionReads } from './shell/session-reads.js';
import { StartSignIn } from './shell/start-sign-in.js';
import './shell/shell.css';

const configUrl = '/config/bundle';

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

function showConfigErrors(root: Root, errors: readonly ConfigError[], bundle?: unknown) {
  const messages = typeof bundle === 'object' && bundle !== null ? (bundle as { messages?: unknown }).messages : undefined;
  root.render(
    <StrictMode>
      <ConfigErrorPage errors={errors} messages={messages} />
    </StrictMode>,
  );
}

/**
 * Boot (DESIGN "Runtime"): configuration bundle (index.html preloads it alongside the scripts) →
 * validation (an invalid one shows its errors instead of the app) → sign-in session → router from
 * routes.json → render. What can overlap does: the first route's widget chunk downloads while the
 * session is restored, and once the token is known the context check, flags, permissions and the
 * widget's data are requested together while React renders (startSessionReads).
 */
async function boot(root: Root): Promise<void> {
  let bundle: unknown;
  try {
    bundle = await fetchConfigBundle(configUrl);
  } catch (error) {
    showConfigErrors(root, [{ file: configUrl, pointer: '', message: error instanceof Error ? error.message : String(error) }]);
    return;
  }
  const errors = validateConfigBundle(bundle, widgetRegistry);
  if (errors.length > 0) {
    showConfigErrors(root, errors, bundle);
    return;
  }
  const config = bundle as ConfigBundle;
  document.documentElement.lang = config.app.locale;

  const firstWidget = () => widgetForPath(config.routes, window.location.pathname);
  const early = firstWidget();
  if (early !== undefined) preloadWidget(widgetRegistry, early);

  const session = new Session({ config: config.app.auth });
  const started = await session.start();
  if (started.kind === 'redirecting') return;
  if (started.returnTo !== undefined) window.history.replaceState(null, '', started.returnTo);

  const http = createHttpClient({ apiRoot: config.app.apiRoot, session });
  // After a sign-in redirect the member is now where they were going, which may be another route.
  const widget = firstWidget();
  if (widget !== undefined && widget !== early) preloadWidget(widgetRegistry, widget);
  const initialContext = startSessionReads(http, session, widgetRegistry, widget);
  const router = createBrowserRouter(
    buildRoutes({
      routes: config.routes,
      layout: <MainLayout />,
      pages: { 'select-context': SelectContextRoute, 'no-access': NoAccessPage },
      signIn: <StartSignIn />,
      pending: <AppLoading />,
    }),
  );
  root.render(
    <StrictMode>
      <App config={config} registry={widgetRegistry} session={session} http={http} router={router} initialContext={initialContext} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
void boot(createRoot(container));
