import type { Notification, NotificationReadRequest, QueryOf } from '../../../schemas/api/generated/api-types.js';
import { notFound } from '../http/errors.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { pageOf } from './paging.js';

/**
 * notifications-service (platform v3 paths, response-shapes.txt "notifications"): the member's
 * notifications behind the top bar's bell and its unread count. Notifications belong to the
 * member (the token's subject), so an agent acting for a member sees the member's; another
 * member's notification is not found.
 */

interface NotificationRow {
  id: string;
  title: string;
  message: string;
  level: string;
  origin: string;
  created_on: Date | string;
  read: boolean;
  where_to: string | null;
  data: Record<string, unknown> | null;
}

const notificationColumns = 'id, title, message, level, origin, created_on, read, where_to, data';

/** The routing data the platform answers: the referred item's id and its account, when known. */
function routingDataOf(data: NotificationRow['data']): { id?: string; arrangementId?: string } {
  const routing: { id?: string; arrangementId?: string } = {};
  if (typeof data?.id === 'string') routing.id = data.id;
  if (typeof data?.arrangementId === 'string') routing.arrangementId = data.arrangementId;
  return routing;
}

function notificationOf(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    level: row.level,
    createdOn: new Date(row.created_on).toISOString(),
    read: row.read,
    origin: row.origin,
    ...(row.where_to ? { routing: { 'where-to': row.where_to, data: routingDataOf(row.data) } } : {}),
  };
}

const missing = () => notFound('The notification could not be found.', 'notification.not-found');

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

  app.get<{ Querystring: QueryOf<'listNotifications', 'from' | 'size'> }>(
    '/v3/notifications',
    { schema: contract.route('GET', '/notifications-service/client-api/v3/notifications') },
    async (request, reply) => {
      const { rows, total } = await pageOf<NotificationRow>(db, {
        table: 'notifications',
        columns: notificationColumns,
        where: 'user_id = $1',
        params: [request.caller.userId],
        orderBy: 'created_on desc, id',
        page: request.query,
      });
      reply.header('X-Total-Count', String(total));
      return rows.map(notificationOf);
    },
  );

  app.put(
    '/v3/notifications/read',
    { schema: contract.route('PUT', '/notifications-service/client-api/v3/notifications/read') },
    async (request) => {
      await db.query('update notifications set read = true where user_id = $1 and not read', [request.caller.userId]);
      return { allReadStatus: true };
    },
  );

  app.put<{ Params: { id: string }; Body: NotificationReadRequest }>(
    '/v3/notifications/:id/read',
    { schema: contract.route('PUT', '/notifications-service/client-api/v3/notifications/{id}/read') },
    async (request) => {
      const updated = await db.query<{ id: string }>('update notifications set read = $3 where id = $1 and user_id = $2 returning id', [
        request.params.id,
        request.caller.userId,
        request.body.isRead,
      ]);
      if (updated.length === 0) throw missing();
      return { isRead: request.body.isRead, notificationId: request.params.id };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/v3/notifications/:id',
    { schema: contract.route('DELETE', '/notifications-service/client-api/v3/notifications/{id}') },
    async (request) => {
      const deleted = await db.query<{ id: string }>('delete from notifications where id = $1 and user_id = $2 returning id', [
        request.params.id,
        request.caller.userId,
      ]);
      if (deleted.length === 0) throw missing();
      return { notificationId: request.params.id };
    },
  );
};
