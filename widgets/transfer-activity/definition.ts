import type { PaymentOrderQuery } from '../../src/platform/index.js';
import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface TransferActivityProps {
  /** Route of the transfer form: Edit opens it with `?paymentOrderId=`, the header button without. */
  formPath: string;
  /** Orders per page in each list. */
  pageSize: number;
  /** Statuses of orders still to be executed (the scheduled list). */
  scheduledStatuses: NonNullable<PaymentOrderQuery['status']>;
  /** Statuses of the history list. */
  historyStatuses: NonNullable<PaymentOrderQuery['status']>;
}

export const transferActivityDefinition: WidgetDefinition<TransferActivityProps> = {
  id: 'transfer-activity',
  version: '1.0.0',
  title: 'Transfer activity',
  component: lazyWidget(() => import('./transfer-activity.js')),
  // Checked against schemas/payment-statuses.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['payment-statuses'],
};
