import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface ConnectedAccountsProps {
  /** Where a member goes once they connected a bank: the accounts list, which then polls for the new accounts. */
  accountsListPath: string;
  /** The query the accounts list reads as "accounts are being added" (spec/1 §4). */
  connectingQuery: string;
  /** How often the aggregator flow is checked while its page is open or a refresh runs. */
  flowPollSeconds: number;
  /** Failed checks in a row after which the member is told, rather than the app watching in silence. */
  flowCheckAttempts: number;
}

export const connectedAccountsDefinition: WidgetDefinition<ConnectedAccountsProps> = {
  id: 'connected-accounts',
  version: '1.0.0',
  title: 'Connected accounts',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      accountsListPath: {
        type: 'string',
        pattern: '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$',
        default: 'my-accounts',
        title: 'Accounts list route',
      },
      connectingQuery: {
        type: 'string',
        pattern: '^[A-Za-z0-9_-]+=[A-Za-z0-9_-]+$',
        default: 'accounts=connecting',
        title: 'Query telling the accounts list that accounts are being added',
      },
      flowPollSeconds: { type: 'integer', minimum: 1, maximum: 60, default: 2, title: 'Flow check interval (seconds)' },
      flowCheckAttempts: {
        type: 'integer',
        minimum: 1,
        maximum: 100,
        default: 5,
        title: 'Failed flow checks before the member is told',
      },
    },
    examples: [{}, { accountsListPath: 'my-accounts', connectingQuery: 'accounts=connecting', flowPollSeconds: 5, flowCheckAttempts: 5 }],
  },
  component: lazyWidget(() => import('./connected-accounts.js')),
};
