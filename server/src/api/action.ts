import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import type { Database, Queryable } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { actingServiceAgreementOf, arrangementOfAgreement, requirePermission } from './request-context.js';
import { withoutEmpty } from './answer-fields.js';
import type {
  ActionRecipeCreationRequest,
  ActionRecipeSpecification,
  ActionRecipeUpdateRequest,
  QueryOf,
} from '../../../schemas/api/generated/api-types.js';

/**
 * The notification types of the tenant's published action-recipes.json (schemas/action-recipes.schema.json,
 * checked by loadPublishedFile), which are the contract's specifications: an operator's edit in
 * the studio (a channel switched off) applies from the next request after the publish.
 */
async function readSpecifications(db: Queryable, configDir: string, tenant: string): Promise<ActionRecipeSpecification[]> {
  return (await loadPublishedFile<{ specifications: ActionRecipeSpecification[] }>(db, configDir, tenant, 'action-recipes.json')).specifications;
}

/**
 * The balance-alert amount of spec/2 §5: optional minus, optional dollar sign, digits, up to two
 * decimals; empty means 0. The app validates the same pattern; the server is the one that counts.
 */
export const recipeAmountPattern = '^(-?\\$?[0-9]{1,12}(\\.[0-9]{1,2})?)?$';

/** "-$12.5" → "-12.50"; "" → "0.00". Plain string work, no floats. */
export function normalisedAmount(input: string): string {
  const negative = input.startsWith('-');
  const digits = input.replace(/^-/, '').replace(/^\$/, '');
  if (digits === '') return '0.00';
  const [whole = '0', fraction = ''] = digits.split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const value = `${wholeDigits}.${fraction.padEnd(2, '0')}`;
  return negative && /[1-9]/.test(value) ? `-${value}` : value;
}

interface RecipeRow {
  id: string;
  arrangement_id: string;
  specification_id: string;
  name: string;
  active: boolean;
  channels: string[];
  amount: string | null;
  currency: string | null;
}

function recipeOf(row: RecipeRow): Record<string, unknown> {
  return withoutEmpty({
    id: row.id,
    specificationId: row.specification_id,
    arrangementId: row.arrangement_id,
    name: row.name,
    active: row.active,
    actions: row.channels.map((type) => ({ type })),
    amount: row.amount !== null ? { amount: row.amount, currency: row.currency ?? 'USD' } : undefined,
  });
}

const recipeColumns = 'id, arrangement_id, specification_id, name, active, channels, amount::text as amount, currency';

/** Channels offered by the specification, amount present when required, in the account's currency. */
function checkedInput(specification: ActionRecipeSpecification, input: ActionRecipeUpdateRequest, accountCurrency: string) {
  const errors = input.actions.flatMap((action, index) =>
    specification.channels.includes(action.type)
      ? []
      : [{ key: 'actions', message: `channel ${action.type} is not offered`, context: { pointer: `/actions/${index}/type` } }],
  );
  if (specification.amountRequired && !input.amount) {
    errors.push({ key: 'amount', message: 'required', context: { pointer: '/amount' } });
  }
  if (input.amount && input.amount.currency !== accountCurrency) {
    errors.push({ key: 'amount', message: `currency must be ${accountCurrency}`, context: { pointer: '/amount/currency' } });
  }
  if (errors.length > 0) throw badRequest('The notification settings are not valid.', errors);
  return {
    channels: input.actions.map((action) => action.type),
    amount: input.amount ? normalisedAmount(input.amount.amount) : null,
    currency: input.amount ? accountCurrency : null,
  };
}

/** An arrangement of the acting agreement (its currency), else 404 like an unknown id. */
async function accountCurrencyOf(db: Database, serviceAgreementId: string, arrangementId: string): Promise<string> {
  const row = await arrangementOfAgreement(db, serviceAgreementId, arrangementId);
  if (!row) throw notFound('The arrangement could not be found.', 'arrangement.not-found');
  return row.currency;
}

/** A recipe of the caller on an arrangement of the acting agreement, else 404. */
async function recipeOfCaller(db: Database, request: FastifyRequest, recipeId: string): Promise<RecipeRow> {
  const serviceAgreementId = await actingServiceAgreementOf(db, request);
  const [row] = await db.query<RecipeRow>(
    `select ${recipeColumns} from action_recipes r
      where r.id = $1 and r.user_id = $2
        and r.arrangement_id in (select arrangement_id from service_agreement_arrangements where service_agreement_id = $3)`,
    [recipeId, request.caller.userId, serviceAgreementId],
  );
  if (!row) throw notFound('The notification setting could not be found.', 'action-recipe.not-found');
  return row;
}

