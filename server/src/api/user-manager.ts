import type { ServicePlugin } from './index.js';
import { requirePermission } from './request-context.js';
import { contract } from './contract/index.js';
import { notFound } from '../http/errors.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { limitReachedTypeIds } from '../payments/account-opening.js';
import { loadProductCatalogue } from '../payments/product-catalogue.js';
import { profileLists } from './user-manager-profile.js';
import { profileKinds } from '../profile/kinds.js';
import { listEntries } from '../profile/store.js';

interface UserRow {
  id: string;
  full_name: string;
  preferred_language: string;
  customer_code: string | null;
  eligible_for_new_account: boolean;
}

/**
 * user-manager: the signed-in member's profile (for an agent, the member acted for). Its
 * btpLimitReached is computed from the member's accounts and the tenant's product catalogue.
 */
export const userManager: ServicePlugin = async (app, deps) => {
  const { db, settings } = deps;
  await profileLists(app, deps);
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  app.get(
    '/v2/users/me/profile',
    {
      schema: contract.route('GET', '/user-manager/client-api/v2/users/me/profile'),
      preHandler: requirePermission(db, 'User Profiles', 'Manage User Profiles', 'view'),
    },
    async (request) => {
      const userId = request.caller.userId;
      const [user] = await db.query<UserRow>(
        `select id, full_name, preferred_language, customer_code, eligible_for_new_account
           from users where id = $1`,
        [userId],
      );
      if (!user) throw notFound('The profile could not be found.', 'profile.not-found');
      const catalogue = await loadProductCatalogue(db, settings.configDir, tenants.forHost(request.hostname).id);
      const [lists, btpLimitReached] = await Promise.all([
        Promise.all(profileKinds.map(async (kind) => [kind.segment, (await listEntries(db, kind, userId)).map(kind.recordOf)] as const)),
        limitReachedTypeIds(db, catalogue, userId),
      ]);
      return {
        fullName: user.full_name,
        preferredLanguage: user.preferred_language,
        ...Object.fromEntries(lists),
        additions: {
          userId: user.id,
          customerCode: user.customer_code ?? '',
          eligibleForNewAccount: String(user.eligible_for_new_account),
          btpLimitReached,
        },
      };
    },
  );
};
