/**
 * The seed's clock. Demo data is generated relative to a fixed "today", not the machine's clock,
 * so two runs of the same seed produce identical rows whatever day they run on. Dates in the data
 * (booking dates, due dates, notification times) are relative to this anchor.
 */
export const seedToday = '2026-11-20';

// Day numbers and date arithmetic are payments/calendar.ts's (dayNumber, dateOfDay, addDays,
// addMonths); what is here is only the seed's own.
const dayMs = 86_400_000;

/** Day of the month (1–31) of a day number. */
export function dayOfMonth(day: number): number {
  return new Date(day * dayMs).getUTCDate();
}

/** Day of the week of a day number, 0 = Sunday. */
export function weekday(day: number): number {
  return new Date(day * dayMs).getUTCDay();
}

/** A timestamp on a date at a local time in Denver (UTC-7 all year in the demo, DST ignored). */
export function timestampOn(date: string, minutesAfterMidnight: number): string {
  const hours = String(Math.floor(minutesAfterMidnight / 60)).padStart(2, '0');
  const minutes = String(minutesAfterMidnight % 60).padStart(2, '0');
  return `${date}T${hours}:${minutes}:00-07:00`;
}
