import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { forbidden } from '../http/errors.js';
import type { Caller } from '../http/access-token.js';
import { holdsPermission, type Privilege } from './permissions.js';

/** Cookie holding the service agreement the member selected (as the platform's USER_CONTEXT). */
export const userContextCookie = 'USER_CONTEXT';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the API's token check for every /api route. */
    caller: Caller;
  }
}

/**
 * The service agreement a request acts in: the selected one from the USER_CONTEXT cookie when
 * the caller belongs to it, otherwise the caller's master agreement (then the first by id), so
 * a caller who never selected one still sees their own data and never anyone else's.
 * Returns undefined when the caller belongs to no service agreement.
 */
export async function serviceAgreementOf(db: Database, request: FastifyRequest): Promise<string | undefined> {
  const selected = request.cookies[userContextCookie];
  const rows = await db.query<{ id: string }>(
    `select sa.id
       from service_agreements sa
      where sa.status = 'ENABLED'
        and exists (select 1 from access_groups g join access_group_members m on m.access_group_id = g.id
                     where g.service_agreement_id = sa.id and m.user_id = $1)
      order by (sa.id = $2) desc, sa.is_master desc, sa.id
      limit 1`,
    [request.caller.userId, selected ?? ''],
  );
  return rows[0]?.id;
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
    const serviceAgreementId = await serviceAgreementOf(db, request);
    if (
      !serviceAgreementId ||
      !(await holdsPermission(db, request.caller.userId, serviceAgreementId, resource, functionName, privilege))
    ) {
      throw forbidden();
    }
  };
}
