import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The picker (an antd Select, a combobox to assistive technology) labelled `label`, exactly: some
 * forms draw the required mark as text in the label, so the name may start with "* ".
 */
export const picker = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

/** The page a scope is on: a `has` filter is matched inside each candidate, so it must start from the page, not the scope. */
const pageOf = (scope: Page | Locator): Page => ('page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page));

/** The picker's box as drawn (what shows as chosen, and where a member clicks to open it). */
export const chosen = (scope: Page | Locator, label: string) => scope.locator('.ant-select', { has: picker(pageOf(scope), label) });

/**
 * Picks the option named `option` in the picker labelled `label`, as a member does: open it, click
 * the option. A long list is drawn only in part: `typed` is what the member types to narrow it first.
 */
export async function choose(page: Page, label: string, option: RegExp | string, scope: Page | Locator = page, typed?: string) {
  // The combobox itself: a section headed by the same words is labelled by them too.
  const box = picker(scope, label).and(pageOf(scope).getByRole('combobox'));
  // Its own list: another picker's list may still be sliding shut.
  const id = await box.getAttribute('id');
  // A long list draws a window of its options, and its list for assistive technology holds only
  // the few around the active one: there the option is found as drawn, once typing has narrowed it.
  const optionNode =
    typed === undefined
      ? page.locator(`[id="${id}_list"]`).getByRole('option', { name: option })
      : page.locator('.ant-select-item-option').filter({ visible: true }).filter({ hasText: option });
  // The list is redrawn when the other picker's choice changes what it offers; a click that lands
  // while it is redrawn chooses nothing, and the member (like this test) picks again.
  await expect(async () => {
    if (!(await optionNode.isVisible())) {
      await chosen(scope, label).click();
      if (typed !== undefined) await box.fill(typed);
    }
    await optionNode.click({ timeout: 2_000 });
    if (option instanceof RegExp) await expect(chosen(scope, label)).toHaveText(option, { timeout: 2_000 });
    else await expect(chosen(scope, label)).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
