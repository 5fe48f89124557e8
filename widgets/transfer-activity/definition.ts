import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface TransferActivityProps {
  /** Route of the transfer form: Edit opens it with `?paymentOrderId=`, the header button without. */
  formPath: string;
  /** Orders per page in each list. */
  pageSize: number;
  /** Statuses of orders still to be executed (the scheduled list). */
  scheduledStatuses: string[];
  /** Statuses of the history list. */
  historyStatuses: string[];
}

const routePath = '^[A-Za-z0-9_-]+(/[A-Za-z0-9_:-]+)*$';
const status = {
  enum: ['DRAFT', 'ENTERED', 'READY', 'ACCEPTED', 'PROCESSED', 'REJECTED', 'CANCELLED', 'CANCELLATION_PENDING', 'CONFIRMATION_PENDING', 'CONFIRMATION_DECLINED'],
};

export const transferActivityDefinition: WidgetDefinition<TransferActivityProps> = {
  id: 'transfer-activity',
  version: '1.0.0',
  title: 'Transfer activity',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      formPath: { type: 'string', pattern: routePath, default: 'transfers/make-a-transfer/form', title: 'Transfer form route' },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10, title: 'Orders per page' },
      scheduledStatuses: { type: 'array', minItems: 1, uniqueItems: true, items: status, default: ['ACCEPTED', 'READY', 'ENTERED'], title: 'Scheduled statuses' },
      historyStatuses: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: status,
        default: ['PROCESSED', 'REJECTED', 'CANCELLED', 'CANCELLATION_PENDING', 'CONFIRMATION_DECLINED'],
        title: 'History statuses',
      },
    },
    examples: [{}, { pageSize: 5 }, { formPath: 'transfers/money-to-member/form', scheduledStatuses: ['ACCEPTED'], historyStatuses: ['PROCESSED', 'REJECTED'] }],
  },
  component: lazyWidget(() => import('./transfer-activity.js')),
  // Checked against schemas/payment-statuses.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['payment-statuses'],
};
