import type { UserProfile as ContractUserProfile } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectRecord, isRecord, stringOf } from './json.js';

/**
 * The contract's UserProfile (user-manager.json) as the app reads it: a missing name reads as '',
 * and `additions` keeps every string flag the platform sent (eligibility flags are 'true' / 'false'),
 * the contract's four and any a platform adds.
 */
export type UserProfile = Pick<ContractUserProfile, 'fullName'> & {
  additions: Readonly<Partial<ContractUserProfile['additions']> & Record<string, string>>;
};

export async function userProfile(http: HttpClient): Promise<UserProfile> {
  const answer = expectRecord(await http.get('/user-manager/client-api/v2/users/me/profile'), 'the profile');
  const additions: Record<string, string> = {};
  if (isRecord(answer.additions)) {
    for (const [key, value] of Object.entries(answer.additions)) if (typeof value === 'string') additions[key] = value;
  }
  return { fullName: stringOf(answer.fullName) ?? '', additions };
}

/**
 * What the server decided the member is eligible for: each addition that reads 'true'
 * (eligibleForNewAccount, spec/3 §3), for the entitlements' `eligible` operator. No profile, no
 * eligibility: features offered by eligibility stay hidden.
 */
export function eligibilityOf(profile: UserProfile | undefined): Record<string, boolean> {
  return Object.fromEntries(Object.entries(profile?.additions ?? {}).map(([name, value]) => [name, value === 'true']));
}
