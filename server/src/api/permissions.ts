import { privilegeValues, type PermissionSummaryItem, type Privilege } from '../../../schemas/api/generated/api-types.js';

export type { Privilege };

/** One permission held: a privilege on a function of a resource. */
export interface Grant {
  resource: string;
  functionName: string;
  privilege: Privilege;
}

/** The platform's permission summary of what is held: per resource and function, every privilege true or false, in the grants' order. */
export function permissionSummary(grants: readonly Grant[]): PermissionSummaryItem[] {
  const byFunction = new Map<string, PermissionSummaryItem>();
  for (const grant of grants) {
    const key = `${grant.resource}\u0000${grant.functionName}`;
    let entry = byFunction.get(key);
    if (!entry) {
      entry = {
        resource: grant.resource,
        function: grant.functionName,
        permissions: Object.fromEntries(privilegeValues.map((p) => [p, false])) as Record<Privilege, boolean>,
      };
      byFunction.set(key, entry);
    }
    entry.permissions[grant.privilege] = true;
  }
  return [...byFunction.values()];
}
