import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { apiCents, centsOf, pickContext, signIn } from './member.js';
import { callFromPage, nextPageToken } from './page-api.js';

/*
 * Cash Flow as a member uses it (issue 15 "Done when"): demo opens Analytics › Cash Flow, chooses
 * last month, and the spending-by-category total equals the sum of last month's booked debits on
 * the accounts the page starts with (checking and savings), transfers between demo's own
 * accounts left out, computed here through the transactions API with the page's own token. A
 * category then opens the transactions list filtered to it. Reads only: no other spec can notice.
 */

const api = '/api';

interface Product {
  id: string;
  name?: string;
  displayName?: string;
}

interface Transaction {
  counterPartyName?: string;
  isPending?: boolean;
  transactionAmountCurrency: { amount: string };
}

/** Last month's first and last day in the credit union's timezone (America/Denver, config/app.json). */
function lastMonth(): { start: string; end: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year = 0, month = 1] = today.split('-').map(Number);
  const start = new Date(Date.UTC(year, month - 2, 1));
  const end = new Date(Date.UTC(year, month - 1, 0));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

/** Every booked debit of the accounts in the period, page by page. */
async function debitsOf(page: Page, token: string, accountIds: string[], period: { start: string; end: string }): Promise<Transaction[]> {
  const size = 500;
  const all: Transaction[] = [];
  for (let from = 0; ; from++) {
    const search = new URLSearchParams({
      bookingDateGreaterThan: period.start,
      bookingDateLessThan: period.end,
      creditDebitIndicator: 'DBIT',
      from: String(from),
      size: String(size),
    });
    for (const id of accountIds) search.append('arrangementsIds', id);
    const answer = await callFromPage(page, token, { path: `${api}/transaction-manager/client-api/v2/transactions?${search}` });
    expect(answer.ok).toBe(true);
    const found = answer.body as Transaction[];
    all.push(...found);
    if (found.length < size) return all.filter((transaction) => transaction.isPending !== true);
  }
}

test('demo sees last month’s spending by category, its total equal to the API’s debits without own transfers, and opens a category’s transactions', async ({ page }) => {
  // The page's token, read off its first API call after sign-in; calls with it are made from the page, whose key signs the proofs.
  const tokenSent = nextPageToken(page);
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  const token = await tokenSent;

  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await menu.getByRole('link', { name: 'Cash Flow' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cash Flow' })).toBeVisible();
  await page.getByText('Last month', { exact: true }).click();
  const period = lastMonth();
  await expect(page).toHaveURL(/period=last-month/);
  const table = page.getByRole('table', { name: 'Income, spending and net per month' });
  await expect(table.getByRole('row')).toHaveCount(2);

  // What the page starts with: demo's checking and savings accounts (config/insights.json).
  const summary = await callFromPage(page, token, { path: `${api}/arrangement-manager/client-api/v2/productsummary` });
  expect(summary.ok).toBe(true);
  const groups = summary.body as Record<string, { products?: Product[] } | undefined>;
  const chosen = [...(groups.currentAccounts?.products ?? []), ...(groups.savingsAccounts?.products ?? [])];
  const everyAccount = Object.values(groups).flatMap((group) => (group && Array.isArray(group.products) ? group.products : []));
  // A transfer between two of demo's accounts names the other account as its counterparty.
  const ownNames = new Set(everyAccount.flatMap((product) => [product.name, product.displayName].filter((name): name is string => !!name)));
  const debits = await debitsOf(page, token, chosen.map((product) => product.id), period);
  const expected = debits
    .filter((transaction) => !ownNames.has(transaction.counterPartyName ?? ''))
    .reduce((sum, transaction) => sum + apiCents(transaction.transactionAmountCurrency.amount), 0n);
  expect(expected).toBeGreaterThan(0n);

  const total = page.getByTestId('cash-flow-spending-total');
  await expect(total).toBeVisible();
  expect(centsOf((await total.textContent()) ?? '')).toBe(expected);
  // The categories add up to the total.
  const categories = page.getByTestId('cash-flow-category');
  const amounts = await categories.locator('.pb-cash-flow-amount').evaluateAll((cells) => cells.filter((_, index) => index % 2 === 0).map((cell) => cell.textContent ?? ''));
  expect(amounts.reduce((sum, amount) => sum + centsOf(amount), 0n)).toBe(expected);

  // Several accounts are chosen, so a category asks which account's transactions to open.
  const first = categories.first();
  await first.getByRole('button').click();
  const checking = chosen[0]!;
  // The dropdown's items, not the main navigation's (also menu items): "In <account>", in the page's order.
  await page.getByRole('menuitem', { name: /^In / }).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/my-accounts/transactions/${checking.id}/list\\?category=[^&]+&from=${period.start}&to=${period.end}&direction=DBIT`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
