import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How amounts and dates are written: the credit union's locale, currency and timezone (config/app.json). */
export interface Formatting {
  locale: string;
  currency: string;
  timezone: string;
}

/**
 * Intl formatters are costly to build (a locale and timezone lookup each) and a list draws
 * thousands of rows: one formatter per option set, made once and reused.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A booking date ("2026-11-20") in long format ("November 20, 2026"). The platform's booking date
 * is a calendar day in the credit union's timezone, so it is read as midnight there and written in
 * that same zone: a member west of Denver still sees the day the credit union booked. A plain
 * calendar day written in the zone it was read in is that same day, so it is written directly
 * (as that day in UTC), with no timezone arithmetic per row.
 */
export function formatLongDate(date: string, formatting: Formatting): string {
  const day = calendarDay.exec(date);
  if (day) {
    const instant = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    if (!Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(date)) {
      return dateFormatter(formatting.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(instant);
    }
  }
  const instant = dayjs.tz(date, formatting.timezone);
  if (!instant.isValid()) return date;
  return dateFormatter(formatting.locale, { dateStyle: 'long', timeZone: formatting.timezone }).format(instant.toDate());
}

/** A moment (ISO timestamp, UTC) as date and time in the credit union's timezone. */
export function formatDateTime(timestamp: string, formatting: Formatting): string {
  const instant = dayjs.utc(timestamp);
  if (!instant.isValid()) return timestamp;
  return dateFormatter(formatting.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: formatting.timezone }).format(instant.toDate());
}


/** A signed amount for display: debits carry a minus sign. */
export function signedAmount(amount: string, creditDebitIndicator: 'CRDT' | 'DBIT'): string {
  const unsigned = amount.startsWith('-') ? amount.slice(1) : amount;
  return creditDebitIndicator === 'DBIT' ? `-${unsigned}` : unsigned;
}
