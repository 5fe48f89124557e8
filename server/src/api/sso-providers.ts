import type { Privilege } from './permissions.js';

/**
 * The third-party providers a member is handed over to by one-time key (spec/1 §2 billpay, §6:
 * credit score, appointments, direct deposit switch, loan applications, authorized users,
 * communication preferences). Each is an application of GET sso/applications whose key the
 * provider's login page redeems once, like the loan servicer's (dmi). The app's
 * config/providers.json names where each one lives; what a member may open is decided here,
 * because hiding a link is never the only protection.
 */
export interface ProviderApplication {
  /** The privilege the member needs in the agreement they act in (spec/1 §6, in the platform's spelling). */
  permission: readonly [resource: string, functionName: string, privilege: Privilege];
  /** The provider works on one of the member's accounts, of these kinds (kindUri): internalArrangementId is then required. */
  accountKinds?: readonly string[];
}

export const providerApplications: Readonly<Record<string, ProviderApplication>> = {
  billpay: { permission: ['Billpay', 'Billpay SSO', 'create'] },
  'credit-score': { permission: ['Credit Score', 'Credit Score SSO', 'view'] },
  appointments: { permission: ['Appointments', 'Self-serve Appointments', 'execute'] },
  'direct-deposit-switch': {
    permission: ['Direct Deposit', 'Direct Deposit Switch', 'view'],
    // A paycheck lands in an account the member can spend or save from, never in a loan or card.
    accountKinds: ['current-account', 'savings-account'],
  },
  'retail-loan-application': { permission: ['Application', 'Retail Loan-Application', 'create'] },
  'mortgage-application': { permission: ['Application', 'Mortgage-Application', 'create'] },
  'authorized-users': { permission: ['User', 'Manage Authorized Users', 'view'] },
  'communication-preferences': { permission: ['Communication Preferences', 'General Notification Preferences', 'view'] },
};
