import type { MenuConfig, MenuIcon } from '../config-checks/index.js';
import { evaluateEntitlement, type EntitlementFacts } from './entitlements.js';

export interface VisibleMenuItem {
  readonly id: string;
  readonly labelKey: string;
  /** Full route path without a leading slash. */
  readonly path: string;
}

export interface VisibleMenuGroup {
  readonly id: string;
  readonly labelKey: string;
  readonly icon?: MenuIcon;
  readonly items: readonly VisibleMenuItem[];
}

/**
 * The menu a member sees. An item shows when its flag (if any) is on and its entitlement (if
 * any) holds; a group shows when its own entitlement (if any) holds and at least one item shows.
 * Entitlements fail closed, so missing facts hide everything that needs one.
 */
export function buildMenu(menu: MenuConfig, rules: unknown, facts: EntitlementFacts | undefined): VisibleMenuGroup[] {
  const allowed = (entitlement: string | undefined): boolean =>
    entitlement === undefined || evaluateEntitlement(rules, entitlement, facts);
  const flagOn = (flag: string | undefined): boolean =>
    flag === undefined || (facts !== undefined && Object.hasOwn(facts.flags, flag) && facts.flags[flag] === true);
  const groups: VisibleMenuGroup[] = [];
  for (const group of menu.groups) {
    if (!allowed(group.entitlement)) continue;
    const items = group.items
      .filter((item) => flagOn(item.flag) && allowed(item.entitlement))
      .map(({ id, labelKey, path }) => ({ id, labelKey, path }));
    if (items.length === 0) continue;
    groups.push(group.icon === undefined ? { id: group.id, labelKey: group.labelKey, items } : { id: group.id, labelKey: group.labelKey, icon: group.icon, items });
  }
  return groups;
}
