import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';
import { callFromPage, nextPageToken } from './page-api.js';

/*
 * Personal information as a member keeps it (issue 13 "Done when"): demo adds a phone, replaces the
 * mailing address with a new one, makes it primary, and is refused removing it — by the page, which
 * offers no Remove for it, and by the server.
 */

const options = (page: Page, entry: string | RegExp) => page.getByRole('button', { name: typeof entry === 'string' ? `Options for ${entry}` : entry });

/** Picks `option` in the picker labelled `label`: open it, click the option as drawn in its list. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) })).toContainText(option);
}

async function chooseAction(page: Page, entry: string, action: 'Change' | 'Remove' | 'Make primary') {
  await options(page, entry).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('demo adds a phone, makes a new address primary and is refused removing it', async ({ page }) => {
  const tokenSent = nextPageToken(page);
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  const token = await tokenSent;

  await page.getByRole('link', { name: 'My Profile' }).first().click();
  await expect(page).toHaveURL(/\/self-service\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Jordan Smith', { exact: true })).toBeVisible();

  // A work phone: the number is grouped as it is typed, and the types demo has are not offered.
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a phone number' })).toBeVisible();
  await page.getByLabel('Phone number').fill('7205550199');
  await expect(page.getByLabel('Phone number')).toHaveValue('+1 (720) 555-0199');
  await choose(page, 'Type', 'Work');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone number added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/self-service\/profile$/);
  await expect(options(page, /^Options for .*720.*555.*0199/)).toBeVisible();

  // The mailing address goes (it is not the primary one) and a new one takes its place.
  const oldMailing = 'PO Box 18422, Denver, CO 80218';
  await chooseAction(page, oldMailing, 'Remove');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Address removed successfully')).toBeVisible();
  await expect(options(page, oldMailing)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add an address' })).toBeVisible();
  await choose(page, 'Type', 'Mailing');
  await page.getByLabel('Address line 1').fill('PO Box 7731');
  await page.getByLabel('City or town').fill('Boulder');
  await choose(page, 'State, province or region', 'Colorado');
  await page.getByLabel('Postal or ZIP code').fill('80306');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address added successfully')).toBeVisible();

  const newMailing = 'PO Box 7731, Boulder, CO 80306';
  await chooseAction(page, newMailing, 'Make primary');
  await expect(page.getByText('Primary address changed successfully')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: newMailing })).toContainText('(primary)');

  // The primary address offers Change only …
  await options(page, newMailing).click();
  await expect(page.getByRole('menuitem', { name: 'Change' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Remove' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // … and the server refuses removing it however it is asked.
  const profile = (await callFromPage(page, token, { path: '/api/user-manager/client-api/v2/users/me/profile' })).body as {
    'postal-addresses': { key: string; primary: boolean }[];
  };
  const primary = profile['postal-addresses'].find((address) => address.primary);
  expect(primary).toBeTruthy();
  // From the page, with its cookies, its anti-forgery token and its key, as the app itself would send it.
  const refused = await callFromPage(page, token, { method: 'DELETE', path: `/api/user-manager/client-api/v2/users/me/profile/postal-addresses/${primary!.key}` });
  expect(refused.status).toBe(409);
  expect((refused.body as { key: string }).key).toBe('profile.address.primary-not-removable');
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: newMailing })).toContainText('(primary)');
});
