import { useMemo } from 'react';
import { useRuntime } from '../runtime/index.js';
import { formatDateTime, formatDay, formatWallClock, type DateLength } from './dates.js';
import { formatMoney, type MoneyAmount, type MoneyStyle } from './money.js';

/** How this credit union writes amounts and dates (config/app.json), bound once per page. */
export interface Formatting {
  readonly locale: string;
  readonly currency: string;
  readonly timeZone: string;
  /** An amount in `currency` (default: the credit union's). */
  money(amount: MoneyAmount | undefined, currency?: string, style?: MoneyStyle): string;
  /** A calendar day or a moment's day ("Nov 20, 2026"). */
  day(date: string | undefined, length?: DateLength): string;
  /** A moment's day and time in the credit union's timezone. */
  dateTime(timestamp: string): string;
  /** A wall-clock time of the credit union's day ("14:00") with its zone ("2:00 PM Mountain Time"). */
  wallClock(time: string): string;
}

export function formattingOf(app: { readonly locale: string; readonly currency: string; readonly timezone: string }): Formatting {
  const { locale, currency, timezone } = app;
  return {
    locale,
    currency,
    timeZone: timezone,
    money: (amount, code, style) => formatMoney(amount, code ?? currency, locale, style),
    day: (date, length) => formatDay(date, locale, timezone, length),
    dateTime: (timestamp) => formatDateTime(timestamp, locale, timezone),
    wallClock: (time) => formatWallClock(time, locale, timezone),
  };
}

/** The credit union's formatting from the runtime's config. */
export function useFormatting(): Formatting {
  const { app } = useRuntime().config;
  return useMemo(() => formattingOf(app), [app]);
}
