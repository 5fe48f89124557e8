import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { centsOf, pickContext, signIn } from './member.js';
import { choose } from './pickers.js';

/*
 * Pockets as a member uses them (issue 15 "Done when"): demo opens a "Vacation" pocket under a
 * savings account, adds $100 from checking and sees both balances change, then closes it and the
 * $100 is back in checking. It leaves checking as it found it and no pocket behind.
 */

async function checkingBalance(page: Page): Promise<bigint> {
  const row = page.locator('[data-testid="account-row"][data-account-id="arr-demo-checking"]');
  await expect(row).toBeVisible();
  const amounts = (await row.innerText()).match(/-?\$[\d,]+\.\d{2}/g);
  if (!amounts) throw new Error('no amount on the checking row');
  return centsOf(amounts[amounts.length - 1] as string);
}

test('demo opens a Vacation pocket, adds $100 from checking, and closing it brings the $100 back', async ({ page }) => {
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page).toHaveURL(/\/my-accounts$/);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  const before = await checkingBalance(page);

  // My Accounts links to the pockets page (the menu has no item for it).
  await page.getByRole('link', { name: 'Pockets', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pockets' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Vacation');
  await choose(page, 'Savings account it sits under', 'Rainy Day Savings');
  await page.getByLabel('Goal amount (optional)').fill('1500');
  await page.getByRole('button', { name: 'Open pocket' }).click();
  await expect(page.getByText('Vacation is open. Add money to start saving.')).toBeVisible();
  const pocket = page.getByRole('region', { name: 'Vacation', exact: true });
  await expect(pocket).toContainText('$0.00 saved');

  await pocket.getByRole('button', { name: 'Add money to Vacation' }).click();
  await choose(page, 'From', /^Everyday Checking \(/, pocket);
  await pocket.getByLabel('Amount').fill('100');
  await pocket.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Review adding money' });
  await expect(review).toContainText('Everyday Checking');
  await expect(review).toContainText('$100.00');
  await review.getByRole('button', { name: 'Add money', exact: true }).click();
  await expect(page.getByText('$100.00 moved from Everyday Checking to Vacation.')).toBeVisible();
  await expect(pocket).toContainText('$100.00 saved');
  await expect(pocket.getByRole('progressbar', { name: 'Vacation: 6% of the goal' })).toBeVisible();

  await menu.getByRole('link', { name: 'My Accounts' }).click();
  await expect.poll(() => checkingBalance(page)).toBe(before - 10_000n);

  await page.getByRole('link', { name: 'Pockets', exact: true }).click();
  await page.getByRole('region', { name: 'Vacation', exact: true }).getByRole('button', { name: 'Close Vacation' }).click();
  const question = page.getByRole('dialog', { name: 'Close Vacation?' });
  await choose(page, 'Send the balance to', 'Everyday Checking', question);
  await expect(question).toContainText('The $100.00 in Vacation goes to Everyday Checking, and the pocket is closed.');
  await question.getByRole('button', { name: 'Close pocket' }).click();
  await expect(page.getByText('Vacation is closed. $100.00 went to Everyday Checking.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vacation', exact: true })).toHaveCount(0);

  await menu.getByRole('link', { name: 'My Accounts' }).click();
  await expect.poll(() => checkingBalance(page)).toBe(before);
});
