import {
  privilegeValues,
  type PermissionSummaryItem,
  type Privilege,
  type QueryOf,
  type ServiceAgreement as ContractServiceAgreement,
  type UserContextSelectionRequest,
} from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { booleanOf, expectArray, expectRecord, isRecord, stringOf } from './json.js';

const prefix = '/access-control/client-api/v3/accessgroups';

/** The privileges of the contract (schemas/api common.json Privilege), in its order. */
export const privilegeNames = privilegeValues;
export type { Privilege };

/**
 * One row of the permission summary (the contract's PermissionSummaryItem): what the member may do
 * with a business function. A privilege the platform leaves out is absent, never granted.
 */
export type PermissionEntry = Pick<PermissionSummaryItem, 'resource' | 'function'> & {
  permissions: Partial<PermissionSummaryItem['permissions']>;
};

/** The contract's ServiceAgreement; `status` may be missing from a platform's answer, and the app never needs it. */
export type ServiceAgreement = Omit<ContractServiceAgreement, 'status'> & Partial<Pick<ContractServiceAgreement, 'status'>>;

export interface ServiceAgreementPage {
  items: ServiceAgreement[];
  /** From X-Total-Count; the item count when the platform leaves it out. */
  total: number;
}

function permissionEntryOf(value: unknown): PermissionEntry | undefined {
  if (!isRecord(value)) return undefined;
  const resource = stringOf(value.resource);
  const businessFunction = stringOf(value.function);
  if (!resource || !businessFunction || !isRecord(value.permissions)) return undefined;
  const permissions: PermissionEntry['permissions'] = {};
  for (const name of privilegeNames) {
    const granted = booleanOf(value.permissions[name]);
    if (granted !== undefined) permissions[name] = granted;
  }
  return { resource, function: businessFunction, permissions };
}

function serviceAgreementOf(value: unknown): ServiceAgreement | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const name = stringOf(value.name);
  if (!id || name === undefined) return undefined;
  return {
    id,
    name,
    description: stringOf(value.description),
    isMaster: value.isMaster === true,
    status: stringOf(value.status),
  };
}

/** The permission summary of the selected context; malformed rows are dropped (entitlements fail closed). */
export async function permissionSummary(http: HttpClient): Promise<PermissionEntry[]> {
  const answer = expectArray(await http.get(`${prefix}/users/permissions/summary`), 'the permission summary');
  return answer.map(permissionEntryOf).filter((entry): entry is PermissionEntry => entry !== undefined);
}

/** The service agreements the member may act in, a page at a time (`page` counts from 0). */
export async function serviceAgreements(
  http: HttpClient,
  options: { page: number; size: number; query?: string },
): Promise<ServiceAgreementPage> {
  const query: QueryOf<'listUserContextServiceAgreements'> = { from: options.page, size: options.size, query: options.query || undefined };
  const { body, headers } = await http.exchange({ method: 'GET', path: `${prefix}/user-context/service-agreements`, query });
  const items = expectArray(body, 'the service agreements')
    .map(serviceAgreementOf)
    .filter((item): item is ServiceAgreement => item !== undefined);
  const total = Number(headers.get('X-Total-Count'));
  return { items, total: Number.isInteger(total) && total >= items.length ? total : items.length };
}

/** Makes a service agreement the context of the following calls (the platform keeps it in a cookie). */
export async function selectServiceAgreement(http: HttpClient, serviceAgreementId: string): Promise<void> {
  const request: UserContextSelectionRequest = { serviceAgreementId };
  await http.post(`${prefix}/user-context`, request);
}

/** The selected context; fails (404) when none is selected or it is no longer valid. */
export async function serviceAgreementContext(http: HttpClient): Promise<ServiceAgreement> {
  const context = serviceAgreementOf(expectRecord(await http.get(`${prefix}/service-agreements/context`), 'the context'));
  if (!context) throw new TypeError('The platform answered the context without an id.');
  return context;
}
