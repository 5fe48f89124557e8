import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { loadPublishedFile } from '../config/published-file.js';
import type { TenantDirectory } from '../config/tenants.js';
import type { ServerSettings } from '../settings.js';
import { contract } from './contract/index.js';
import { actingServiceAgreementOf, requirePermission } from './request-context.js';
import type { CheckOrder, QueryOf } from '../../../schemas/api/generated/api-types.js';

/** config/order-checks.json, as schemas/order-checks.schema.json describes it (what the server reads). */
export interface OrderChecksConfig {
  eligibleAccounts: { kind: string; productNumbers?: string[] }[];
  recentOrders: number;
}

export const loadOrderChecksConfig = (db: Queryable, configDir: string, tenant: string) =>
  loadPublishedFile<OrderChecksConfig>(db, configDir, tenant, 'order-checks.json');

/**
 * Whether checks may be ordered for an account (spec/3 §6): its kind is listed and, where the
 * entry names product numbers (savings: 19, 45, 49), its product number is one of them.
 */
export function mayOrderChecks(config: OrderChecksConfig, account: { kind_uri: string; product_number: string | null }): boolean {
  return config.eligibleAccounts.some(
    (rule) => rule.kind === account.kind_uri && (!rule.productNumbers || (account.product_number !== null && rule.productNumbers.includes(account.product_number))),
  );
}

interface CheckOrderRow {
  id: string;
  order_number: string;
  arrangement_id: string;
  account_name: string;
  style: string;
  style_name: string;
  boxes: number;
  starting_check_number: string;
  checks_per_box: number;
  placed_on: string;
  delivered_by: string;
  status: CheckOrder['status'];
}

const checkOrderOf = (row: CheckOrderRow): CheckOrder => ({
  id: row.id,
  orderNumber: row.order_number,
  arrangementId: row.arrangement_id,
  accountName: row.account_name,
  style: row.style,
  styleName: row.style_name,
  boxes: row.boxes,
  startingCheckNumber: row.starting_check_number,
  endingCheckNumber: String(BigInt(row.starting_check_number) + BigInt(row.boxes * row.checks_per_box - 1)),
  placedDate: row.placed_on,
  estimatedDeliveryDate: row.delivered_by,
  status: row.status,
});

/**
 * GET sso/client-api/v1/check-orders: the check orders placed with the check printer for the
 * accounts of the agreement the member acts in, newest first (another member's never). The
 * status follows the printer's dates: placed, shipped once it ships, delivered by the estimate.
 */
export function checkOrdersRoute(app: FastifyInstance, db: Database, settings: ServerSettings, tenants: TenantDirectory): void {
  app.get<{ Querystring: QueryOf<'listCheckOrders'> }>(
    '/v1/check-orders',
    {
      schema: contract.route('GET', '/sso/client-api/v1/check-orders'),
      preHandler: requirePermission(db, 'Product Summary', 'Product Summary', 'view'),
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const size = request.query.size ?? (await loadOrderChecksConfig(db, settings.configDir, tenants.forHost(request.hostname).id)).recentOrders;
      const rows = await db.query<CheckOrderRow>(
        `select o.id, o.order_number, o.arrangement_id, coalesce(p.alias, a.display_name, a.name) as account_name,
                o.style, o.style_name, o.boxes, o.starting_check_number::text as starting_check_number, o.checks_per_box,
                to_char(o.placed_at, 'YYYY-MM-DD') as placed_on, to_char(o.delivered_by, 'YYYY-MM-DD') as delivered_by,
                case when current_date >= o.delivered_by then 'DELIVERED'
                     when current_date >= o.ships_on then 'SHIPPED'
                     else 'PLACED' end as status
           from check_orders o
           join service_agreement_arrangements saa on saa.arrangement_id = o.arrangement_id and saa.service_agreement_id = $1
           join arrangements a on a.id = o.arrangement_id
           left join user_arrangement_preferences p on p.arrangement_id = a.id and p.user_id = $2
          order by o.placed_at desc, o.order_number desc
          limit $3`,
        [serviceAgreementId, request.caller.userId, size],
      );
      return reply.header('Cache-Control', 'no-store').send({ checkOrders: rows.map(checkOrderOf) });
    },
  );
}
