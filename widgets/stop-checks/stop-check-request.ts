import { isRecord, normalizeAmount, type StopCheckRequest, type StopPayment, type TransferAccount } from '../../src/platform/index.js';

/** config/stop-checks.json as the page reads it (schemas/stop-checks.schema.json decides the details). */
export interface StopChecksSettings {
  fee: { amount: string; currencyCode: string };
  expiryMonths: number;
  maxChecksInRange: number;
  accountKinds: readonly string[];
  reasons: readonly string[];
}

/** The bundle's stop-checks.json, when it is there and has the fields the page needs. */
export function stopChecksSettingsOf(config: Readonly<Record<string, unknown>>): StopChecksSettings | undefined {
  const file = config['stop-checks'];
  if (!isRecord(file) || !isRecord(file.fee)) return undefined;
  const { amount, currencyCode } = file.fee;
  const { expiryMonths, maxChecksInRange, accountKinds, reasons } = file;
  if (typeof amount !== 'string' || typeof currencyCode !== 'string') return undefined;
  if (typeof expiryMonths !== 'number' || typeof maxChecksInRange !== 'number') return undefined;
  if (!Array.isArray(accountKinds) || !Array.isArray(reasons)) return undefined;
  const strings = (list: readonly unknown[]) => list.filter((item): item is string => typeof item === 'string');
  return { fee: { amount, currencyCode }, expiryMonths, maxChecksInRange, accountKinds: strings(accountKinds), reasons: strings(reasons) };
}

/** What the stop-check form holds (config/forms/stop-check.json); a type, so it is the runtime's FormData too. */
export type StopCheckFormData = {
  account?: string;
  kind?: 'single' | 'range';
  number?: string;
  endNumber?: string;
  amount?: string;
  payee?: string;
  reason?: string;
};

/** How many checks the form's numbers cover (1 for a single check). */
export function checksCovered(data: StopCheckFormData): number {
  if (data.kind !== 'range' || !data.endNumber || !data.number) return 1;
  return Number(data.endNumber) - Number(data.number) + 1;
}

/** The request for valid form data; `requestId` is the one chosen for this confirmation. */
export function stopCheckRequestOf(data: StopCheckFormData, account: TransferAccount, requestId: string): StopCheckRequest {
  const amount = normalizeAmount(data.amount);
  const payee = data.payee?.trim();
  return {
    requestId,
    originatorAccount: { identification: account.id, schemeName: 'ID' },
    check: {
      number: data.number ?? '',
      ...(data.kind === 'range' && data.endNumber ? { endNumber: data.endNumber } : {}),
      ...(amount ? { amount } : {}),
      ...(payee ? { payee } : {}),
    },
    reason: data.reason ?? '',
  };
}

/** "Check 1131" or "Checks 1140 to 1149", in the catalogue's words. */
export function checksText(check: Pick<StopPayment['check'], 'number' | 'endNumber'>, t: (key: string, params?: Record<string, string | number>) => string): string {
  return check.endNumber && check.endNumber !== check.number
    ? t('stopChecks.checks.range', { number: check.number, endNumber: check.endNumber })
    : t('stopChecks.checks.single', { number: check.number });
}

/**
 * The day `months` after `date` (yyyy-mm-dd), the day of the month kept or, in a shorter month,
 * its last day: as the platform computes a stop's expiry, so the review shows the date it will.
 */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}
