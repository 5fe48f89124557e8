import useSWR from 'swr';
import type { FinancialInstitutionList, QueryOf } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectArray, expectRecord, isRecord } from './json.js';
import { usePlatform } from './platform-context.js';

/** Another institution whose accounts a member links (spec/2 §7). */
export type FinancialInstitution = FinancialInstitutionList['financialInstitutions'][number];

const institutionsPath = '/financial-institution-manager/client-api/v1/financial-institutions';

const isInstitution = (value: unknown): value is FinancialInstitution =>
  isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string' && typeof value.logo === 'string';

/** The contract's ids are positive whole numbers; the app holds them as whatever the account answered. */
function institutionIds(ids: readonly (string | number | undefined)[]): number[] {
  const wanted = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(wanted)].sort((a, b) => a - b);
}

/** The institutions of `ids` by id, in one request; an id the platform does not know is left out. */
export async function financialInstitutions(http: HttpClient, ids: readonly number[]): Promise<ReadonlyMap<number, FinancialInstitution>> {
  const query: QueryOf<'listFinancialInstitutions'> = { ids: [...ids] };
  const answer = expectRecord(await http.get(institutionsPath, query), 'the financial institutions');
  const found = expectArray(answer.financialInstitutions, 'the financial institutions').filter(isInstitution);
  return new Map(found.map((institution) => [institution.id, institution]));
}

/**
 * The institutions of every id a page shows, asked for together (the same ids share one cached
 * request whatever their order); nothing is asked when there are none.
 */
export function useFinancialInstitutions(ids: readonly (string | number | undefined)[]) {
  const { http } = usePlatform();
  const wanted = institutionIds(ids);
  return useSWR(wanted.length > 0 ? `financial-institution-manager/financial-institutions?${wanted.join(',')}` : null, () => financialInstitutions(http, wanted));
}
