/**
 * Dates as members read them, in the credit union's locale and timezone (config/app.json). A
 * calendar day ("2026-11-20": a booking date, a transfer date) is the same day everywhere, so it is
 * written as that day, never shifted by a zone; a moment (an ISO timestamp) is written as the day
 * and time it was in the credit union's timezone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date-time without a zone ("2026-11-20T00:00:00"). */
const zoneless = /^\d{4}-\d{2}-\d{2}T[\d:.]+$/;

/** The instant of a calendar day at midnight UTC, or undefined when the text is no real day. */
function dayInstant(date: string): Date | undefined {
  const day = calendarDay.exec(date);
  if (!day) return undefined;
  const instant = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return instant.toISOString().startsWith(date) ? instant : undefined;
}

export type DateLength = 'medium' | 'long';

/**
 * A day as members read it ("Nov 20, 2026", spec/3 "MMM d, y"; long: "November 20, 2026"). A
 * timestamp with a zone is written as its day in `timeZone`; text that is no date is shown as it came.
 */
export function formatDay(date: string | undefined, locale: string, timeZone: string, length: DateLength = 'medium'): string {
  if (!date) return '';
  // A date-time without a zone ("2026-11-20T00:00:00") names the day as written.
  const day = dayInstant(zoneless.test(date) ? date.slice(0, 10) : date);
  if (day) return dateFormatter(locale, { dateStyle: length, timeZone: 'UTC' }).format(day);
  if (calendarDay.test(date)) return date;
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return date;
  return dateFormatter(locale, { dateStyle: length, timeZone }).format(instant);
}

/**
 * A moment (ISO timestamp) as day and time in `timeZone` ("November 20, 2026 at 3:04 PM"). The
 * platform writes its moments in UTC, sometimes without the zone: those are read as UTC, not as
 * the browser's local time.
 */
export function formatDateTime(timestamp: string, locale: string, timeZone: string): string {
  const instant = new Date(zoneless.test(timestamp) ? `${timestamp}Z` : timestamp);
  if (Number.isNaN(instant.getTime())) return timestamp;
  return dateFormatter(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(instant);
}

const wallClockTime = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;
const zoneNames = new Map<string, string | undefined>();

/** The generic name of a timezone in the locale ("Mountain Time"), worked out once per locale and zone. */
function zoneName(locale: string, timeZone: string): string | undefined {
  const key = `${locale}|${timeZone}`;
  if (!zoneNames.has(key)) {
    const parts = dateFormatter(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
    zoneNames.set(key, parts.find((part) => part.type === 'timeZoneName')?.value);
  }
  return zoneNames.get(key);
}

/**
 * A wall-clock time of the credit union's day ("14:00", a cut-off time) as members read it, with
 * the zone it is in ("2:00 PM Mountain Time"). Text that is no time is shown as it came.
 */
export function formatWallClock(time: string, locale: string, timeZone: string): string {
  const match = wallClockTime.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) return time;
  // The time is already the zone's: written as UTC of a fixed day, nothing shifts it.
  const written = dateFormatter(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
  const zone = zoneName(locale, timeZone);
  return zone ? `${written} ${zone}` : written;
}
