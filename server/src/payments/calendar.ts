import type { CalendarConfig, Frequency } from './config.js';

/**
 * Business days and schedules in the credit union's time zone. Dates are yyyy-mm-dd strings of
 * the zone's calendar; arithmetic on them is done on UTC midnights, where every day has 24 hours.
 */

/** Where "now" comes from: the system clock in the server, a fake one in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const dayMs = 86_400_000;

export interface LocalMoment {
  /** yyyy-mm-dd in the zone */
  date: string;
  /** HH:mm in the zone */
  time: string;
}

/** A zone's formatter, and the moment of the UTC minute asked last (a transfer asks for "now" five times). */
interface ZoneClock {
  readonly format: Intl.DateTimeFormat;
  last?: { readonly minute: number; readonly moment: Readonly<LocalMoment> };
}
const zoneClocks = new Map<string, ZoneClock>();
/**
 * From here on every zone's offset from UTC is whole minutes (the last one with seconds,
 * Liberia's, ended in 1972), so one UTC minute is one local minute, and its answer can be kept.
 */
const wholeMinuteOffsetsSince = Date.UTC(1980, 0, 1);

function zoneClockOf(timeZone: string): ZoneClock {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clock = { format };
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/** The date and time an instant is in a time zone (America/Denver: daylight saving included). */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const clock = zoneClockOf(timeZone);
  const time = instant.getTime();
  const minute = Math.floor(time / 60_000);
  if (clock.last?.minute === minute) return clock.last.moment;
  // formatToParts is the costly part: about 50 µs a call in a server under load (bench:api's transfers).
  const parts = Object.fromEntries(clock.format.formatToParts(instant).map((part) => [part.type, part.value]));
  const moment = Object.freeze({ date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` });
  if (time >= wholeMinuteOffsetsSince) clock.last = { minute, moment };
  return moment;
}

export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);
}

export function dateOfDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** The same day of the month `months` later, clamped to the month's last day (Jan 31 → Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

export function isBusinessDay(date: string, calendar: CalendarConfig): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return !calendar.weekendDays.includes(weekday) && !calendar.holidays.includes(date);
}

/** The date itself when it is a business day, otherwise the next business day. */
export function businessDayOnOrAfter(date: string, calendar: CalendarConfig): string {
  let day = date;
  // A year of consecutive non-business days would be a broken calendar; stop rather than spin.
  for (let i = 0; i < 366; i++) {
    if (isBusinessDay(day, calendar)) return day;
    day = addDays(day, 1);
  }
  throw new Error(`No business day within a year after ${date}: check the calendar in config/payments.json`);
}

/**
 * The day money moved at `instant` takes value: today when it is a business day before the
 * cut-off time, otherwise the next business day.
 */
export function valueDateAt(instant: Date, calendar: CalendarConfig): string {
  const { date, time } = localMoment(instant, calendar.timeZone);
  if (isBusinessDay(date, calendar) && time < calendar.cutOffTime) return date;
  return businessDayOnOrAfter(addDays(date, 1), calendar);
}

export interface ScheduleRule {
  transferFrequency: Frequency;
  /** Every n-th period (1 = every week, month, ...). */
  every: number;
  startDate: string;
  /** Last date an occurrence may fall on (inclusive). */
  endDate?: string;
  /** Number of occurrences in all. */
  repeat?: number;
}

/**
 * The nominal date of the n-th occurrence (n = 0 is the start). Months are counted from the
 * start date, not from the previous occurrence, so the 31st stays the last day of each month
 * instead of drifting to the 28th after February.
 */
export function occurrenceDate(rule: ScheduleRule, n: number): string {
  const step = n * rule.every;
  switch (rule.transferFrequency) {
    case 'DAILY':
      return addDays(rule.startDate, step);
    case 'WEEKLY':
      return addDays(rule.startDate, 7 * step);
    case 'BIWEEKLY':
      return addDays(rule.startDate, 14 * step);
    case 'MONTHLY':
      return addMonths(rule.startDate, step);
    case 'QUARTERLY':
      return addMonths(rule.startDate, 3 * step);
    case 'YEARLY':
      return addMonths(rule.startDate, 12 * step);
  }
}

/** The occurrence after `current` (a nominal date of the rule), or undefined when the schedule ended. */
export function occurrenceAfter(rule: ScheduleRule, current: string): string | undefined {
  // Occurrences grow strictly; find the index of `current` and step once.
  for (let n = 0; n < 100_000; n++) {
    const date = occurrenceDate(rule, n);
    if (date > current) {
      if (rule.repeat !== undefined && n >= rule.repeat) return undefined;
      if (rule.endDate !== undefined && date > rule.endDate) return undefined;
      return date;
    }
  }
  return undefined;
}
