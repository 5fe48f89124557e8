import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { permissionSummary, serviceAgreementContext, type PermissionEntry, type ServiceAgreement } from './access-control.js';
import { productSummary, type ProductSummary } from './arrangement-manager.js';
import type { PlatformError } from './errors.js';
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
  context: 'access-control/context',
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
  return useSWR(enabled ? swrKeys.permissions : null, () => permissionSummary(http), options);
}

export function useServiceAgreementContext(enabled = true, options?: Options<ServiceAgreement>) {
  const { http } = usePlatform();
  return useSWR(enabled ? swrKeys.context : null, () => serviceAgreementContext(http), {
    shouldRetryOnError: false,
    ...options,
  });
}

export function useUserProfile(enabled = true, options?: Options<UserProfile>) {
  const { http } = usePlatform();
  return useSWR(enabled ? swrKeys.profile : null, () => userProfile(http), options);
}

export function useRemoteFlags(enabled = true, options?: Options<Record<string, boolean>>) {
  const { http } = usePlatform();
  return useSWR(enabled ? swrKeys.flags : null, () => remoteFlags(http), options);
}

export function useProductSummary(options?: Options<ProductSummary>) {
  const { http } = usePlatform();
  return useSWR(swrKeys.productSummary, () => productSummary(http), options);
}

/** The unread count behind the top bar's badge, refreshed every `refreshSeconds`. */
export function useUnreadNotificationCount(refreshSeconds: number, enabled = true) {
  const { http } = usePlatform();
  return useSWR(enabled ? swrKeys.unreadCount : null, () => unreadNotificationCount(http), {
    refreshInterval: refreshSeconds * 1000,
  });
}
