import { createHash, randomBytes } from 'node:crypto';

/**
 * One-time tokens of the sandbox's stand-ins (bill-pay artifacts, aggregator access tokens):
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
