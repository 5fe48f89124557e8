import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { demoPassword, pickContext } from './member.js';
import { ports, recentSignInMinutes } from './servers.js';

/*
 * Login & Security as a member uses it (issue 13 "Done when"): demo, signed in longer ago than the
 * credit union allows for such a change, changes the password after entering the current one again
 * at the sign-in provider, and signs in with the new one. On its own server: the other specs sign
 * in as demo with the seeded password.
 */
const selfService = `http://localhost:${ports.selfService}`;
const newPassword = 'Granite-Peak-42!';

async function signInWith(page: Page, password: string) {
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function fillPasswords(page: Page) {
  await page.getByLabel('Current password').fill(demoPassword);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Re-type new password').fill(newPassword);
}

test('demo changes the password after entering it again, and signs in with the new one', async ({ page }) => {
  await page.goto(selfService);
  await signInWith(page, demoPassword);
  await pickContext(page, 'Personal');
  await page.getByRole('link', { name: 'Login & Security' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login & Security' })).toBeVisible();
  await expect(page.getByText('100245871')).toBeVisible();

  // The rules are checked before anything is sent.
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(demoPassword);
  await page.getByLabel('New password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('New password must be different to current password')).toBeVisible();
  await expect(page.getByText('You must re-type your new password')).toBeVisible();

  // The member steps away for longer than a password counts as recent.
  await page.waitForTimeout(recentSignInMinutes * 60_000 + 2_000);
  await fillPasswords(page);
  await page.getByRole('button', { name: 'Save' }).click();

  // The provider asks for the password again and sends the member back to the page.
  await signInWith(page, demoPassword);
  await expect(page).toHaveURL(/\/self-service\/login-security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login & Security' })).toBeVisible();
  // A password is never kept across the sign-in: the form is open again, to be filled again.
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await fillPasswords(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // Logged out, the app opens the provider's sign-in page again.
  await signInWith(page, demoPassword);
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await signInWith(page, newPassword);
  // The context chosen before the log out may be remembered; otherwise it is asked for again.
  const selectHeading = page.getByRole('heading', { name: 'Select Context' });
  await expect(page.getByTestId('accounts-total').or(selectHeading)).toBeVisible();
  if (await selectHeading.isVisible()) await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
});
