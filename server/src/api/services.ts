import { accessControl } from './access-control.js';
import { accountStatement } from './account-statement.js';
import { accountRecoveryManager } from './account-recovery-manager.js';
import { cards } from './cards.js';
import { action } from './action.js';
import { arrangementManager } from './arrangement-manager.js';
import { budgetPlanner } from './budget-planner.js';
import { consent } from './consent.js';
import { contactManager } from './contact-manager.js';
import { engagement } from './engagement.js';
import { enrollment } from './enrollment.js';
import { externalAccountAggregator } from './external-account-aggregator.js';
import { financialInstitutionManager } from './financial-institution-manager.js';
import type { ServicePlugin } from './index.js';
import { withLoginSecurity } from './login-security.js';
import { messagesService } from './messages-service.js';
import { notificationsService } from './notifications-service.js';
import { paymentOrderOptions } from './payment-order-options.js';
import { paymentOrderService } from './payment-order-service.js';
import { placesPresentationService } from './places.js';
import { pocketTailor } from './pocket-tailor.js';
import { remoteConfig } from './remote-config.js';
import { rtc } from './rtc.js';
import { sso } from './sso.js';
import { stopChecks } from './stop-checks.js';
import { withBillPaySession } from './sso-payveris.js';
import { transactionManager } from './transaction-manager.js';
import { userManager } from './user-manager.js';

/**
 * The client API's services, keyed by the platform's service prefix: each is mounted at
 * /api/<prefix>/client-api, so the app reaches the sandbox and a real platform by the same paths.
 */
export const services: Record<string, ServicePlugin> = {
  'access-control': accessControl,
  'user-manager': withLoginSecurity(userManager),
  'arrangement-manager': arrangementManager,
  'remote-config': remoteConfig,
  'transaction-manager': transactionManager,
  'notifications-service': notificationsService,
  'messages-service': messagesService,
  engagement,
  'payment-order-service': paymentOrderService,
  'payment-order-options': paymentOrderOptions,
  'contact-manager': contactManager,
  action,
  sso: withBillPaySession(sso),
  'external-account-aggregator': externalAccountAggregator,
  'financial-institution-manager': financialInstitutionManager,
  'stop-checks': stopChecks,
  consent,
  enrollment,
  'account-recovery-manager': accountRecoveryManager,
  'account-statement': accountStatement,
  'cards-presentation-service': cards,
  rtc,
  'places-presentation-service': placesPresentationService,
  'pocket-tailor': pocketTailor,
  'budget-planner': budgetPlanner,
};
