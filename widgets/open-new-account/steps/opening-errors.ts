import { isRecord } from '../../../src/platform/index.js';

/**
 * What to tell the member about a failed call (spec/3 §8): a server failure asks them to try
 * later or call; otherwise the platform's own words (its first error's message, else its message).
 */
export function openingErrorText(error: unknown, t: (key: string, params?: Record<string, string | number>) => string, phone: string): string {
  if (!isRecord(error)) return t('openAccount.errors.unknown');
  const status = typeof error.status === 'number' ? error.status : undefined;
  if (status !== undefined && status >= 500) return t('openAccount.errors.server', { phone });
  const first = Array.isArray(error.errors) ? error.errors.find(isRecord) : undefined;
  if (first !== undefined && typeof first.message === 'string' && first.message !== '') return first.message;
  return typeof error.message === 'string' && error.message !== '' ? error.message : t('openAccount.errors.unknown');
}
