import type { BodyOf } from '../../../schemas/api/generated/api-types.js';
import { withoutEmpty } from '../api/answer-fields.js';
import type { ErrorItem } from '../http/errors.js';
import type { ProfileConfig } from './config.js';
import { checkEmail, checkPhone, checkPostalAddress, type Checked } from './rules.js';

/** One list in the member's profile: its path segment, table, columns and rules. */
export interface ProfileKind {
  /** The platform's path segment and the list's name in answers. */
  segment: 'electronic-addresses' | 'phone-addresses' | 'postal-addresses';
  /** The word in error keys, audit actions and config/profile.json notices. */
  noun: 'email' | 'phone' | 'address';
  table: string;
  /** Column values and problems of a request body; currentType when changing an existing entry. */
  check(body: unknown, config: ProfileConfig, currentType?: string): { problems: ErrorItem[]; values: Record<string, string | null> };
  limit(config: ProfileConfig): number;
  /** Whether each type may be held once (a phone per type, an address per type). */
  typeOnce: boolean;
  /** Whether the primary entry may be removed (a primary address may not). */
  primaryRemovable: boolean;
  /** Whether the last entry may be removed (the last phone number may not). */
  lastRemovable: boolean;
  /** The answer's record from a row of the table. */
  recordOf(row: Record<string, unknown>): Record<string, unknown>;
}

/** A checked record's values as the table's columns. */
const columnsOf = <T extends object>(checked: Checked<T>) => ({ problems: checked.problems, values: { ...checked.values } as Record<string, string | null> });

export const profileKinds: readonly ProfileKind[] = [
  {
    segment: 'electronic-addresses',
    noun: 'email',
    table: 'electronic_addresses',
    check: (body, config, currentType) => columnsOf(checkEmail(body as BodyOf<'addEmailAddress'>, config, currentType)),
    limit: (config) => config.limits.emailAddresses,
    typeOnce: false,
    primaryRemovable: true,
    lastRemovable: true,
    recordOf: (row) => ({ key: row.key, type: row.type, primary: row.is_primary, address: row.address }),
  },
  {
    segment: 'phone-addresses',
    noun: 'phone',
    table: 'phone_addresses',
    check: (body, config, currentType) => columnsOf(checkPhone(body as BodyOf<'addPhoneNumber'>, config, currentType)),
    limit: (config) => config.limits.phoneNumbers,
    typeOnce: true,
    primaryRemovable: true,
    lastRemovable: false,
    recordOf: (row) => ({ key: row.key, type: row.type, primary: row.is_primary, number: row.number }),
  },
  {
    segment: 'postal-addresses',
    noun: 'address',
    table: 'postal_addresses',
    check: (body, config, currentType) => columnsOf(checkPostalAddress(body as BodyOf<'addPostalAddress'>, config, currentType)),
    limit: (config) => config.limits.postalAddresses,
    typeOnce: true,
    primaryRemovable: false,
    lastRemovable: true,
    recordOf: (row) =>
      withoutEmpty({
        key: row.key,
        type: row.type,
        primary: row.is_primary,
        department: row.department,
        subDepartment: row.sub_department,
        addressLine: row.address_line,
        buildingNumber: row.building_number,
        streetName: row.street_name,
        townName: row.town_name,
        countrySubDivision: row.country_sub_division,
        postalCode: row.postal_code,
        country: row.country,
      }),
  },
];
