import { expect, test } from './fixtures.js';
import { pickContext, signIn } from './member.js';

test('the bill-pay page embeds the stand-in provider with demo’s payees, and a reused artifact is refused', async ({ page }) => {
  await signIn(page, 'demo');
  await pickContext(page, 'Personal');
  await page.getByRole('link', { name: 'Bill Pay Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Bill Pay Dashboard', level: 1 })).toBeVisible();

  const frame = page.getByTestId('bill-pay-frame');
  await expect(frame).toBeVisible();
  const box = await frame.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(1250);
  const provider = page.frameLocator('[data-testid="bill-pay-frame"]');
  await expect(provider.getByText('Signed on as Jordan Smith')).toBeVisible();
  for (const payee of ['Xcel Energy', 'Denver Water', 'Comcast Xfinity', 'State Farm Insurance']) {
    await expect(provider.getByRole('table', { name: 'Payees' }).getByText(payee)).toBeVisible();
  }

  // The same artifact opened again (as a leaked URL would be) is refused by the provider.
  const src = await frame.getAttribute('src');
  expect(src).toMatch(/^\/sandbox\/bill-pay\/pp\/sso\/eu\/ShowDashboard\?artifactId=/);
  const reused = await page.request.get(src!);
  expect(reused.status()).toBe(403);
  expect(await reused.text()).toContain('already been used');

  // The menu's pay-people entry opens the provider's p2p dashboard with a fresh artifact.
  await page.getByRole('link', { name: 'External Transfers & Pay People' }).click();
  await expect(page.getByRole('heading', { name: 'External Transfers & Pay People', level: 1 })).toBeVisible();
  const people = page.frameLocator('[data-testid="bill-pay-frame"]');
  await expect(people.getByRole('table', { name: 'People' }).getByText('Alex Rivera')).toBeVisible();
  expect(await page.getByTestId('bill-pay-frame').getAttribute('src')).not.toBe(src);
});
