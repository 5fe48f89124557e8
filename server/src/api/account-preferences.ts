import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountPreferences, AccountPreferencesChange } from '../../../schemas/api/generated/api-types.js';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import type { Database, Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import type { ServerSettings } from '../settings.js';
import { contract } from './contract/index.js';
import { actingServiceAgreementOf, requirePermission } from './request-context.js';

/** config/accounts.json (schemas/accounts.schema.json). */
interface AccountsConfig {
  aliasMaxLength: number;
}

const accountsConfigFile = 'accounts.json';
const path = '/arrangement-manager/client-api/v2/arrangements/user-preferences';

/**
 * The member's order of the accounts of one kind (Manage Accounts): favourites first, then the
 * places the member gave them, then the product's own order. `account` and `preference` name the
 * query's arrangements row and the member's user_arrangement_preferences row (or one row holding
 * both columns: display_name, id, favorite, position).
 */
export function memberOrder(account: string, preference = account): string {
  return `coalesce(${preference}.favorite, false) desc, ${preference}.position nulls last, ${account}.display_name, ${account}.id`;
}

/**
 * The alias to store: undefined leaves it as it is, null gives the account back the product's
 * name (sent empty, blank or null), anything else is the trimmed name, refused when longer than
 * the credit union allows.
 */
function aliasOf(sent: AccountPreferencesChange['alias'], maxLength: number): string | null | undefined {
  if (sent === undefined) return undefined;
  const alias = sent?.trim() ?? '';
  if (alias === '') return null;
  if ([...alias].length > maxLength) {
    throw badRequest(
      `The account name may have at most ${maxLength} characters.`,
      [{ message: `At most ${maxLength} characters.`, key: 'preferences.alias.too-long', context: { field: 'alias', maxLength } }],
      'preferences.alias.too-long',
    );
  }
  return alias;
}

interface AccountRow {
  id: string;
  product_kind_id: number;
  product_visible: boolean;
  alias: string | null;
  visible: boolean | null;
  favorite: boolean | null;
  position: number | null;
}

/** The account with the member's preferences, only when it is one of the agreement's (else 404, like an id that does not exist). */
async function accountOf(db: Queryable, serviceAgreementId: string, userId: string, arrangementId: string): Promise<AccountRow> {
  const [row] = await db.query<AccountRow>(
    `select a.id, a.product_kind_id, a.visible as product_visible, p.alias, p.visible, p.favorite, p.position
       from arrangements a
       join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
       left join user_arrangement_preferences p on p.arrangement_id = a.id and p.user_id = $2
      where a.id = $3`,
    [serviceAgreementId, userId, arrangementId],
  );
  if (!row) throw notFound('The account could not be found.', 'arrangement.not-found');
  return row;
}

/**
 * Puts the account at `position` among the agreement's accounts of its kind, in the order the
 * member sees them, and numbers them all again from 0: a place is then always the one the member
 * sees, whatever places were stored before.
 */
async function placeAccount(tx: Queryable, serviceAgreementId: string, userId: string, account: AccountRow, position: number): Promise<void> {
  const rows = await tx.query<{ id: string }>(
    `select a.id
       from arrangements a
       join service_agreement_arrangements saa on saa.arrangement_id = a.id and saa.service_agreement_id = $1
       left join user_arrangement_preferences p on p.arrangement_id = a.id and p.user_id = $2
      where a.product_kind_id = $3
      order by ${memberOrder('a', 'p')}`,
    [serviceAgreementId, userId, account.product_kind_id],
  );
  const order = rows.map((row) => row.id).filter((id) => id !== account.id);
  order.splice(Math.min(position, order.length), 0, account.id);
  await tx.query(
    `insert into user_arrangement_preferences (user_id, arrangement_id, position)
     select $1, placed.id, placed.place - 1 from unnest($2::text[]) with ordinality as placed(id, place)
     on conflict (user_id, arrangement_id) do update set position = excluded.position`,
    [userId, order],
  );
}

/**
 * GET/PUT arrangements/user-preferences (NOTES "Manage accounts"): the member's own name for an
 * account, whether My Accounts lists it, whether it is a favourite, and its place in their order.
 * Reading needs Product Summary view, changing it Product Summary edit; an account outside the
 * context the member acts in answers 404. Every change is audited.
 */
export async function accountPreferencesRoutes(app: FastifyInstance, db: Database, settings: ServerSettings): Promise<void> {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const configOf = (request: FastifyRequest) =>
    loadPublishedFile<AccountsConfig>(db, settings.configDir, tenants.forHost(request.hostname).id, accountsConfigFile);

  app.get<{ Querystring: { arrangementId: string } }>(
    '/v2/arrangements/user-preferences',
    { schema: contract.route('GET', path), preHandler: requirePermission(db, 'Product Summary', 'Product Summary', 'view') },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const row = await accountOf(db, serviceAgreementId, request.caller.userId, request.query.arrangementId);
      const answer: AccountPreferences = {
        arrangementId: row.id,
        ...(row.alias === null ? {} : { alias: row.alias }),
        visible: row.visible ?? row.product_visible,
        favorite: row.favorite ?? false,
        ...(row.position === null ? {} : { position: row.position }),
      };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.put<{ Body: AccountPreferencesChange }>(
    '/v2/arrangements/user-preferences',
    { schema: contract.route('PUT', path), bodyLimit: 4096, preHandler: requirePermission(db, 'Product Summary', 'Product Summary', 'edit') },
    async (request, reply) => {
      const change = request.body;
      const { userId, actingAgentId } = request.caller;
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const alias = aliasOf(change.alias, (await configOf(request)).aliasMaxLength);
      await db.transaction(async (tx) => {
        // One member's changes one after another: a move numbers all the kind's accounts again.
        await tx.query('select 1 from users where id = $1 for no key update', [userId]);
        const account = await accountOf(tx, serviceAgreementId, userId, change.arrangementId);
        await tx.query('insert into user_arrangement_preferences (user_id, arrangement_id) values ($1, $2) on conflict do nothing', [userId, account.id]);
        const params: unknown[] = [userId, account.id];
        const assignments: string[] = [];
        const assign = (column: string, value: unknown) => {
          params.push(value);
          assignments.push(`${column} = $${params.length}`);
        };
        if (alias !== undefined) assign('alias', alias);
        if (change.visible !== undefined) assign('visible', change.visible);
        if (change.favorite !== undefined) assign('favorite', change.favorite);
        if (assignments.length > 0) {
          await tx.query(`update user_arrangement_preferences set ${assignments.join(', ')} where user_id = $1 and arrangement_id = $2`, params);
        }
        if (change.position !== undefined) await placeAccount(tx, serviceAgreementId, userId, account, change.position);
        await tx.query(`insert into audit_events (actor_id, subject_id, action, details) values ($1, $2, 'arrangement.preferences-changed', $3::jsonb)`, [
          actingAgentId ?? userId,
          userId,
          JSON.stringify({ ...change, ...(alias === undefined ? {} : { alias }), serviceAgreementId }),
        ]);
      });
      return reply.code(204).send();
    },
  );
}
