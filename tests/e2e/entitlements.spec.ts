import { expect, test } from './fixtures.js';
import { signIn } from './member.js';

test('limited, without Product Summary view, lands on the transfer form (my-accounts falls back to transfers) and stays there', async ({ page }) => {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await signIn(page, 'limited');
  await expect(page).toHaveURL(/\/transfers\/make-a-transfer\/form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Transfer' })).toBeVisible();
  await expect(page.getByLabel('From')).toBeEnabled();
  await expect(page.getByTestId('accounts-total')).toHaveCount(0);
  const settled = navigations;
  // A redirect loop would keep navigating; a settled page does not.
  await page.waitForTimeout(2000);
  expect(navigations).toBe(settled);
  await expect(page).toHaveURL(/\/transfers\/make-a-transfer\/form$/);
  await expect(page.getByRole('link', { name: 'My Accounts' })).toHaveCount(0);
  // The form's own "My accounts" link is left out too: limited may not open that route.
  await expect(page.getByRole('link', { name: 'My accounts' })).toHaveCount(0);
});
