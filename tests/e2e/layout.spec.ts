import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the menu is a drawer that opens from the top bar and closes after choosing', async ({ page }) => {
    await signIn(page, 'demo');
    await pickContext(page, 'Personal');
    await expect(page.getByTestId('accounts-total')).toBeVisible();
    await expect(page.getByTestId('menu-sider')).toHaveCount(0);
    // The credit union's after-login overlays open once their code has loaded after the landing
    // page: the menu opens after them (dismissed by fixtures.ts), not with one coming up beneath it.
    await page.waitForLoadState('networkidle');
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

test('on a wide screen the menu is a side column', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('menu-sider')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByTestId('menu-sider').getByRole('link', { name: 'My Accounts' })).toBeVisible();
});
