import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { pickContext } from './member.js';
import { choose } from './pickers.js';

/*
 * Setting up online access as a member without it (issue 12 "Done when"): Casey self-enrolls and
 * signs in with the new username; Jamie enrolls from the invitation link; a wrong date of birth
 * is told apart from nothing else. The seed's members: server/README.md.
 */

async function chooseBirthDate(page: Page, month: string, day: string, year: string) {
  for (const [name, option] of [
    ['Month', month],
    ['Day', day],
    ['Year', year],
  ] as const) {
    // Exactly: the day 1 is not 10 to 19.
    await choose(page, name, new RegExp(`^${option}$`));
  }
}

async function identify(page: Page, member: { number: string; ssn: string; birth: [string, string, string] }) {
  await page.getByLabel('Member number', { exact: true }).fill(member.number);
  await page.getByLabel('Social Security number', { exact: true }).fill(member.ssn);
  await chooseBirthDate(page, ...member.birth);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function createAccount(page: Page, password: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Create New Account' })).toBeVisible();
  await page.getByLabel('Email address').fill('member@example.com');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: 'Accept all terms and conditions' }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Congratulations!' })).toBeVisible();
}

const casey = { number: '100200300', ssn: '123456789', birth: ['April', '15', '1990'] as [string, string, string] };

test('a wrong date of birth says the information could not be verified, and nothing else', async ({ page }) => {
  await page.goto('/enrollment');
  await expect(page).toHaveURL(/\/enrollment\/enroll\/identification$/);
  await identify(page, { ...casey, birth: ['April', '16', '1990'] });
  await expect(page.getByRole('alert').filter({ hasText: 'Unfortunately we could not verify your information' })).toContainText(
    'The data you entered does not match your profile data. Please try again.',
  );
  await expect(page.getByLabel('Member number', { exact: true })).toHaveValue('100200300');
});

test('Casey self-enrolls as casey.rivera, then signs in with it and sees both accounts', async ({ page }, testInfo) => {
  await page.goto('/enrollment');
  // A visitor page: one heading, no menu, nobody asked to sign in first.
  await expect(page.getByRole('heading', { level: 1, name: 'Set Up Online Access' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`enrollment-identification-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await identify(page, casey);
  await expect(page.getByLabel('Username')).toHaveValue('casey.rivera');
  await createAccount(page, 'Casey-Rivera-1');

  await page.getByRole('button', { name: 'Log in to your account' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel('Username').fill('casey.rivera');
  await page.getByLabel('Password').fill('Casey-Rivera-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A member with one context may be asked to choose it, as demo is.
  await expect(page).toHaveURL(/\/(my-accounts|select-context)$/);
  if (page.url().endsWith('/select-context')) await pickContext(page, 'Personal');
  await expect(page).toHaveURL(/\/my-accounts$/);
  await expect(page.locator('[data-testid="account-row"]')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Checking', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Savings', exact: true })).toBeVisible();
});

test('Jamie enrolls from the invitation link: the welcome header and the Verification step', async ({ page }) => {
  await page.goto('/enrollment/auto/enroll?uuid=invite-0001-jamie');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Jamie,' })).toBeVisible();
  await expect(page.getByText('Verification', { exact: true })).toBeVisible();
  await page.getByLabel('Social Security number', { exact: true }).fill('987654321');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Verify Personal Information' })).toBeVisible();
  await expect(page).toHaveURL(/\/enrollment\/auto\/enroll\/verification\?uuid=invite-0001-jamie$/);
  await expect(page.getByLabel('Account')).toHaveValue('100200400');
  await expect(page.getByText('November 2, 1985')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await createAccount(page, 'Jamie-Brooks-1');
});

test('Casey resets the password from the sign-in page: the new one signs in, the old one no longer does', async ({ page }) => {
  // Casey enrolled above; the demo members' passwords stay as the other specs know them.
  await page.goto('/');
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await identify(page, casey);
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a New Password' })).toBeVisible();
  await expect(page.getByText('Your username is casey.rivera.', { exact: false })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Casey-Reset-22');
  await page.getByLabel('Confirm password').fill('Casey-Reset-22');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your password has been changed' })).toBeVisible();

  await page.getByRole('button', { name: 'Log in to your account' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel('Username').fill('casey.rivera');
  await page.getByLabel('Password').fill('Casey-Rivera-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password').fill('Casey-Reset-22');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/(my-accounts|select-context)$/);
});
