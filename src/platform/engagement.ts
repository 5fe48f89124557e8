import useSWR from 'swr';
import {
  engagementChannelValues,
  type EngagementChannel,
  type GeneralNotificationList,
  type NotificationPreference,
  type NotificationPreferenceRequest,
  type QueryOf,
} from '../../schemas/api/generated/api-types.js';
import { productSummaryPath, readProductSummary, type ProductSummary } from './arrangement-manager.js';
import type { HttpClient } from './http.js';
import { booleanOf, decimalOf, expectArray, expectRecord, isRecord, listOf, namedEntryOf, oneOf, stringOf } from './json.js';
import { usePlatform } from './platform-context.js';

/**
 * Notification preferences in the platform's "engagements" API mode (spec/2 §6, §7; NOTES
 * "api mode actions vs engagements"): the credit union's general notifications (an alert kind
 * with the channels it can be delivered by) and the member's preference for each, tied to an
 * account by its user conditions.
 */
export type { EngagementChannel, NotificationPreference, NotificationPreferenceRequest };
export type GeneralNotification = GeneralNotificationList[number];

const base = '/engagement/client-api/v1';
export const generalNotificationsPath = `${base}/general-notifications`;
export const notificationPreferencesPath = `${base}/notification-preferences`;

const isEngagementChannel = oneOf(engagementChannelValues);

function generalNotificationOf(value: unknown): GeneralNotification | undefined {
  const named = namedEntryOf(value);
  return named && { id: named.id, name: named.name, deliveryOptions: listOf(named.entry.deliveryOptions, isEngagementChannel) };
}

function channelOf(value: unknown): NotificationPreference['channels'][number] | undefined {
  if (!isRecord(value) || !isEngagementChannel(value.channel)) return undefined;
  return { channel: value.channel, enabled: booleanOf(value.enabled) ?? false, userCanChange: booleanOf(value.userCanChange) ?? true };
}

export function readNotificationPreference(value: unknown): NotificationPreference | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const generalNotificationId = stringOf(value.generalNotificationId);
  if (!id || !generalNotificationId) return undefined;
  const conditions = isRecord(value.userConditions) ? value.userConditions : undefined;
  const eRef = stringOf(conditions?.eRef);
  const amount = isRecord(conditions?.conditions) ? decimalOf(conditions.conditions.amount) : undefined;
  return {
    id,
    generalNotificationId,
    active: booleanOf(value.active) ?? false,
    channels: Array.isArray(value.channels)
      ? value.channels.map(channelOf).filter((channel) => channel !== undefined)
      : [],
    ...(eRef ? { userConditions: { eType: 'ARRANGEMENT' as const, eRef, ...(amount !== undefined ? { conditions: { amount } } : {}) } } : {}),
    createdOn: stringOf(value.createdOn) ?? '',
    lastUpdatedAt: stringOf(value.lastUpdatedAt) ?? '',
  };
}

export async function generalNotifications(http: HttpClient): Promise<GeneralNotification[]> {
  return expectArray(await http.get(generalNotificationsPath), 'the general notifications')
    .map(generalNotificationOf)
    .filter((notification) => notification !== undefined);
}

/** The member's preferences about one account. */
export async function notificationPreferences(http: HttpClient, accountId: string): Promise<NotificationPreference[]> {
  const query: QueryOf<'listNotificationPreferences'> = { eRef: accountId };
  const answer = expectRecord(await http.get(notificationPreferencesPath, query), 'the notification preferences');
  return expectArray(answer.notificationPreferences, 'the notification preferences')
    .map(readNotificationPreference)
    .filter((preference) => preference !== undefined);
}

/** Updates the member's preference when there is one, creates it otherwise; resolves to it as saved. */
export async function saveNotificationPreference(
  http: HttpClient,
  preferenceId: string | undefined,
  request: NotificationPreferenceRequest,
): Promise<NotificationPreference> {
  const answer =
    preferenceId === undefined
      ? await http.post(notificationPreferencesPath, request)
      : await http.put(`${notificationPreferencesPath}/${encodeURIComponent(preferenceId)}`, request);
  const preference = readNotificationPreference(expectRecord(answer, 'the saved notification preference'));
  if (!preference) throw new Error('The platform answered the preference save without a preference');
  return preference;
}

/**
 * The accounts the member may set preferences on: the product summary asked for with the
 * communication-preferences entitlement instead of the product summary's own (spec/2 §6).
 */
export async function preferencesProductSummary(http: HttpClient): Promise<ProductSummary> {
  const query: QueryOf<'getProductSummary'> = {
    businessFunction: 'General Notification Preferences',
    resourceName: 'Communication Preferences',
    privilege: 'view',
    size: 1000000,
  };
  return readProductSummary(await http.get(productSummaryPath, query));
}

/** SWR keys of the engagement service's reads; `mutate(notificationPreferencesKey(id))` refreshes an account's. */
export const generalNotificationsKey = 'engagement/general-notifications';
export const preferencesProductSummaryKey = 'engagement/product-summary';
export const notificationPreferencesKey = (accountId: string) => `engagement/notification-preferences/${accountId}`;

export function usePreferencesProductSummary() {
  const { http } = usePlatform();
  return useSWR(preferencesProductSummaryKey, () => preferencesProductSummary(http));
}

export function useGeneralNotifications() {
  const { http } = usePlatform();
  return useSWR(generalNotificationsKey, () => generalNotifications(http));
}

/** `accountId` undefined holds the request back. */
export function useNotificationPreferences(accountId: string | undefined) {
  const { http } = usePlatform();
  return useSWR(accountId === undefined ? null : notificationPreferencesKey(accountId), () =>
    notificationPreferences(http, accountId as string),
  );
}
