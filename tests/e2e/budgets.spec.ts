import { expect, test } from './fixtures.js';
import { callAsOperator } from './agent.js';
import { pickContext, signIn } from './member.js';
import { choose } from './pickers.js';

/*
 * Budgets as a member uses them (issue 15 "Done when"): demo creates a Groceries budget of $50, a
 * categorised card purchase takes it past its limit, and the bell shows the notification, which
 * opens the budgets page. The spec deletes its budget at the end (its alerts go with it), so a
 * later run, or another spec, finds no Groceries budget.
 */

test('demo sets a $50 Groceries budget, a grocery purchase uses it up and the bell says so', async ({ page, browser }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();

  await page.getByTestId('menu-sider').getByRole('link', { name: 'Budgets', exact: true }).click();
  await expect(page).toHaveURL(/\/more\/budgets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Budgets' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a budget' }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, 'Category', 'Groceries', dialog, 'Groceries');
  await dialog.getByLabel('Monthly limit').fill('50');
  await dialog.getByRole('button', { name: 'Save budget' }).click();
  const groceries = page.getByTestId('budget-row').filter({ has: page.getByRole('heading', { name: 'Groceries' }) });
  await expect(groceries).toContainText('of $50.00 spent');

  // A $50.00 purchase alone uses the whole budget, whatever demo spent on groceries before this month's run.
  const answer = await callAsOperator(browser, {
    method: 'POST',
    path: '/sandbox/cards/authorizations',
    body: { cardId: 'card-demo-visa', amount: '50.00', merchant: `Sprouts Farmers Market ${Date.now() % 100_000}`, category: 'Groceries' },
  });
  expect(answer.ok).toBe(true);
  expect((answer.body as { outcome: string }).outcome).toBe('APPROVED');

  // The bell reads its unread count on load (then every few minutes): a reload shows the notification now.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const notice = page.getByTestId('notification').filter({ hasText: 'Groceries budget used up' }).first();
  await expect(notice).toContainText('of your $50.00 Groceries budget');
  await notice.getByRole('button', { name: 'Groceries budget used up', exact: true }).click();
  await expect(page).toHaveURL(/\/more\/budgets$/);
  await expect(groceries).toBeVisible();
  await expect(groceries).not.toContainText('$0.00 of $50.00 spent');

  await page.getByRole('button', { name: 'Delete the Groceries budget' }).click();
  await page.getByRole('dialog', { name: 'Delete this budget?' }).getByRole('button', { name: 'Delete budget' }).click();
  await expect(page.getByText('Budget deleted')).toBeVisible();
  await expect(groceries).toHaveCount(0);
});
