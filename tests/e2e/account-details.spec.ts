import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';

test('demo opens an account, reveals and hides its number, sees its property cards', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();

  await page.getByRole('link', { name: 'Everyday Checking', exact: true }).click();
  await expect(page).toHaveURL(/\/my-accounts\/transactions\/arr-demo-checking\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Everyday Checking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to My accounts' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'List' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details', selected: true })).toBeVisible();

  // Property cards of a checking account (config/property-cards.json, configuration "deposit").
  const balances = page.getByRole('region', { name: 'Balances' });
  await expect(balances.getByText('Available balance')).toBeVisible();
  await expect(balances.getByText('Current balance')).toBeVisible();
  await expect(balances).toContainText('$');
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Jordan Smith');
  await expect(page.getByRole('region', { name: 'Other' })).toContainText('Opening date');

  const number = page.getByTestId('masked-BBAN').first();
  const masked = (await number.innerText()).trim();
  expect(masked).toMatch(/^•+\d{4}$/);
  const lastFour = masked.slice(-4);

  const unmasked = page.waitForResponse(
    (response) => response.url().includes('/arrangements/arr-demo-checking/unmasked-attributes/BBAN') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Show full Account number' }).first().click();
  const clear = (await (await unmasked).text()).trim();
  expect(clear).toMatch(/^\d{10}$/);
  expect(clear.endsWith(lastFour)).toBe(true);
  await expect(number).toHaveText(clear);

  await page.getByRole('button', { name: 'Hide full Account number' }).first().click();
  await expect(number).toHaveText(masked);

  // The print stylesheet: the details alone, without the app around them or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 2, name: 'Everyday Checking' })).toBeVisible();
  await expect(balances).toBeVisible();
  await expect(number).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Back to My accounts' })).toBeHidden();
  await expect(page.getByRole('tab', { name: 'List' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('demo unlinks an external account: confirm, success text, back on My accounts without it', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();

  // Seeded linked account with external status UNKNOWN (server/src/seed/products.ts).
  const row = page.locator('[data-account-id="arr-demo-ext-7"]');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/my-accounts\/transactions\/arr-demo-ext-7\/details$/);
  await expect(page.getByTestId('external-status-banner')).toContainText('This account may not be up to date');
  await expect(page.getByText('Linked from Aspen Savings & Loan')).toBeVisible();

  await page.getByRole('button', { name: 'Unlink account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Unlink this account?');
  await dialog.getByRole('button', { name: 'Unlink' }).click();

  await expect(page.getByText('Account successfully unlinked.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-accounts$/);
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  await expect(page.locator('[data-account-id="arr-demo-ext-7"]')).toHaveCount(0);
});

test('loan single sign-on: More Details and Make a Payment open the servicer in their named windows', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();

  await page.getByRole('link', { name: 'Home Mortgage', exact: true }).click();
  await expect(page).toHaveURL(/\/arr-demo-mortgage\/details$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Home Mortgage' })).toBeVisible();

  // config/routes.json points loanSystem.formAction at the sandbox's stand-in servicer.
  const details = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'More Details' }).click();
  const servicer = await details;
  await expect(servicer.getByRole('heading', { level: 2, name: 'Loan details' })).toBeVisible();
  await expect(servicer.locator('dl')).toContainText('Home Mortgage');
  await expect(servicer.locator('dl')).toContainText('$2,104.18');
  expect(new URL(servicer.url()).pathname).toBe('/sandbox/loan-servicer/sso/login');
  expect(await servicer.evaluate(() => window.name)).toBe('loanDetails');

  // Product number 1001 is above 1000: Make a Payment posts DisplayPage into its own window.
  const payment = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Make a Payment' }).click();
  const paymentPage = await payment;
  await expect(paymentPage.getByRole('heading', { level: 2, name: 'Make a one-time payment' })).toBeVisible();
  expect(await paymentPage.evaluate(() => window.name)).toBe('Make a Payment');

  // Reposting the key the servicer already took is refused by the servicer itself.
  await servicer.reload();
  await expect(servicer.getByRole('alert')).toContainText('already been used');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('loan single sign-on failure stores "Error: <server message>" and returns to the accounts, which show it (spec/3 §8)', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  // Only this case stands in for the sandbox, to make the sso call fail the way a platform would.
  await page.route('**/api/sso/client-api/v1/applications?**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The loan servicer is closed for maintenance.', key: 'sso.unavailable', errors: [] }),
    }),
  );
  await page.getByRole('link', { name: 'Auto Loan', exact: true }).click();
  await expect(page).toHaveURL(/\/arr-demo-auto-loan\/details$/);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'More Details' }).click();
  const opened = await popup;
  // The window opened for the hand-off is closed again rather than left blank.
  await expect.poll(() => opened.isClosed()).toBe(true);
  await expect(page).toHaveURL(/\/my-accounts$/);
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't open the loan servicing site" });
  await expect(alert).toContainText('Error: The loan servicer is closed for maintenance.');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
});
