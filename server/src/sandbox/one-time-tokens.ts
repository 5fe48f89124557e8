import { createHash, randomBytes } from 'node:crypto';

/**
 * One-time tokens handed to the external systems and their sandbox stand-ins (sso keys, bill-pay
 * artifacts, aggregator access tokens):
 * 32 random bytes, URL-safe. Only their sha-256 is stored, so the table alone signs nobody in.
 */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** What a token looks like: anything else is refused before the database is asked. */
export const oneTimeTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Why a token was not taken: never issued, already spent, or past its lifetime. */
export type OneTimeTokenRefusal = 'unknown' | 'used' | 'expired';

/** The refusal of a token the spending statement did not take, from its row (if any): whether it was spent. */
export const refusalOf = (row: { used: boolean } | undefined): OneTimeTokenRefusal =>
  !row ? 'unknown' : row.used ? 'used' : 'expired';
