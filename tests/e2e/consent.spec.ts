import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signIn } from './member.js';
import { ports } from './servers.js';

/*
 * A credit union publishes a new version of its online-banking terms (issue 12): Mesa Peak's
 * config/tenants/mesa-peak/terms.json is newer than the one its members accepted. Each member is
 * asked once, after signing in and before any other page; declining signs out.
 */
const baseURL = `http://localhost:${ports.tenants}`;

/** After the password: newbie has one context, which the app chooses by itself. */
async function signedIn(page: Page) {
  await expect(page).toHaveURL(/\/(consent|my-accounts)$/);
}

test('the new terms are asked for once: declining signs out, accepting goes on, and the next sign-in is not asked', async ({ page }) => {
  await signIn(page, 'newbie', { baseURL });
  await signedIn(page);
  await expect(page).toHaveURL(/\/consent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Online Banking Terms and Conditions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.getByRole('button', { name: 'Decline and sign out' }).click();
  // Signed out at the provider too: its sign-in page asks for the password again.
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel('Password')).toBeVisible();

  await page.getByLabel('Username').fill('newbie');
  await page.getByLabel('Password').fill('Demo-Password-1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedIn(page);
  await expect(page).toHaveURL(/\/consent$/);
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page.getByTestId('menu-sider')).toBeVisible();
  await expect(page).not.toHaveURL(/\/consent$/);

  // The next visit, as after closing the browser: the tab and its tokens gone, and the provider's
  // session cookie with them.
  const nextVisit = await page.context().newPage();
  await page.close();
  await nextVisit.context().clearCookies();
  await signIn(nextVisit, 'newbie', { baseURL });
  await signedIn(nextVisit);
  await expect(nextVisit.getByTestId('menu-sider')).toBeVisible();
  await expect(nextVisit).not.toHaveURL(/\/consent$/);
});
