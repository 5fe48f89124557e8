import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { centsOf, pickContext, signIn } from './member.js';
import { choose } from './pickers.js';

/*
 * The quick-action modals of a credit card (issue 5, spec/1 §2 "Modal routes", spec/2 §4): demo
 * repays the Visa card from checking and takes a cash advance from it into checking, from the
 * accounts list, and sees both balances move each time.
 */

const card = 'arr-demo-visa';
const checking = 'arr-demo-checking';

async function signInAsDemo(page: Page) {
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page).toHaveURL(/\/my-accounts$/);
}

const row = (page: Page, arrangementId: string) => page.locator(`[data-testid="account-row"][data-account-id="${arrangementId}"]`);

/** The amounts a row shows, in order: a card's balance first, then its available credit; a deposit's available balance last. */
async function amountsOf(page: Page, arrangementId: string): Promise<bigint[]> {
  await expect(row(page, arrangementId)).toBeVisible();
  const amounts = (await row(page, arrangementId).innerText()).match(/-?\$[\d,]+\.\d{2}/g);
  if (!amounts) throw new Error(`no amount on the row of ${arrangementId}`);
  return amounts.map(centsOf);
}

const cardBalance = async (page: Page) => (await amountsOf(page, card))[0] as bigint;
const checkingAvailable = async (page: Page) => (await amountsOf(page, checking)).at(-1) as bigint;

test('demo repays a credit card from checking with the quick action and sees both balances change', async ({ page }) => {
  await signInAsDemo(page);
  const cardBefore = await cardBalance(page);
  const checkingBefore = await checkingAvailable(page);

  await row(page, card).getByRole('button', { name: 'Repay' }).click();
  await expect(page).toHaveURL(/\/my-accounts\?openedModal=quick-action-repay&account=arr-demo-visa$/);
  const modal = page.getByRole('dialog', { name: 'Repay credit card' });
  await expect(modal).toBeVisible();
  await choose(page, 'From', /^Everyday Checking — /, modal);
  await modal.getByRole('radio', { name: 'Minimum due: $35.00' }).check();
  await modal.getByRole('button', { name: 'Review' }).click();

  await expect(modal.getByRole('heading', { name: 'Review Your Transfer' })).toBeVisible();
  await expect(modal.getByText('$35.00')).toBeVisible();
  await modal.getByRole('button', { name: 'Confirm and transfer' }).click();
  await expect(modal.getByText('Success!')).toBeVisible();
  await expect(modal.getByRole('status')).toContainText('Your payment of $35.00');

  // The balances behind the modal refresh while it is still open; closing keeps the page.
  await expect.poll(() => cardBalance(page)).toBe(cardBefore - 3500n);
  await expect.poll(() => checkingAvailable(page)).toBe(checkingBefore - 3500n);
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/my-accounts$/);
});

test('the cash-advance modal shows its notice and moves money from the card into checking', async ({ page }) => {
  await signInAsDemo(page);
  const cardBefore = await cardBalance(page);
  const checkingBefore = await checkingAvailable(page);

  await row(page, card).getByRole('button', { name: 'Cash advance' }).click();
  const modal = page.getByRole('dialog', { name: 'Cash advance' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Standard cash advance rates and fees apply')).toBeVisible();
  await choose(page, 'To', /^Everyday Checking — /, modal);
  await modal.getByLabel('Amount').fill('20.00');
  await modal.getByRole('button', { name: 'Review' }).click();
  await modal.getByRole('button', { name: 'Confirm and transfer' }).click();
  await expect(modal.getByText('Success!')).toBeVisible();
  await expect(modal.getByRole('status')).toContainText('Your cash advance of $20.00');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();

  await expect.poll(() => cardBalance(page)).toBe(cardBefore + 2000n);
  await expect.poll(() => checkingAvailable(page)).toBe(checkingBefore + 2000n);
});

test('the account details page of a card offers the same quick actions', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto(`/my-accounts/transactions/${card}/details`);
  await page.getByRole('group', { name: 'Quick actions' }).getByRole('button', { name: 'Repay' }).click();
  await expect(page.getByRole('dialog', { name: 'Repay credit card' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/my-accounts/transactions/${card}/details\\?openedModal=quick-action-repay&account=${card}$`));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/my-accounts/transactions/${card}/details$`));
});
