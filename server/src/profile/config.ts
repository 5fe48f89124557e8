import type { Queryable } from '../db/database.js';
import { loadPublishedFile } from '../config/published-file.js';

/** What the member is told after one kind of change (placeholders {date} and {phone}). */
export interface ProfileNoticeText {
  title: string;
  message: string;
}

export type ProfileChange = 'added' | 'changed' | 'removed' | 'madePrimary';

/** config/profile.json as schemas/profile.schema.json describes it. */
export interface ProfileConfig {
  limits: { emailAddresses: number; phoneNumbers: number; postalAddresses: number };
  emailTypes: string[];
  emailTypeSelection: boolean;
  phoneTypes: string[];
  postalAddressTypes: Array<'HOME' | 'MAILING'>;
  defaultPostalAddressType: 'HOME' | 'MAILING';
  defaultCountry: string;
  poBoxPattern: string;
  usStates: Array<{ code: string; name: string }>;
  notices: Record<'email' | 'phone' | 'address', Record<ProfileChange, ProfileNoticeText>>;
}

export const profileConfigFile = 'profile.json';

/** The tenant's published profile rules. */
export const loadProfileConfig = (db: Queryable, configDir: string, tenant: string): Promise<ProfileConfig> =>
  loadPublishedFile<ProfileConfig>(db, configDir, tenant, profileConfigFile);
