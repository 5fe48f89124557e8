import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { schemaProblemsOf } from '../config/checks.js';
import type { TransferFrequency } from '../../../schemas/api/generated/api-types.js';

/** config/payments.json, as schemas/payments.schema.json describes it. */
export interface PaymentsConfig {
  currency: string;
  limits: { contacts: { perTransaction: string; perDay: string } };
  rules: {
    blockedTransfers: { fromKind: string; toKind: string; messageKey: string }[];
    recurringBlockedSourceKinds: { kind: string; messageKey: string }[];
    recurringStartTodayAllowed: boolean;
    frequencies: Frequency[];
    maxDaysAhead: number;
    memoMaxLength: number;
    validationSeconds: number;
    riskReview?: RiskReviewRule[];
  };
  calendar: CalendarConfig;
  scheduler: { pollSeconds: number };
  latePayment: {
    creditCardDaysAfterDue: number;
    loanDaysAfterDue: number;
    mortgageGraceDayOfMonth: number;
    mortgageExternalTypeIds: number[];
  };
  messages: Record<string, string>;
  /** By payment type; a type left out has no options. */
  paymentOptions?: Partial<Record<string, PaymentTypeOptions>>;
}

/** A fraud-review rule: a sent payment meeting every condition given is declined (REJECTED). */
export interface RiskReviewRule {
  counterpartyName?: string;
  minimumAmount?: string;
  messageKey: string;
}

export interface PaymentTypeOptions {
  canEditCounterparty: boolean;
  options: {
    instructionPriority: 'NORM' | 'HIGH';
    transferFee: string;
    chargeBearer: Array<'OUR' | 'BEN' | 'SHA'>;
    executionTimeFrame: { unit: 'HOUR' | 'DAY'; max: number };
  }[];
}

/** How often a recurring transfer repeats: the contract's TransferFrequency. */
export type Frequency = TransferFrequency;

export interface CalendarConfig {
  timeZone: string;
  weekendDays: number[];
  cutOffTime: string;
  scheduledRunTime: string;
  holidays: string[];
}

export class PaymentsConfigError extends Error {}

const cache = new Map<string, { mtimeMs: number; config: PaymentsConfig }>();

/**
 * Reads and validates `<configDir>/payments.json`. Read again whenever the file changes, so an
 * operator's edit of a limit or a holiday applies to the next request without a restart; an
 * invalid file is refused loudly rather than half-applied.
 */
export async function loadPaymentsConfig(configDir: string): Promise<PaymentsConfig> {
  const path = join(configDir, 'payments.json');
  const { mtimeMs } = await stat(path);
  const cached = cache.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return cached.config;
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  const problems = await schemaProblemsOf('payments', parsed);
  if (problems.length > 0) throw new PaymentsConfigError(`${path} is not valid: ${problems.join('; ')}`);
  const config = parsed as PaymentsConfig;
  const missing = [
    ...config.rules.blockedTransfers.map((rule) => rule.messageKey),
    ...config.rules.recurringBlockedSourceKinds.map((rule) => rule.messageKey),
    ...(config.rules.riskReview ?? []).map((rule) => rule.messageKey),
  ].filter((key) => !(key in config.messages));
  if (missing.length > 0) throw new PaymentsConfigError(`${path}: no message for ${missing.join(', ')}`);
  cache.set(path, { mtimeMs, config });
  return config;
}
