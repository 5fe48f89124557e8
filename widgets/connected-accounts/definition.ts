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
  component: lazyWidget(() => import('./connected-accounts.js')),
};
