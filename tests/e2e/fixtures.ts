import { test as base } from '@playwright/test';
import { dismissAfterLoginOverlays } from './member.js';

/**
 * Playwright's test with the page every browser test starts from already dismissing the credit
 * union's after-login overlays, however the test signs in (its own sign-in form, an enrollment, a
 * consent): the overlays' own behaviour is covered by src/shell/after-login-overlays.test.tsx.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await dismissAfterLoginOverlays(page);
    await provide(page);
  },
});

export { expect } from '@playwright/test';
