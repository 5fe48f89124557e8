import { test as base, expect } from '@playwright/test';
import { dismissAfterLoginOverlays } from './member.js';

/** The binding the page's listener reports through (installed in every frame of the test's context). */
const reportBinding = 'passbookReportCspViolation';

/**
 * Playwright's test with the page every browser test starts from already dismissing the credit
 * union's after-login overlays, however the test signs in (its own sign-in form, an enrollment, a
 * consent): the overlays' own behaviour is covered by src/shell/after-login-overlays.test.tsx.
 *
 * And every test fails on any Content-Security-Policy violation in any frame of its pages (the
 * member app, the studio, the sign-in pages, the stand-ins): a style the policy blocks is a page
 * that looks broken to a member, and the policy allows no inline style or script. A test that
 * provokes a violation on purpose reads and empties `cspViolations`.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: async ({ context }, provide) => {
    const violations: string[] = [];
    await context.exposeBinding(reportBinding, (_source, violation: string) => {
      violations.push(violation);
    });
    await context.addInitScript((binding) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
        report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
      });
    }, reportBinding);
    await provide(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  page: async ({ page, cspViolations }, provide) => {
    // Named only so every test that has a page also has the listener (fixtures start when named).
    void cspViolations;
    await dismissAfterLoginOverlays(page);
    await provide(page);
  },
});

export { expect };
