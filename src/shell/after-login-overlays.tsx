import { lazy, Suspense } from 'react';
import { useShell } from './shell-context.js';

// The dialogs (antd Modal, the after-login.json check) load only when overlays are due, never with a page load.
const AfterLoginDialogs = lazy(() => import('./after-login-dialogs.js').then((module) => ({ default: module.AfterLoginDialogs })));

/**
 * Spec/1 §2: right after the member chose a context, the landing page shows what the credit union
 * publishes in after-login.json (after-login-dialogs.tsx). Later page loads show none (the shell
 * marks them due only when a context is chosen).
 */
export function AfterLoginOverlays() {
  const { afterLoginDue } = useShell();
  if (!afterLoginDue) return null;
  return (
    <>
      <AfterLoginPending />
      <Suspense fallback={null}>
        <AfterLoginDialogs />
      </Suspense>
    </>
  );
}

/**
 * Marks the page until the overlays are decided (shown and dismissed, or none due): they come up
 * once their code has loaded, after the landing page, and a test waits for them here
 * (tests/e2e/member.ts). The app also shows it while the landing page waits for the member's
 * consent to be checked (app.tsx), when the address has changed but no page is drawn yet.
 */
export function AfterLoginPending() {
  const { afterLoginDue } = useShell();
  return afterLoginDue ? <span hidden data-after-login="pending" /> : null;
}
