// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOfFiles, flattenRoutes, type RoutesConfig } from './index.js';
import { checkBundle, loadConfigFiles } from './node.js';

// The cases edit parsed JSON in place, exactly as an operator would edit the files.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Editable = any;

let files: Map<string, unknown>;

beforeAll(async () => {
  const loaded = await loadConfigFiles();
  expect(loaded.errors).toEqual([]);
  files = loaded.files;
});

const bundle = () => structuredClone(bundleOfFiles(files)) as Record<string, Editable>;

/** The route guarding Manage Notifications (the pages' parent) and its pointer. */
function notificationsGuard(config: Record<string, Editable>): { node: Editable; pointer: string } {
  const found = flattenRoutes(config.routes as RoutesConfig).find((route) => route.fullPath === 'self-service/product-list');
  if (found === undefined) throw new Error('no route self-service/product-list');
  return { node: found.node, pointer: found.pointer };
}

function notificationsMenuItem(config: Record<string, Editable>): { item: Editable; pointer: string } {
  for (const [groupIndex, group] of (config.menu.groups as Editable[]).entries()) {
    const itemIndex = (group.items as Editable[]).findIndex((item) => item.path === 'self-service/product-list/manage-notifications');
    if (itemIndex >= 0) return { item: group.items[itemIndex], pointer: `/groups/${groupIndex}/items/${itemIndex}` };
  }
  throw new Error('no Manage Notifications menu item');
}

describe('config:check, notification preferences API mode', () => {
  it("asks to switch the route's and menu item's entitlement when the mode is switched to engagements", async () => {
    const config = bundle();
    config.app.notificationPreferencesApiMode = 'engagements';
    const errors = await checkBundle(config);
    expect(errors.map(({ file, pointer }) => [file, pointer])).toEqual([
      ['routes.json', `${notificationsGuard(config).pointer}/entitlement`],
      ['menu.json', `${notificationsMenuItem(config).pointer}/entitlement`],
    ]);
    expect(errors[0]?.message).toBe(
      'entitlement "canManageNotifications" does not fit: app.json\'s notificationPreferencesApiMode is "engagements": guard Manage Notifications with "canManageCommunicationPreferences"',
    );
  });

  it('accepts the engagements mode with the communication-preferences entitlement', async () => {
    const config = bundle();
    config.app.notificationPreferencesApiMode = 'engagements';
    notificationsGuard(config).node.entitlement = 'canManageCommunicationPreferences';
    notificationsMenuItem(config).item.entitlement = 'canManageCommunicationPreferences';
    expect(await checkBundle(config)).toEqual([]);
  });
});
