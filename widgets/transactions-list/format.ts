import { formatDateTime as formatMoment, formatDay } from '../../src/banking-ui/index.js';

/** How amounts and dates are written: the credit union's locale, currency and timezone (config/app.json). */
export interface Formatting {
  locale: string;
  currency: string;
  timezone: string;
}

/**
 * A booking or value date ("2026-11-20") in long format ("November 20, 2026"): the platform's
 * booking date is a calendar day in the credit union's timezone, written as that same day.
 */
export function formatLongDate(date: string, formatting: Formatting): string {
  return formatDay(date, formatting.locale, formatting.timezone, 'long');
}

/** A moment (ISO timestamp, UTC) as date and time in the credit union's timezone. */
export function formatDateTime(timestamp: string, formatting: Formatting): string {
  return formatMoment(timestamp, formatting.locale, formatting.timezone);
}

/** A signed amount for display: debits carry a minus sign. */
export function signedAmount(amount: string, creditDebitIndicator: 'CRDT' | 'DBIT'): string {
  const unsigned = amount.startsWith('-') ? amount.slice(1) : amount;
  return creditDebitIndicator === 'DBIT' ? `-${unsigned}` : unsigned;
}
