import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { centsOf, pickContext, seededAccountNumber, signIn } from './member.js';
import { choose, chosen, picker } from './pickers.js';

/*
 * Transfers as a member makes them (issue 5 "Done when"): own accounts with both balances
 * moving, the contact limit on the amount field, the account rules of spec/3 §5, and a
 * scheduled transfer that shows in the activity and is canceled there.
 */

/** yyyy-mm-dd `days` after today in the credit union's time zone (the server's clock is the real one). */
function localDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function signInAsDemo(page: Page) {
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page).toHaveURL(/\/my-accounts$/);
}

async function balanceOf(page: Page, arrangementId: string): Promise<bigint> {
  const row = page.locator(`[data-testid="account-row"][data-account-id="${arrangementId}"]`);
  await expect(row).toBeVisible();
  const amounts = (await row.innerText()).match(/-?\$[\d,]+\.\d{2}/g);
  if (!amounts) throw new Error(`no amount on the row of ${arrangementId}`);
  return centsOf(amounts[amounts.length - 1] as string);
}

async function openTransferForm(page: Page) {
  await page.getByRole('link', { name: 'Make a Transfer' }).first().click();
  await expect(page).toHaveURL(/\/transfers\/make-a-transfer\/form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Transfer' })).toBeVisible();
  await expect(picker(page, 'From')).toBeEnabled();
}

for (const width of [1280, 375]) {
  test(`the transfer page at ${width} px looks like the rest of the app: one heading, antd pickers, no stray fieldset, no gaps`, async ({ page }, testInfo) => {
    await signInAsDemo(page);
    await openTransferForm(page);
    // The menu link is behind the phone layout's menu button: the page is opened first, then narrowed.
    await page.setViewportSize({ width, height: 900 });
    await expect(picker(page, 'From')).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath(`transfer-form-${width}.png`), fullPage: true });

    // One heading names the page: the shell's h1, not repeated above the form.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Make a Transfer' })).toHaveCount(1);
    // The pickers are the app's comboboxes, not native selects.
    for (const label of ['From', 'To', 'Frequency']) await expect(picker(page, label)).toHaveAttribute('role', 'combobox');
    await expect(page.locator('main select')).toHaveCount(0);
    // No fieldset draws a border around the fields.
    const fieldsetBorders = await page
      .locator('main fieldset')
      .evaluateAll((sets) => sets.map((set) => getComputedStyle(set)).filter((style) => style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0).length);
    expect(fieldsetBorders).toBe(0);
    // Amount is the next field after To: no empty row where the hidden member-number field sits.
    const boxOf = async (label: string) => {
      // The field's own item: the last in document order (an earlier one may contain it, or hold a picker's list naming it).
      const box = await page.locator('.ant-form-item', { has: page.getByLabel(label, { exact: true }) }).last().boundingBox();
      if (!box) throw new Error(`no field ${label}`);
      return box;
    };
    const to = await boxOf('To');
    const amount = await boxOf('Amount');
    expect(amount.y).toBeGreaterThanOrEqual(to.y + to.height - 1);
    expect(amount.y - (to.y + to.height)).toBeLessThan(32);
    // Nothing runs off a phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('demo transfers between own accounts and sees both balances change', async ({ page }) => {
  await signInAsDemo(page);
  const checkingBefore = await balanceOf(page, 'arr-demo-checking');
  const savingsBefore = await balanceOf(page, 'arr-demo-savings');

  await openTransferForm(page);
  await choose(page, 'From', /^Everyday Checking — /);
  await choose(page, 'To', /^Rainy Day Savings — /);
  await page.getByLabel('Amount').fill('25.50');
  await page.getByLabel('Memo').fill('Rainy day');
  await page.getByRole('button', { name: 'Review' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Review Your Transfer' })).toBeVisible();
  await expect(page.getByText('$25.50')).toBeVisible();
  // Back keeps what the member typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Amount')).toHaveValue('25.50');
  await expect(page.getByLabel('Memo')).toHaveValue('Rainy day');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Confirm and transfer' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  await expect(page.getByText('Your transfer of $25.50 was sent.')).toBeVisible();

  await page.getByRole('link', { name: 'My Accounts' }).first().click();
  await expect(page).toHaveURL(/\/my-accounts$/);
  await expect.poll(() => balanceOf(page, 'arr-demo-checking')).toBe(checkingBefore - 2550n);
  await expect.poll(() => balanceOf(page, 'arr-demo-savings')).toBe(savingsBefore + 2550n);
});

test('a transfer to another member over $2,500 shows the contact limit on the amount field', async ({ page }) => {
  await signInAsDemo(page);
  await openTransferForm(page);
  await choose(page, 'From', /^Everyday Checking — /);
  // Riley Chen is one of demo's seeded contacts, paid at newbie's checking account.
  const riley = `Riley Chen (Riley) ••${seededAccountNumber('arr-newbie-checking').slice(-4)}`;
  await choose(page, 'To', riley);
  await expect(page.getByText('Transfers to contacts are limited to $2,500 per transaction and $5,000 per day.').first()).toBeVisible();
  await page.getByLabel('Amount').fill('2600');
  await page.getByRole('button', { name: 'Review' }).click();

  const amountError = page.locator('[id$="amount__error"]');
  await expect(amountError).toHaveText('Transfers to contacts are limited to $2,500 per transaction and $5,000 per day.');
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Transfer' })).toBeVisible();
  // The form keeps what was typed.
  await expect(page.getByLabel('Amount')).toHaveValue('2600');

  // Within the limit the contact is paid through the platform.
  await page.getByLabel('Amount').fill('12.00');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review Your Transfer' })).toBeVisible();
  await expect(page.getByText('Riley Chen')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and transfer' }).click();
  await expect(page.getByText('Your transfer of $12.00 was sent.')).toBeVisible();
});

test('demo saves a transfer as a template, finds it, loads it into the form and edits it', async ({ page }) => {
  await signInAsDemo(page);
  await openTransferForm(page);
  const name = `Savings top-up ${Date.now().toString(36)}`;
  await choose(page, 'From', /^Everyday Checking — /);
  await choose(page, 'To', /^Rainy Day Savings — /);
  await page.getByLabel('Amount').fill('40');
  await page.getByLabel('Memo').fill('Every payday');
  await page.getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await dialog.getByLabel('Template name').fill(name);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(`Template "${name}" has been successfully updated`)).toBeVisible();

  // A fresh form: search the list, use the template.
  await page.reload();
  await expect(picker(page, 'From')).toBeEnabled();
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('top-up');
  await page.getByRole('searchbox', { name: 'Search templates' }).press('Enter');
  await page.getByRole('button', { name: `Use the template ${name}` }).click();
  await expect(page.getByLabel('Amount')).toHaveValue('40.00');
  await expect(chosen(page, 'From')).toHaveText(/^Everyday Checking — /);
  await expect(chosen(page, 'To')).toHaveText(/^Rainy Day Savings — /);
  await expect(page.getByLabel('Memo')).toHaveValue('Every payday');

  // Edit template mode.
  await page.getByRole('link', { name: `Edit the template ${name}` }).click();
  await expect(page).toHaveURL(/\?templateId=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Template' })).toBeVisible();
  await expect(page.getByLabel('Template name')).toHaveValue(name);
  await page.getByLabel('Amount').fill('45');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(`Template "${name}" has been successfully updated`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the transfer' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('$45.00');
});

test('a credit card to loan transfer is blocked and cannot be reviewed', async ({ page }) => {
  await signInAsDemo(page);
  await openTransferForm(page);
  await choose(page, 'From', /^Visa Platinum Rewards — /);
  await choose(page, 'To', /^Auto Loan — /);
  const refusal = page.getByText('Transfers from a credit card to a loan is not allowed. Please choose a different account.');
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review' })).toBeDisabled();
  await choose(page, 'To', /^Everyday Checking — /);
  // The refusal goes with the pair it was about, and the button comes back with it.
  await expect(refusal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review' })).toBeEnabled();
});

test('a recurring transfer from a loan is refused with its text', async ({ page }) => {
  await signInAsDemo(page);
  await openTransferForm(page);
  await choose(page, 'From', /^Everyday Checking — /);
  await choose(page, 'Frequency', 'Monthly');
  await expect(chosen(page, 'Ends')).toBeVisible();
  await choose(page, 'From', /^Personal Loan — /);
  await expect(page.getByText('You may not schedule recurring transfers from loan accounts.')).toBeVisible();
  await expect(chosen(page, 'Frequency')).toHaveText('Once');
  await expect(picker(page, 'Frequency')).toBeDisabled();
  await expect(picker(page, 'Ends')).toHaveCount(0);
});

test('a scheduled transfer appears in the activity and can be canceled', async ({ page }) => {
  await signInAsDemo(page);
  await openTransferForm(page);
  const date = localDatePlus(10);
  await choose(page, 'From', /^Everyday Checking — /);
  await choose(page, 'To', /^Money Market — /);
  await page.getByLabel('Amount').fill('12.34');
  await page.getByLabel('Transfer date').fill(date);
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Confirm and transfer' }).click();
  await expect(page.getByText(/Your transfer of \$12\.34 is scheduled for/)).toBeVisible();

  await page.getByRole('link', { name: 'View transfer activity' }).click();
  await expect(page).toHaveURL(/\/transfers\/activity$/);
  const cancel = page.getByRole('button', { name: /Cancel the transfer of \$12\.34 to Money Market/ });
  await expect(cancel).toBeVisible();
  await cancel.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel transfer' }).click();
  await expect(page.getByText('The transfer was canceled.')).toBeVisible();
  await expect(cancel).toHaveCount(0);

  await page.getByRole('tab', { name: 'History' }).click();
  const row = page.getByRole('row').filter({ hasText: '$12.34' });
  await expect(row.getByText('Canceled')).toBeVisible();
});
