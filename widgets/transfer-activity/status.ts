import type { PaymentOrder } from '../../src/platform/index.js';

/** One row of config/payment-statuses.json `display`: which orders it matches and how they show. */
export interface StatusDisplayRule {
  status: readonly string[];
  paymentTypes?: readonly string[];
  reasonCodes?: readonly string[];
  label: string;
  tooltip?: string;
  severity: 'success' | 'danger' | 'warning' | 'default';
}

export interface PaymentStatusesConfig {
  display?: readonly StatusDisplayRule[];
  rejectedFallbackText?: string;
}

/**
 * How an order's status shows (spec/3 §4 table): the first rule whose status, payment type and
 * reason code (each when the rule names them) match. Combinations the table leaves out match
 * nothing: the caller shows no tag rather than invent one.
 */
export function statusDisplay(config: PaymentStatusesConfig | undefined, order: Pick<PaymentOrder, 'status' | 'paymentType' | 'reasonCode'>): StatusDisplayRule | undefined {
  return config?.display?.find(
    (rule) =>
      order.status !== undefined &&
      rule.status.includes(order.status) &&
      (rule.paymentTypes === undefined || (order.paymentType !== undefined && rule.paymentTypes.includes(order.paymentType))) &&
      (rule.reasonCodes === undefined || (order.reasonCode !== undefined && rule.reasonCodes.includes(order.reasonCode))),
  );
}

/** antd Tag colours for the table's severities. */
export const severityColor: Record<StatusDisplayRule['severity'], string> = {
  success: 'success',
  danger: 'error',
  warning: 'warning',
  default: 'default',
};
