import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { forbidden, notFound } from '../http/errors.js';
import type { Caller } from '../http/access-token.js';
import type { Privilege } from './permissions.js';

/** Cookie holding the service agreement the member selected (as the platform's USER_CONTEXT). */
export const userContextCookie = 'USER_CONTEXT';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the API's token check for every /api route. */
    caller: Caller;
  }
}

/** The agreement a caller ($1) acts in given the USER_CONTEXT cookie ($2): see serviceAgreementOf. */
const actingAgreementSql = `
  select sa.id
    from service_agreements sa
   where sa.status = 'ENABLED'
     and exists (select 1 from access_groups g join access_group_members m on m.access_group_id = g.id
                  where g.service_agreement_id = sa.id and m.user_id = $1)
   order by (sa.id = $2) desc, sa.is_master desc, sa.id
   limit 1`;

/**
 * Per request, the agreement once looked up: the permission check and the handler both need it,
 * and neither the cookie nor the caller changes within a request.
 */
const agreementOfRequest = new WeakMap<FastifyRequest, Promise<string | undefined>>();

/**
 * The service agreement a request acts in: the selected one from the USER_CONTEXT cookie when
 * the caller belongs to it, otherwise the caller's master agreement (then the first by id), so
 * a caller who never selected one still sees their own data and never anyone else's.
 * Returns undefined when the caller belongs to no service agreement.
 */
export function serviceAgreementOf(db: Database, request: FastifyRequest): Promise<string | undefined> {
  let agreement = agreementOfRequest.get(request);
  if (agreement === undefined) {
    agreement = db
      .query<{ id: string }>(actingAgreementSql, [request.caller.userId, request.cookies[userContextCookie] ?? ''])
      .then((rows) => rows[0]?.id);
    agreementOfRequest.set(request, agreement);
  }
  return agreement;
}

/** The service agreement a request acts in (see serviceAgreementOf); 403 when the caller has none. */
export async function actingServiceAgreementOf(db: Database, request: FastifyRequest): Promise<string> {
  const serviceAgreementId = await serviceAgreementOf(db, request);
  if (!serviceAgreementId) throw forbidden();
  return serviceAgreementId;
}

/**
 * 404 unless the arrangement is one of the agreement the request acts in: an account the member
 * does not act for is "not found", exactly like an id that does not exist.
 */
export async function requireArrangementOfAgreement(db: Database, request: FastifyRequest, arrangementId: string): Promise<void> {
  const serviceAgreementId = await actingServiceAgreementOf(db, request);
  const owned = await db.query('select 1 from service_agreement_arrangements where service_agreement_id = $1 and arrangement_id = $2', [
    serviceAgreementId,
    arrangementId,
  ]);
  if (owned.length === 0) throw notFound('The account could not be found.', 'arrangement.not-found');
}

/** What a handler given an account id checks of it: its kind, its currency, whether it is linked from another bank. */
export interface AgreementArrangement {
  id: string;
  kind_uri: string;
  product_number: string | null;
  currency: string;
  is_external: boolean;
}

/**
 * The arrangement, only when it is one of the agreement's: undefined alike for another member's
 * account and for an id that does not exist, so the caller answers both with the same 404.
 */
export async function arrangementOfAgreement(
  db: Queryable,
  serviceAgreementId: string,
  arrangementId: string,
): Promise<AgreementArrangement | undefined> {
  const [row] = await db.query<AgreementArrangement>(
    `select a.id, pk.kind_uri, a.product_number, a.currency, a.is_external
       from arrangements a
       join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
       join product_kinds pk on pk.id = a.product_kind_id
      where a.id = $2`,
    [serviceAgreementId, arrangementId],
  );
  return row;
}

/** The selected agreement only: undefined when the cookie is absent or not the caller's. */
export async function selectedServiceAgreementOf(db: Database, request: FastifyRequest): Promise<string | undefined> {
  const selected = request.cookies[userContextCookie];
  if (!selected) return undefined;
  const chosen = await serviceAgreementOf(db, request);
  return chosen === selected ? chosen : undefined;
}

/**
 * A preHandler that lets the request through only when the caller holds the permission in the
 * service agreement the request acts in. Hiding a button is never the only protection.
 */
export function requirePermission(db: Database, resource: string, functionName: string, privilege: Privilege) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    // The agreement and the permission in one round trip: this runs before every guarded route.
    const rows = await db.query<{ id: string; held: boolean }>(
      `select chosen.id,
              exists (select 1
                        from access_group_members m
                        join access_groups g on g.id = m.access_group_id
                        join access_group_permissions p on p.access_group_id = g.id
                       where m.user_id = $1 and g.service_agreement_id = chosen.id
                         and p.resource = $3 and p.function_name = $4 and p.privilege = $5) as held
         from (${actingAgreementSql}) chosen`,
      [request.caller.userId, request.cookies[userContextCookie] ?? '', resource, functionName, privilege],
    );
    const serviceAgreementId = rows[0]?.id;
    if (!agreementOfRequest.has(request)) agreementOfRequest.set(request, Promise.resolve(serviceAgreementId));
    if (!serviceAgreementId || rows[0]?.held !== true) throw forbidden();
  };
}
