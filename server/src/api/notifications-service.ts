import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';

/**
 * notifications-service: the unread count behind the top bar's badge. Notifications belong to
 * the member (the token's subject), so an agent acting for a member sees the member's count.
 */
export const notificationsService: ServicePlugin = async (app, { db }) => {
  app.get(
    '/v3/notifications/unread-count',
    {
      schema: contract.route('GET', '/notifications-service/client-api/v3/notifications/unread-count'),
    },
    async (request) => {
      const [row] = await db.query<{ unread: number }>(
        'select count(*)::int as unread from notifications where user_id = $1 and not read',
        [request.caller.userId],
      );
      return { unread: row?.unread ?? 0 };
    },
  );
};
