import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface QuickActionsProps {
  /** The account (arrangement id) the actions are for. */
  accountId: string;
  /** An account linked from another institution: quick actions are never offered for it (spec/2 §4). */
  external: boolean;
}

export const quickActionsDefinition: WidgetDefinition<QuickActionsProps> = {
  id: 'quick-actions',
  version: '1.0.0',
  title: 'Quick action buttons of a credit card (repay, cash advance)',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['accountId'],
    properties: {
      accountId: { type: 'string', minLength: 1, maxLength: 64, title: 'Account (arrangement id)' },
      external: { type: 'boolean', default: false, title: 'Linked from another institution' },
    },
    examples: [{ accountId: 'arr-demo-visa' }, { accountId: 'arr-demo-visa', external: true }],
  },
  component: lazyWidget(() => import('./quick-actions.js')),
};
