import type {
  ElectronicAddress,
  ElectronicAddressRequest,
  PhoneAddress,
  PhoneAddressRequest,
  PostalAddress,
  PostalAddressRequest,
  UserProfile as ContractUserProfile,
} from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectRecord, isRecord, stringOf, type JsonRecord } from './json.js';

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

/** The profile's three lists by the platform's path segment (user-manager …/users/me/profile/<kind>). */
export type ProfileKind = 'electronic-addresses' | 'phone-addresses' | 'postal-addresses';

export type ProfileEmail = ElectronicAddress;
export type ProfilePhone = PhoneAddress;
export type ProfileAddress = PostalAddress;
export type ProfileEmailChange = ElectronicAddressRequest;
export type ProfilePhoneChange = PhoneAddressRequest;
export type ProfileAddressChange = PostalAddressRequest;

/** The Personal information page's reading of the profile: the name, the three lists and the member's ids. */
export interface PersonalProfile {
  fullName: string;
  emails: ProfileEmail[];
  phones: ProfilePhone[];
  addresses: ProfileAddress[];
  userId: string | undefined;
  memberNumber: string | undefined;
}

const profilePath = '/user-manager/client-api/v2/users/me/profile';

/** An entry of a list: key, type and primary are what every kind has; the rest stays as sent. */
function entriesOf(value: unknown): Array<JsonRecord & { key: string; type: string; primary: boolean }> {
  return (Array.isArray(value) ? value : []).flatMap((item) => {
    if (!isRecord(item) || typeof item.key !== 'string') return [];
    return [{ ...item, key: item.key, type: stringOf(item.type) ?? '', primary: item.primary === true }];
  });
}

export async function personalProfile(http: HttpClient): Promise<PersonalProfile> {
  const answer = expectRecord(await http.get(profilePath), 'the profile');
  const additions = isRecord(answer.additions) ? answer.additions : {};
  const strings = (entry: JsonRecord) => Object.fromEntries(Object.entries(entry).filter(([, value]) => typeof value === 'string'));
  return {
    fullName: stringOf(answer.fullName) ?? '',
    emails: entriesOf(answer['electronic-addresses']).map((entry) => ({ key: entry.key, type: entry.type, primary: entry.primary, address: stringOf(entry.address) ?? '' })),
    phones: entriesOf(answer['phone-addresses']).map((entry) => ({ key: entry.key, type: entry.type, primary: entry.primary, number: stringOf(entry.number) ?? '' })),
    addresses: entriesOf(answer['postal-addresses']).map((entry) => ({ ...strings(entry), key: entry.key, type: entry.type, primary: entry.primary })),
    userId: stringOf(additions.userId) || undefined,
    memberNumber: stringOf(additions.customerCode) || undefined,
  };
}

/** Adds an entry to one of the lists; the platform answers nothing, so the page reads the profile again. */
export async function addProfileEntry(http: HttpClient, kind: ProfileKind, entry: ProfileEmailChange | ProfilePhoneChange | ProfileAddressChange): Promise<void> {
  await http.post(`${profilePath}/${kind}`, entry);
}

/** Changes an entry (with primary true: makes it the primary one). */
export async function changeProfileEntry(
  http: HttpClient,
  kind: ProfileKind,
  key: string,
  entry: ProfileEmailChange | ProfilePhoneChange | ProfileAddressChange,
): Promise<void> {
  await http.put(`${profilePath}/${kind}/${encodeURIComponent(key)}`, entry);
}

export async function removeProfileEntry(http: HttpClient, kind: ProfileKind, key: string): Promise<void> {
  await http.delete(`${profilePath}/${kind}/${encodeURIComponent(key)}`);
}

export const personalProfileSwrKey = 'user-manager/personal-profile';
