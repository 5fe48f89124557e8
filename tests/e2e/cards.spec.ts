import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { callAsOperator } from './agent.js';
import { pickContext, signIn } from './member.js';

/*
 * Cards as a member uses them (issue 14 "Done when"): demo locks the Cash Back Mastercard, a
 * purchase with it is then declined by the card network's stand-in and shows as declined in the
 * card's transactions, demo unlocks it and adds a travel notice.
 */

const card = { id: 'card-demo-mastercard', name: 'Cash Back Mastercard', account: 'arr-demo-mastercard' };

async function openCardDetails(page: Page) {
  await page.getByRole('link', { name: 'Manage Cards' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Cards' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^View details of ${card.name}`) }).click();
  await expect(page.getByText('Back to Cards')).toBeVisible();
}

test('demo locks a card, a purchase with it is declined and shows so in its transactions; demo unlocks it and adds a travel notice', async ({ page, browser }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();

  await openCardDetails(page);
  await page.getByRole('button', { name: 'Lock card' }).click();
  await page.getByRole('dialog', { name: 'Lock this card?' }).getByRole('button', { name: 'Lock card' }).click();
  await expect(page.getByText('Your card is locked.')).toBeVisible();
  await expect(page.getByText('Purchases and withdrawals with this card are declined while it is locked.')).toBeVisible();

  const merchant = `Corner Bistro ${Date.now() % 100_000}`;
  const answer = await callAsOperator(browser, {
    method: 'POST',
    path: '/sandbox/cards/authorizations',
    body: { cardId: card.id, amount: '42.50', merchant, category: 'Dining' },
  });
  expect(answer.ok).toBe(true);
  expect((answer.body as { outcome: string }).outcome).toBe('DECLINED');

  await page.goto(`/my-accounts/transactions/${card.account}/list`);
  const row = page.getByTestId('transaction-row').filter({ hasText: merchant });
  await expect(row).toContainText('Declined — card locked');
  await expect(row).toContainText('42.50');

  await page.goBack();
  await openCardDetails(page);
  await page.getByRole('button', { name: 'Unlock card' }).click();
  await page.getByRole('dialog', { name: 'Unlock this card?' }).getByRole('button', { name: 'Unlock card' }).click();
  await expect(page.getByText('Your card is unlocked.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lock card', exact: true })).toBeVisible();

  await page.getByText('Back to Cards').click();
  await page.getByRole('link', { name: 'Travel notices' }).click();
  await page.getByRole('button', { name: 'Add a travel notice' }).click();
  await page.getByRole('checkbox', { name: new RegExp(`^${card.name}`) }).check();
  await page.getByLabel('Country').fill('Canada');
  // A region of this run's own, so a repeated run finds its notice among the earlier ones.
  const region = `British Columbia ${Date.now() % 100_000}`;
  await page.getByLabel('State or region (optional)').fill(region);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Departure date').fill(day(10));
  await page.getByLabel('Return date').fill(day(17));
  await page.getByLabel('Phone number while travelling').fill('+1 303 555 0142');
  await page.getByRole('button', { name: 'Save travel notice' }).click();
  // Saved: the notice is listed (the toast saying so may be gone by the time a loaded machine looks).
  const notice = page.getByRole('list', { name: 'Your travel notices' }).getByRole('listitem').filter({ hasText: region });
  await expect(notice).toContainText('Canada');
  await expect(notice).toContainText(card.name);
});
