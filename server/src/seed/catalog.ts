/**
 * Reference data of the sandbox platform: product kinds, financial institutions of linked
 * accounts, transaction categories, the merchants demo spending goes to, and the permissions the
 * demo members hold. Names are the platform's own (permissions with spaces, as access-control
 * reports them).
 */
import type { Privilege } from '../api/permissions.js';

export type KindUri =
  | 'current-account'
  | 'savings-account'
  | 'debit-card'
  | 'credit-card'
  | 'loan'
  | 'term-deposit'
  | 'investment-account'
  | 'pocket';

export interface ProductKind {
  id: number;
  externalKindId: string;
  kindName: string;
  kindUri: KindUri;
  /** The product-summary group this kind is reported under. */
  summaryKey: string;
}

/** The platform's standard product kinds (product-kinds API: id, externalKindId, kindName, kindUri). */
export const productKinds: readonly ProductKind[] = [
  { id: 1, externalKindId: 'kind1', kindName: 'Current Account', kindUri: 'current-account', summaryKey: 'currentAccounts' },
  { id: 2, externalKindId: 'kind2', kindName: 'Savings Account', kindUri: 'savings-account', summaryKey: 'savingsAccounts' },
  { id: 3, externalKindId: 'kind3', kindName: 'Debit Card', kindUri: 'debit-card', summaryKey: 'debitCards' },
  { id: 4, externalKindId: 'kind4', kindName: 'Credit Card', kindUri: 'credit-card', summaryKey: 'creditCards' },
  { id: 5, externalKindId: 'kind5', kindName: 'Loan', kindUri: 'loan', summaryKey: 'loans' },
  { id: 6, externalKindId: 'kind6', kindName: 'Term Deposit', kindUri: 'term-deposit', summaryKey: 'termDeposits' },
  { id: 7, externalKindId: 'kind7', kindName: 'Investment Account', kindUri: 'investment-account', summaryKey: 'investmentAccounts' },
  // A savings pocket (pocket-tailor); the product summary lists each under its parent savings account.
  { id: 8, externalKindId: 'kind8', kindName: 'Pocket', kindUri: 'pocket', summaryKey: 'pockets' },
];

/** The kind of a savings pocket's arrangement. */
export const pocketKindUri: KindUri = 'pocket';

export function kindByUri(uri: KindUri): ProductKind {
  const kind = productKinds.find((candidate) => candidate.kindUri === uri);
  if (!kind) throw new Error(`Unknown product kind ${uri}`);
  return kind;
}

/** The statuses the aggregator reports for an externally linked account that needs attention. */
export const externalAccountStatuses = [
  'PERMANENT_FAILURE',
  'TEMPORARY_FAILURE',
  'USER_ACTION_REQUIRED',
  'MULTI_FACTOR_AUTH_REQUIRED',
  'CREDENTIALS_UPDATE_REQUIRED',
  'USER_ACTION_AND_CREDENTIALS_UPDATE_REQUIRED',
  'UNKNOWN',
] as const;

export interface FinancialInstitution {
  id: number;
  externalId: string;
  name: string;
}

/** Other institutions whose accounts demo members linked (fictional names). */
export const financialInstitutions: readonly FinancialInstitution[] = [
  { id: 1, externalId: 'fi-peak-national', name: 'Peak National Bank' },
  { id: 2, externalId: 'fi-aspen-savings', name: 'Aspen Savings & Loan' },
  { id: 3, externalId: 'fi-summit-brokerage', name: 'Summit Brokerage' },
  { id: 4, externalId: 'fi-plains-card', name: 'Great Plains Card Services' },
  { id: 5, externalId: 'fi-canyon-auto', name: 'Canyon Auto Finance' },
];

/**
 * What the engagement service can notify a member of (the ids the notification preferences
 * journey asks for, NOTES §1.4), and on which channels.
 */
export const generalNotifications: readonly { id: string; name: string; deliveryOptions: readonly string[] }[] = [
  { id: 'account-balance-low', name: 'Account balance low', deliveryOptions: ['IN_APP', 'EMAIL', 'SMS'] },
  { id: 'new-transaction-occurred', name: 'New transaction', deliveryOptions: ['IN_APP', 'EMAIL'] },
];

