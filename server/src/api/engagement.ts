import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { ServicePlugin } from './index.js';
import { contract } from './contract/index.js';
import { actingServiceAgreementOf, requireArrangementOfAgreement, requirePermission } from './request-context.js';
import type { NotificationPreferenceRequest, QueryOf } from '../../../schemas/api/generated/api-types.js';

interface PreferenceRow {
  id: string;
  general_notification_id: string;
  active: boolean;
  channels: NotificationPreferenceRequest['channels'];
  e_type: string | null;
  e_ref: string;
  conditions: { amount?: string } | null;
  created_on: string;
  last_updated_at: string;
  delivery_options: string[];
}

const isoInstant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const preferenceColumns = `p.id, p.general_notification_id, p.active, p.channels, p.e_type, p.e_ref, p.conditions,
       ${isoInstant('p.created_on')} as created_on, ${isoInstant('p.last_updated_at')} as last_updated_at, g.delivery_options`;

/** The platform's shape: a channel the notification offers is one the member can change. */
function preferenceOf(row: PreferenceRow) {
  return {
    id: row.id,
    generalNotificationId: row.general_notification_id,
    active: row.active,
    channels: row.channels.map(({ channel, enabled }) => ({ channel, enabled, userCanChange: row.delivery_options.includes(channel) })),
    ...(row.e_type ? { userConditions: { eType: row.e_type, eRef: row.e_ref, ...(row.conditions ? { conditions: row.conditions } : {}) } } : {}),
    createdOn: row.created_on,
    lastUpdatedAt: row.last_updated_at,
  };
}

async function readPreference(db: Queryable, userId: string, id: string): Promise<PreferenceRow | undefined> {
  const [row] = await db.query<PreferenceRow>(
    `select ${preferenceColumns}
       from notification_preferences p join general_notifications g on g.id = p.general_notification_id
      where p.user_id = $1 and p.id = $2`,
    [userId, id],
  );
  return row;
}

/**
 * engagement: the member's notification preferences in the engagements API mode (spec/2 §7,
 * NOTES §1.8). A preference turns one general notification on or off, per channel, optionally
 * about one account of the agreement the member acts in with its condition (the low-balance
 * threshold). Guarded by Communication Preferences / General Notification Preferences.
 */
