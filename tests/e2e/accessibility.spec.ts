import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { demoPassword, pickContext, signIn } from './member.js';
import { ports } from './servers.js';

/*
 * Every page a member can open, scanned with axe for WCAG 2.2 AA at desktop and phone width
 * (issue 10). The list comes from config/routes.json, so a route added there joins this test
 * without anyone remembering to; the signed-out pages (sign-in, a rejected sign-in, the broken
 * configuration page) are added by hand because no route file names them.
 *
 * One page per width: demo signs in once and the test moves from route to route in the app's own
 * router, waiting for each page to finish loading (no fixed sleeps). A page the member cannot
 * reach (a denied entitlement would redirect elsewhere) fails instead of being scanned elsewhere.
 *
 * A11Y_SCREENSHOTS=<folder> also saves each page as a PNG there, to look at as a member would.
 */

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

interface RouteNode {
  path: string;
  widget?: string;
  page?: string;
  children?: RouteNode[];
}
interface ModalRoute {
  name: string;
  parameters?: string[];
}
interface RoutesFile {
  defaultPath: string;
  routes: RouteNode[];
  modals: ModalRoute[];
}

/** A route to scan: its name in the report, its path (and query) with `:parameters`, whether it opens a modal. */
interface Stop {
  name: string;
  pattern: string;
  modal: boolean;
}

const routesFile = JSON.parse(readFileSync('config/routes.json', 'utf8')) as RoutesFile;
const showsAPage = (node: RouteNode) => node.widget !== undefined || node.page !== undefined;

/** Every route that shows a page of its own (redirects and groups show none), parents first. */
function pageRoutes(nodes: RouteNode[], parent = ''): string[] {
  return nodes.flatMap((node) => {
    const path = parent === '' ? node.path : `${parent}/${node.path}`;
    return [...(showsAPage(node) ? [path] : []), ...pageRoutes(node.children ?? [], path)];
  });
}

/** How many pages routes.json has, counted apart from the stop list so a shrunken list shows. */
const countPages = (nodes: RouteNode[]): number => nodes.reduce((count, node) => count + (showsAPage(node) ? 1 : 0) + countPages(node.children ?? []), 0);

const routeStops: Stop[] = pageRoutes(routesFile.routes).map((path) => ({ name: path, pattern: path, modal: false }));
/** Each modal route on the secondary outlet, opened over the default page. */
const modalStops: Stop[] = routesFile.modals.map((modal) => ({
  name: `modal ${modal.name}`,
  pattern: `${routesFile.defaultPath}?openedModal=${modal.name}${(modal.parameters ?? []).map((name) => `&${name}=:${name}`).join('')}`,
  modal: true,
}));
/** The pages before sign-in, which no route file names. */
const signedOutPages = 3;
const expectedCount = signedOutPages + countPages(routesFile.routes) + routesFile.modals.length;

/** The demo member's real ids, as the platform sent them to this page. */
interface DemoIds {
  currentAccount: string;
  loan: string;
  creditCard: string;
  transaction: string;
}

/** The id a `:parameter` of `pattern` takes: a loan's page gets a loan, a card's quick action a card. */
function fill(pattern: string, ids: DemoIds): string {
  return pattern.replace(/:(\w+)/g, (_, parameter: string) => {
    if (parameter === 'transactionId') return ids.transaction;
    if (parameter === 'selectedAccount') return pattern.includes('loans/') ? ids.loan : ids.currentAccount;
    if (parameter === 'account') return ids.creditCard;
    // Open a New Account: the savings products, and the Secondary Share wizard at its first step;
    // enrollment and password reset at their first step.
    if (parameter === 'category') return 'savings';
    if (parameter === 'type') return '1';
    if (parameter === 'step') return pattern.startsWith('open-new-account') ? 'accept-terms' : 'identification';
    // Enrollment by invitation's route (without a uuid it is self enrollment).
    if (parameter === 'form') return 'auto';
    // Personal information's change pages: demo's seeded e-mail, mobile phone and home address.
    if (parameter === 'key') return pattern.includes('/email/') ? 'Email' : pattern.includes('/phone/') ? 'Mobile' : 'home';
    // A seeded contact, and a seeded conversation of each mailbox (a draft opens in the editor).
    if (parameter === 'id' && pattern.includes('manage-contacts')) return 'contact-demo-riley';
    if (parameter === 'id' && pattern.includes('/inbox/')) return 'conv-demo-deposit-hold';
    if (parameter === 'id' && pattern.includes('/outbox/')) return 'conv-demo-dispute';
    if (parameter === 'id' && pattern.includes('/drafts/')) return 'conv-demo-limit-draft';
    // demo's Visa, and the travel notice seeded on it.
    if (parameter === 'cardId') return 'card-demo-visa';
    if (parameter === 'noticeId') return 'tn-demo-chicago';
    throw new Error(`no demo value for :${parameter} in ${pattern}; add one to fill() in accessibility.spec.ts`);
  });
}

