import { isRecord } from '../../src/platform/index.js';

/** What the forms show of config/enrollment.json: the username lengths, the password's, the earlier passwords refused. */
export interface CredentialRules {
  readonly username: { readonly min: number; readonly max: number };
  readonly passwordMin: number;
  readonly passwordHistory: number;
}

const numberAt = (record: unknown, key: string): number | undefined =>
  isRecord(record) && typeof record[key] === 'number' ? record[key] : undefined;

/** The rules from the enrollment file, checked against its schema before the widget renders; undefined if absent. */
export function credentialRulesOf(enrollment: unknown): CredentialRules | undefined {
  if (!isRecord(enrollment)) return undefined;
  const min = numberAt(enrollment.username, 'min');
  const max = numberAt(enrollment.username, 'max');
  const passwordMin = numberAt(enrollment.password, 'min');
  const passwordHistory = numberAt(enrollment.credentialChanges, 'passwordHistory');
  if (min === undefined || max === undefined || passwordMin === undefined || passwordHistory === undefined) return undefined;
  return { username: { min, max }, passwordMin, passwordHistory };
}

/** Letters and digits only, within the lengths (spec/2 §5 Username). */
export const usernameMeetsRules = (username: string, { username: lengths }: CredentialRules): boolean =>
  /^[A-Za-z0-9]+$/.test(username) && username.length >= lengths.min && username.length <= lengths.max;
