import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { forbidden, notFound } from '../http/errors.js';
import type { Caller } from '../http/access-token.js';
import type { Grant, Privilege } from './permissions.js';

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

/** What a caller may do where they act: the agreement, and every permission they hold in it. */
interface CallerAccess {
  serviceAgreementId: string | undefined;
  /** In resource, function and privilege order. */
  grants: readonly Grant[];
  /** `resource␟function␟privilege` of each grant, to look one up. */
  held: ReadonlySet<string>;
}

const grantKey = (resource: string, functionName: string, privilege: string) => `${resource}\u001f${functionName}\u001f${privilege}`;

/** The agreement a caller ($1) acts in (cookie $2) and all they hold there, in one statement. */
const callerAccessSql = `
  select chosen.id,
         coalesce((select array_agg(p.resource || chr(31) || p.function_name || chr(31) || p.privilege
                                    order by p.resource, p.function_name, p.privilege)
                     from access_group_members m
                     join access_groups g on g.id = m.access_group_id
                     join access_group_permissions p on p.access_group_id = g.id
                    where m.user_id = $1 and g.service_agreement_id = chosen.id), '{}') as permissions
    from (${actingAgreementSql}) chosen`;

/**
 * Each token's access, per database, until the token expires: every guarded request asked the
 * same question of the database, and the answer cannot change for a token within its few minutes
 * more than a signed token's own claims can. Keyed by token and selected agreement (the cookie).
 */
const accessByToken = new WeakMap<Database, Map<string, { until: number; access: Promise<CallerAccess> }>>();
/** Tokens remembered per process at most; beyond, the expired go first, then the oldest. */
const maxRememberedTokens = 20_000;
/** Per request, for a caller whose token has no id to remember it by. */
const accessOfRequest = new WeakMap<FastifyRequest, Promise<CallerAccess>>();

function loadAccess(db: Database, request: FastifyRequest): Promise<CallerAccess> {
  return db
    .query<{ id: string; permissions: string[] }>(callerAccessSql, [request.caller.userId, request.cookies[userContextCookie] ?? ''])
    .then(([row]) => {
      const held = row?.permissions ?? [];
      const grants = held.map((key) => {
        const [resource = '', functionName = '', privilege = ''] = key.split('\u001f');
        return { resource, functionName, privilege: privilege as Privilege };
      });
      return { serviceAgreementId: row?.id, grants, held: new Set(held) };
    });
}

function forget(remembered: Map<string, { until: number }>, now: number): void {
  for (const [key, entry] of remembered) if (entry.until <= now) remembered.delete(key);
  for (const key of remembered.keys()) {
    if (remembered.size < maxRememberedTokens) break;
    remembered.delete(key);
  }
}

function callerAccess(db: Database, request: FastifyRequest): Promise<CallerAccess> {
  const { tokenId, expiresAt } = request.caller;
  if (tokenId === undefined || expiresAt === undefined) {
    let access = accessOfRequest.get(request);
    if (access === undefined) {
      access = loadAccess(db, request);
      accessOfRequest.set(request, access);
    }
    return access;
  }
  let remembered = accessByToken.get(db);
  if (remembered === undefined) {
    remembered = new Map();
    accessByToken.set(db, remembered);
  }
  const key = `${tokenId}\u0000${request.cookies[userContextCookie] ?? ''}`;
  const now = Date.now();
  const known = remembered.get(key);
  if (known !== undefined && known.until > now) return known.access;
  if (remembered.size >= maxRememberedTokens) forget(remembered, now);
  const access = loadAccess(db, request);
  remembered.set(key, { until: expiresAt * 1000, access });
  // A failed look-up (the database away) is not remembered: the next request asks again.
  access.catch(() => remembered.delete(key));
  return access;
}

/**
 * The service agreement a request acts in: the selected one from the USER_CONTEXT cookie when
 * the caller belongs to it, otherwise the caller's master agreement (then the first by id), so
 * a caller who never selected one still sees their own data and never anyone else's.
 * Returns undefined when the caller belongs to no service agreement.
 */
export async function serviceAgreementOf(db: Database, request: FastifyRequest): Promise<string | undefined> {
  return (await callerAccess(db, request)).serviceAgreementId;
}

/** Whether the caller holds the permission in the service agreement the request acts in. */
export async function callerHolds(db: Database, request: FastifyRequest, resource: string, functionName: string, privilege: Privilege): Promise<boolean> {
  const access = await callerAccess(db, request);
  return access.serviceAgreementId !== undefined && access.held.has(grantKey(resource, functionName, privilege));
}

/** Every permission the caller holds in the service agreement the request acts in; none without one. */
export async function callerGrants(db: Database, request: FastifyRequest): Promise<readonly Grant[]> {
  const access = await callerAccess(db, request);
  return access.serviceAgreementId === undefined ? [] : access.grants;
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
    if (!(await callerHolds(db, request, resource, functionName, privilege))) throw forbidden();
  };
}
