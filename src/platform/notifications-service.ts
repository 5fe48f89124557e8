import type { UnreadNotificationCount } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectRecord } from './json.js';

export async function unreadNotificationCount(http: HttpClient): Promise<UnreadNotificationCount['unread']> {
  const answer = expectRecord(await http.get('/notifications-service/client-api/v3/notifications/unread-count'), 'the unread count');
  return typeof answer.unread === 'number' && answer.unread >= 0 ? answer.unread : 0;
}
