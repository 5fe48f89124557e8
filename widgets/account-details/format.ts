import dayjs from 'dayjs';

/** How values are written for this credit union (config/app.json). */
export interface Formatting {
  locale: string;
  currency: string;
  timeZone: string;
}

/** Money arrives as a decimal string or, from arrangements/{id}, a JSON number. */
export function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  return undefined;
}

export function formatNumber(value: string, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(value as `${number}`);
}

/** Rates arrive as percentages (4.25 = 4.25 %), not fractions. */
export function formatPercent(value: string, locale: string): string {
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value as `${number}`)}%`;
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (2027-03-01) is the same day everywhere, so it is never shifted by a time
 * zone; a `dateFormat` from config is a dayjs format.
 */
export function formatDate(value: string, formatting: Formatting, dateFormat?: string): string | undefined {
  const day = calendarDate.exec(value);
  if (dateFormat !== undefined) {
    const parsed = day ? dayjs(value, 'YYYY-MM-DD') : dayjs(value);
    return parsed.isValid() ? parsed.format(dateFormat) : undefined;
  }
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return new Intl.DateTimeFormat(formatting.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  return new Intl.DateTimeFormat(formatting.locale, { dateStyle: 'medium', timeZone: formatting.timeZone }).format(instant);
}

/** A moment (last sync, last update) in the credit union's time zone, with the time. */
export function formatUpdateTime(value: string, formatting: Formatting, dateFormat?: string): string | undefined {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  if (dateFormat !== undefined) {
    // dayjs has no time zones without a plugin; Intl gives the parts in the right zone first.
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: formatting.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '00';
    return dayjs(`${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`).format(dateFormat);
  }
  return new Intl.DateTimeFormat(formatting.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: formatting.timeZone,
  }).format(instant);
}

/** The last four digits of a (masked or clear) number, for the account selector. */
export function lastDigits(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const digits = value.replace(/[^0-9]/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}
