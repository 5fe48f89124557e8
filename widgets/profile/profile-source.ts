import useSWR, { useSWRConfig } from 'swr';
import {
  personalProfile,
  personalProfileSwrKey,
  swrKeys,
  usePlatform,
  type PersonalProfile,
  type ProfileAddress,
  type ProfileEmail,
  type ProfilePhone,
} from '../../src/platform/index.js';
import type { Noun } from './entry-actions.js';

export function usePersonalProfile() {
  const { http } = usePlatform();
  return useSWR(personalProfileSwrKey, () => personalProfile(http));
}

/** Reads the profile again wherever it is shown (this page and the shell's name) after a change. */
export function useRefreshProfile(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => Promise.all([mutate(personalProfileSwrKey), mutate(swrKeys.profile)]);
}

export type ProfileEntry = ProfileEmail | ProfilePhone | ProfileAddress;

export function entriesOf(profile: PersonalProfile, noun: Noun): ProfileEntry[] {
  if (noun === 'email') return profile.emails;
  if (noun === 'phone') return profile.phones;
  return profile.addresses;
}

const addressFields = ['type', 'buildingNumber', 'streetName', 'townName', 'countrySubDivision', 'postalCode', 'country'] as const;

/** The entry as a change request that keeps it as it is (Make primary adds primary: true). */
export function unchangedRequest(entry: ProfileEntry): Record<string, string> {
  if ('address' in entry) return { address: entry.address };
  if ('number' in entry) return { number: entry.number, type: entry.type };
  const request: Record<string, string> = {};
  for (const field of addressFields) {
    const value = entry[field];
    if (typeof value === 'string' && value !== '') request[field] = value;
  }
  return request;
}
