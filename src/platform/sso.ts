import type { QueryOf } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectRecord, stringOf } from './json.js';

export const ssoApplicationsPath = '/sso/client-api/v1/applications';

/** A single-sign-on session as the platform answers it: the application's name and the URL (or key) to hand over. */
export interface SsoSession {
  name: string;
  ssourl: string;
}

/** Asks the platform for a single-sign-on session with an external system (NOTES §1.7 sso/applications). */
export async function ssoSession(http: HttpClient, query: QueryOf<'getSsoApplication'>): Promise<SsoSession> {
  const answer = expectRecord(await http.get(ssoApplicationsPath, query), 'the single-sign-on session');
  const name = stringOf(answer.name);
  const ssourl = stringOf(answer.ssourl);
  if (name === undefined || ssourl === undefined) throw new Error('The platform answered a single-sign-on session it did not describe');
  return { name, ssourl };
}

/** The cashback rewards provider's session (spec/2 §1 "A rewards entry", spec/3 §7: amplify, program cashback). */
export function cardRewardsSession(http: HttpClient): Promise<SsoSession> {
  return ssoSession(http, { name: 'amplify', program: 'cashback' });
}
