import { isRecord, type CheckOrderEligibility } from '../../src/platform/index.js';

/** config/order-checks.json as the page reads it (its schema is checked before the widget renders). */
export interface OrderChecksConfig {
  /** The sso application asked for; the answer's name must be the same. */
  application: string;
  eligibleAccounts: CheckOrderEligibility[];
  errorAlertSeconds: number;
  recentOrders: number;
}

const isString = (value: unknown): value is string => typeof value === 'string';

function readEligibility(value: unknown): CheckOrderEligibility | undefined {
  if (!isRecord(value) || !isString(value.kind)) return undefined;
  if (value.productNumbers === undefined) return { kind: value.kind };
  if (!Array.isArray(value.productNumbers)) return undefined;
  return { kind: value.kind, productNumbers: value.productNumbers.filter(isString) };
}

/** Reads the file, or undefined when it is absent or not in shape (the page then says it is unavailable). */
export function readOrderChecksConfig(value: unknown): OrderChecksConfig | undefined {
  if (!isRecord(value) || !isString(value.application) || !Array.isArray(value.eligibleAccounts)) return undefined;
  const { errorAlertSeconds, recentOrders } = value;
  if (typeof errorAlertSeconds !== 'number' || typeof recentOrders !== 'number') return undefined;
  const eligibleAccounts = value.eligibleAccounts.map(readEligibility).filter((rule): rule is CheckOrderEligibility => rule !== undefined);
  return { application: value.application, eligibleAccounts, errorAlertSeconds, recentOrders };
}
