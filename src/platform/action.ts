import useSWR from 'swr';
import {
  actionRecipeSpecificationTypeValues,
  notificationChannelValues,
  type ActionRecipe,
  type ActionRecipeSpecification,
  type ActionRecipeUpdateRequest,
  type BodyOf,
  type NotificationChannel,
  type QueryOf,
} from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { booleanOf, decimalOf, expectArray, expectRecord, isRecord, listOf, namedEntryOf, oneOf, stringOf } from './json.js';
import { usePlatform } from './platform-context.js';

/**
 * Notification recipes (spec/2 §2.4, §3 "Notification recipe"): the platform's action service in
 * its "actions" API mode. A recipe specification is an alert kind the credit union offers, with
 * the channels it may be sent by; a recipe is one member's alert of that kind on one account.
 */
export type { NotificationChannel };
export const notificationChannels = notificationChannelValues;

/**
 * An alert kind: `balance` (balance below an amount) or `transactions` (every new transaction),
 * with only the channels offered (spec/2 §5 "Channels"). A kind of another type is left out.
 */
export type RecipeSpecification = ActionRecipeSpecification;

/**
 * The contract's ActionRecipe as the app reads it: its actions as the channels they send by (an
 * action of another type is left out), the name a platform may omit, and a balance alert's
 * threshold (a decimal string) only when it comes with its currency.
 */
export type NotificationRecipe = Pick<ActionRecipe, 'id' | 'specificationId' | 'arrangementId' | 'active'> &
  Partial<Pick<ActionRecipe, 'name'>> & {
    channels: NotificationChannel[];
    amount?: ActionRecipeUpdateRequest['amount'];
  };

/** The contract's ActionRecipeUpdateRequest with its actions named by their channels. */
export type RecipeChanges = Pick<ActionRecipeUpdateRequest, 'active' | 'amount'> & {
  channels: readonly ActionRecipeUpdateRequest['actions'][number]['type'][];
};

const base = '/action/client-api/v2';
export const recipeSpecificationsPath = `${base}/action-recipe-specifications`;
export const recipesPath = `${base}/action-recipes`;

const isChannel = oneOf(notificationChannelValues);
const isSpecificationType = oneOf(actionRecipeSpecificationTypeValues);

function specificationOf(value: unknown): RecipeSpecification | undefined {
  const named = namedEntryOf(value);
  if (!named || !isSpecificationType(named.entry.type)) return undefined;
  const { entry, id, name } = named;
  return {
    id,
    name,
    type: named.entry.type,
    channels: listOf(entry.channels, isChannel),
    amountRequired: booleanOf(entry.amountRequired) ?? false,
  };
}

export function readRecipe(value: unknown): NotificationRecipe | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const specificationId = stringOf(value.specificationId);
  const arrangementId = stringOf(value.arrangementId);
  if (!id || !specificationId || !arrangementId) return undefined;
  const channels = Array.isArray(value.actions)
    ? value.actions.map((action) => (isRecord(action) ? action.type : undefined)).filter(isChannel)
    : [];
  const amount = isRecord(value.amount) ? decimalOf(value.amount.amount) : undefined;
  const currency = isRecord(value.amount) ? stringOf(value.amount.currency) : undefined;
  return {
    id,
    specificationId,
    arrangementId,
    name: stringOf(value.name),
    active: booleanOf(value.active) ?? false,
    channels,
    amount: amount !== undefined && currency ? { amount, currency } : undefined,
  };
}

export async function recipeSpecifications(http: HttpClient): Promise<RecipeSpecification[]> {
  return expectArray(await http.get(recipeSpecificationsPath), 'the recipe specifications')
    .map(specificationOf)
    .filter((specification): specification is RecipeSpecification => specification !== undefined);
}

/** The member's recipes on one account. */
export async function notificationRecipes(http: HttpClient, arrangementId: string): Promise<NotificationRecipe[]> {
  const query: QueryOf<'listActionRecipes'> = { arrangementId };
  return expectArray(await http.get(recipesPath, query), 'the notification recipes')
    .map(readRecipe)
    .filter((recipe): recipe is NotificationRecipe => recipe !== undefined);
}

function bodyOf(changes: RecipeChanges): ActionRecipeUpdateRequest {
  return {
    active: changes.active,
    actions: changes.channels.map((type) => ({ type })),
    ...(changes.amount ? { amount: changes.amount } : {}),
  };
}

/**
 * Saves an alert: updates the member's recipe when there is one, creates it otherwise. Resolves
 * to the recipe as saved.
 */
export async function saveNotificationRecipe(
  http: HttpClient,
  target: Pick<BodyOf<'createActionRecipe'>, 'specificationId' | 'arrangementId'> & { recipeId?: ActionRecipe['id'] },
  changes: RecipeChanges,
): Promise<NotificationRecipe> {
  const creation = { specificationId: target.specificationId, arrangementId: target.arrangementId, ...bodyOf(changes) } satisfies BodyOf<'createActionRecipe'>;
  const answer =
    target.recipeId === undefined
      ? await http.post(recipesPath, creation)
      : await http.put(`${recipesPath}/${encodeURIComponent(target.recipeId)}`, bodyOf(changes));
  const recipe = readRecipe(expectRecord(answer, 'the saved recipe'));
  if (!recipe) throw new Error('The platform answered the recipe save without a recipe');
  return recipe;
}

/**
 * The balance-alert amount as the platform takes it (spec/2 §5): the dollar sign stripped, empty
 * meaning 0. The text is kept as typed otherwise, never turned into a float.
 */
export function normalizeAlertAmount(typed: string | undefined): string {
  const text = (typed ?? '').trim().replace('$', '');
  return text === '' || text === '-' ? '0' : text;
}

/** SWR keys of the action service's reads; `mutate(recipesKey(id))` refreshes an account's recipes. */
export const recipeSpecificationsKey = 'action/action-recipe-specifications';
export const recipesKey = (arrangementId: string) => `action/action-recipes/${arrangementId}`;

export function useRecipeSpecifications() {
  const { http } = usePlatform();
  return useSWR(recipeSpecificationsKey, () => recipeSpecifications(http));
}

/** `arrangementId` undefined holds the request back. */
export function useNotificationRecipes(arrangementId: string | undefined) {
  const { http } = usePlatform();
  return useSWR(arrangementId === undefined ? null : recipesKey(arrangementId), () => notificationRecipes(http, arrangementId as string));
}
