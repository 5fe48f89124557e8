import { expect, test } from './fixtures.js';
import { apiCents, centsOf, pickContext, signIn } from './member.js';

interface ApiProduct {
  visible?: boolean;
  userPreferences?: { visible?: boolean };
}
interface ApiGroup {
  products: ApiProduct[];
  aggregatedBalance: { value: string };
}

const kinds = ['currentAccounts', 'savingsAccounts', 'termDeposits', 'loans', 'creditCards', 'debitCards', 'investmentAccounts'];
const visible = (product: ApiProduct) => product.userPreferences?.visible ?? product.visible !== false;
const amountIn = (text: string) => {
  const amounts = text.match(/-?\$[\d,]+\.\d{2}/g);
  if (!amounts) throw new Error(`no amount in "${text}"`);
  return centsOf(amounts[amounts.length - 1] as string);
};

/*
 * "Totals equal to the database's": the figures on screen are compared with the product summary
 * the platform sent this very page, read off the wire. That the platform's figures are the
 * ledger's sums is what the API suite proves against the database; together they close the loop
 * without a test-only endpoint.
 */
test('demo signs in on the real sign-in page, picks a context and sees the platform totals', async ({ page }) => {
  const summaryAnswer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/arrangement-manager/client-api/v2/productsummary') &&
      response.request().method() === 'GET' &&
      response.status() === 200,
  );
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page).toHaveURL(/\/my-accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Accounts' })).toBeVisible();

  const summary = (await (await summaryAnswer).json()) as Record<string, unknown> & { aggregatedBalance: { value: string } };
  const total = page.getByTestId('accounts-total');
  await expect(total).toBeVisible();
  expect(centsOf(await total.innerText())).toBe(apiCents(summary.aggregatedBalance.value));

  let groupsShown = 0;
  for (const kind of kinds) {
    const group = summary[kind] as ApiGroup | undefined;
    const header = page.getByTestId(`group-${kind}`);
    if (!group || !group.products.some(visible)) {
      await expect(header).toHaveCount(0);
      continue;
    }
    groupsShown += 1;
    expect(amountIn(await header.innerText())).toBe(apiCents(group.aggregatedBalance.value));
  }
  expect(groupsShown).toBeGreaterThan(3);
  expect(await page.getByTestId('account-row').count()).toBeGreaterThan(groupsShown);
});

test('a new tab keeps the member signed in: a silent sign-in against the provider session, no password', async ({ page, context }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  // A new tab has no tokens of its own (a reload resumes with the tab's: session.spec.ts).
  const tab = await context.newPage();
  const silentSignIn = tab.waitForRequest((request) => new URL(request.url()).pathname === '/oidc/auth' && new URL(request.url()).searchParams.get('prompt') === 'none');
  await tab.goto('/my-accounts');
  await silentSignIn;
  await expect(tab.getByTestId('accounts-total')).toBeVisible();
  await expect(tab).toHaveURL(/\/my-accounts$/);
});

test('switching context excludes the current one and shows the other context’s accounts', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Switch context' }).click();
  await expect(page.getByRole('heading', { name: 'Select Context' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select Personal' })).toHaveCount(0);
  await pickContext(page, 'Smith Family Business');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
});
