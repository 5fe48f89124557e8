import type { FastifyRequest } from 'fastify';
import { loadTenantDirectory } from '../config/tenants.js';
import { loadEnrollmentConfig } from '../enrollment/config.js';
import { changePassword, changeUsername } from '../enrollment/credential-changes.js';
import { forbidden, notFound } from '../http/errors.js';
import { creditUnionNotice } from '../messages/credit-union-notice.js';
import type { BodyOf } from '../../../schemas/api/generated/api-types.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { requireRecentSignIn } from './recent-sign-in.js';
import { requirePermission } from './request-context.js';

const base = '/user-manager/client-api/v2/users';

/** Only the member changes their own credentials: an agent acting for them is refused, as for the terms. */
async function refuseAgent(request: FastifyRequest) {
  if (request.caller.actingAgentId !== undefined) throw forbidden('Only the member can change their own password or username.');
}

/**
 * user-manager's Login & Security (spec/2 §2.8, §5): the signed-in user with the username they
 * sign in with, and the member changing their password or username, each behind a recent sign-in
 * (recent-sign-in.ts) and told to the member by secure message.
 */
export const loginSecurity: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const tenantOf = (request: FastifyRequest) => tenants.forHost(request.hostname).id;
  const view = requirePermission(db, 'User Profiles', 'Manage User Profiles', 'view');
  const change = [requirePermission(db, 'User Profiles', 'Manage User Profiles', 'edit'), refuseAgent, requireRecentSignIn(settings)];
  const requesterOf = (request: FastifyRequest) => ({ userId: request.caller.userId, sessionId: request.caller.sessionId, ip: request.ip });

  app.get('/v2/users/me', { schema: contract.route('GET', `${base}/me`), preHandler: view }, async (request) => {
    const [user] = await db.query<{ id: string; externalId: string; legalEntityId: string; legalEntityName: string; fullName: string; preferredLanguage: string; username: string }>(
      `select id, external_id as "externalId", legal_entity_id as "legalEntityId", legal_entity_name as "legalEntityName",
              full_name as "fullName", preferred_language as "preferredLanguage", username
         from users where id = $1`,
      [request.caller.userId],
    );
    if (!user) throw notFound('The user could not be found.', 'profile.not-found');
    const { username, ...record } = user;
    return { ...record, additions: { username } };
  });

  app.post<{ Body: BodyOf<'changePassword'> }>(
    '/v2/users/identities/password',
    { bodyLimit: 4 * 1024, schema: contract.route('POST', `${base}/identities/password`), preHandler: change },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const config = await loadEnrollmentConfig(db, settings.configDir, tenant);
      const notice = await creditUnionNotice(db, settings.configDir, tenant, config.credentialChanges.passwordNotice);
      await changePassword(db, requesterOf(request), request.body, { config, lockout: settings.signIn.lockout, notice });
      return reply.code(204).send();
    },
  );

  app.post<{ Body: BodyOf<'changeUsername'> }>(
    '/v2/users/identities/username',
    { bodyLimit: 4 * 1024, schema: contract.route('POST', `${base}/identities/username`), preHandler: change },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const config = await loadEnrollmentConfig(db, settings.configDir, tenant);
      const username = request.body.username.trim();
      const notice = await creditUnionNotice(db, settings.configDir, tenant, config.credentialChanges.usernameNotice, { username });
      await changeUsername(db, requesterOf(request), username, { config, notice });
      return reply.code(204).send();
    },
  );
};

/** user-manager with Login & Security beside the profile: one service prefix, two plugins. */
export const withLoginSecurity =
  (userManager: ServicePlugin): ServicePlugin =>
  async (app, options) => {
    await userManager(app, options);
    await loginSecurity(app, options);
  };
