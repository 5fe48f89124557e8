import type { Queryable } from '../db/database.js';
import { insertRows } from './bulk-insert.js';
import { accessGroupIdOf, type DemoServiceAgreement } from './people.js';

/**
 * Writes service agreements with their one access group, its permissions and its members: the
 * demo's agreements at seeding, and the JOINT_ONLY agreement a member gets by enrolling.
 */
export async function insertServiceAgreements(tx: Queryable, agreements: readonly DemoServiceAgreement[], validFrom: string): Promise<void> {
  await insertRows(
    tx,
    'service_agreements',
    ['id', 'external_id', 'name', 'description', 'is_master', 'status', 'customer_category', 'creator_legal_entity', 'valid_from'],
    agreements.map((sa) => [sa.id, sa.externalId, sa.name, sa.description, sa.isMaster, 'ENABLED', sa.customerCategory, sa.creatorLegalEntity, validFrom]),
  );
  await insertRows(
    tx,
    'access_groups',
    ['id', 'service_agreement_id', 'name'],
    agreements.map((sa) => [accessGroupIdOf(sa.id), sa.id, `${sa.name} – full access`]),
  );
  await insertRows(
    tx,
    'access_group_permissions',
    ['access_group_id', 'resource', 'function_name', 'privilege'],
    agreements.flatMap((sa) =>
      sa.permissions.flatMap((grant) => grant.privileges.map((privilege) => [accessGroupIdOf(sa.id), grant.resource, grant.functionName, privilege])),
    ),
  );
  await insertRows(
    tx,
    'access_group_members',
    ['access_group_id', 'user_id'],
    agreements.flatMap((sa) => sa.members.map((userId) => [accessGroupIdOf(sa.id), userId])),
  );
}
