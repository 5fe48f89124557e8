import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type AuthConfig, isRecord } from '../platform/index.js';
import { ConfigErrorPage, fetchConfigBundle, nonceStyleElements } from '../runtime/index.js';
import { StudioApp } from './studio-app.js';
import { StudioSession } from './studio-session.js';
import { StudioTextProvider } from './studio-text.js';
import './studio.css';

const configUrl = '/config/bundle';

function authConfigOf(app: Record<string, unknown>): AuthConfig {
  const auth = isRecord(app.auth) ? app.auth : {};
  const { authority, clientId, scope, silentRefreshTimeoutMs } = auth;
  if (typeof authority !== 'string' || typeof clientId !== 'string' || typeof scope !== 'string' || typeof silentRefreshTimeoutMs !== 'number') {
    throw new Error('app.json has no usable "auth" settings; run npm run config:check.');
  }
  return { authority, clientId, scope, silentRefreshTimeoutMs };
}

/** A studio that cannot start says why, as the member app does, instead of leaving a blank page. */
function showBootFailure(root: Root, error: unknown, messages?: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  root.render(<ConfigErrorPage errors={[{ file: configUrl, pointer: '', message }]} messages={messages} />);
}

/**
 * The studio's boot: the published configuration of this host's credit union gives the sign-in
 * settings (the same provider and client as the member app) and the studio's wording; then the
 * operator signs in; the studio API decides the rest.
 */
async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  let bundle: unknown;
  try {
    // The studio starts on any published bundle, errors and all: it is where they are fixed.
    bundle = (await fetchConfigBundle(configUrl)).bundle;
  } catch (error) {
    showBootFailure(root, error);
    return;
  }
  const app = isRecord(bundle) && isRecord(bundle.app) ? bundle.app : {};
  const messages = isRecord(bundle) ? bundle.messages : undefined;
  const locale = typeof app.locale === 'string' ? app.locale : 'en-US';
  document.documentElement.lang = locale;
  let session: StudioSession;
  try {
    session = new StudioSession(authConfigOf(app));
    const started = await session.start();
    if (started.kind === 'redirecting') return;
  } catch (error) {
    showBootFailure(root, error, messages);
    return;
  }
  root.render(
    <StrictMode>
      <StudioTextProvider messages={messages}>
        <StudioApp session={session} locale={locale} />
      </StudioTextProvider>
    </StrictMode>,
  );
}

nonceStyleElements();
const container = document.getElementById('root');
if (!container) throw new Error('studio.html has no #root element.');
void boot(container);
