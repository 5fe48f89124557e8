import { expect, test } from './fixtures.js';

/*
 * Find Us as a visitor uses it (issue 14 "Done when"), on the sandbox's configuration, which has no
 * Google Maps key: the list, the filters, the distances and the map drawn from the places'
 * coordinates all work without one.
 */

// No position to be had: the page falls back to a searched place or the credit union's centre.
test.use({ permissions: [] });

test('a visitor follows the sign-in page’s link, searches a town and finds its nearest ATM, with no maps key', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/oidc\//);
  await page.getByRole('link', { name: 'Find a branch or ATM' }).click();
  await expect(page).toHaveURL(/\/find-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Us' })).toBeVisible();
  await expect(page.getByText('A full street map appears once the credit union adds a Google Maps key.', { exact: false })).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Search by branch name, city, ZIP code or coordinates' });
  await search.fill('Fort Collins');
  await search.press('Enter');
  await expect(page.getByText(/^Showing places near Fort Collins/)).toBeVisible();

  // ATMs only: the nearest to Fort Collins is the one on Colorado State's campus.
  await page.getByRole('checkbox', { name: 'Branches' }).uncheck();
  const places = page.getByTestId(/^find-us-place-/);
  await expect(places.first()).toContainText('Colorado State University ATM');
  await expect(places.filter({ hasText: 'Branch' })).toHaveCount(0);
  await expect(places.first()).toContainText(/away/);

  await places.first().click();
  await expect(page.getByRole('link', { name: /Get directions/ })).toBeVisible();
  // The drawn map marks the same place as chosen.
  await expect(page.getByRole('button', { name: '1. Colorado State University ATM' })).toHaveAttribute('aria-pressed', 'true');
});

test('on a 375 px phone the page shows the list or the map, and a place chosen on the map is open in the list', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/find-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Us' })).toBeVisible();
  const list = page.getByTestId(/^find-us-place-/);
  await expect(list.first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Map of \d+ branches and ATMs/ })).toHaveCount(0);

  await page.getByText('Map', { exact: true }).click();
  await expect(page.getByRole('img', { name: /^Map of \d+ branches and ATMs/ })).toBeVisible();
  await expect(list).toHaveCount(0);
  // The nearest place's marker is drawn over those it overlaps.
  const nearest = page.getByRole('button', { name: /^1\. / });
  const name = ((await nearest.getAttribute('aria-label')) ?? '').replace(/^1\. /, '');
  await nearest.click();
  await expect(nearest).toHaveAttribute('aria-pressed', 'true');

  await page.getByText('List', { exact: true }).click();
  await expect(list.first()).toBeVisible();
  // The place chosen on the map is the open item, its directions a tap away.
  await expect(page.getByRole('tab', { name: new RegExp(name), expanded: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Get directions/ })).toBeVisible();
});
