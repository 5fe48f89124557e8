import { isRecord, useFinancialInstitutions, type AccountDetails } from '../../src/platform/index.js';

/**
 * The name of a linked account's institution. An account's details carry only its
 * `financialInstitutionId` (spec/2 §3), so the name comes from the institutions service unless
 * the platform embedded it; the header and the status banner ask together and share one request.
 */
export function useInstitutionName(account: AccountDetails | undefined): string | undefined {
  const embedded = account?.fields.financialInstitution;
  const name = isRecord(embedded) && typeof embedded.name === 'string' ? embedded.name : undefined;
  const id = name === undefined ? account?.financialInstitutionId : undefined;
  const institutions = useFinancialInstitutions(id === undefined ? [] : [id]);
  return name ?? (id === undefined ? undefined : institutions.data?.get(Number(id))?.name);
}
