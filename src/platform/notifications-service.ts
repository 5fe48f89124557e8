import type { HttpClient } from './http.js';
import { expectRecord } from './json.js';

export async function unreadNotificationCount(http: HttpClient): Promise<number> {
  const answer = expectRecord(await http.get('/notifications-service/client-api/v3/notifications/unread-count'), 'the unread count');
  return typeof answer.unread === 'number' && answer.unread >= 0 ? answer.unread : 0;
}

/** Where a notification asks to be taken (spec/1 §2 "Notification navigation"). */
export interface NotificationRouting {
  whereTo: string;
  id?: string;
  arrangementId?: string;
}

export type NotificationTarget =
  | { kind: 'conversation'; id: string }
  | { kind: 'transaction'; id: string; arrangementId: string }
  | { kind: 'arrangement'; arrangementId: string }
  | { kind: 'unsupported' };

/** Maps a notification's where-to value to a target; anything else is unsupported (and logged by the shell). */
export function notificationTarget(routing: NotificationRouting): NotificationTarget {
  if (routing.whereTo === 'conversation-view' && routing.id) return { kind: 'conversation', id: routing.id };
  if (routing.whereTo === 'transaction-view' && routing.id && routing.arrangementId)
    return { kind: 'transaction', id: routing.id, arrangementId: routing.arrangementId };
  if (routing.whereTo === 'arrangement-view' && (routing.arrangementId ?? routing.id))
    return { kind: 'arrangement', arrangementId: (routing.arrangementId ?? routing.id) as string };
  return { kind: 'unsupported' };
}