/**
 * action: the member's notification recipes (balance and transactions alerts per account,
 * spec/2 §2.4) and the specifications they are made from. Recipes belong to the member and to
 * accounts of the service agreement they act in.
 */
export const action: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const specificationsOf = (request: FastifyRequest) => readSpecifications(db, settings.configDir, tenants.forHost(request.hostname).id);
  // The platform's entitlement for notifications is Actions.ManageActionRecipes plus
  // Notifications.ManageNotifications.view (spec/1 §6): both are checked.
  const canSeeNotifications = requirePermission(db, 'Notifications', 'Manage Notifications', 'view');
  const can = (privilege: 'view' | 'create' | 'edit' | 'delete') => [
    canSeeNotifications,
    requirePermission(db, 'Actions', 'Manage Action Recipes', privilege),
  ];

  app.get(
    '/v2/action-recipe-specifications',
    { schema: contract.route('GET', '/action/client-api/v2/action-recipe-specifications'), preHandler: can('view') },
    async (request) => specificationsOf(request),
  );

  app.get<{ Querystring: QueryOf<'listActionRecipes'> }>(
    '/v2/action-recipes',
    {
      schema: contract.route('GET', '/action/client-api/v2/action-recipes'),
      preHandler: can('view'),
    },
    async (request) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const rows = await db.query<RecipeRow>(
        `select ${recipeColumns} from action_recipes r
          where r.user_id = $1
            and r.arrangement_id in (select arrangement_id from service_agreement_arrangements where service_agreement_id = $2)
            and ($3::text is null or r.arrangement_id = $3)
            and ($4::text is null or r.specification_id = $4)
          order by r.arrangement_id, r.specification_id`,
        [request.caller.userId, serviceAgreementId, request.query.arrangementId ?? null, request.query.specificationId ?? null],
      );
      return rows.map(recipeOf);
    },
  );

  app.post<{ Body: ActionRecipeCreationRequest }>(
    '/v2/action-recipes',
    {
      schema: contract.route('POST', '/action/client-api/v2/action-recipes'),
      bodyLimit: 4 * 1024,
      preHandler: can('create'),
    },
    async (request, reply) => {
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      const specification = (await specificationsOf(request)).find((candidate) => candidate.id === request.body.specificationId);
      if (!specification) {
        throw badRequest('Unknown notification type.', [{ key: 'specificationId', message: 'unknown', context: { pointer: '/specificationId' } }]);
      }
      const currency = await accountCurrencyOf(db, serviceAgreementId, request.body.arrangementId);
      const values = checkedInput(specification, request.body, currency);
      const [row] = await db.query<RecipeRow>(
        `insert into action_recipes (id, user_id, arrangement_id, specification_id, name, active, channels, amount, currency)
         values ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9)
         on conflict (user_id, arrangement_id, specification_id) do nothing
         returning ${recipeColumns}`,
        [randomUUID(), request.caller.userId, request.body.arrangementId, specification.id, specification.name,
          request.body.active, values.channels, values.amount, values.currency],
      );
      if (!row) throw conflict('A notification setting of this type exists for this account.', 'action-recipe.exists');
      return reply.code(201).send(recipeOf(row));
    },
  );

  app.put<{ Params: { recipeId: string }; Body: ActionRecipeUpdateRequest }>(
    '/v2/action-recipes/:recipeId',
    {
      schema: contract.route('PUT', '/action/client-api/v2/action-recipes/{recipeId}'),
      bodyLimit: 4 * 1024,
      preHandler: can('edit'),
    },
    async (request) => {
      const existing = await recipeOfCaller(db, request, request.params.recipeId);
      const specification = (await specificationsOf(request)).find((candidate) => candidate.id === existing.specification_id);
      if (!specification) throw notFound('The notification setting could not be found.', 'action-recipe.not-found');
      const [account] = await db.query<{ currency: string }>('select currency from arrangements where id = $1', [existing.arrangement_id]);
      const values = checkedInput(specification, request.body, account?.currency ?? 'USD');
      const [row] = await db.query<RecipeRow>(
        `update action_recipes set active = $2, channels = $3, amount = $4::numeric, currency = $5, updated_at = now()
          where id = $1 returning ${recipeColumns}`,
        [existing.id, request.body.active, values.channels, values.amount, values.currency],
      );
      return recipeOf(row!);
    },
  );

  app.delete<{ Params: { recipeId: string } }>(
    '/v2/action-recipes/:recipeId',
    { schema: contract.route('DELETE', '/action/client-api/v2/action-recipes/{recipeId}'), preHandler: can('delete') },
    async (request, reply) => {
      const existing = await recipeOfCaller(db, request, request.params.recipeId);
      await db.query('delete from action_recipes where id = $1', [existing.id]);
      return reply.code(204).send();
    },
  );
};
