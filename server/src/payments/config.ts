import { loadPublishedFile } from '../config/published-file.js';
import type { Queryable } from '../db/database.js';
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

/** The configurations already checked for their message keys: a published version's content is read once. */
const keysChecked = new WeakSet<PaymentsConfig>();

/**
 * The tenant's payments configuration as last published (loadPublishedFile): an operator's new
 * limit, holiday or rule applies to the next request after the publish through the studio, on
 * every server, and the app shows the same copy in its bundle. Checked against its schema, and
 * every rule's message key must name one of its messages: an invalid file is refused loudly
 * rather than half-applied.
 */
export async function loadPaymentsConfig(db: Queryable, configDir: string, tenant: string): Promise<PaymentsConfig> {
  const config = await loadPublishedFile<PaymentsConfig>(db, configDir, tenant, 'payments.json');
  if (keysChecked.has(config)) return config;
  const missing = [
    ...config.rules.blockedTransfers.map((rule) => rule.messageKey),
    ...config.rules.recurringBlockedSourceKinds.map((rule) => rule.messageKey),
    ...(config.rules.riskReview ?? []).map((rule) => rule.messageKey),
  ].filter((key) => !(key in config.messages));
  if (missing.length > 0) throw new PaymentsConfigError(`payments.json of tenant ${tenant}: no message for ${missing.join(', ')}`);
  keysChecked.add(config);
  return config;
}
