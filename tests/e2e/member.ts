import { expect, type Page } from '@playwright/test';
import { defaultSeed } from '../../server/src/seed/index.js';
import { mulberry32 } from '../../server/src/seed/random.js';

/** Every demo member's password (server/src/seed). */
export const demoPassword = 'Demo-Password-1!';

const dismissingOverlays = new WeakSet<Page>();

/**
 * The credit union's after-login overlays (config/after-login.json) open over the landing page once
 * per member and browser, and every test's browser is new: each is dismissed whenever it shows,
 * before the test's next action or assertion, so no spec has to know about them. Every test's page
 * gets this from fixtures.ts; a page a test opens itself (a second member, an agent) calls it.
 */
export async function dismissAfterLoginOverlays(page: Page) {
  if (dismissingOverlays.has(page)) return;
  dismissingOverlays.add(page);
  const overlay = page.getByTestId('after-login-overlay');
  await page.addLocatorHandler(
    overlay,
    async () => {
      const shown = page.locator(`[data-overlay="${await overlay.getAttribute('data-overlay')}"]`);
      // The browser tests ask for reduced motion (playwright.config.ts): the dialog is still, so one
      // press lands on its button.
      await page.getByRole('dialog').filter({ has: overlay }).getByRole('button', { name: 'Got it' }).click();
      await expect(shown).toBeHidden();
    },
    // The next overlay may open in the same dialog: the handler waits for the one it dismissed.
    { noWaitAfter: true },
  );
}

/** Opens the app at `path` and signs in on the provider's own sign-in page, as a member would. */
export async function signIn(page: Page, username: string, options: { baseURL?: string; path?: string } = {}) {
  await dismissAfterLoginOverlays(page);
  await page.goto(`${options.baseURL ?? ''}${options.path ?? '/'}`);
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Picks a service-agreement context on the select-context page by its name. */
export async function pickContext(page: Page, name: string) {
  // Arrived in the app: on the page, or already past it. A member with one context is taken on by
  // the page itself, maybe before its heading shows, maybe while the click is on its way.
  await expect(page.getByRole('heading', { name: 'Select Context' }).or(page.getByRole('navigation', { name: 'Main navigation' })).first()).toBeVisible();
  await expect(async () => {
    if (!new URL(page.url()).pathname.endsWith('/select-context')) return;
    await page.getByRole('button', { name: `Select ${name}` }).click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/\/select-context$/);
  // The credit union's after-login overlays come up over the landing page once their code has
  // loaded, after the page itself; the shell marks the page (after-login-overlays.tsx) until they
  // are decided. Waiting for that lets the handler above dismiss them before a test starts
  // something they would interrupt (their "Got it" is a press outside an open menu or drawer).
  await expect(page.locator('[data-after-login="pending"]')).toHaveCount(0, { timeout: 30_000 });
}

/** Parses a displayed amount such as "$1,234.56" or "-$12.00" into integer cents. */
export function centsOf(displayed: string): bigint {
  const negative = displayed.includes('-') || displayed.includes('−');
  const digits = displayed.replace(/[^0-9.]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** Parses the API's decimal string ("1234.56", "-5.1") into integer cents, without floats. */
export function apiCents(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** The full account number the deterministic seed gives an arrangement (server/src/seed/index.ts). */
export function seededAccountNumber(arrangementId: string): string {
  return `0${mulberry32(defaultSeed).fork('numbers').fork(arrangementId).digits(9)}`;
}
