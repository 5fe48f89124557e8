import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { centsOf, signIn } from './member.js';
import { choose } from './pickers.js';

/*
 * Issue 11, Open a New Account: the journey of config/journeys/open-new-account.json, driven as a
 * member drives it, against the real sandbox (account opening in one database transaction with
 * its deposit). What operators change (a minimum, the order of the steps) is in studio.spec.ts,
 * on the studio's own server.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The current balance (the row's last amount) of the My Accounts row named `accountName`, in cents. */
async function currentBalance(page: Page, accountName: string): Promise<bigint> {
  const row = page.getByTestId('account-row').filter({ has: page.getByRole('link', { name: accountName, exact: true }) });
  await expect(row).toBeVisible();
  const amounts = (await row.innerText()).match(/-?\$[\d,]+\.\d{2}/g);
  if (!amounts) throw new Error(`no amount on the row of ${accountName}`);
  return centsOf(amounts[amounts.length - 1] as string);
}

async function openProducts(page: Page, category: 'Spending' | 'Savings') {
  await page.getByTestId('menu-sider').getByRole('link', { name: 'Open a New Account' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "Let's make this easy" })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${category}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${category} Products` })).toBeVisible();
}

async function acceptTerms(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Accept Terms & Conditions' })).toBeVisible();
  await page.getByRole('checkbox', { name: /By creating an account, you agree/ }).check();
  await page.getByRole('button', { name: 'NEXT' }).click();
}

async function fund(page: Page, from: RegExp, amount: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Initial funding' })).toBeVisible();
  await choose(page, 'From Account', from);
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'REVIEW' }).click();
}

test('newbie opens a Secondary Share with $25 from checking and sees it in My Accounts, checking $25 lower', async ({ page }) => {
  await signIn(page, 'newbie');
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
  const checkingBefore = await currentBalance(page, 'Checking');

  await openProducts(page, 'Savings');
  // The marketing page sits in a sandboxed frame at the spec's size.
  const frame = page.locator('iframe[title="About Secondary Share"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  expect((await frame.boundingBox())?.width).toBe(350);
  await page.getByRole('button', { name: 'Open Account: Secondary Share' }).click();

  // NEXT refuses the terms until they are accepted.
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('Required field.').first()).toBeVisible();
  await acceptTerms(page);

  // A savings product has no Courtesy Pay step.
  await expect(page.getByRole('heading', { level: 2, name: "Let's fund your account!" })).toBeVisible();
  await expect(page.getByText('A minimum of $5.00 is required to open this account.')).toBeVisible();
  await page.getByRole('button', { name: 'NEXT' }).click();

  await fund(page, /^Checking/, '2');
  await expect(page.getByText('A minimum of $ 5.00 is required to open this account.').first()).toBeVisible();
  await page.getByLabel('Amount').fill('25');
  await page.getByRole('button', { name: 'REVIEW' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review Your Transfer' })).toBeVisible();
  await expect(page.getByRole('row', { name: /To Secondary Share/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Amount \$25\.00/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Frequency Once/ })).toBeVisible();
  await page.getByRole('button', { name: 'CONFIRM AND TRANSFER' }).click();

  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText('Account created successfully.')).toBeVisible();
  // The outcome is not kept: a reload of it goes back to the list (spec/3 §4).
  await page.getByRole('button', { name: 'Go to Accounts' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
  expect(await currentBalance(page, 'Secondary Share Savings')).toBe(2500n);
  expect(await currentBalance(page, 'Checking')).toBe(checkingBefore - 2500n);
});

test('a checking product asks about Courtesy Pay and refuses NEXT until the disclosure was opened; a reload resumes the step', async ({ page }) => {
  await signIn(page, 'newbie');
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
  await openProducts(page, 'Spending');
  await page.getByRole('button', { name: 'Open Account: Everyday Money' }).click();
  await acceptTerms(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Courtesy Pay' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Opt in' })).toBeDisabled();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please review courtesy pay disclosure' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Courtesy Pay' })).toBeVisible();

  // The disclosure opens in a new tab; about three seconds later it counts as reviewed.
  const disclosure = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Courtesy Pay Disclosure' }).click();
  await (await disclosure).close();
  await expect(page.getByText('Disclosure reviewed.')).toBeVisible();
  await page.getByRole('radio', { name: 'Opt in' }).check();
  await expect(page.getByRole('checkbox', { name: 'Debit Card Transactions' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Draft/ACH Transactions' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Draft/ACH Transactions' }).uncheck();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "Let's fund your account!" })).toBeVisible();
  await page.getByRole('button', { name: 'NEXT' }).click();

  // Halfway through the funding form, the page reloads: the step and what was typed come back.
  await expect(page.getByRole('heading', { level: 2, name: 'Initial funding' })).toBeVisible();
  await choose(page, 'From Account', /^Checking/);
  await page.getByLabel('Amount').fill('10');
  await expect(page).toHaveURL(/\/open-new-account\/add-account\/13\/initial-funding$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Initial funding' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('10');
  await page.getByRole('button', { name: 'REVIEW' }).click();

  // The order carries the Courtesy Pay choice: debit card yes, ACH no.
  const submitted = page.waitForRequest((request) => request.method() === 'POST' && /\/payment-orders$/.test(request.url()));
  await page.getByRole('button', { name: 'CONFIRM AND TRANSFER' }).click();
  const body = (await submitted).postDataJSON() as { transferTransactionInformation: { purposeOfPayment: { code: string; freeText: string } } };
  expect(body.transferTransactionInformation.purposeOfPayment).toEqual({ code: '13', freeText: 'NewAccount-Y-N' });
  await expect(page.getByText('Success!')).toBeVisible();
});

test('leaving the wizard with data entered asks before discarding it', async ({ page }) => {
  await signIn(page, 'newbie');
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
  await openProducts(page, 'Savings');
  await page.getByRole('button', { name: 'Open Account: Money Market Select' }).click();
  await acceptTerms(page);
  await page.getByTestId('menu-sider').getByRole('link', { name: 'My Accounts' }).click();

  const dialog = page.getByRole('dialog', { name: 'Discard edited data?' });
  await expect(dialog).toContainText('Are you sure you want to exit and discard all changes? Edited data will be lost.');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('heading', { level: 2, name: "Let's fund your account!" })).toBeVisible();

  await page.getByTestId('menu-sider').getByRole('link', { name: 'My Accounts' }).click();
  await page.getByRole('dialog', { name: 'Discard edited data?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
});
