import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface QuickTransferProps {
  /** repay: from a deposit account to the card; cash-advance: from the card to a deposit account (spec/2 §4). */
  action: 'repay' | 'cash-advance';
  /** The config form with the fields: config/forms/<form>.json. */
  form: string;
  /** The query parameter that names the card (`?openedModal=<modal>&<accountParameter>=<arrangement id>`). */
  accountParameter: string;
  /** Product kinds (kindUri) on the other side of the card: the member's deposit accounts. */
  depositKinds: string[];
}

const messageKeyless = '^[a-z][a-z0-9-]*$';

export const quickTransferDefinition: WidgetDefinition<QuickTransferProps> = {
  id: 'quick-transfer',
  version: '1.0.0',
  title: 'Quick action: repay a credit card or take a cash advance',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['action', 'form'],
    properties: {
      action: { enum: ['repay', 'cash-advance'], title: 'Action' },
      form: { type: 'string', pattern: messageKeyless, title: 'Form (config/forms/<form>.json)' },
      accountParameter: {
        type: 'string',
        pattern: '^[a-zA-Z][a-zA-Z0-9]*$',
        not: { const: 'openedModal' },
        default: 'account',
        title: 'Query parameter naming the card',
      },
      depositKinds: {
        type: 'array',
        minItems: 1,
        uniqueItems: true,
        items: { type: 'string', pattern: messageKeyless },
        default: ['current-account', 'savings-account'],
        title: 'Deposit account kinds (kindUri)',
      },
    },
    examples: [
      { action: 'repay', form: 'quick-repay' },
      { action: 'cash-advance', form: 'quick-cash-advance', accountParameter: 'card', depositKinds: ['current-account'] },
    ],
  },
  component: lazyWidget(() => import('./quick-transfer.js')),
  // Checked against schemas/payments.schema.json when the widget first renders (the late-payment day count).
  configFiles: ['payments'],
};
