import { expect, test } from './fixtures.js';
import { signInAsAgentFor } from './agent.js';
import { pickContext, signIn } from './member.js';

/*
 * Chat as a member uses it (issue 14 "Done when"): demo opens the chat from the top bar and asks;
 * a support agent acting for demo answers through the same API; the answer arrives in demo's open
 * window without a reload; demo ends the chat and can still read it.
 */

test('demo asks in the chat and sees the agent’s reply arrive without reloading; the window stays open across pages', async ({ page, browser }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();

  await page.getByRole('button', { name: /^Chat with us/ }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(chat).toBeVisible();
  const question = `Will my Visa work in Chicago next week? (${Date.now()})`;
  await chat.getByLabel('Your message').fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log', { name: 'Chat messages' })).toContainText(question);

  // The conversation goes with the member from page to page.
  await page.getByRole('link', { name: 'Messages' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(chat.getByRole('log', { name: 'Chat messages' })).toContainText(question);

  const agent = await signInAsAgentFor(browser, 'Jordan Smith');
  await agent.getByRole('button', { name: /^Chat with us/ }).click();
  const agentChat = agent.getByRole('dialog', { name: 'Chat with us' });
  await expect(agentChat.getByRole('log', { name: 'Chat messages' })).toContainText(question);
  const answer = 'Yes: your travel notice for Chicago covers it.';
  await agentChat.getByLabel('Your message').fill(answer);
  await agentChat.getByRole('button', { name: 'Send' }).click();
  await expect(agentChat.getByRole('log', { name: 'Chat messages' })).toContainText(answer);
  await agent.context().close();

  // The open window polls: the answer arrives without a reload.
  await expect(chat.getByRole('log', { name: 'Chat messages' })).toContainText(answer, { timeout: 30_000 });

  // demo ends the chat: the transcript stays readable until the window closes.
  await chat.getByRole('button', { name: 'End chat' }).click();
  await page.getByRole('button', { name: 'Yes, end the chat' }).click();
  await expect(chat.getByRole('log', { name: 'Chat messages' })).toContainText('You ended this chat.');
  await expect(chat.getByRole('log', { name: 'Chat messages' })).toContainText(answer);
});
