import { useMemo } from 'react';
import { mutate } from 'swr';
import {
  notificationPreferencesKey,
  recipesKey,
  saveNotificationPreference,
  saveNotificationRecipe,
  useGeneralNotifications,
  useNotificationPreferences,
  useNotificationRecipes,
  usePreferencesProductSummary,
  useProductSummary,
  useRecipeSpecifications,
  type EngagementChannel,
  type HttpClient,
  type NotificationChannel,
  type NotificationPreference,
  type NotificationRecipe,
  type RecipeSpecification,
  type ProductSummary,
} from '../../src/platform/index.js';
import { useRuntime } from '../../src/runtime/index.js';

/**
 * Where the member's alerts are read from and saved to: the action service's recipes ("actions"
 * API mode) or the engagement service's notification preferences ("engagements"), as
 * `app.notificationPreferencesApiMode` says (NOTES "api mode actions vs engagements"). The screens
 * see only alert kinds and saved alerts, the same in both modes.
 */
export type AlertType = RecipeSpecification['type'];

/** An alert the credit union offers, with the channels it may be sent by. */
export interface AlertKind {
  id: string;
  type: AlertType;
  channels: NotificationChannel[];
}

/** The member's alert of one kind on one account. */
export interface SavedAlert {
  id: string;
  kindId: string;
  active: boolean;
  channels: NotificationChannel[];
  /** Balance alerts: the threshold as a decimal string. */
  amount?: string;
}

export interface AlertChanges {
  active: boolean;
  channels: NotificationChannel[];
  amount?: { amount: string; currency: string };
}

export interface Loaded<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
}

export interface PreferencesSource {
  /** The accounts the member may set alerts on. */
  useAccounts(): Loaded<ProductSummary>;
  useAlertKinds(): Loaded<AlertKind[]>;
  /** `accountId` undefined holds the request back. */
  useSavedAlerts(accountId: string | undefined): Loaded<SavedAlert[]>;
  /** Saves the alert (creates it when `saved` is undefined) and refreshes the account's alerts. */
  save(http: HttpClient, target: { kind: AlertKind; accountId: string; saved?: SavedAlert }, changes: AlertChanges): Promise<void>;
}

/** Same data, another shape: keeps SWR's loading and error, maps the data once per answer. */
function useMapped<From, To>(loaded: Loaded<From>, map: (data: From) => To): Loaded<To> {
  const { data, error, isLoading } = loaded;
  const mapped = useMemo(() => (data === undefined ? undefined : map(data)), [data, map]);
  return { data: mapped, error, isLoading };
}

const kindsOfSpecifications = (specifications: ReturnType<typeof useRecipeSpecifications>['data'] & object): AlertKind[] =>
  specifications.map(({ id, type, channels }) => ({ id, type, channels }));

const alertOfRecipe = (recipe: NotificationRecipe): SavedAlert => ({
  id: recipe.id,
  kindId: recipe.specificationId,
  active: recipe.active,
  channels: recipe.channels,
  amount: recipe.amount?.amount,
});
const alertsOfRecipes = (recipes: NotificationRecipe[]) => recipes.map(alertOfRecipe);

const actionsSource: PreferencesSource = {
  useAccounts: () => useProductSummary(),
  useAlertKinds: () => useMapped(useRecipeSpecifications(), kindsOfSpecifications),
  useSavedAlerts: (accountId) => useMapped(useNotificationRecipes(accountId), alertsOfRecipes),
  async save(http, { kind, accountId, saved }, changes) {
    const recipe = await saveNotificationRecipe(http, { specificationId: kind.id, arrangementId: accountId, recipeId: saved?.id }, changes);
    await mutate(recipesKey(accountId), (current: NotificationRecipe[] | undefined) => [
      ...(current ?? []).filter((item) => item.id !== recipe.id && item.specificationId !== recipe.specificationId),
      recipe,
    ], { revalidate: false });
  },
};

