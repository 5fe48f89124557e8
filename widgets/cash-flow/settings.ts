import { isRecord } from '../../src/platform/index.js';
import type { PeriodSetting } from './period.js';

/** config/insights.json's cashFlow as the page reads it (schemas/insights.schema.json decides the details). */
export interface CashFlowSettings {
  readonly periods: readonly PeriodSetting[];
  readonly defaultPeriod: string;
  readonly maxCustomMonths: number;
  readonly accountGroups: readonly string[];
  readonly defaultAccountGroups: readonly string[];
}

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function periodsOf(value: unknown): PeriodSetting[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((period: unknown) =>
    isRecord(period) && typeof period.id === 'string' && Number.isInteger(period.months) && typeof period.includesCurrentMonth === 'boolean'
      ? [{ id: period.id, months: period.months as number, includesCurrentMonth: period.includesCurrentMonth }]
      : [],
  );
}

/** The bundle's insights.json cash-flow settings, when it has what the page needs. */
export function cashFlowSettingsOf(config: Readonly<Record<string, unknown>>): CashFlowSettings | undefined {
  const file = config.insights;
  if (!isRecord(file) || !isRecord(file.cashFlow)) return undefined;
  const { defaultPeriod, maxCustomMonths } = file.cashFlow;
  const periods = periodsOf(file.cashFlow.periods);
  if (periods.length === 0 || typeof defaultPeriod !== 'string' || typeof maxCustomMonths !== 'number') return undefined;
  return {
    periods,
    defaultPeriod,
    maxCustomMonths,
    accountGroups: texts(file.cashFlow.accountGroups),
    defaultAccountGroups: texts(file.cashFlow.defaultAccountGroups),
  };
}
