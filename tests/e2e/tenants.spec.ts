import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';
import { ports } from './servers.js';

/**
 * One build, two credit unions: the standard server serves config/ (Front Range), the tenants
 * server the same dist/ with TENANT=mesa-peak (config/tenants/mesa-peak/ merged over config/).
 */
const creditUnions = [
  {
    baseURL: `http://localhost:${ports.standard}`,
    name: 'Front Range Credit Union',
    // config/app.json theme.colorPrimary #0b5d3b
    topBar: 'rgb(11, 93, 59)',
    menu: ['My Accounts', 'Make a Transfer', 'Transfer Activity'],
    heading: 'My Accounts',
    logo: false,
  },
  {
    baseURL: `http://localhost:${ports.tenants}`,
    name: 'Mesa Peak Credit Union',
    // config/tenants/mesa-peak/app.json theme.colorPrimary #8a3b12
    topBar: 'rgb(138, 59, 18)',
    menu: ['Transfer Funds', 'Transfer History', 'Account Overview'],
    heading: 'Your Mesa Peak Accounts',
    logo: true,
  },
] as const;

async function signedInAsDemo(page: Page, baseURL: string) {
  await signIn(page, 'demo', { baseURL });
  await pickContext(page, 'Personal');
  // Mesa Peak published newer terms (consent.spec.ts): a member who has not accepted them yet is asked first.
  const menu = page.getByTestId('menu-sider');
  const accept = page.getByRole('button', { name: 'Accept and continue' });
  await expect(menu.or(accept)).toBeVisible();
  if (await accept.isVisible()) await accept.click();
  await expect(menu).toBeVisible();
}

test('one build serves two credit unions with their own name, colours, wording and menu', async ({ page }) => {
  const seen: { name: string; topBar: string; menu: string[] }[] = [];
  for (const creditUnion of creditUnions) {
    // The sign-in page is the credit union's own already.
    await page.goto(`${creditUnion.baseURL}/`);
    await expect(page).toHaveURL(/\/oidc\//);
    await expect(page.locator('header')).toHaveText(creditUnion.name);
    await signedInAsDemo(page, creditUnion.baseURL);
    const header = page.locator('header').first();
    await expect(header).toContainText(creditUnion.name);
    await expect(header).toHaveCSS('background-color', creditUnion.topBar);
    await expect(header.getByTestId('brand-logo')).toHaveCount(creditUnion.logo ? 1 : 0);
    await expect(page.getByRole('heading', { name: creditUnion.heading, level: 1 })).toBeVisible();
    const menuLinks = page.getByTestId('menu-sider').getByRole('link');
    // Links inside collapsed groups are not rendered; the first items of each tenant's first group are.
    await expect(menuLinks.first()).toBeVisible();
    const menu = (await menuLinks.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    for (const label of creditUnion.menu.slice(0, 1)) expect(menu).toContain(label);
    seen.push({ name: creditUnion.name, topBar: creditUnion.topBar, menu });
    await page.context().clearCookies();
  }
  const [front, mesa] = seen;
  expect(front?.menu).not.toEqual(mesa?.menu);
  expect(front?.menu).not.toContain('Transfer Funds');
  expect(mesa?.menu).not.toContain('Make a Transfer');
});

test('each server hands out its own tenant’s configuration', async ({ request }) => {
  const versionTags = new Set<string>();
  for (const creditUnion of creditUnions) {
    const response = await request.get(`${creditUnion.baseURL}/config/bundle`);
    expect(response.ok()).toBe(true);
    // A browser may keep the bundle but must ask its own server again each time, so a published version shows at once.
    expect(response.headers()['cache-control']).toBe('no-cache');
    const versionTag = response.headers()['etag'];
    expect(versionTag).toMatch(/^"/);
    versionTags.add(versionTag ?? '');
    const bundle = (await response.json()) as { app: { name: string; phone: string; theme: { logoUrl?: string } } };
    expect(bundle.app.name).toBe(creditUnion.name);
  }
  expect(versionTags.size).toBe(creditUnions.length);
  const mesa = (await (await request.get(`${creditUnions[1].baseURL}/config/bundle`)).json()) as { app: { phone: string; theme: { logoUrl?: string } } };
  expect(mesa.app.phone).toBe('(970) 555-0199');
  expect(mesa.app.theme.logoUrl).toMatch(/^data:image\/svg\+xml,/);
});