export type CategoryType = 'INCOME' | 'EXPENSE' | 'TRANSFER';

export interface TransactionCategory {
  id: number;
  externalId: string;
  name: string;
  type: CategoryType;
}

/** Categories as the transaction-category-collector lists them (flat; ids are stable). */
export const transactionCategories: readonly TransactionCategory[] = [
  { id: 1, externalId: 'payroll', name: 'Payroll', type: 'INCOME' },
  { id: 2, externalId: 'interest-income', name: 'Interest Income', type: 'INCOME' },
  { id: 3, externalId: 'other-income', name: 'Other Income', type: 'INCOME' },
  { id: 4, externalId: 'investment-income', name: 'Investment Income', type: 'INCOME' },
  { id: 10, externalId: 'groceries', name: 'Groceries', type: 'EXPENSE' },
  { id: 11, externalId: 'dining', name: 'Dining', type: 'EXPENSE' },
  { id: 12, externalId: 'utilities', name: 'Utilities', type: 'EXPENSE' },
  { id: 13, externalId: 'gas-fuel', name: 'Gas & Fuel', type: 'EXPENSE' },
  { id: 14, externalId: 'shopping', name: 'Shopping', type: 'EXPENSE' },
  { id: 15, externalId: 'entertainment', name: 'Entertainment', type: 'EXPENSE' },
  { id: 16, externalId: 'healthcare', name: 'Healthcare', type: 'EXPENSE' },
  { id: 17, externalId: 'insurance', name: 'Insurance', type: 'EXPENSE' },
  { id: 18, externalId: 'travel', name: 'Travel', type: 'EXPENSE' },
  { id: 19, externalId: 'subscriptions', name: 'Subscriptions', type: 'EXPENSE' },
  { id: 20, externalId: 'housing', name: 'Housing', type: 'EXPENSE' },
  { id: 21, externalId: 'loan-payments', name: 'Loan Payments', type: 'EXPENSE' },
  { id: 22, externalId: 'fees', name: 'Fees & Charges', type: 'EXPENSE' },
  { id: 23, externalId: 'cash', name: 'Cash & ATM', type: 'EXPENSE' },
  { id: 24, externalId: 'personal-care', name: 'Personal Care', type: 'EXPENSE' },
  { id: 25, externalId: 'education', name: 'Education', type: 'EXPENSE' },
  { id: 26, externalId: 'gifts-donations', name: 'Gifts & Donations', type: 'EXPENSE' },
  { id: 27, externalId: 'home-improvement', name: 'Home Improvement', type: 'EXPENSE' },
  { id: 28, externalId: 'business-services', name: 'Business Services', type: 'EXPENSE' },
  { id: 29, externalId: 'checks', name: 'Checks', type: 'EXPENSE' },
  { id: 40, externalId: 'transfers', name: 'Transfers', type: 'TRANSFER' },
];

export function categoryNamed(name: string): TransactionCategory {
  const category = transactionCategories.find((candidate) => candidate.name === name);
  if (!category) throw new Error(`Unknown category ${name}`);
  return category;
}

export interface Merchant {
  name: string;
  /** The raw statement text, as the card network sends it. */
  statementName: string;
  category: string;
  /** Typical amount range in cents. */
  minCents: number;
  maxCents: number;
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Card-not-present: no place to show on a map. */
  online?: boolean;
  /** How often members shop here relative to others. */
  weight: number;
}

