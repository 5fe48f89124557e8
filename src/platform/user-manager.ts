import type { HttpClient } from './http.js';
import { expectRecord, isRecord, stringOf } from './json.js';

export interface UserProfile {
  fullName: string;
  /** The platform's additions: a string map (eligibility flags are 'true' / 'false'). */
  additions: Readonly<Record<string, string>>;
}

export async function userProfile(http: HttpClient): Promise<UserProfile> {
  const answer = expectRecord(await http.get('/user-manager/client-api/v2/users/me/profile'), 'the profile');
  const additions: Record<string, string> = {};
  if (isRecord(answer.additions)) {
    for (const [key, value] of Object.entries(answer.additions)) if (typeof value === 'string') additions[key] = value;
  }
  return { fullName: stringOf(answer.fullName) ?? '', additions };
}
