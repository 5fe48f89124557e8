import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface AccountStatementsProps {
  page: 'download' | 'manage';
  /** Full route path the header's "Manage statements" link goes to (NOTES: manage-statements link). */
  manageStatementsPath?: string;
  /** Full route path "Back to Account Statements" goes to (NOTES: accountStatementsNavigationUrl). */
  statementsPath?: string;
  /** The entitlement that, with config/statements.json `manageStatements`, shows the manage link. */
  manageEntitlement?: string;
}

export const accountStatementsDefinition: WidgetDefinition<AccountStatementsProps> = {
  id: 'account-statements',
  version: '1.0.0',
  title: 'Account statements: download statements and tax forms, choose e-statements or paper',
  component: lazyWidget(() => import('./account-statements.js')),
  // Checked against schemas/statements.schema.json when the widget first renders (page size, manage setting).
  configFiles: ['statements'],
};