/** Where the demo members spend, around Denver (coordinates for the transaction map). */
export const merchants: readonly Merchant[] = [
  { name: 'King Soopers', statementName: 'KING SOOPERS #0612 DENVER CO', category: 'Groceries', minCents: 1800, maxCents: 18500, city: 'Denver', address: '1155 E 9th Ave', latitude: 39.7307, longitude: -104.9733, weight: 3 },
  { name: 'Safeway', statementName: 'SAFEWAY #1466 DENVER CO', category: 'Groceries', minCents: 1200, maxCents: 12500, city: 'Denver', address: '757 E 20th Ave', latitude: 39.7468, longitude: -104.9766, weight: 3 },
  { name: 'Whole Foods Market', statementName: 'WHOLEFDS CHY 10234 DENVER CO', category: 'Groceries', minCents: 2200, maxCents: 16000, city: 'Denver', address: '2375 E 1st Ave', latitude: 39.7182, longitude: -104.9568, weight: 3 },
  { name: 'Sprouts Farmers Market', statementName: 'SPROUTS FARMERS MAR #312 GLENDALE CO', category: 'Groceries', minCents: 1500, maxCents: 9800, city: 'Glendale', address: '4701 E Virginia Ave', latitude: 39.7076, longitude: -104.9316, weight: 3 },
  { name: 'Snooze an A.M. Eatery', statementName: 'SNOOZE UNION STATION DENVER CO', category: 'Dining', minCents: 1800, maxCents: 6500, city: 'Denver', address: '1701 Wynkoop St', latitude: 39.7527, longitude: -104.9997, weight: 4 },
  { name: 'Illegal Pete\u2019s', statementName: 'ILLEGAL PETES 16TH DENVER CO', category: 'Dining', minCents: 1100, maxCents: 3800, city: 'Denver', address: '1530 16th St', latitude: 39.7501, longitude: -104.9985, weight: 4 },
  { name: 'Starbucks', statementName: 'STARBUCKS STORE 09817 DENVER CO', category: 'Dining', minCents: 450, maxCents: 1450, city: 'Denver', address: '1600 California St', latitude: 39.7457, longitude: -104.9916, weight: 4 },
  { name: 'Chipotle', statementName: 'CHIPOTLE 1042 DENVER CO', category: 'Dining', minCents: 1050, maxCents: 3200, city: 'Denver', address: '745 Colorado Blvd', latitude: 39.7285, longitude: -104.9408, weight: 4 },
  { name: 'Denver Biscuit Co.', statementName: 'DENVER BISCUIT CO DENVER CO', category: 'Dining', minCents: 1600, maxCents: 5400, city: 'Denver', address: '3237 E Colfax Ave', latitude: 39.7402, longitude: -104.9488, weight: 4 },
  { name: 'Shell', statementName: 'SHELL OIL 57444213 DENVER CO', category: 'Gas & Fuel', minCents: 2500, maxCents: 7200, city: 'Denver', address: '1000 S Colorado Blvd', latitude: 39.6977, longitude: -104.9406, weight: 1.5 },
  { name: 'Conoco', statementName: 'CONOCO 0923 ENGLEWOOD CO', category: 'Gas & Fuel', minCents: 2400, maxCents: 6800, city: 'Englewood', address: '3500 S Broadway', latitude: 39.6528, longitude: -104.9877, weight: 1.5 },
  { name: 'Target', statementName: 'TARGET 00012345 GLENDALE CO', category: 'Shopping', minCents: 1500, maxCents: 21000, city: 'Glendale', address: '4301 E Virginia Ave', latitude: 39.7079, longitude: -104.9365, weight: 1.2 },
  { name: 'REI', statementName: 'REI #64 DENVER DENVER CO', category: 'Shopping', minCents: 2500, maxCents: 32000, city: 'Denver', address: '1416 Platte St', latitude: 39.7588, longitude: -105.0077, weight: 1.2 },
  { name: 'Amazon', statementName: 'AMZN MKTP US*2K4LM8TQ1 AMZN.COM/BILL WA', category: 'Shopping', minCents: 900, maxCents: 15000, city: 'Seattle', address: '410 Terry Ave N', latitude: 47.6223, longitude: -122.3366, weight: 1.2, online: true },
  { name: 'Tattered Cover', statementName: 'TATTERED COVER COLFAX DENVER CO', category: 'Shopping', minCents: 1400, maxCents: 6000, city: 'Denver', address: '2526 E Colfax Ave', latitude: 39.7401, longitude: -104.9572, weight: 1.2 },
  { name: 'Alamo Drafthouse', statementName: 'ALAMO DRAFTHOUSE SLOANS LAKE DENVER CO', category: 'Entertainment', minCents: 1800, maxCents: 6200, city: 'Denver', address: '4255 W Colfax Ave', latitude: 39.7403, longitude: -105.0416, weight: 0.5 },
  { name: 'Denver Zoo', statementName: 'DENVER ZOO ADMISSIONS DENVER CO', category: 'Entertainment', minCents: 2400, maxCents: 8000, city: 'Denver', address: '2300 Steele St', latitude: 39.7496, longitude: -104.9508, weight: 0.5 },
  { name: 'Walgreens', statementName: 'WALGREENS #4409 DENVER CO', category: 'Healthcare', minCents: 600, maxCents: 6500, city: 'Denver', address: '2000 E Colfax Ave', latitude: 39.7402, longitude: -104.9642, weight: 0.6 },
  { name: 'Great Clips', statementName: 'GREAT CLIPS #8841 DENVER CO', category: 'Personal Care', minCents: 2200, maxCents: 3800, city: 'Denver', address: '1350 S Colorado Blvd', latitude: 39.6921, longitude: -104.9405, weight: 0.3 },
  { name: 'Home Depot', statementName: 'THE HOME DEPOT #1504 DENVER CO', category: 'Home Improvement', minCents: 1500, maxCents: 26000, city: 'Denver', address: '1101 S Colorado Blvd', latitude: 39.6962, longitude: -104.9416, weight: 0.4 },
  { name: 'United Airlines', statementName: 'UNITED 0162345678901 HOUSTON TX', category: 'Travel', minCents: 18000, maxCents: 62000, city: 'Houston', address: '233 S Wacker Dr', latitude: 41.8789, longitude: -87.6359, weight: 0.15 },
  { name: 'Vail Resorts', statementName: 'VAIL RESORTS EPIC BROOMFIELD CO', category: 'Travel', minCents: 9000, maxCents: 48000, city: 'Vail', address: '600 Lionshead Cir', latitude: 39.6433, longitude: -106.3781, weight: 0.15 },
];

