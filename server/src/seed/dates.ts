/**
 * The seed's clock. Demo data is generated relative to a fixed "today", not the machine's clock,
 * so two runs of the same seed produce identical rows whatever day they run on. Dates in the data
 * (booking dates, due dates, notification times) are relative to this anchor.
 */
export const seedToday = '2026-11-20';

const dayMs = 86_400_000;

/** Day number (days since 1970-01-01, UTC) of a yyyy-mm-dd date. */
export function dayOf(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);
}

/** yyyy-mm-dd of a day number. */
export function dateOf(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOf(dayOf(date) + days);
}

/** The same day of the month `months` later (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

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