/** The first product of `kind` held at this credit union (a linked account elsewhere has no transactions or quick actions here). */
function ownProductId(summary: Record<string, unknown>, kind: string): string {
  const group = summary[kind] as { products?: { id?: unknown; financialInstitutionId?: unknown }[] } | undefined;
  const id = group?.products?.find((product) => product.financialInstitutionId === undefined || product.financialInstitutionId === null)?.id;
  if (typeof id !== 'string') throw new Error(`demo's product summary has no ${kind} of the credit union's own`);
  return id;
}

/** Moves within the app's router, as a link would: no reload, the session and caches stay. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Requests the page has sent and not yet had an answer to. */
function trackRequests(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** How long a page may take to load on a busy machine: waiting, not a speed requirement. */
const loading = { timeout: 60_000 };

/** Waits until the page has its heading, nothing loading, no request open and no transition running. */
async function settle(page: Page, openRequests: () => number) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(loading);
  await expect(page.locator('.pb-spinner, .pb-skeleton, [aria-busy="true"]')).toHaveCount(0, loading);
  await expect.poll(openRequests, loading).toBe(0);
  // Colours mid-transition (a menu item turning selected) are not the colours a member reads.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    loading,
  );
}

/**
 * WCAG 2.5.8's "equivalent" exception, which axe cannot see: the built-in map's markers sit as
 * close as the places do, and each does exactly what its place's row in the list beside it does
 * (select the place), a full-size control on the same page. Only that rule, only those buttons.
 */
function equivalentElsewhere(rule: string, html: string): boolean {
  return rule === 'target-size' && html.includes('pb-find-us-marker');
}

/** Scans the page; returns one line per violation: page, width, rule, impact and the nodes' selectors. */
async function scan(page: Page, stop: string, width: string): Promise<string[]> {
  const folder = process.env.A11Y_SCREENSHOTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: join(folder, `${width}-${stop.replace(/[^a-z0-9]+/gi, '_')}.png`), fullPage: true });
  }
  const result = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  return result.violations
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !equivalentElsewhere(violation.id, node.html)) }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
    (violation) =>
      `${stop} (${width}): ${violation.id} [${violation.impact ?? 'unknown'}] ${violation.nodes.length} node(s): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

for (const { name: width, viewport } of widths) {
  test(`every page a member can open passes axe's WCAG 2.2 AA rules at ${width} width (${viewport.width} px)`, async ({ page }) => {
    // Three signed-out pages and some twenty routes, each waited for and scanned.
    test.setTimeout(600_000);
    await page.setViewportSize(viewport);
    const openRequests = trackRequests(page);
    const violations: string[] = [];
    const checked: string[] = [];
    const check = async (stop: string) => {
      await settle(page, openRequests);
      violations.push(...(await scan(page, stop, width)));
      checked.push(stop);
    };

    await page.goto(`http://localhost:${ports.brokenConfig}/`);
    await expect(page.getByRole('heading', { name: "The app's configuration has errors" })).toBeVisible();
    await check('configuration error');

    await page.goto('/');
    await expect(page).toHaveURL(/\/oidc\//);
    await check('sign-in');
    await page.getByLabel('Username').fill('nobody-by-this-name');
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await check('sign-in rejected');

    const summaryAnswer = page.waitForResponse(
      (response) => response.url().includes('/api/arrangement-manager/client-api/v2/productsummary') && response.status() === 200,
    );
    await signIn(page, 'demo');
    await pickContext(page, 'Personal');
    const summary = (await (await summaryAnswer).json()) as Record<string, unknown>;
    const currentAccount = ownProductId(summary, 'currentAccounts');
    // The app finishes arriving on My Accounts first: a navigation of its own after ours would win.
    await settle(page, openRequests);
    const transactionsPath = `/my-accounts/transactions/${currentAccount}/list`;
    await openInApp(page, transactionsPath);
    await expect.poll(() => new URL(page.url()).pathname).toBe(transactionsPath);
    const firstTransaction = page.locator('[data-transaction-id]').first();
    await expect(firstTransaction).toBeVisible(loading);
    const ids: DemoIds = {
      currentAccount,
      loan: ownProductId(summary, 'loans'),
      creditCard: ownProductId(summary, 'creditCards'),
      transaction: (await firstTransaction.getAttribute('data-transaction-id')) ?? '',
    };

    for (const stop of [...routeStops, ...modalStops]) {
      const target = `/${fill(stop.pattern, ids)}`;
      await openInApp(page, target);
      // Arriving anywhere else (a redirect, a fallback) would scan the wrong page. A journey's own
      // address leads to its first step, which is the journey's page all the same.
      await expect
        .poll(() => {
          const { pathname, search } = new URL(page.url());
          return pathname.startsWith(`${target}/`) && !pathname.slice(target.length + 1).includes('/') ? target : pathname + search;
        })
        .toBe(target);
      if (stop.modal) await expect(page.getByRole('dialog')).toBeVisible();
      await check(stop.name);
    }

    console.log(`${width}: ${checked.length} pages checked, ${violations.length} violation(s)`);
    expect(violations, violations.join('\n')).toEqual([]);
    // A list that silently shrank (a route skipped, a loop cut short) would pass on fewer pages.
    expect(checked).toHaveLength(expectedCount);
  });
}
