// Brings @fastify/cookie's reply.setCookie typing into this module (the plugin is registered by app.ts).
import type {} from '@fastify/cookie';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { permissionSummary } from './permissions.js';
import { callerGrants, selectedServiceAgreementOf, userContextCookie } from './request-context.js';
import { withoutEmpty } from './answer-fields.js';
import { likePattern } from '../db/like-pattern.js';
import { ApiError, notFound } from '../http/errors.js';

interface ServiceAgreementRow {
  id: string;
  external_id: string;
  name: string;
  description: string;
  is_master: boolean;
  status: string;
  customer_category: string;
  creator_legal_entity: string;
  valid_from_date: string | null;
  valid_from_time: string | null;
  valid_until_date: string | null;
  valid_until_time: string | null;
}

/** The caller belongs to an agreement when one of its access groups lists them. */
const callerBelongs = `exists (select 1 from access_groups g join access_group_members m on m.access_group_id = g.id
                               where g.service_agreement_id = sa.id and m.user_id = $1)`;

/**
 * access-control: what the member may do (the permission summary the app's entitlements are
 * evaluated against) and which service agreement (context) they act in.
 */
export const accessControl: ServicePlugin = async (app, { db, settings }) => {
  const secureCookie = settings.publicUrl.startsWith('https://');

  app.get(
    '/v3/accessgroups/users/permissions/summary',
    { schema: contract.route('GET', '/access-control/client-api/v3/accessgroups/users/permissions/summary') },
    async (request) => {
      return permissionSummary(await callerGrants(db, request)).map((entry) => ({ ...entry, additions: {} }));
    },
  );

  app.get<{ Querystring: { from: number; size: number; query?: string } }>(
    '/v3/accessgroups/user-context/service-agreements',
    {
      schema: contract.route('GET', '/access-control/client-api/v3/accessgroups/user-context/service-agreements'),
    },
    async (request, reply) => {
      const { from, size, query } = request.query;
      const filter = query ? likePattern(query) : null;
      const where = `sa.status = 'ENABLED' and ${callerBelongs}
                     and ($2::text is null or sa.name ilike $2 or sa.description ilike $2)`;
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from service_agreements sa where ${where}`,
        [request.caller.userId, filter],
      );
      const rows = await db.query<{ id: string; name: string; description: string; is_master: boolean; status: string }>(
        `select sa.id, sa.name, sa.description, sa.is_master, sa.status
           from service_agreements sa
          where ${where}
          order by sa.is_master desc, sa.name, sa.id
          limit $3 offset $4`,
        [request.caller.userId, filter, size, from * size],
      );
      reply.header('X-Total-Count', String(count?.total ?? 0));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        isMaster: row.is_master,
        status: row.status,
      }));
    },
  );

  app.post<{ Body: { serviceAgreementId: string } }>(
    '/v3/accessgroups/user-context',
    {
      bodyLimit: 4 * 1024,
      schema: contract.route('POST', '/access-control/client-api/v3/accessgroups/user-context'),
    },
    async (request, reply) => {
      const { serviceAgreementId } = request.body;
      const rows = await db.query<{ id: string }>(
        `select sa.id from service_agreements sa where sa.id = $2 and sa.status = 'ENABLED' and ${callerBelongs}`,
        [request.caller.userId, serviceAgreementId],
      );
      // One answer for "no such agreement" and "not yours", so ids of others cannot be probed.
      if (rows.length === 0) {
        throw new ApiError(403, 'access.context-forbidden', 'You cannot act in this service agreement.');
      }
      await db.query(
        `insert into audit_events (actor_id, subject_id, action, details) values ($1, $2, 'user-context.select', $3)`,
        [request.caller.actingAgentId ?? request.caller.userId, request.caller.userId, JSON.stringify({ serviceAgreementId })],
      );
      reply.setCookie(userContextCookie, serviceAgreementId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/v3/accessgroups/service-agreements/context',
    { schema: contract.route('GET', '/access-control/client-api/v3/accessgroups/service-agreements/context') },
    async (request) => {
      const selected = await selectedServiceAgreementOf(db, request);
      if (!selected) throw notFound('No service agreement is selected.', 'access.context-not-selected');
      const [row] = await db.query<ServiceAgreementRow>(
        `select sa.id, sa.external_id, sa.name, sa.description, sa.is_master, sa.status, sa.customer_category,
                sa.creator_legal_entity,
                to_char(sa.valid_from at time zone 'UTC', 'YYYY-MM-DD') as valid_from_date,
                to_char(sa.valid_from at time zone 'UTC', 'HH24:MI:SS') as valid_from_time,
                to_char(sa.valid_until at time zone 'UTC', 'YYYY-MM-DD') as valid_until_date,
                to_char(sa.valid_until at time zone 'UTC', 'HH24:MI:SS') as valid_until_time
           from service_agreements sa where sa.id = $1`,
        [selected],
      );
      if (!row) throw notFound('No service agreement is selected.', 'access.context-not-selected');
      return withoutEmpty({
        id: row.id,
        externalId: row.external_id,
        name: row.name,
        description: row.description,
        creatorLegalEntity: row.creator_legal_entity,
        isMaster: row.is_master,
        status: row.status,
        validFromDate: row.valid_from_date,
        validFromTime: row.valid_from_time,
        validUntilDate: row.valid_until_date,
        validUntilTime: row.valid_until_time,
        customerCategory: row.customer_category,
      });
    },
  );
};
