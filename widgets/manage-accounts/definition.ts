import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

/** Manage Accounts takes no props: what it allows comes from config/accounts.json and the member's permissions. */
export type ManageAccountsProps = Record<string, never>;

export const manageAccountsDefinition: WidgetDefinition<ManageAccountsProps> = {
  id: 'manage-accounts',
  version: '1.0.0',
  title: 'Manage accounts: rename, show or hide, favourite and order the member’s accounts',
  component: lazyWidget(() => import('./manage-accounts.js')),
  // Checked against schemas/accounts.schema.json when the widget first renders (the longest alias).
  configFiles: ['accounts'],
};
