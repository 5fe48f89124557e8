import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';

const balanceAlert = (page: Page) => page.getByRole('region', { name: 'Balance alert' });

test('demo sets a balance alert that is still there after reload', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();

  await page.getByTestId('menu-sider').getByRole('link', { name: 'Manage Notifications' }).click();
  await expect(page).toHaveURL(/\/self-service\/product-list\/manage-notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Select your account' })).toBeVisible();

  await page.getByRole('link', { name: /^Everyday Checking ••\d{4}/ }).click();
  await expect(page).toHaveURL(/\/self-service\/product-list\/notification-details\/arr-demo-checking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Manage notifications' })).toBeVisible();
  await expect(page.getByTestId('notification-account')).toContainText('Everyday Checking');
  await expect(page.getByRole('region', { name: 'Transactions alert' })).toBeVisible();

  const balance = balanceAlert(page);
  // A malformed amount is refused on the field in the credit union's wording, before any save.
  await balance.getByRole('switch').click();
  await balance.getByLabel('Amount').fill('12.345');
  await balance.getByRole('checkbox', { name: 'E-mail' }).check();
  await balance.getByRole('button', { name: 'Save balance alert' }).click();
  await expect(balance.getByText('Enter an amount such as 100 or $100.50 (at most 2 decimals).').first()).toBeVisible();

  await balance.getByLabel('Amount').fill('$125.50');
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/action/client-api/v2/action-recipes') && ['POST', 'PUT'].includes(response.request().method()),
  );
  await balance.getByRole('button', { name: 'Save balance alert' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(balance.getByText('Your notification settings have been saved.')).toBeVisible();

  await page.reload();
  const reloaded = balanceAlert(page);
  await expect(reloaded.getByLabel('Amount')).toHaveValue('125.50');
  await expect(reloaded.getByRole('switch')).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
});
