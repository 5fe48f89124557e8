import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { conflict, notFound } from '../http/errors.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, requirePermission } from './request-context.js';
import { likePattern } from '../db/like-pattern.js';
import { pageOf } from './paging.js';
import type { PaymentTemplateCreationRequest, QueryOf } from '../../../schemas/api/generated/api-types.js';

interface TemplateRow {
  id: string;
  service_agreement_id: string;
  name: string;
  details: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

const templateColumns = `id, service_agreement_id, name, details,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`;

const templateOf = (row: TemplateRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  serviceAgreementId: row.service_agreement_id,
  details: row.details,
});

/** A second template of the same name in an agreement is refused, so a member can find theirs by name. */
const duplicateName = () => conflict('A template with this name already exists.', 'payment.template.duplicate');

/**
 * Payment templates (platform path /payment-order-service/client-api/v2/payment-templates,
 * NOTES §1.9): saved transfers a member loads into the form, kept per service agreement.
 */
export const paymentTemplates: ServicePlugin = async (app, { db }) => {
  const ownTemplate = async (request: FastifyRequest, id: string) => {
    const [row] = await db.query<TemplateRow>(`select ${templateColumns} from payment_templates where id = $1 and service_agreement_id = $2`, [
      id,
      await actingServiceAgreementOf(db, request),
    ]);
    if (!row) throw notFound('The template could not be found.', 'payment.template.not-found');
    return row;
  };

  app.get<{ Querystring: QueryOf<'listPaymentTemplates', 'from' | 'size'> }>(
    '/v2/payment-templates',
    {
      schema: contract.route('GET', '/payment-order-service/client-api/v2/payment-templates'),
      preHandler: requirePermission(db, 'Payments', 'A2A Transfer', 'view'),
    },
    async (request, reply) => {
      const params: unknown[] = [await actingServiceAgreementOf(db, request)];
      let where = 'service_agreement_id = $1';
      if (request.query.name) {
        params.push(likePattern(request.query.name));
        where += ` and name ilike $${params.length}`;
      }
      const { rows, total } = await pageOf<TemplateRow>(db, { table: 'payment_templates', columns: templateColumns, where, params, orderBy: 'lower(name), id', page: request.query });
      reply.header('X-Total-Count', String(total));
      return rows.map(templateOf);
    },
  );

  app.post<{ Body: PaymentTemplateCreationRequest }>(
    '/v2/payment-templates',
    {
      bodyLimit: 16 * 1024,
      schema: contract.route('POST', '/payment-order-service/client-api/v2/payment-templates'),
      preHandler: requirePermission(db, 'Payments', 'A2A Transfer', 'create'),
    },
    async (request, reply) => {
      const rows = await db.query<TemplateRow>(
        `insert into payment_templates (id, service_agreement_id, created_by, name, details) values ($1, $2, $3, $4, $5::jsonb)
         on conflict (service_agreement_id, name) do nothing
         returning ${templateColumns}`,
        [randomUUID(), await actingServiceAgreementOf(db, request), request.caller.userId, request.body.name.trim(), JSON.stringify(request.body.details)],
      );
      if (!rows[0]) throw duplicateName();
      return reply.status(201).send({ template: templateOf(rows[0]) });
    },
  );

  app.put<{ Params: { templateId: string }; Body: PaymentTemplateCreationRequest }>(
    '/v2/payment-templates/:templateId',
    {
      bodyLimit: 16 * 1024,
      schema: contract.route('PUT', '/payment-order-service/client-api/v2/payment-templates/{templateId}'),
      preHandler: requirePermission(db, 'Payments', 'A2A Transfer', 'edit'),
    },
    async (request) => {
      const existing = await ownTemplate(request, request.params.templateId);
      const name = request.body.name.trim();
      const [clash] = await db.query(`select 1 from payment_templates where service_agreement_id = $1 and name = $2 and id <> $3`, [
        existing.service_agreement_id,
        name,
        existing.id,
      ]);
      if (clash) throw duplicateName();
      const rows = await db
        .query<TemplateRow>(
          `update payment_templates set name = $2, details = $3::jsonb, updated_at = now() where id = $1 returning ${templateColumns}`,
          [existing.id, name, JSON.stringify(request.body.details)],
        )
        .catch((error: unknown) => {
          // A concurrent rename took the name between the check and the update (unique violation).
          if ((error as { code?: unknown }).code === '23505') throw duplicateName();
          throw error;
        });
      const row = rows[0];
      if (!row) throw notFound('The template could not be found.', 'payment.template.not-found');
      return { template: templateOf(row) };
    },
  );

  app.delete<{ Params: { templateId: string } }>(
    '/v2/payment-templates/:templateId',
    {
      schema: contract.route('DELETE', '/payment-order-service/client-api/v2/payment-templates/{templateId}'),
      preHandler: requirePermission(db, 'Payments', 'A2A Transfer', 'delete'),
    },
    async (request, reply) => {
      const existing = await ownTemplate(request, request.params.templateId);
      await db.query(`delete from payment_templates where id = $1`, [existing.id]);
      return reply.status(204).send();
    },
  );
};
