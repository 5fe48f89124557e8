import useSWR from 'swr';
import type { BodyOf } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectRecord, isRecord } from './json.js';
import { usePlatform } from './platform-context.js';

const users = '/user-manager/client-api/v2/users';

/** SWR key of the signed-in user's record (users/me), which names their username. */
export const signedInUserKey = 'user-manager/users/me';

/** The username the member signs in with: users/me `additions.username` (the sandbox's; '' when a platform sends none). */
export async function signedInUsername(http: HttpClient): Promise<string> {
  const answer = expectRecord(await http.get(`${users}/me`), 'the signed-in user');
  return isRecord(answer.additions) && typeof answer.additions.username === 'string' ? answer.additions.username : '';
}

export function useSignedInUsername() {
  const { http } = usePlatform();
  return useSWR(signedInUserKey, () => signedInUsername(http));
}

/** Changes the member's password; the platform checks the current one and its rules (400 names each broken rule). */
export async function changePassword(http: HttpClient, passwords: BodyOf<'changePassword'>): Promise<void> {
  await http.post(`${users}/identities/password`, passwords);
}

/** Changes the member's username; every sign-in of the member ends with it. 409 when it is taken. */
export async function changeUsername(http: HttpClient, username: string): Promise<void> {
  const body: BodyOf<'changeUsername'> = { username };
  await http.post(`${users}/identities/username`, body);
}
