import { readFile } from 'node:fs/promises';
import { type Download, type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';
import { choose } from './pickers.js';

const account = 'arr-demo-checking';
const listUrl = `/my-accounts/transactions/${account}/list`;
/** The spec's detail address (spec/1 routes): transactions/{selectedAccount}/detail/{transactionId}. */
const detailUrl = (transactionId: string | null | undefined) => `/my-accounts/transactions/${account}/detail/${transactionId}`;

/** "Showing 100 of 1575 transactions" → [100, 1575]. */
async function summaryCounts(page: Page): Promise<[number, number]> {
  const summary = await page.getByTestId('transactions-summary').innerText();
  const numbers = summary.replace(/,/g, '').match(/\d+/g);
  if (!numbers || numbers.length < 2) throw new Error(`no counts in "${summary}"`);
  return [Number(numbers[0]), Number(numbers[1])];
}

async function openList(page: Page, search = '') {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  await page.goto(`${listUrl}${search}`);
  await expect(page.getByTestId('transaction-row').first()).toBeVisible();
}

async function exportAs(page: Page, label: RegExp): Promise<{ download: Download; text: string }> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  await page.getByRole('menuitem', { name: label }).click();
  const download = await downloaded;
  const path = await download.path();
  return { download, text: await readFile(path, 'utf8') };
}

test('demo pages through the transactions of an account by scrolling (infinite scroll, windowed rows)', async ({ page }) => {
  await openList(page);
  const [shown, total] = await summaryCounts(page);
  expect(shown).toBe(100);
  expect(total).toBeGreaterThan(1000);
  // Long-format date in the credit union's timezone on every row.
  await expect(page.getByTestId('transaction-row').first()).toContainText(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/);
  // A window of rows, not all of them.
  expect(await page.getByTestId('transaction-row').count()).toBeLessThan(60);

  const viewport = page.getByTestId('transactions-viewport');
  for (const expected of [200, 300]) {
    await viewport.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect.poll(async () => (await summaryCounts(page))[0]).toBe(expected);
  }
});

test('demo adds and deletes a note, changes a category and files a dispute; the scroll position survives the dialog', async ({ page }) => {
  await openList(page);
  const viewport = page.getByTestId('transactions-viewport');

  // Scrolled down the list, a transaction opens and closes, and the list is where it was.
  await viewport.evaluate((element) => {
    element.scrollTop = 2000;
  });
  const firstRowInView = () =>
    viewport.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const rows = [...element.querySelectorAll<HTMLElement>('[data-testid="transaction-row"]')];
      const inView = rows.find((row) => {
        const rect = row.getBoundingClientRect();
        return rect.top >= box.top && rect.bottom <= box.bottom;
      });
      return inView?.dataset.transactionId;
    });
  // The windowed list draws the rows for the new scroll position after the scroll event: the row is
  // chosen once two reads agree, so the click lands on the row that stays there.
  let visibleId: string | undefined;
  await expect
    .poll(async () => {
      const before = visibleId;
      visibleId = await firstRowInView();
      return visibleId !== undefined && visibleId === before;
    })
    .toBe(true);
  await page.locator(`[data-transaction-id="${visibleId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${detailUrl(visibleId)}$`));
  await expect(page.getByRole('dialog').getByTestId('transaction-dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close transaction details' }).click();
  await expect(page).toHaveURL(new RegExp(`${listUrl}$`));
  await expect.poll(() => viewport.evaluate((element) => element.scrollTop)).toBe(2000);

  // The first posted (not pending) row of the seed's own: a bill payment the credit union allows
  // disputes on. Transfers other specs made today on this server (internal transfers, which are not
  // disputable) come before it, so they are passed over.
  await viewport.evaluate((element) => {
    element.scrollTop = 0;
  });
  // The rows are chosen once the window is redrawn for the top of the list (its first drawn row
  // is row 0), so the row read is the row clicked.
  await expect(viewport).toHaveAttribute('data-first-row', '0');
  const transactionId = await page
    .getByTestId('transaction-row')
    .filter({ hasNotText: 'Pending' })
    .filter({ hasNotText: /Transfer (from|to) / })
    .first()
    .getAttribute('data-transaction-id');
  await page.locator(`[data-transaction-id="${transactionId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${detailUrl(transactionId)}$`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('transaction-dialog')).toBeVisible();
  // A click while the dialog still zooms open can land beside its moving button: wait until it has
  // opened (an animation cut short by the next one counts as ended).
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );

  await dialog.getByRole('button', { name: 'Add note' }).click();
  await dialog.getByLabel('Note text').fill('Shared with Alex – paid back');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog.getByTestId('transaction-note')).toHaveText('Shared with Alex – paid back');
  await dialog.getByRole('button', { name: 'Delete note' }).click();
  await expect(dialog.getByRole('alertdialog', { name: 'Delete note?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText('No note yet.')).toBeVisible();

  // The category picker lists a window of options; typing narrows it to the one wanted.
  await choose(page, 'Category', 'Entertainment', dialog, 'Entertain');
  await dialog.getByRole('button', { name: 'Change category' }).click();
  await expect(dialog.getByText('Category changed to Entertainment.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog.getByText('Category changed to Entertainment.')).toHaveCount(0);

  const start = dialog.getByRole('button', { name: /Inquire or dispute/ });
  await expect(start).toBeEnabled();
  await start.click();
  await dialog.getByRole('radio', { name: 'Dispute this transaction' }).check();
  await dialog.getByLabel('Tell us what happened').fill('I did not authorise this payment.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('The bank is reviewing your transaction')).toBeVisible();
  await expect(dialog.getByText('Please go to Messages to view any responses to your request.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Close transaction details' }).click();
  await expect(page).toHaveURL(new RegExp(`${listUrl}$`));

  // What was saved is what the platform now says (a reload reads it from the server).
  await page.goto(detailUrl(transactionId));
  const reloaded = page.getByRole('dialog');
  await expect(reloaded.getByText('Dispute status: Under review')).toBeVisible();
  await expect(reloaded.getByRole('button', { name: /Inquire or dispute/ })).toBeDisabled();
  await expect(reloaded.getByText('No note yet.')).toBeVisible();
  await expect(reloaded.getByTestId('transaction-dialog')).toContainText('Entertainment');
});

test('the transactions page without an account asks the member to select a product first', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  await page.goto('/my-accounts/transactions');
  await expect(page.getByText('No Product Selected')).toBeVisible();
  await expect(page.getByText('Please select a product first.')).toBeVisible();
});

test('demo downloads the filtered transactions as CSV and OFX, and the files hold them', async ({ page }) => {
  await openList(page, '?q=Starbucks');
  await expect.poll(async () => (await summaryCounts(page))[1]).toBeGreaterThan(0);
  const [, total] = await summaryCounts(page);

  const csv = await exportAs(page, /CSV/);
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines.length - 1).toBe(total);
  for (const line of lines.slice(1)) expect(line).toContain('Starbucks');

  const ofx = await exportAs(page, /OFX/);
  expect(ofx.download.suggestedFilename()).toMatch(/\.ofx$/);
  expect(ofx.text).toContain('<OFX>');
  expect(ofx.text).toContain('</OFX>');
  expect(ofx.text).toContain('<BANKTRANLIST>');
  const entries = ofx.text.match(/<STMTTRN>/g) ?? [];
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.length).toBeLessThanOrEqual(total);
  expect(ofx.text).toMatch(/<NAME>Starbucks/);
});
