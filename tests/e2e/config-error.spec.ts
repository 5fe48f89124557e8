import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';
import { ports } from './servers.js';

test('a broken configuration shows the error page with file, pointer and message instead of the app', async ({ page }) => {
  const routes = JSON.parse(readFileSync('config/routes.json', 'utf8')) as { routes: { path: string }[] };
  const index = routes.routes.findIndex((route) => route.path === 'my-accounts');
  await page.goto(`http://localhost:${ports.brokenConfig}/`);
  await expect(page.getByRole('heading', { name: "The app's configuration has errors" })).toBeVisible();
  await expect(page.getByText('routes.json').first()).toBeVisible();
  await expect(page.getByText(`/routes/${index}/widget`)).toBeVisible();
  await expect(page.getByText(/no-such-widget/).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/oidc\//);
});
