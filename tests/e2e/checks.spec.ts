import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { centsOf, pickContext, signIn } from './member.js';
import { choose } from './pickers.js';

/*
 * Issue 11, order checks and stop payments: demo orders checks through the sandbox's stand-in
 * check printer (single sign-on with a one-time key, a new tab) and places a stop payment on a
 * check, whose fee the account pays.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function signInAsDemo(page: Page) {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();
}

test('demo orders checks for Everyday Checking through the check printer and sees the order', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByTestId('menu-sider').getByRole('link', { name: 'Order Checks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Checks' })).toBeVisible();

  // Next without a choice says what is missing and opens nothing.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  await page.getByRole('radio', { name: /Everyday Checking/ }).check();
  const printerTab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Next' }).click();
  const printer = await printerTab;
  await expect(printer.getByRole('heading', { name: 'Check Ordering' })).toBeVisible();
  await expect(printer.getByText(/Everyday Checking/).first()).toBeVisible();
  await printer.getByRole('radio', { name: /Mountain Vista/ }).check();
  await printer.getByLabel(/Number of boxes/).selectOption('2');
  await printer.getByRole('button', { name: 'Place order' }).click();
  await expect(printer.getByText('Your order has been placed')).toBeVisible();
  const orderNumber = (await printer.getByRole('definition').first().textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^HC\d+/);

  // The one-time key in the printer's address cannot be used again.
  await printer.goBack();
  await printer.reload();
  await expect(printer.getByText(/already been used/)).toBeVisible();
  await printer.close();

  await page.reload();
  const orders = page.getByRole('region', { name: 'Recent check orders' });
  await expect(orders.getByText('Mountain Vista').first()).toBeVisible();
  await expect(orders.getByText(new RegExp(`Order ${orderNumber}`)).first()).toBeVisible();
});

test('demo places a stop payment on a check: the fee shows before confirming, the account pays it, the stop is listed', async ({ page }) => {
  await signInAsDemo(page);
  const row = page.locator('[data-testid="account-row"][data-account-id="arr-demo-checking"]');
  const balanceBefore = centsOf(((await row.innerText()).match(/-?\$[\d,]+\.\d{2}/g) ?? []).at(-1) ?? '$0.00');

  await page.getByTestId('menu-sider').getByRole('link', { name: 'Stop Payment on a Check' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stop Payment on a Check' })).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await choose(page, 'Account', /^Everyday Checking/);
  await page.getByLabel('Check number').fill('5001');
  await page.getByLabel('Payee (optional)').fill('Front Range Roofing');
  await page.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Lost or misplaced' }).click();
  await page.getByRole('button', { name: 'Review' }).click();

  await expect(page.getByRole('heading', { name: 'Review your stop payment' })).toBeVisible();
  await expect(page.getByText(/A \$30\.00 fee will be charged to Everyday Checking/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm stop payment' }).click();
  await expect(page.getByText('Stop payment placed')).toBeVisible();
  await expect(page.getByText(/Check 5001/).first()).toBeVisible();

  await page.getByTestId('menu-sider').getByRole('link', { name: 'My Accounts' }).click();
  await expect(row).toBeVisible();
  await expect
    .poll(async () => centsOf(((await row.innerText()).match(/-?\$[\d,]+\.\d{2}/g) ?? []).at(-1) ?? '$0.00'))
    .toBe(balanceBefore - 3000n);
});
