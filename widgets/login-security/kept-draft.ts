import { isRecord } from '../../src/platform/index.js';

/** Session-storage key of what the page keeps across a re-authentication (step-up.ts). */
export const keptDraftKey = 'login-security';

/** Which form was open, and the username typed: never a password. */
export type KeptDraft = { readonly form: 'password' } | { readonly form: 'username'; readonly username: string };

export function isKeptDraft(value: unknown): value is KeptDraft {
  if (!isRecord(value)) return false;
  return value.form === 'password' || (value.form === 'username' && typeof value.username === 'string');
}
