import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';

/*
 * Manage Accounts as a member uses it (issue 14 "Done when"): demo renames an account and hides
 * it, and My Accounts follows each change; then puts both back.
 */

const account = 'Retirement Investments';
const alias = 'Nest Egg';

test('demo renames and hides an account in Manage Accounts, and My Accounts follows', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  const accounts = page.getByTestId('accounts-total');
  await expect(accounts).toBeVisible();
  await expect(page.getByText(account, { exact: true })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });

  await menu.getByRole('link', { name: 'Manage Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Accounts' })).toBeVisible();
  // The menu marks the page's own item only, not also My Accounts, whose path holds it.
  await expect(menu.locator('[aria-current="page"]')).toHaveText(['Manage Accounts']);
  await page.getByRole('button', { name: `Rename ${account}` }).click();
  await page.getByLabel(`New name for ${account}`).fill(alias);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Account renamed to ${alias}.`)).toBeVisible();

  await menu.getByRole('link', { name: 'My Accounts' }).click();
  await expect(accounts).toBeVisible();
  await expect(page.getByText(alias, { exact: true })).toBeVisible();
  await expect(page.getByText(account, { exact: true })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Manage Accounts' }).click();
  await page.getByRole('switch', { name: `Show ${alias} on My Accounts` }).click();
  await expect(page.getByText(`${alias} is hidden from My Accounts.`)).toBeVisible();

  await menu.getByRole('link', { name: 'My Accounts' }).click();
  await expect(accounts).toBeVisible();
  await expect(page.getByText(alias, { exact: true })).toHaveCount(0);

  // Put back as it was: shown, with the product's own name.
  await menu.getByRole('link', { name: 'Manage Accounts' }).click();
  await page.getByRole('switch', { name: `Show ${alias} on My Accounts` }).click();
  await expect(page.getByText(`${alias} is shown on My Accounts.`)).toBeVisible();
  await page.getByRole('button', { name: `Rename ${alias}` }).click();
  await page.getByLabel(`New name for ${alias}`).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The account uses its own name again.')).toBeVisible();
  await menu.getByRole('link', { name: 'My Accounts' }).click();
  await expect(page.getByText(account, { exact: true })).toBeVisible();
});
