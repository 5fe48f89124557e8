import type { AfterLoginConfig } from './config-types.js';
import type { References } from './references.js';

/**
 * after-login.json, once it passed its schema: each overlay's texts are in the catalogue, its link
 * opens a route that exists, its entitlement is defined, its window does not end before it starts,
 * and no id is used twice (a dismissal is remembered by id and version).
 */
export function checkAfterLogin(refs: References, config: AfterLoginConfig): void {
  const ids = new Set<string>();
  config.overlays.forEach((overlay, index) => {
    const pointer = `/overlays/${index}`;
    if (ids.has(overlay.id)) refs.add('after-login.json', `${pointer}/id`, `overlay id "${overlay.id}" is used twice; a member's dismissal is remembered by id`);
    ids.add(overlay.id);
    refs.messageExists('after-login.json', `${pointer}/titleKey`, overlay.titleKey);
    refs.messageExists('after-login.json', `${pointer}/bodyKey`, overlay.bodyKey);
    if (overlay.link !== undefined) {
      refs.routeExists('after-login.json', `${pointer}/link/path`, overlay.link.path, `link of overlay "${overlay.id}"`);
      refs.messageExists('after-login.json', `${pointer}/link/labelKey`, overlay.link.labelKey);
    }
    if (overlay.entitlement !== undefined) refs.entitlementExists('after-login.json', `${pointer}/entitlement`, overlay.entitlement);
    if (overlay.showFrom !== undefined && overlay.showUntil !== undefined && overlay.showUntil < overlay.showFrom) {
      refs.add('after-login.json', `${pointer}/showUntil`, `overlay "${overlay.id}" would never show: its last day ${overlay.showUntil} is before its first day ${overlay.showFrom}`);
    }
  });
}