export const engagement: ServicePlugin = async (app, { db }) => {
  const can = (privilege: 'view' | 'create' | 'edit') =>
    requirePermission(db, 'Communication Preferences', 'General Notification Preferences', privilege);

  /** Refuses an unknown notification, a channel it does not offer, and an account the member does not act for. */
  async function checkRequest(request: FastifyRequest, body: NotificationPreferenceRequest): Promise<void> {
    const [notification] = await db.query<{ delivery_options: string[] }>('select delivery_options from general_notifications where id = $1', [
      body.generalNotificationId,
    ]);
    if (!notification) {
      throw badRequest('There is no such notification.', [{ message: 'Unknown notification', key: 'notification.unknown', context: { field: 'generalNotificationId' } }]);
    }
    const offered = new Set(notification.delivery_options);
    const unknown = body.channels.filter(({ channel }) => !offered.has(channel));
    const channels = body.channels.map(({ channel }) => channel);
    if (unknown.length > 0 || new Set(channels).size !== channels.length) {
      throw badRequest('Choose each channel the notification offers at most once.', [
        { message: 'Channel not offered or repeated', key: 'notification.channel', context: { offered: [...offered], sent: channels } },
      ]);
    }
    if (body.userConditions) await requireArrangementOfAgreement(db, request, body.userConditions.eRef);
  }

  app.get(
    '/v1/general-notifications',
    { schema: contract.route('GET', '/engagement/client-api/v1/general-notifications'), preHandler: can('view') },
    async () => {
      const rows = await db.query<{ id: string; name: string; delivery_options: string[] }>('select id, name, delivery_options from general_notifications order by id');
      return rows.map((row) => ({ id: row.id, name: row.name, deliveryOptions: row.delivery_options }));
    },
  );

  app.get<{ Querystring: QueryOf<'listNotificationPreferences', 'from' | 'size'> }>(
    '/v1/notification-preferences',
    { schema: contract.route('GET', '/engagement/client-api/v1/notification-preferences'), preHandler: can('view') },
    async (request) => {
      const { generalNotificationId, eRef, from, size } = request.query;
      // Like the alert recipes of the actions mode: a preference about an account shows only in
      // the agreement that holds the account, where the permission above was checked.
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const filter = `p.user_id = $1 and ($2::text is null or p.general_notification_id = $2) and ($3::text is null or p.e_ref = $3)
        and (p.e_ref = '' or p.e_ref in (select arrangement_id from service_agreement_arrangements where service_agreement_id = $4))`;
      const parameters = [request.caller.userId, generalNotificationId ?? null, eRef ?? null, serviceAgreementId];
      const [rows, [total]] = await Promise.all([
        db.query<PreferenceRow>(
          `select ${preferenceColumns}
             from notification_preferences p join general_notifications g on g.id = p.general_notification_id
            where ${filter}
            order by p.general_notification_id, p.e_ref, p.id
            limit $5 offset $6`,
          [...parameters, size, from * size],
        ),
        db.query<{ count: number }>(`select count(*)::int as count from notification_preferences p where ${filter}`, parameters),
      ]);
      return { totalCount: total?.count ?? 0, notificationPreferences: rows.map(preferenceOf) };
    },
  );

  app.post<{ Body: NotificationPreferenceRequest }>(
    '/v1/notification-preferences',
    { schema: contract.route('POST', '/engagement/client-api/v1/notification-preferences'), preHandler: can('create') },
    async (request, reply) => {
      const body = request.body;
      await checkRequest(request, body);
      const id = randomUUID();
      const inserted = await db.query(
        `insert into notification_preferences (id, user_id, general_notification_id, active, channels, e_type, e_ref, conditions)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8::jsonb)
         on conflict (user_id, general_notification_id, e_ref) do nothing
         returning id`,
        [
          id,
          request.caller.userId,
          body.generalNotificationId,
          body.active,
          JSON.stringify(body.channels),
          body.userConditions?.eType ?? null,
          body.userConditions?.eRef ?? '',
          body.userConditions?.conditions ? JSON.stringify(body.userConditions.conditions) : null,
        ],
      );
      if (inserted.length === 0) throw conflict('You already have this notification preference: change it instead.', 'notification-preference.exists');
      const row = await readPreference(db, request.caller.userId, id);
      if (!row) throw new Error(`notification preference ${id} vanished after its insert`);
      reply.code(201);
      return preferenceOf(row);
    },
  );

  app.put<{ Params: { id: string }; Body: NotificationPreferenceRequest }>(
    '/v1/notification-preferences/:id',
    { schema: contract.route('PUT', '/engagement/client-api/v1/notification-preferences/{id}'), preHandler: can('edit') },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const existing = await readPreference(db, request.caller.userId, id);
      if (!existing) throw notFound('The notification preference could not be found.', 'notification-preference.not-found');
      // What a preference is about is its identity: another notification or account is another preference.
      if (body.generalNotificationId !== existing.general_notification_id || (body.userConditions?.eRef ?? '') !== existing.e_ref) {
        throw badRequest('A preference stays about the same notification and account.', [], 'notification-preference.subject-changed');
      }
      await checkRequest(request, body);
      await db.query(
        `update notification_preferences
            set active = $3, channels = $4::jsonb, conditions = $5::jsonb, last_updated_at = now()
          where user_id = $1 and id = $2`,
        [request.caller.userId, id, body.active, JSON.stringify(body.channels), body.userConditions?.conditions ? JSON.stringify(body.userConditions.conditions) : null],
      );
      const row = await readPreference(db, request.caller.userId, id);
      if (!row) throw notFound('The notification preference could not be found.', 'notification-preference.not-found');
      return preferenceOf(row);
    },
  );
};
