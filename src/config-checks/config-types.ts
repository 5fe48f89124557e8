/*
 * Types of the configuration files as the schemas in schemas/ define them. The schemas are the
 * source of truth; these mirror them for the code and are only trusted after
 * validateConfigBundle returned no errors.
 */

export interface AppConfig {
  readonly name: string;
  readonly shortName: string;
  readonly phone: string;
  readonly email: string;
  readonly timezone: string;
  readonly currency: string;
  readonly locale: string;
  readonly apiRoot: string;
  readonly auth: {
    readonly authority: string;
    readonly clientId: string;
    readonly scope: string;
    readonly silentRefreshTimeoutMs: number;
  };
  readonly session: { readonly inactivitySeconds: number; readonly warningSeconds: number };
  readonly refresh: {
    readonly unreadNotificationsSeconds: number;
    readonly connectedAccountsPollSeconds: number;
    readonly connectedAccountsPollMaxSeconds: number;
  };
  readonly contextSelector: { readonly pageSize: number; readonly searchThreshold: number };
  readonly globalError: { readonly displaySeconds: number };
  /** Which platform service keeps notification preferences (spec/2 §7); Manage Notifications reads 'actions' only so far. */
  readonly notificationPreferencesApiMode: 'actions' | 'engagements';
  /** How long a notification over the page stays before it closes itself (spec/3 §9). */
  readonly notifications: { readonly ttlMs: number };
  /** What the top bar's bell lists and which notification targets it opens (spec/1 Notification navigation). */
  readonly notificationBell: {
    readonly allowedRoutes: readonly ('conversation-view' | 'transaction-view' | 'arrangement-view' | 'statement-view' | 'budget-view' | 'login-security-view')[];
    readonly pageSize: number;
  };
  readonly theme: {
    readonly colorPrimary: string;
    readonly colorLink?: string;
    readonly colorBgLayout?: string;
    readonly colorError?: string;
    readonly borderRadius?: number;
    readonly fontFamily?: string;
    readonly logoUrl?: string;
  };
  readonly externalLinks: Readonly<Record<string, { readonly url: string; readonly labelKey: string }>>;
}

export type RouteGuard = 'authenticated' | 'context';
export type PageName = 'select-context' | 'no-access';

export interface RouteNode {
  readonly path: string;
  readonly titleKey?: string;
  readonly widget?: string;
  readonly widgetVersion?: string;
  readonly props?: Readonly<Record<string, unknown>>;
  readonly page?: PageName;
  readonly redirect?: string;
  readonly layout?: 'main' | 'none' | 'visitor';
  readonly guards?: readonly RouteGuard[];
  readonly entitlement?: string;
  readonly fallback?: string;
  readonly children?: readonly RouteNode[];
}

export interface ModalRoute {
  readonly name: string;
  readonly titleKey: string;
  readonly widget: string;
  readonly widgetVersion?: string;
  readonly props?: Readonly<Record<string, unknown>>;
  /** Query parameters the opener adds beside openedModal; closing removes them too. */
  readonly parameters?: readonly string[];
  readonly entitlement?: string;
}

export interface RoutesConfig {
  readonly defaultPath: string;
  readonly selectContextPath: string;
  /** Where a member who has not accepted the current terms goes first (config/terms.json). */
  readonly consentPath?: string;
  readonly noAccessPath: string;
  readonly routes: readonly RouteNode[];
  readonly modals: readonly ModalRoute[];
}

export type MenuIcon = 'accounts' | 'move-money' | 'analytics' | 'self-service' | 'more';

export interface MenuItemConfig {
  readonly id: string;
  readonly labelKey: string;
  readonly path: string;
  readonly entitlement?: string;
  readonly flag?: string;
}

export interface MenuGroupConfig {
  readonly id: string;
  readonly labelKey: string;
  readonly icon?: MenuIcon;
  readonly entitlement?: string;
  readonly items: readonly MenuItemConfig[];
}

export interface MenuConfig {
  readonly groups: readonly MenuGroupConfig[];
}

/** entitlements.json: rule name → {description, rule}; `$schema` may sit beside them. */
export type EntitlementsConfig = Readonly<Record<string, unknown>>;

/** flags.json: flag name → default value; `$schema` may sit beside them. */
export type FlagsConfig = Readonly<Record<string, unknown>>;

/** messages/<locale>.json: dotted key → text with {name} placeholders. */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** after-login.json: what the credit union shows once after the member chooses a context. */
export interface AfterLoginOverlay {
  readonly id: string;
  readonly version: number;
  readonly kind: 'announcement' | 'termsReminder';
  readonly titleKey: string;
  readonly bodyKey: string;
  readonly link?: { readonly path: string; readonly labelKey: string };
  readonly entitlement?: string;
  /** yyyy-mm-dd, inclusive, in app.json's time zone. */
  readonly showFrom?: string;
  readonly showUntil?: string;
}

export interface AfterLoginConfig {
  readonly overlays: readonly AfterLoginOverlay[];
}

/** What GET /config/bundle serves for a tenant. */
export interface ConfigBundle {
  readonly app: AppConfig;
  readonly routes: RoutesConfig;
  readonly menu: MenuConfig;
  readonly entitlements: EntitlementsConfig;
  readonly flags: FlagsConfig;
  readonly messages: MessageCatalogue;
  readonly [file: string]: unknown;
}

/** One problem in the configuration, as config:check and the error page show it. */
export interface ConfigError {
  /** The file as it sits in config/, e.g. `routes.json` or `messages/en-US.json`. */
  readonly file: string;
  /** RFC 6901 JSON pointer into that file; empty for the whole file. */
  readonly pointer: string;
  readonly message: string;
}