/** The platform's general notifications behind the two alerts (the journey's generalNotificationIds). */
const typeOfGeneralNotification: Readonly<Record<string, AlertType>> = {
  'account-balance-low': 'balance',
  'new-transaction-occurred': 'transactions',
};

/** The channels the alert forms offer; the engagement service's others (in-app, push) are kept as they are. */
const formChannelOf: Readonly<Partial<Record<EngagementChannel, NotificationChannel>>> = { EMAIL: 'email', SMS: 'sms' };
const engagementChannelOf: Readonly<Record<NotificationChannel, EngagementChannel>> = { email: 'EMAIL', sms: 'SMS' };
const formChannelsOf = (channels: readonly EngagementChannel[]) =>
  channels.flatMap((channel) => (formChannelOf[channel] ? [formChannelOf[channel]] : []));

const kindsOfGeneralNotifications = (notifications: ReturnType<typeof useGeneralNotifications>['data'] & object): AlertKind[] =>
  notifications.flatMap(({ id, deliveryOptions }) => {
    const type = typeOfGeneralNotification[id];
    return type ? [{ id, type, channels: formChannelsOf(deliveryOptions) }] : [];
  });

/** The preference each saved alert was read from: the alert knows only the form's channels, a save sends back the others. */
const preferenceOfAlert = new WeakMap<SavedAlert, NotificationPreference>();

function alertOfPreference(preference: NotificationPreference): SavedAlert {
  const alert: SavedAlert = {
    id: preference.id,
    kindId: preference.generalNotificationId,
    active: preference.active,
    channels: formChannelsOf(preference.channels.filter((channel) => channel.enabled).map((channel) => channel.channel)),
    amount: preference.userConditions?.conditions?.amount,
  };
  preferenceOfAlert.set(alert, preference);
  return alert;
}
const alertsOfPreferences = (preferences: NotificationPreference[]) => preferences.map(alertOfPreference);

/** The preference's channels after the change: the form's channels as chosen, any other as it was. */
function channelsAfter(kind: AlertKind, previous: NotificationPreference | undefined, chosen: readonly NotificationChannel[]) {
  const others = (previous?.channels ?? []).filter((channel) => formChannelOf[channel.channel] === undefined);
  const formChannels = kind.channels.map((channel) => ({ channel: engagementChannelOf[channel], enabled: chosen.includes(channel) }));
  return [...others.map(({ channel, enabled }) => ({ channel, enabled })), ...formChannels];
}

const engagementsSource: PreferencesSource = {
  useAccounts: () => usePreferencesProductSummary(),
  useAlertKinds: () => useMapped(useGeneralNotifications(), kindsOfGeneralNotifications),
  useSavedAlerts: (accountId) => useMapped(useNotificationPreferences(accountId), alertsOfPreferences),
  async save(http, { kind, accountId, saved }, changes) {
    const preference = await saveNotificationPreference(http, saved?.id, {
      generalNotificationId: kind.id,
      active: changes.active,
      channels: channelsAfter(kind, saved && preferenceOfAlert.get(saved), changes.channels),
      userConditions: { eType: 'ARRANGEMENT', eRef: accountId, ...(changes.amount ? { conditions: { amount: changes.amount.amount } } : {}) },
    });
    await mutate(notificationPreferencesKey(accountId), (current: NotificationPreference[] | undefined) => [
      ...(current ?? []).filter((item) => item.id !== preference.id && item.generalNotificationId !== preference.generalNotificationId),
      preference,
    ], { revalidate: false });
  },
};

const preferencesSources: Readonly<Record<'actions' | 'engagements', PreferencesSource>> = {
  actions: actionsSource,
  engagements: engagementsSource,
};

/** The one place the API mode is read. It is fixed for the app's life, so a page's source hooks are always the same ones. */
export function usePreferencesSource(): PreferencesSource {
  return preferencesSources[useRuntime().config.app.notificationPreferencesApiMode];
}
