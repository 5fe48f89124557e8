import type { Notification, UnreadNotificationCount } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { booleanOf, expectArray, expectRecord, isRecord, stringOf } from './json.js';

/**
 * notifications-service (platform v3 paths): the member's notifications behind the top bar's
 * bell, and where each one leads (spec/1 Notification navigation).
 */

const notificationsPath = '/notifications-service/client-api/v3/notifications';

export async function unreadNotificationCount(http: HttpClient): Promise<UnreadNotificationCount['unread']> {
  const answer = expectRecord(await http.get(`${notificationsPath}/unread-count`), 'the unread count');
  return typeof answer.unread === 'number' && answer.unread >= 0 ? answer.unread : 0;
}

/** A notification's where-to values the app knows a page for (config app.json notificationBell.allowedRoutes picks among them). */
export type NotificationWhereTo = 'conversation-view' | 'transaction-view' | 'arrangement-view' | 'statement-view' | 'budget-view' | 'login-security-view';

/** The contract's Notification as the bell shows it: where it leads read out of its routing. */
export type MemberNotification = Pick<Notification, 'id' | 'title' | 'message' | 'level' | 'createdOn' | 'read'> & {
  whereTo?: string;
  /** The referred item (a conversation, a transaction) and its account. */
  target: { id?: string; arrangementId?: string };
};

function readNotification(value: unknown): MemberNotification | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const title = stringOf(value.title);
  const createdOn = stringOf(value.createdOn);
  if (!id || title === undefined || !createdOn) return undefined;
  const routing = isRecord(value.routing) ? value.routing : {};
  const data = isRecord(routing.data) ? routing.data : {};
  return {
    id,
    title,
    message: stringOf(value.message) ?? '',
    level: stringOf(value.level) ?? 'INFO',
    createdOn,
    read: booleanOf(value.read) ?? false,
    whereTo: stringOf(routing['where-to']),
    target: { id: stringOf(data.id), arrangementId: stringOf(data.arrangementId) },
  };
}

/** The member's newest notifications, `size` of them from page `from`, and how many there are (X-Total-Count). */
export async function listNotifications(http: HttpClient, page: { from: number; size: number }): Promise<{ notifications: MemberNotification[]; total: number }> {
  const { body, headers } = await http.exchange({ method: 'GET', path: notificationsPath, query: { ...page } });
  const notifications = expectArray(body, 'the notifications')
    .map(readNotification)
    .filter((notification): notification is MemberNotification => notification !== undefined);
  const total = Number(headers.get('X-Total-Count'));
  return { notifications, total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : notifications.length };
}

export async function markNotificationRead(http: HttpClient, id: string, isRead = true): Promise<void> {
  await http.put(`${notificationsPath}/${encodeURIComponent(id)}/read`, { isRead });
}

export async function markAllNotificationsRead(http: HttpClient): Promise<void> {
  await http.put(`${notificationsPath}/read`);
}

export async function deleteNotification(http: HttpClient, id: string): Promise<void> {
  await http.delete(`${notificationsPath}/${encodeURIComponent(id)}`);
}

/**
 * Where each where-to value leads: a route of routes.json and which of the notification's target
 * fields fill its parameters. A route the configuration lacks, or the member may not open, is
 * checked by the caller against the route tree.
 */
export const notificationRoutes: Readonly<Record<NotificationWhereTo, { path: string; params: Readonly<Record<string, 'id' | 'arrangementId'>> }>> = {
  'conversation-view': { path: 'more/messages/inbox/conversation/:id', params: { id: 'id' } },
  'transaction-view': { path: 'my-accounts/transactions/:selectedAccount/detail/:transactionId', params: { selectedAccount: 'arrangementId', transactionId: 'id' } },
  'arrangement-view': { path: 'my-accounts/transactions/:selectedAccount/details', params: { selectedAccount: 'arrangementId' } },
  'statement-view': { path: 'self-service/download-statements', params: {} },
  'budget-view': { path: 'more/budgets', params: {} },
  'login-security-view': { path: 'self-service/login-security', params: {} },
};

/**
 * The page a notification opens: its route (to check against the route tree) and the URL with
 * the parameters filled in; undefined when its where-to is not allowed or a parameter is missing.
 */
export function notificationTarget(notification: MemberNotification, allowed: readonly string[]): { route: string; url: string } | undefined {
  const whereTo = notification.whereTo;
  if (whereTo === undefined || !allowed.includes(whereTo) || !Object.hasOwn(notificationRoutes, whereTo)) return undefined;
  const { path, params } = notificationRoutes[whereTo as NotificationWhereTo];
  let url = path;
  for (const [parameter, field] of Object.entries(params)) {
    const value = notification.target[field];
    if (!value) return undefined;
    url = url.replace(`:${parameter}`, encodeURIComponent(value));
  }
  return { route: path, url: `/${url}` };
}
