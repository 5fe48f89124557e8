import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the menu is a drawer that opens from the top bar and closes after choosing', async ({ page }) => {
    await signIn(page, 'demo');
    await pickContext(page, 'Personal');
    await expect(page.getByTestId('accounts-total')).toBeVisible();
    await expect(page.getByTestId('menu-sider')).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const link = drawer.getByRole('link', { name: 'My Accounts' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/my-accounts$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

/**
 * Collects the classes antd's components wear while they zoom, slide or fade in (`…-enter`,
 * `…-appear`), as source text run in the page before the app's code.
 */
const recordMotion = `(() => {
  const seen = new Set();
  window.__pbMotion = seen;
  const note = (element) => {
    for (const name of element.classList) if (/-(enter|appear)(-(start|active))?$/.test(name)) seen.add(name);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) note(record.target);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        note(node);
        node.querySelectorAll('*').forEach(note);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
})();`;

test.describe('at phone width, as the system asks about motion', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the menu drawer opens in place when the member asks for less motion, and slides in when not', async ({ page }) => {
    await page.addInitScript(recordMotion);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, 'demo');
    await pickContext(page, 'Personal');
    await expect(page.getByTestId('accounts-total')).toBeVisible();
    const drawerMotion = async () => ((await page.evaluate('[...window.__pbMotion]')) as string[]).filter((name) => name.includes('drawer'));
    const openAndClose = async () => {
      await page.evaluate('window.__pbMotion.clear()');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'My Accounts' })).toBeVisible();
      const seen = await drawerMotion();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      return seen;
    };

    expect(await openAndClose()).toEqual([]);
    // The preference is followed as it changes, without a reload.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await openAndClose()).not.toEqual([]);
  });
});

test('on a wide screen the menu is a side column', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('menu-sider')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByTestId('menu-sider').getByRole('link', { name: 'My Accounts' })).toBeVisible();
});
