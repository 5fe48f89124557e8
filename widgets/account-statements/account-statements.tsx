import type { ReactNode } from 'react';
import type { AccountStatementsProps } from './definition.js';
import { DownloadStatements } from './download-statements.js';
import { ManageStatements } from './manage-statements.js';

/** Spec/2 §2.7: the statements page (self-service/download-statements) or the delivery choice (self-service/manage-statements). */
export default function AccountStatements({
  page,
  manageStatementsPath = 'self-service/manage-statements',
  statementsPath = 'self-service/download-statements',
  manageEntitlement = 'canManageStatements',
}: AccountStatementsProps): ReactNode {
  return page === 'manage' ? (
    <ManageStatements statementsPath={`/${statementsPath}`} />
  ) : (
    <DownloadStatements manageStatementsPath={`/${manageStatementsPath}`} manageEntitlement={manageEntitlement} />
  );
}
