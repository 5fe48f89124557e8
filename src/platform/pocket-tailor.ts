import useSWR, { type SWRResponse } from 'swr';
import type { BodyOf } from '../../schemas/api/generated/api-types.js';
import type { PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { decimalOf, expectArray, expectRecord, isRecord, stringOf } from './json.js';
import { usePlatform } from './platform-context.js';

/**
 * pocket-tailor (NOTES: /pocket-tailor/client-api/v2/pockets): the member's savings pockets under
 * a savings account. Money moves in and out of a pocket by payment orders naming its
 * `arrangementId` (payment-order-service), like any transfer.
 */

export const pocketsPath = '/pocket-tailor/client-api/v2/pockets';

export interface SavingsPocket {
  readonly id: string;
  readonly arrangementId: string;
  readonly parentArrangementId: string;
  readonly name: string;
  readonly icon: string;
  /** Decimal string. */
  readonly balance: string;
  readonly currency: string;
  readonly goal?: { readonly amount: string; readonly deadline?: string; readonly progress: number };
}

export type PocketCreation = BodyOf<'createPocket'>;
export type PocketUpdate = BodyOf<'updatePocket'>;

function readPocket(value: unknown): SavingsPocket | undefined {
  if (!isRecord(value) || !isRecord(value.balance)) return undefined;
  const id = stringOf(value.id);
  const arrangementId = stringOf(value.arrangementId);
  const balance = decimalOf(value.balance.amount);
  if (!id || !arrangementId || balance === undefined) return undefined;
  const goal = isRecord(value.goal) && isRecord(value.goal.amountCurrency) ? value.goal : undefined;
  const goalAmount = goal && isRecord(goal.amountCurrency) ? decimalOf(goal.amountCurrency.amount) : undefined;
  const deadline = stringOf(goal?.deadline);
  return {
    id,
    arrangementId,
    parentArrangementId: stringOf(value.parentArrangementId) ?? '',
    name: stringOf(value.name) ?? '',
    icon: stringOf(value.icon) ?? '',
    balance,
    currency: stringOf(value.balance.currencyCode) ?? '',
    ...(goalAmount !== undefined
      ? { goal: { amount: goalAmount, progress: typeof goal?.progress === 'number' ? goal.progress : 0, ...(deadline ? { deadline } : {}) } }
      : {}),
  };
}

export function readPockets(answer: unknown): SavingsPocket[] {
  return expectArray(expectRecord(answer, 'the pockets').pockets, 'the pockets')
    .map(readPocket)
    .filter((pocket): pocket is SavingsPocket => pocket !== undefined);
}

export const pocketSwrKeys = { list: 'pocket-tailor/pockets' } as const;

export function usePockets(): SWRResponse<SavingsPocket[], PlatformError | Error> {
  const { http } = usePlatform();
  return useSWR(pocketSwrKeys.list, async () => readPockets(await http.get(pocketsPath)));
}

export async function createPocket(http: HttpClient, request: PocketCreation): Promise<void> {
  await http.post(pocketsPath, request);
}

/** Renames a pocket, gives it another icon, goal or date; a request without a goal removes it. */
export async function updatePocket(http: HttpClient, id: string, request: PocketUpdate): Promise<void> {
  await http.put(`${pocketsPath}/${encodeURIComponent(id)}`, request);
}

/** Closes a pocket; its whole balance goes to `arrangementId` (its parent when left out). */
export async function closePocket(http: HttpClient, id: string, arrangementId?: string): Promise<void> {
  await http.post(`${pocketsPath}/closed`, arrangementId ? { id, arrangementId } : { id });
}
