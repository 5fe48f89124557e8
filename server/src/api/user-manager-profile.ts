import type { FastifyRequest } from 'fastify';
import { loadTenantDirectory } from '../config/tenants.js';
import type { Queryable } from '../db/database.js';
import { creditUnionNotice } from '../messages/credit-union-notice.js';
import { sendMemberNotice } from '../messages/member-notice.js';
import { loadProfileConfig, type ProfileConfig } from '../profile/config.js';
import { profileKinds, type ProfileKind } from '../profile/kinds.js';
import { addEntry, changeEntry, entryOf, listEntries, removeEntry, type EntryOutcome, type EntryRequest } from '../profile/store.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { requireRecentSignIn } from './recent-sign-in.js';
import { requirePermission } from './request-context.js';

const base = '/user-manager/client-api/v2/users/me/profile';

/**
 * user-manager's profile lists (NOTES: GET/POST …/profile/{electronic-addresses,phone-addresses,
 * postal-addresses}, GET/PUT/DELETE …/{key}; writes answer 2xx empty). The rules of the app's
 * forms hold here too (config/profile.json), so a client that skips the form is refused alike.
 * An agent acting for the member may make the change; the audit row names the agent. Each change
 * sends the member a secure message in the same transaction, and every change needs a recent
 * sign-in (the step-up challenge otherwise).
 */
export const profileLists: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const tenantOf = (request: FastifyRequest) => tenants.forHost(request.hostname).id;
  const recentSignIn = requireRecentSignIn(settings);
  const permission = (privilege: 'view' | 'create' | 'edit' | 'delete') => requirePermission(db, 'User Profiles', 'Manage User Profiles', privilege);

  /** Tells the member and records who made the change, in the change's transaction. */
  async function recordChange(tx: Queryable, request: FastifyRequest, kind: ProfileKind, config: ProfileConfig, outcome: EntryOutcome) {
    const { userId, actingAgentId } = request.caller;
    const notice = await creditUnionNotice(tx, settings.configDir, tenantOf(request), config.notices[kind.noun][outcome.change]);
    await sendMemberNotice(tx, userId, notice);
    await tx.query(`insert into audit_events (actor_id, subject_id, action, details) values ($1, $2, $3, $4)`, [
      actingAgentId ?? userId,
      userId,
      `profile.${kind.noun}.${outcome.change}`,
      JSON.stringify({ key: outcome.key }),
    ]);
  }

  for (const kind of profileKinds) {
    const listPath = `${base}/${kind.segment}`;
    const entryPath = `${listPath}/{key}`;
    const local = (path: string) => path.replace('/user-manager/client-api', '').replace('{key}', ':key');

    app.get(local(listPath), { schema: contract.route('GET', listPath), preHandler: permission('view') }, async (request) => ({
      [kind.segment]: (await listEntries(db, kind, request.caller.userId)).map(kind.recordOf),
    }));

    app.get<{ Params: { key: string } }>(local(entryPath), { schema: contract.route('GET', entryPath), preHandler: permission('view') }, async (request) =>
      kind.recordOf(await entryOf(db, kind, request.caller.userId, request.params.key)),
    );

    app.post<{ Body: EntryRequest }>(
      local(listPath),
      { bodyLimit: 4 * 1024, schema: contract.route('POST', listPath), preHandler: [permission('create'), recentSignIn] },
      async (request, reply) => {
        const config = await loadProfileConfig(db, settings.configDir, tenantOf(request));
        await db.transaction(async (tx) => {
          const outcome = await addEntry(tx, kind, config, request.caller.userId, request.body);
          await recordChange(tx, request, kind, config, outcome);
        });
        return reply.code(201).send();
      },
    );

    app.put<{ Params: { key: string }; Body: EntryRequest }>(
      local(entryPath),
      { bodyLimit: 4 * 1024, schema: contract.route('PUT', entryPath), preHandler: [permission('edit'), recentSignIn] },
      async (request, reply) => {
        const config = await loadProfileConfig(db, settings.configDir, tenantOf(request));
        await db.transaction(async (tx) => {
          const outcome = await changeEntry(tx, kind, config, request.caller.userId, request.params.key, request.body);
          await recordChange(tx, request, kind, config, outcome);
        });
        return reply.code(204).send();
      },
    );

    app.delete<{ Params: { key: string } }>(
      local(entryPath),
      { schema: contract.route('DELETE', entryPath), preHandler: [permission('delete'), recentSignIn] },
      async (request, reply) => {
        const config = await loadProfileConfig(db, settings.configDir, tenantOf(request));
        await db.transaction(async (tx) => {
          const outcome = await removeEntry(tx, kind, request.caller.userId, request.params.key);
          await recordChange(tx, request, kind, config, outcome);
        });
        return reply.code(204).send();
      },
    );
  }
};
