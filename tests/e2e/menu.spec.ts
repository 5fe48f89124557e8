import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';

/*
 * The menu as members meet it (issue 14 "Done when"): every item of the spec's menu (spec/1 §2)
 * that a member is entitled to opens its own page, never My Accounts in its place; a member
 * without an entitlement sees no item that would refuse them.
 */

/** spec/1 §2 "Navigation menu". */
const specMenu = [
  'My Accounts',
  'Manage Accounts',
  'Make a Transfer',
  'Transfer Activity',
  'Bill Pay Dashboard',
  'Pay Bills',
  'Payment Activity',
  'External Transfers & Pay People',
  'Cash Flow',
  'Order Checks',
  'Open a New Account',
  'My Profile',
  'Manage Notifications',
  'Manage Contacts',
  'Account Statements',
  'Budgets',
  'Messages',
  'Find Us',
];

interface MenuLink {
  name: string;
  path: string;
}

async function menuLinks(page: Page): Promise<MenuLink[]> {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link').first()).toBeVisible();
  return navigation.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({ name: (link.textContent ?? '').trim(), path: new URL((link as HTMLAnchorElement).href).pathname })),
  );
}

/** Opens each item from the menu and checks the page is the item's own (its path, or a child of it), with its heading. */
async function walk(page: Page, links: MenuLink[]) {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  for (const link of links) {
    await navigation.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page, `${link.name} opens its own page`).toHaveURL((url) => url.pathname === link.path || url.pathname.startsWith(`${link.path}/`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'No Access' })).toHaveCount(0);
    if (link.path !== '/my-accounts') await expect(page.getByTestId('accounts-total'), `${link.name} is not My Accounts`).toHaveCount(0);
  }
}

test('demo finds every item of the spec’s menu, and each opens its own page', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await expect(page.getByTestId('accounts-total')).toBeVisible();
  const links = await menuLinks(page);
  expect(links.map((link) => link.name)).toEqual(expect.arrayContaining(specMenu));
  await walk(page, links);
});

test('limited sees no menu item it cannot use, and each it sees opens', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'limited');
  await expect(page).toHaveURL(/\/transfers\/make-a-transfer\/form$/);
  const links = await menuLinks(page);
  const names = links.map((link) => link.name);
  // Without Product Summary view and edit, nor the providers' privileges.
  for (const hidden of ['My Accounts', 'Manage Accounts', 'Authorized Users', 'Communication Preferences', 'Appointments']) {
    expect(names, `limited does not see ${hidden}`).not.toContain(hidden);
  }
  expect(names).toContain('Make a Transfer');
  await walk(page, links);
});
