import type { OpeningHours } from '../../src/platform/index.js';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekday (1 Monday to 7 Sunday, the places service's numbering) and minute of the day it is now in `timeZone`. */
export function wallClockNow(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { day: weekdays.indexOf(part('weekday')) + 1, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Open around the clock: from midnight to midnight. */
export const allDay = (hours: OpeningHours) => minutesOf(hours.open) === 0 && minutesOf(hours.close) >= 24 * 60;

/** The hours of a weekday, or undefined when the place is closed that day. */
export const hoursOn = (hours: readonly OpeningHours[], day: number) => hours.find((entry) => entry.day === day);

/** The day's hours when the place is open at this moment (spec/3 §2 'Open Today until {time}'). */
export function openNow(hours: readonly OpeningHours[], now: { day: number; minutes: number }): OpeningHours | undefined {
  const today = hoursOn(hours, now.day);
  return today && now.minutes >= minutesOf(today.open) && now.minutes < minutesOf(today.close) ? today : undefined;
}

/** "17:00" as members read it in the locale ("5:00 PM"); "24:00" is midnight. */
export function formatTime(time: string, locale: string): string {
  const minutes = minutesOf(time) % (24 * 60);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, 0, minutes));
}

/** A weekday's name in the locale (1 Monday to 7 Sunday). */
export function weekdayName(day: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}
