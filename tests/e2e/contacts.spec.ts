import { expect, test } from './fixtures.js';
import { pickContext, seededAccountNumber, signIn } from './member.js';
import { choose } from './pickers.js';

/*
 * Contacts as a member keeps them (issue 13 "Done when"): demo adds a contact by member number in
 * Manage Contacts and pays it from the transfer form's picker.
 */

test('demo adds a contact by member number and pays it from the transfer form', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page).toHaveURL(/\/my-accounts$/);

  await page.getByRole('link', { name: 'Manage Contacts' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Contacts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page).toHaveURL(/\/self-service\/manage-contacts\/contact\/0$/);

  // Save before anything is typed: the form says what is missing and stays.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Account number is required')).toBeVisible();

  const caseysAccount = seededAccountNumber('arr-casey-savings');
  await page.getByLabel('Name').fill('Casey Jordan');
  await page.getByRole('textbox', { name: 'Member number' }).fill('12ab');
  await expect(page.getByText('Member number has only numbers as digits')).toBeVisible();
  await page.getByRole('textbox', { name: 'Member number' }).fill(caseysAccount);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved Contact')).toBeVisible();
  await expect(page).toHaveURL(/\/self-service\/manage-contacts$/);
  await page.getByLabel('Search contacts').fill('Casey');
  await expect(page.getByText('Casey Jordan')).toBeVisible();

  await page.getByRole('link', { name: 'Make a Transfer' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Transfer' })).toBeVisible();
  await choose(page, 'From', /^Everyday Checking — /);
  await choose(page, 'To', new RegExp(`^Casey Jordan .*••${caseysAccount.slice(-4)}`));
  await page.getByLabel('Amount').fill('7.25');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review Your Transfer' })).toBeVisible();
  await expect(page.getByText('Casey Jordan')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and transfer' }).click();
  await expect(page.getByText('Your transfer of $7.25 was sent.')).toBeVisible();
});
