import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { permissionSummary, type PermissionEntry } from './access-control.js';
import { productSummary, type ProductSummary } from './arrangement-manager.js';
import { readTermsConsent, termsConsentKey, type TermsConsent } from './consent.js';
import { startEarly, useEarlySWR } from './early-requests.js';
import type { PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { unreadNotificationCount } from './notifications-service.js';
import { usePlatform } from './platform-context.js';
import { remoteFlags } from './remote-config.js';
import { userProfile, type UserProfile } from './user-manager.js';

/**
 * SWR keys: one per platform read. Cached per key, so the shell and a widget asking for the same
 * data share one request; `mutate(swrKeys.x)` refreshes it everywhere.
 */
export const swrKeys = {
  permissions: 'access-control/permissions-summary',
  profile: 'user-manager/profile',
  flags: 'remote-config/flags',
  productSummary: 'arrangement-manager/productsummary',
  unreadCount: 'notifications-service/unread-count',
} as const;

type Options<T> = SWRConfiguration<T, PlatformError | Error>;

/**
 * `enabled: false` holds the request back (permissions wait until a context is chosen). The
 * shell clears the whole cache when the context changes, so keys need not name the context.
 */
export function usePermissionSummary(enabled = true, options?: Options<PermissionEntry[]>): SWRResponse<PermissionEntry[], PlatformError | Error> {
  const { http } = usePlatform();
  return useEarlySWR(enabled ? swrKeys.permissions : null, () => permissionSummary(http), options);
}

export function useUserProfile(enabled = true, options?: Options<UserProfile>) {
  const { http } = usePlatform();
  return useEarlySWR(enabled ? swrKeys.profile : null, () => userProfile(http), options);
}

export function useRemoteFlags(enabled = true, options?: Options<Record<string, boolean>>) {
  const { http } = usePlatform();
  return useEarlySWR(enabled ? swrKeys.flags : null, () => remoteFlags(http), options);
}

/** Whether the member accepted the current terms: the shell asks before any page (boot may have asked already). */
export function useTermsConsent(enabled = true, options?: Options<TermsConsent>): SWRResponse<TermsConsent, PlatformError | Error> {
  const { http } = usePlatform();
  return useEarlySWR(enabled ? termsConsentKey : null, () => readTermsConsent(http), options);
}

export function useProductSummary(options?: Options<ProductSummary>) {
  const { http } = usePlatform();
  return useEarlySWR(swrKeys.productSummary, () => productSummary(http), options);
}

/**
 * Starts the product summary as soon as the token and the context are known (boot), for the
 * accounts list to pick up when it mounts (see early-requests.ts).
 */
export function prefetchProductSummary(http: HttpClient): void {
  void startEarly(swrKeys.productSummary, () => productSummary(http));
}

/** The unread count behind the top bar's badge, refreshed every `refreshSeconds`. */
export function useUnreadNotificationCount(refreshSeconds: number, enabled = true) {
  const { http } = usePlatform();
  return useSWR(enabled ? swrKeys.unreadCount : null, () => unreadNotificationCount(http), {
    refreshInterval: refreshSeconds * 1000,
  });
}
