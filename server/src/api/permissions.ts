import type { Queryable } from '../db/database.js';

import { privilegeValues, type PermissionSummaryItem, type Privilege } from '../../../schemas/api/generated/api-types.js';

export type { Privilege };

/** The permissions a user holds within one service agreement, through their access groups. */
export async function permissionSummary(
  db: Queryable,
  userId: string,
  serviceAgreementId: string,
): Promise<PermissionSummaryItem[]> {
  const rows = await db.query<{ resource: string; function_name: string; privilege: Privilege }>(
    `select distinct p.resource, p.function_name, p.privilege
       from access_group_members m
       join access_groups g on g.id = m.access_group_id
       join access_group_permissions p on p.access_group_id = g.id
      where m.user_id = $1 and g.service_agreement_id = $2
      order by p.resource, p.function_name, p.privilege`,
    [userId, serviceAgreementId],
  );
  const byFunction = new Map<string, PermissionSummaryItem>();
  for (const row of rows) {
    const key = `${row.resource}\u0000${row.function_name}`;
    let entry = byFunction.get(key);
    if (!entry) {
      entry = {
        resource: row.resource,
        function: row.function_name,
        permissions: Object.fromEntries(privilegeValues.map((p) => [p, false])) as Record<Privilege, boolean>,
      };
      byFunction.set(key, entry);
    }
    entry.permissions[row.privilege] = true;
  }
  return [...byFunction.values()];
}

export async function holdsPermission(
  db: Queryable,
  userId: string,
  serviceAgreementId: string,
  resource: string,
  functionName: string,
  privilege: Privilege,
): Promise<boolean> {
  const rows = await db.query(
    `select 1
       from access_group_members m
       join access_groups g on g.id = m.access_group_id
       join access_group_permissions p on p.access_group_id = g.id
      where m.user_id = $1 and g.service_agreement_id = $2
        and p.resource = $3 and p.function_name = $4 and p.privilege = $5
      limit 1`,
    [userId, serviceAgreementId, resource, functionName, privilege],
  );
  return rows.length > 0;
}