export interface Biller {
  name: string;
  statementName: string;
  category: string;
  minCents: number;
  maxCents: number;
  /** Day of the month the bill is paid. */
  dayOfMonth: number;
}

/** Monthly bills paid by ACH from a checking account. */
export const billers: readonly Biller[] = [
  { name: 'Xcel Energy', statementName: 'XCEL ENERGY-PSCO XCELENERGY ACH', category: 'Utilities', minCents: 6500, maxCents: 19500, dayOfMonth: 6 },
  { name: 'Denver Water', statementName: 'DENVER WATER WEB PMTS ACH', category: 'Utilities', minCents: 4200, maxCents: 11800, dayOfMonth: 11 },
  { name: 'Comcast Xfinity', statementName: 'COMCAST XFINITY 800-266-2278 ACH', category: 'Utilities', minCents: 8999, maxCents: 8999, dayOfMonth: 14 },
  { name: 'Verizon Wireless', statementName: 'VERIZON WIRELESS PAYMENTS ACH', category: 'Utilities', minCents: 11240, maxCents: 11240, dayOfMonth: 18 },
  { name: 'State Farm Insurance', statementName: 'STATE FARM RO 27 SFPP ACH', category: 'Insurance', minCents: 16725, maxCents: 16725, dayOfMonth: 3 },
  { name: 'Netflix', statementName: 'NETFLIX.COM 866-579-7172 CA', category: 'Subscriptions', minCents: 1549, maxCents: 1549, dayOfMonth: 9 },
  { name: 'Spotify', statementName: 'SPOTIFY USA 877-778-1161 NY', category: 'Subscriptions', minCents: 1199, maxCents: 1199, dayOfMonth: 21 },
  { name: '24 Hour Fitness', statementName: '24 HOUR FITNESS USA ACH', category: 'Personal Care', minCents: 4499, maxCents: 4499, dayOfMonth: 1 },
];

export interface PermissionGrant {
  resource: string;
  functionName: string;
  privileges: Privilege[];
}

/**
 * The permissions of a full retail member: every resource and function the entitlement rows of
 * spec/1 §6 name (and the payment functions the transfer journeys use), in the platform's
 * spelling with spaces. `limited` holds these minus Product Summary view and the providers of sso-providers.ts.
 */
