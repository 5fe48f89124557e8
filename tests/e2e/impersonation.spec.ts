import { expect, test } from './fixtures.js';
import { demoPassword } from './member.js';

test('an agent acting for a member sees the impersonation banner throughout, and can stop', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username').fill('agent');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The member acted for may have one context (chosen automatically) or several.
  const selectHeading = page.getByRole('heading', { name: 'Select Context' });
  await expect(page.getByTestId('accounts-total').or(selectHeading)).toBeVisible();
  if (await selectHeading.isVisible()) {
    await expect(page.getByTestId('impersonation-banner')).toBeVisible();
    await page.getByRole('button', { name: /^Select / }).first().click();
  }
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('You are acting on behalf of');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  await banner.getByRole('button', { name: 'Stop impersonation' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
});
