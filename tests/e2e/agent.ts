import { expect, type Browser, type Page } from '@playwright/test';
import { demoPassword, dismissAfterLoginOverlays, signIn } from './member.js';
import { callFromPage, nextPageToken, type CallFromPage, type PageAnswer } from './page-api.js';

/**
 * A support agent signs in, in a browser context of their own, and chooses to act for a member
 * (the sign-in provider's impersonation step) in the member's Personal context.
 */
export async function signInAsAgentFor(browser: Browser, memberName: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const agent = await context.newPage();
  await dismissAfterLoginOverlays(agent);
  await agent.goto('/');
  await agent.getByLabel('Username').fill('agent');
  await agent.getByLabel('Password').fill(demoPassword);
  await agent.getByRole('button', { name: 'Sign in' }).click();
  await agent.getByRole('radio', { name: memberName }).check();
  await agent.getByRole('button', { name: 'Continue' }).click();
  const selectHeading = agent.getByRole('heading', { name: 'Select Context' });
  await expect(agent.getByTestId('accounts-total').or(selectHeading)).toBeVisible();
  if (await selectHeading.isVisible()) await agent.getByRole('button', { name: 'Select Personal' }).click();
  await expect(agent.getByTestId('impersonation-banner')).toBeVisible();
  return agent;
}

/**
 * A call as a credit-union operator, for the sandbox's operator-only stand-ins (the card network's
 * purchases): the operator signs in to the studio in a context of their own, and the call is made
 * from that page with its token (read off its first API call) and its own DPoP key.
 */
export async function callAsOperator(browser: Browser, call: CallFromPage): Promise<PageAnswer> {
  const context = await browser.newContext();
  try {
    const operator = await context.newPage();
    const token = nextPageToken(operator);
    await signIn(operator, 'operator', { path: '/studio' });
    return await callFromPage(operator, await token, call);
  } finally {
    await context.close();
  }
}