export const memberPermissions: readonly PermissionGrant[] = [
  { resource: 'Payments', functionName: 'A2A Transfer', privileges: ['view', 'create', 'edit', 'delete', 'approve', 'cancel'] },
  { resource: 'Payments', functionName: 'SEPA CT', privileges: ['view', 'create', 'edit', 'delete', 'approve', 'cancel'] },
  { resource: 'Payments', functionName: 'P2P Transfer', privileges: ['view', 'create', 'edit', 'delete', 'approve', 'cancel'] },
  { resource: 'Payments', functionName: 'Loans Payment', privileges: ['view', 'create', 'edit', 'delete', 'approve', 'cancel'] },
  { resource: 'Payments', functionName: 'Loans Advance', privileges: ['view', 'create', 'edit', 'delete', 'approve', 'cancel'] },
  { resource: 'Payments', functionName: 'US Billpay Payments', privileges: ['view', 'create', 'edit', 'delete'] },
  { resource: 'Payments', functionName: 'Stop Checks', privileges: ['view', 'create', 'edit', 'delete', 'approve', 'cancel'] },
  { resource: 'Product Summary', functionName: 'Product Summary', privileges: ['view', 'edit'] },
  { resource: 'Product Summary', functionName: 'Product Summary Limited View', privileges: ['view', 'edit'] },
  { resource: 'Product Summary', functionName: 'Manage Arrangement Alias', privileges: ['edit'] },
  { resource: 'Contacts', functionName: 'Contacts', privileges: ['view', 'create', 'edit', 'delete', 'approve'] },
  { resource: 'Contacts', functionName: 'US Billpay Payees', privileges: ['view', 'create', 'edit', 'delete'] },
  { resource: 'Transactions', functionName: 'Transactions', privileges: ['view', 'edit'] },
  { resource: 'User Profiles', functionName: 'Manage User Profiles', privileges: ['view', 'create', 'edit', 'delete'] },
  { resource: 'User', functionName: 'Manage Authorized Users', privileges: ['view', 'create', 'edit'] },
  { resource: 'Personal Finance Management', functionName: 'Manage Cards', privileges: ['view', 'create', 'edit', 'delete'] },
  { resource: 'Personal Finance Management', functionName: 'Manage Budgets', privileges: ['view', 'create', 'edit', 'delete'] },
  { resource: 'Personal Finance Management', functionName: 'Places', privileges: ['view'] },
  { resource: 'Personal Finance Management', functionName: 'Manage Pockets', privileges: ['view', 'create', 'edit', 'delete', 'execute'] },
  { resource: 'Personal Finance Management', functionName: 'Financial Insights', privileges: ['view'] },
  { resource: 'Account Statements', functionName: 'Manage Statements', privileges: ['view', 'edit'] },
  { resource: 'Actions', functionName: 'Manage Action Recipes', privileges: ['view', 'create', 'edit', 'delete', 'execute'] },
  { resource: 'Notifications', functionName: 'Manage Notifications', privileges: ['view', 'create', 'edit', 'delete', 'approve'] },
  { resource: 'Message Center', functionName: 'Manage Messages', privileges: ['view', 'create', 'edit', 'delete', 'approve'] },
  { resource: 'Real Time Communications', functionName: 'RTC Support Request', privileges: ['view', 'create', 'execute'] },
  { resource: 'Credit Score', functionName: 'Credit Score SSO', privileges: ['view', 'execute'] },
  { resource: 'Billpay', functionName: 'Billpay SSO', privileges: ['view', 'create'] },
  { resource: 'Billpay', functionName: 'US Billpay Enrolment', privileges: ['view', 'execute'] },
  { resource: 'Appointments', functionName: 'Self-serve Appointments', privileges: ['view', 'execute'] },
  { resource: 'Direct Deposit', functionName: 'Direct Deposit Switch', privileges: ['view', 'execute'] },
  { resource: 'Application', functionName: 'Retail Loan-Application', privileges: ['view', 'create'] },
  { resource: 'Application', functionName: 'Mortgage-Application', privileges: ['view', 'create'] },
  { resource: 'Communication Preferences', functionName: 'General Notification Preferences', privileges: ['view', 'create', 'edit'] },
  { resource: 'Device', functionName: 'Manage Devices', privileges: ['view', 'edit', 'delete'] },
];

