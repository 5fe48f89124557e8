import type { ServicePlugin } from './index.js';
import { requirePermission } from './request-context.js';
import { withoutEmpty } from './answer-fields.js';
import { contract } from './contract/index.js';
import { notFound } from '../http/errors.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { limitReachedTypeIds } from '../payments/account-opening.js';
import { loadProductCatalogue } from '../payments/product-catalogue.js';

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
export const userManager: ServicePlugin = async (app, { db, settings }) => {
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
      const [phones, emails, postals, btpLimitReached] = await Promise.all([
        db.query<{ key: string; type: string; is_primary: boolean; number: string }>(
          'select key, type, is_primary, number from phone_addresses where user_id = $1 order by is_primary desc, key',
          [userId],
        ),
        db.query<{ key: string; type: string; is_primary: boolean; address: string }>(
          'select key, type, is_primary, address from electronic_addresses where user_id = $1 order by is_primary desc, key',
          [userId],
        ),
        db.query<Record<string, string | boolean | null>>(
          `select key, type, is_primary, department, sub_department, address_line, building_number, street_name,
                  town_name, country_sub_division, postal_code, country
             from postal_addresses where user_id = $1 order by is_primary desc, key`,
          [userId],
        ),
        limitReachedTypeIds(db, catalogue, userId),
      ]);
      return {
        fullName: user.full_name,
        preferredLanguage: user.preferred_language,
        'phone-addresses': phones.map((p) => ({ key: p.key, type: p.type, primary: p.is_primary, number: p.number })),
        'electronic-addresses': emails.map((e) => ({ key: e.key, type: e.type, primary: e.is_primary, address: e.address })),
        'postal-addresses': postals.map((p) =>
          withoutEmpty({
            key: p.key,
            type: p.type,
            primary: p.is_primary,
            department: p.department,
            subDepartment: p.sub_department,
            addressLine: p.address_line,
            buildingNumber: p.building_number,
            streetName: p.street_name,
            townName: p.town_name,
            countrySubDivision: p.country_sub_division,
            postalCode: p.postal_code,
            country: p.country,
          }),
        ),
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
