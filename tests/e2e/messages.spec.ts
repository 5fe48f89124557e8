import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signInAsAgentFor } from './agent.js';
import { pickContext, signIn } from './member.js';

/*
 * Secure messages as a member uses them (issue 13 "Done when"): demo files a dispute, follows
 * "go to Messages" to the conversation, and a support agent acting for demo answers it there; the
 * answer arrives in demo's inbox, unread, and the bell's notification opens it.
 */

// Bills Checking: the transactions spec disputes Everyday Checking's first transaction on this server.
const account = 'arr-demo-checking-bills';
const reply = 'We have opened case 4417 and will credit you within 10 business days.';

/** The first posted row of the seed's own (not a transfer another spec made today), opened. */
async function openDisputableTransaction(page: Page) {
  await page.goto(`/my-accounts/transactions/${account}/list`);
  const row = page.getByTestId('transaction-row').filter({ hasNotText: 'Pending' }).filter({ hasNotText: /Transfer (from|to) / }).first();
  await expect(row).toBeVisible();
  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('transaction-dialog')).toBeVisible();
  // A click while the dialog still zooms open can land beside its moving button.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
  return dialog;
}

test('demo files a dispute, follows "go to Messages" to the conversation, and the agent’s answer arrives in the inbox and opens from the bell', async ({ page, browser }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();

  const dialog = await openDisputableTransaction(page);
  await dialog.getByRole('button', { name: /Inquire or dispute/ }).click();
  await dialog.getByRole('radio', { name: 'Dispute this transaction' }).check();
  await dialog.getByLabel('Tell us what happened').fill('I was charged twice for the same bill.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('The bank is reviewing your transaction')).toBeVisible();

  // "Please go to Messages…": Messages is a link to the conversation the dispute started.
  await dialog.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/more\/messages\/outbox\/conversation\/[^/]+$/);
  const conversationId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('I was charged twice for the same bill.')).toBeVisible();

  // A support agent acting for demo answers the conversation through the same pages and API.
  const agent = await signInAsAgentFor(browser, 'Jordan Smith');
  await agent.getByRole('link', { name: 'Messages' }).first().click();
  await agent.getByRole('link', { name: 'Outbox' }).click();
  await agent.locator(`a[href$="/conversation/${encodeURIComponent(conversationId)}"]`).click();
  await expect(agent.getByText('I was charged twice for the same bill.')).toBeVisible();
  await agent.getByLabel('Your reply').fill(reply);
  await agent.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.getByText('Your reply was sent.')).toBeVisible();
  await agent.context().close();

  // demo's inbox, refreshed: the conversation is there now, unread, with the answer.
  await page.getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('button', { name: 'Refresh' }).click();
  const answered = page.getByRole('row').filter({ has: page.locator(`a[href$="/conversation/${encodeURIComponent(conversationId)}"]`) });
  await expect(answered).toBeVisible();
  await expect(answered).toContainText('Unread');

  // The bell tells of the answer too, and its notification opens the conversation.
  await page.reload();
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const notice = page.getByTestId('notification').filter({ hasText: 'New secure message' }).first();
  await notice.getByRole('button', { name: 'New secure message', exact: true }).click();
  await expect(page).toHaveURL(/\/more\/messages\/inbox\/conversation\//);
  await expect(page.getByText(reply)).toBeVisible();
});
