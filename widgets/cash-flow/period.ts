/**
 * The days a cash-flow period covers, from the member's choice and today's date in the credit
 * union's timezone. Days are "YYYY-MM-DD" strings; month arithmetic is done on month numbers.
 */

export interface PeriodSetting {
  readonly id: string;
  readonly months: number;
  /** true: the months end with the current one, up to today; false: with the last complete month. */
  readonly includesCurrentMonth: boolean;
}

export interface Period {
  readonly start: string;
  readonly end: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first day of the month `offset` months from the month of `date`. */
function monthStart(date: string, offset: number): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** The last day of the month before the month of `date`. */
function endOfPreviousMonth(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const last = new Date(Date.UTC(year, month - 1, 0));
  return last.toISOString().slice(0, 10);
}

/** A configured period's days: whole months, the last of them cut at today when it is the current month. */
export function periodOf(setting: PeriodSetting, today: string): Period {
  if (setting.includesCurrentMonth) return { start: monthStart(today, 1 - setting.months), end: today };
  return { start: monthStart(today, -setting.months), end: endOfPreviousMonth(today) };
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: string): boolean {
  if (!calendarDay.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** How many calendar months a range touches (March 31 to April 1 touches two). */
export function monthsTouched(period: Period): number {
  const [startYear = 0, startMonth = 1] = period.start.split('-').map(Number);
  const [endYear = 0, endMonth = 1] = period.end.split('-').map(Number);
  return (endYear - startYear) * 12 + (endMonth - startMonth) + 1;
}

export type CustomRangeProblem = 'missing' | 'order' | 'future' | 'tooLong';

/** What is wrong with a custom range the member typed, or undefined when it can be shown. */
export function customRangeProblem(from: string, to: string, today: string, maxMonths: number): CustomRangeProblem | undefined {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return 'missing';
  if (to < from) return 'order';
  if (from > today) return 'future';
  if (monthsTouched({ start: from, end: to }) > maxMonths) return 'tooLong';
  return undefined;
}
