import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { pdfTextRuns } from '../pdf-text.js';
import { apiCents, centsOf, pickContext, signIn } from './member.js';
import { choose } from './pickers.js';
import { callFromPage, nextPageToken } from './page-api.js';

/*
 * Statements as a member gets them (issue 13 "Done when"): demo downloads last month's statement
 * for checking, and the closing balance printed in the PDF is the ledger's at the month's end.
 */

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Last month as the credit union's calendar has it: its name ("October 2026") and its last day (yyyy-mm-dd). */
function lastMonth(): { title: string; lastDay: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month - 1, 0));
  return { title: `${monthNames[end.getUTCMonth()]} ${end.getUTCFullYear()}`, lastDay: end.toISOString().slice(0, 10) };
}

interface ApiTransaction {
  bookingDate: string;
  isPending?: boolean;
  creditDebitIndicator: 'CRDT' | 'DBIT';
  transactionAmountCurrency: { amount: string };
}

test('demo downloads last month’s checking statement and its closing balance is the ledger’s', async ({ page }) => {
  const tokenSent = nextPageToken(page);
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page).toHaveURL(/\/my-accounts$/);
  const token = await tokenSent;

  await page.getByRole('link', { name: 'Account Statements' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Statements' })).toBeVisible();
  await choose(page, 'Account', /^Everyday Checking/);
  const month = lastMonth();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download Statement ${month.title} for Everyday Checking` }).click();
  const file = await (await download).path();
  const runs = pdfTextRuns(await readFile(file));
  const closingLine = runs.find((run) => run.startsWith('Closing balance:'));
  expect(closingLine, `the PDF's text: ${runs.slice(0, 20).join(' | ')}`).toBeTruthy();
  const closing = centsOf(closingLine!.replace('Closing balance:', '').replace('USD', '').trim());

  // The ledger, read through the API: today's booked balance less what was booked since the month ended.
  const api = async (path: string) => (await callFromPage(page, token, { path })).body;
  const account = (await api('/api/arrangement-manager/client-api/v2/arrangements/arr-demo-checking')) as { bookedBalance: string };
  const since = (await api(`/api/transaction-manager/client-api/v2/transactions?arrangementId=arr-demo-checking&bookingDateGreaterThan=${month.lastDay}&size=1000`)) as ApiTransaction[];
  const bookedSince = since
    .filter((transaction) => !transaction.isPending && transaction.bookingDate > month.lastDay)
    .reduce((sum, transaction) => {
      const amount = apiCents(transaction.transactionAmountCurrency.amount);
      return sum + (transaction.creditDebitIndicator === 'CRDT' ? amount : -amount);
    }, 0n);
  expect(closing).toBe(apiCents(String(account.bookedBalance)) - bookedSince);
});
