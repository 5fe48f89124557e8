import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';

test('connecting an account at another bank makes it appear in the accounts list', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByRole('heading', { name: 'My Accounts', level: 1 })).toBeVisible();
  await page.goto('/transfers/connected-accounts');
  await expect(page.getByRole('heading', { name: 'Connected Accounts', level: 1 })).toBeVisible();
  const rows = page.getByTestId('connected-account');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('connected-account').filter({ hasText: 'Peak Everyday Checking' }).getByTestId('connected-account-status')).toHaveText('Connected');
  await expect(page.getByText('Update sign-in details').first()).toBeVisible();
  await expect(page.getByText('Great Plains Card Services Checking')).toHaveCount(0);

  await page.getByRole('button', { name: 'Connect an account' }).click();
  const aggregator = page.frameLocator('[data-testid="aggregator-frame"]');
  // The frame may still be swapping its first document for the aggregator's page when the radio is
  // found (the modal opening around it); a click on the outgoing document changes nothing, so the
  // choice is made again until the aggregator's own page shows it.
  const bank = aggregator.getByLabel('Great Plains Card Services');
  await expect(async () => {
    await bank.check({ timeout: 5_000 });
    await expect(bank).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await aggregator.getByRole('button', { name: 'Connect' }).click();

  await expect(page).toHaveURL(/\/my-accounts\?accounts=connecting$/);
  await expect(page.getByText("We're adding your newly connected accounts")).toBeVisible();
  await expect(page.getByText('Great Plains Card Services Checking')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Great Plains Card Services Savings')).toBeVisible();
  // Polling stops once the new accounts are in, and the alert goes with it.
  await expect(page.getByText("We're adding your newly connected accounts")).toHaveCount(0);
});
