import type { AnyWidgetDefinition } from '../src/runtime/index.js';
import { accountDetailsDefinition } from './account-details/definition.js';
import { accountStatementsDefinition } from './account-statements/definition.js';
import { accountsListDefinition } from './accounts-list/definition.js';
import { billPayDefinition } from './bill-pay/definition.js';
import { budgetsDefinition } from './budgets/definition.js';
import { cardRewardsDefinition } from './card-rewards/definition.js';
import { connectedAccountsDefinition } from './connected-accounts/definition.js';
import { enrollmentDefinition } from './enrollment/definition.js';
import { termsConsentDefinition } from './terms-consent/definition.js';
import { loginSecurityDefinition } from './login-security/definition.js';
import { manageAccountsDefinition } from './manage-accounts/definition.js';
import { manageContactsDefinition } from './manage-contacts/definition.js';
import { notificationSettingsDefinition } from './notification-settings/definition.js';
import { openNewAccountDefinition } from './open-new-account/definition.js';
import { orderChecksDefinition } from './order-checks/definition.js';
import { pocketsDefinition } from './pockets/definition.js';
import { quickActionsDefinition } from './quick-actions/definition.js';
import { quickTransferDefinition } from './quick-transfer/definition.js';
import { secureMessagesDefinition } from './secure-messages/definition.js';
import { stopChecksDefinition } from './stop-checks/definition.js';
import { manageCardsDefinition } from './manage-cards/definition.js';
import { findUsDefinition } from './find-us/definition.js';
import { cashFlowDefinition } from './cash-flow/definition.js';
import { profileDefinition } from './profile/definition.js';
import { providerHandOffDefinition } from './provider-hand-off/definition.js';
import { transactionsListDefinition } from './transactions-list/definition.js';
import { transferActivityDefinition } from './transfer-activity/definition.js';
import { transferFormDefinition } from './transfer-form/definition.js';

/**
 * The widget palette: every widget routes.json may name, listed explicitly so adding one is a
 * reviewable one-line change. Importing this file loads no component (each definition's
 * component is React.lazy), which lets node scripts read the props schemas.
 */
export const widgetDefinitions: readonly AnyWidgetDefinition[] = [accountsListDefinition, accountDetailsDefinition, transactionsListDefinition, notificationSettingsDefinition, transferFormDefinition, transferActivityDefinition, quickTransferDefinition, quickActionsDefinition, billPayDefinition, connectedAccountsDefinition, orderChecksDefinition, stopChecksDefinition, profileDefinition, accountStatementsDefinition, cardRewardsDefinition, openNewAccountDefinition, enrollmentDefinition, termsConsentDefinition, loginSecurityDefinition, manageContactsDefinition, manageCardsDefinition, secureMessagesDefinition, findUsDefinition, manageAccountsDefinition, providerHandOffDefinition, budgetsDefinition, cashFlowDefinition, pocketsDefinition];
