import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useRouteError } from 'react-router-dom';
import type { ConfigBundle, ConfigError } from '../config-checks/index.js';
import { resolveMessage } from './messages.js';
import { useMessages, useRuntime } from './runtime-context.js';

interface NoticeProps {
  /** `main` where the page is all there is; `section` inside the app's layout, which has its main. */
  readonly element: 'main' | 'section';
  readonly testId: string;
  readonly accent: string;
  readonly heading: string;
  readonly body: string;
  readonly children?: ReactNode;
}

/**
 * A page that tells a member why the app cannot go on and what to do: a heading and a paragraph
 * under the credit union's colour. Plain markup on purpose: such a page is part of the first
 * screen, and an illustrated result page would add its artwork to every member's first download.
 */
function Notice({ element: Element, testId, accent, heading, body, children }: NoticeProps): ReactNode {
  return (
    <Element data-testid={testId} style={{ maxWidth: 560, margin: '48px auto', padding: '24px 16px 0', textAlign: 'center', borderTop: `4px solid ${accent}` }}>
      <h1 style={{ fontSize: 24, fontWeight: 600, margin: '0 0 8px' }}>{heading}</h1>
      <p style={{ fontSize: 16, margin: children ? '0 0 16px' : 0, color: 'rgba(0, 0, 0, 0.65)' }}>{body}</p>
      {children}
    </Element>
  );
}

/** Where a member lands when no route they asked for is open to them. */
export function NoAccessPage(): ReactNode {
  const t = useMessages();
  const { app } = useRuntime().config;
  return (
    <Notice
      element="section"
      testId="no-access"
      accent={app.theme.colorPrimary}
      heading={t('runtime.noAccess.heading')}
      body={t('runtime.noAccess.body', { phone: app.phone, email: app.email })}
    />
  );
}

/**
 * Shown in place of the app's frame when the frame itself fails to render (a widget that fails
 * stays in its own place, widget-host.tsx): what happened in the credit union's words and a way
 * on, instead of the router's own error page, which prints the error and its stack to the member.
 * The error goes to the console, where support can read it.
 */
export function AppFailedPage(): ReactNode {
  const t = useMessages();
  const { app } = useRuntime().config;
  const error = useRouteError();
  const { pathname, search, hash } = useLocation();
  useEffect(() => console.error('The app failed to render this page', error), [error]);
  return (
    <Notice
      element="main"
      testId="app-failed"
      accent={app.theme.colorPrimary}
      heading={t('runtime.appFailed.heading')}
      body={t('runtime.appFailed.body', { phone: app.phone })}
    >
      {/* The router's navigation, not a page load: the page is drawn again, and what the member
          typed into a form (kept in memory, form-drafts.ts) is still there. */}
      <Link to={{ pathname, search, hash }} style={{ fontSize: 16, color: app.theme.colorPrimary }}>
        {t('runtime.appFailed.retry')}
      </Link>
    </Notice>
  );
}

export interface SignInBlockedPageProps {
  readonly config: ConfigBundle;
  /**
   * Why: `key-store`, the browser refuses the storage the sign-in key lives in (IndexedDB: a
   * privacy setting or a policy can block it), so tokens cannot be bound to this browser;
   * `clock`, the provider refused the sign-in's proof because the device's clock is too far off.
   */
  readonly reason: 'key-store' | 'clock';
}

/**
 * Shown instead of signing in when signing in cannot succeed in this browser as it is: sending
 * the member to the provider would only end in a page that never loads or a sign-in that fails
 * again, so this says what to change, and offers to try again once they have. Rendered before the
 * app's providers exist, so it takes the bundle rather than the runtime context.
 */
export function SignInBlockedPage({ config, reason }: SignInBlockedPageProps): ReactNode {
  const { app, messages } = config;
  const key = reason === 'key-store' ? 'keyStore' : 'clock';
  return (
    <Notice
      element="main"
      testId="sign-in-blocked"
      accent={app.theme.colorPrimary}
      heading={resolveMessage(messages, `runtime.signInBlocked.${key}.heading`)}
      body={resolveMessage(messages, `runtime.signInBlocked.${key}.body`, { phone: app.phone, email: app.email })}
    >
      <a href="/" style={{ fontSize: 16, color: app.theme.colorPrimary }}>
        {resolveMessage(messages, 'runtime.signInBlocked.tryAgain')}
      </a>
    </Notice>
  );
}

/*
 * The configuration itself is what is broken here, so its wording may be missing or invalid:
 * the page uses the catalogue when it has the key and these words otherwise. They are the only
 * hard-coded texts of the app, read by operators and implementers rather than members.
 */
const FALLBACK_TEXT: Readonly<Record<string, string>> = {
  'runtime.configError.heading': "The app's configuration has errors",
  'runtime.configError.body': 'The app cannot start until these are fixed. `npm run config:check` prints the same list.',
  'runtime.configError.file': 'File',
  'runtime.configError.pointer': 'Location',
  'runtime.configError.message': 'Problem',
};

export interface ConfigErrorPageProps {
  readonly errors: readonly ConfigError[];
  /** The bundle's message catalogue, if it has one; used only where it has the key. */
  readonly messages?: unknown;
}

/** Shown instead of the app when the configuration is invalid: every error, file by file. */
export function ConfigErrorPage({ errors, messages }: ConfigErrorPageProps): ReactNode {
  const text = (key: string): string => {
    const resolved = resolveMessage(messages, key);
    return resolved === key ? (FALLBACK_TEXT[key] ?? key) : resolved;
  };
  return (
    <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1>{text('runtime.configError.heading')}</h1>
      <p>{text('runtime.configError.body')}</p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {(['file', 'pointer', 'message'] as const).map((column) => (
              <th key={column} scope="col" style={{ textAlign: 'left', borderBottom: '2px solid #444', padding: '6px 8px' }}>
                {text(`runtime.configError.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            <tr key={`${error.file}${error.pointer}${index}`}>
              <td style={{ borderBottom: '1px solid #ccc', padding: '6px 8px', whiteSpace: 'nowrap' }}>
                <code>{error.file}</code>
              </td>
              {/* Pointers and messages wrap anywhere, so the table fits a phone's width. */}
              <td style={{ borderBottom: '1px solid #ccc', padding: '6px 8px', overflowWrap: 'anywhere' }}>
                <code>{error.pointer || '/'}</code>
              </td>
              <td style={{ borderBottom: '1px solid #ccc', padding: '6px 8px', overflowWrap: 'anywhere' }}>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
