import type { ServicePlugin } from './index.js';
import { contract } from './contract/index.js';
import { requirePermission } from './request-context.js';

/**
 * financial-institution-manager: the other institutions whose accounts members link, looked up by
 * a list of ids (spec/2 §7) so the app can name the institution of an external account. Institutions
 * are public reference data: any member who may see products may look any of them up.
 */
export const financialInstitutionManager: ServicePlugin = async (app, { db }) => {
  app.get<{ Querystring: { ids: number[] } }>(
    '/v1/financial-institutions',
    {
      schema: contract.route('GET', '/financial-institution-manager/client-api/v1/financial-institutions'),
      preHandler: requirePermission(db, 'Product Summary', 'Product Summary', 'view'),
    },
    async (request) => {
      const rows = await db.query<{ id: number; external_id: string; name: string; logo: string | null }>(
        'select id, external_id, name, logo from financial_institutions where id = any($1::int[]) order by id',
        [request.query.ids],
      );
      return { financialInstitutions: rows.map((row) => ({ id: row.id, externalId: row.external_id, name: row.name, logo: row.logo ?? '', credentials: [] })) };
    },
  );
};
