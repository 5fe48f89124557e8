import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';

/*
 * Issue 17: the antd styles the first screen draws come with the app's stylesheet (built from
 * scripts/antd-first-screen-styles.mjs, vite.config.ts `antdFirstScreenStyles`) instead of being
 * generated in the member's browser while the accounts list waits. antd's style runtime marks each
 * style element it generates with `data-css-hash`; the theme's variables (`data-token-hash`) are
 * the credit union's own and are always set in the browser.
 */

/**
 * Records, in order, every component style antd generates in the page until the accounts list's
 * total is in the document: what the built stylesheet did not cover.
 */
const recordStylesBeforeTheList = `(() => {
  const before = [];
  window.__pbStylesBeforeTheList = before;
  let listShown = false;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (listShown || !(node instanceof Element)) continue;
        if (node.matches('[data-testid="accounts-total"]') || node.querySelector('[data-testid="accounts-total"]')) listShown = true;
        else if (node.matches('style[data-css-hash]:not([data-token-hash])')) before.push(node.textContent.slice(0, 80));
      }
    }
  }).observe(document, { subtree: true, childList: true });
})();`;

test('the accounts list is drawn with antd styles from the built stylesheet, none generated while the member waits', async ({ page }) => {
  await page.addInitScript(recordStylesBeforeTheList);
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  expect(await page.evaluate('window.__pbStylesBeforeTheList')).toEqual([]);
  // The styles from the file apply, with the credit union's theme: the page's layout is antd's
  // flex column, and a button takes its font from the theme's variables.
  await expect(page.locator('.ant-layout').first()).toHaveCSS('display', 'flex');
  const button = await page.locator('.ant-btn').first().evaluate((element) => {
    const style = getComputedStyle(element);
    const words = (value: string) => value.replace(/["']/g, '').replace(/\s+/g, ' ').trim();
    return { font: words(style.fontFamily), themeFont: words(style.getPropertyValue('--ant-font-family')), cursor: style.cursor };
  });
  expect(button.themeFont).not.toBe('');
  expect(button.font).toBe(button.themeFont);
  expect(button.cursor).toBe('pointer');
});

/** Records whether the accounts list's total was there the first time the shell's page area was. */
const recordShellFirstDrawn = `(() => {
  new MutationObserver((records, observer) => {
    const content = document.getElementById('main-content');
    if (!content) return;
    observer.disconnect();
    window.__pbShellFirstDrawn = { total: content.querySelector('[data-testid="accounts-total"]') !== null };
  }).observe(document, { subtree: true, childList: true });
})();`;

test('a page load draws the shell once, with the accounts in it: not first around a spinner or a skeleton', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  // The permissions answer last, well after the context, the flags, the terms and the accounts.
  await page.route('**/access-control/client-api/v3/accessgroups/users/permissions/summary**', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response });
  });
  await page.addInitScript(recordShellFirstDrawn);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  // Drawn before the permissions were known, the shell held a spinner and was drawn again once they
  // were; drawn before its data was handed over, the list was a skeleton first.
  expect(await page.evaluate('window.__pbShellFirstDrawn')).toEqual({ total: true });
});
