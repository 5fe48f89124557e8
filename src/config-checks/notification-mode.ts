import type { AppConfig, MenuConfig } from './config-types.js';
import type { References } from './references.js';

/**
 * An entitlement rule reads permissions and flags only, not app.json, so the rule guarding
 * Manage Notifications cannot follow `notificationPreferencesApiMode` by itself: the operator
 * switches the routes' (and menu items') entitlement with the mode, and this check says so
 * when they disagree. Actions mode reads action recipes; engagements mode the engagement
 * service's preferences (NOTES "api mode actions vs engagements").
 */
export const notificationEntitlementOfMode: Readonly<Record<string, string>> = {
  actions: 'canManageNotifications',
  engagements: 'canManageCommunicationPreferences',
};

/** `app` and `menu` are given only when their files passed their schema. */
export function checkNotificationPreferencesMode(refs: References, app: AppConfig | undefined, menu: MenuConfig | undefined): void {
  const mode = app?.notificationPreferencesApiMode;
  const expected = mode === undefined ? undefined : notificationEntitlementOfMode[mode];
  if (expected === undefined) return;
  const wrong = Object.values(notificationEntitlementOfMode).filter((name) => name !== expected);
  const advice = `app.json's notificationPreferencesApiMode is "${mode}": guard Manage Notifications with "${expected}"`;
  const notificationRoutes = refs.flat.filter((route) => route.node.widget === 'notification-settings');
  // Sibling pages share their parent's guard: one error per guard.
  const guards = new Map(
    notificationRoutes.flatMap((route) => route.chain.filter((link) => wrong.includes(link.entitlement))).map((link) => [link.fullPath, link.entitlement]),
  );
  for (const [fullPath, entitlement] of guards) {
    const at = refs.flat.find((candidate) => candidate.fullPath === fullPath);
    if (at) refs.add('routes.json', `${at.pointer}/entitlement`, `entitlement "${entitlement}" does not fit: ${advice}`);
  }
  const paths = new Set(notificationRoutes.map((route) => route.fullPath));
  menu?.groups.forEach((group, groupIndex) =>
    group.items.forEach((item, itemIndex) => {
      if (!paths.has(item.path) || item.entitlement === undefined || !wrong.includes(item.entitlement)) return;
      refs.add('menu.json', `/groups/${groupIndex}/items/${itemIndex}/entitlement`, `entitlement "${item.entitlement}" does not fit: ${advice}`);
    }),
  );
}
