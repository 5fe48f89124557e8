/**
 * Who the demo is about: the five demo sign-ins, their profiles, their service agreements and
 * what they may do in each. Identities are fixed (not drawn from the seed) so documentation and
 * tests can name them.
 */
import type { Privilege } from '../api/permissions.js';
import { memberPermissions, type PermissionGrant } from './catalog.js';

export type Role = 'member' | 'agent' | 'operator';

export interface DemoUser {
  id: string;
  username: string;
  fullName: string;
  role: Role;
  externalId: string;
  legalEntityId: string;
  legalEntityName: string;
  /** The member number, shown by new-account funding and the profile. */
  customerCode: string | null;
  eligibleForNewAccount: boolean;
  emails: { key: string; type: string; address: string; primary: boolean }[];
  phones: { key: string; type: string; number: string; primary: boolean }[];
  postalAddresses: {
    key: string;
    type: 'HOME' | 'MAILING';
    primary: boolean;
    buildingNumber: string;
    streetName: string | null;
    townName: string;
    countrySubDivision: string;
    postalCode: string;
  }[];
}

export const demoUsers: readonly DemoUser[] = [
  {
    id: 'u-demo',
    username: 'demo',
    fullName: 'Jordan Smith',
    role: 'member',
    externalId: 'jordan.smith',
    legalEntityId: 'le-jordan-smith',
    legalEntityName: 'Jordan Smith',
    customerCode: '100245871',
    eligibleForNewAccount: true,
    emails: [{ key: 'Email', type: 'PERSONAL', address: 'jordan.smith@example.com', primary: true }],
    phones: [
      { key: 'Mobile', type: 'MOBILE', number: '+13035550187', primary: true },
      { key: 'Home', type: 'HOME', number: '+17205550143', primary: false },
    ],
    postalAddresses: [
      { key: 'home', type: 'HOME', primary: true, buildingNumber: '1420 S Pearl St', streetName: null, townName: 'Denver', countrySubDivision: 'CO', postalCode: '80210-2315' },
      { key: 'mailing', type: 'MAILING', primary: false, buildingNumber: 'PO Box 18422', streetName: null, townName: 'Denver', countrySubDivision: 'CO', postalCode: '80218' },
    ],
  },
  {
    id: 'u-newbie',
    username: 'newbie',
    fullName: 'Riley Chen',
    role: 'member',
    externalId: 'riley.chen',
    legalEntityId: 'le-riley-chen',
    legalEntityName: 'Riley Chen',
    customerCode: '100377902',
    eligibleForNewAccount: true,
    emails: [{ key: 'Email', type: 'PERSONAL', address: 'riley.chen@example.com', primary: true }],
    phones: [{ key: 'Mobile', type: 'MOBILE', number: '+17205550119', primary: true }],
    postalAddresses: [
      { key: 'home', type: 'HOME', primary: true, buildingNumber: '2250 Eliot St', streetName: 'Unit 4', townName: 'Denver', countrySubDivision: 'CO', postalCode: '80211' },
    ],
  },
  {
    id: 'u-limited',
    username: 'limited',
    fullName: 'Sam Patel',
    role: 'member',
    externalId: 'sam.patel',
    legalEntityId: 'le-sam-patel',
    legalEntityName: 'Sam Patel',
    customerCode: '100318644',
    eligibleForNewAccount: false,
    emails: [{ key: 'Email', type: 'PERSONAL', address: 'sam.patel@example.com', primary: true }],
    phones: [{ key: 'Mobile', type: 'MOBILE', number: '+13035550164', primary: true }],
    postalAddresses: [
      { key: 'home', type: 'HOME', primary: true, buildingNumber: '845 Garfield St', streetName: null, townName: 'Boulder', countrySubDivision: 'CO', postalCode: '80302' },
    ],
  },
  {
    id: 'u-agent',
    username: 'agent',
    fullName: 'Dana Rivera',
    role: 'agent',
    externalId: 'dana.rivera',
    legalEntityId: 'le-credit-union',
    legalEntityName: 'Front Range Credit Union',
    customerCode: null,
    eligibleForNewAccount: false,
    emails: [{ key: 'Email', type: 'WORK', address: 'dana.rivera@frontrange.example', primary: true }],
    phones: [{ key: 'Work', type: 'WORK', number: '+13035550142', primary: true }],
    postalAddresses: [],
  },
  {
    id: 'u-operator',
    username: 'operator',
    fullName: 'Morgan Lee',
    role: 'operator',
    externalId: 'morgan.lee',
    legalEntityId: 'le-credit-union',
    legalEntityName: 'Front Range Credit Union',
    customerCode: null,
    eligibleForNewAccount: false,
    emails: [{ key: 'Email', type: 'WORK', address: 'morgan.lee@frontrange.example', primary: true }],
    phones: [{ key: 'Work', type: 'WORK', number: '+13035550100', primary: true }],
    postalAddresses: [],
  },
  // A second operator, so two people editing the same configuration can be shown and tested.
  {
    id: 'u-operator2',
    username: 'operator2',
    fullName: 'Avery Chen',
    role: 'operator',
    externalId: 'avery.chen',
    legalEntityId: 'le-credit-union',
    legalEntityName: 'Front Range Credit Union',
    customerCode: null,
    eligibleForNewAccount: false,
    emails: [{ key: 'Email', type: 'WORK', address: 'avery.chen@frontrange.example', primary: true }],
    phones: [{ key: 'Work', type: 'WORK', number: '+13035550101', primary: true }],
    postalAddresses: [],
  },
];

/** The members a support agent may act for. */
export const agentAssignments: readonly { agentId: string; memberId: string }[] = [
  { agentId: 'u-agent', memberId: 'u-demo' },
  { agentId: 'u-agent', memberId: 'u-newbie' },
];

export interface DemoServiceAgreement {
  id: string;
  externalId: string;
  name: string;
  description: string;
  isMaster: boolean;
  customerCategory: 'RETAIL' | 'BUSINESS';
  creatorLegalEntity: string;
  /** The members of its one access group, and what that group may do. */
  members: string[];
  permissions: readonly PermissionGrant[];
}

/** The providers a member is handed over to (sso-providers.ts): `limited` shows each one hidden and refused. */
const providerResources = new Set(['Billpay', 'Credit Score', 'Appointments', 'Direct Deposit', 'Application', 'Communication Preferences']);
const isProviderGrant = (grant: PermissionGrant) =>
  providerResources.has(grant.resource) || (grant.resource === 'User' && grant.functionName === 'Manage Authorized Users');

/** Everything a full member may do, except viewing the product summary and opening the providers. */
const withoutProductSummaryView: PermissionGrant[] = memberPermissions
  .filter((grant) => !isProviderGrant(grant))
  .map((grant) =>
    grant.resource === 'Product Summary' && grant.functionName === 'Product Summary'
      ? // Nor manage its accounts (edit): limited shows Manage Accounts hidden and refused.
        { ...grant, privileges: grant.privileges.filter((privilege: Privilege) => privilege !== 'view' && privilege !== 'edit') }
      : grant,
  )
  .filter((grant) => grant.privileges.length > 0);

export const demoServiceAgreements: readonly DemoServiceAgreement[] = [
  {
    id: 'sa-demo-personal',
    externalId: 'sa-ext-demo-personal',
    name: 'Personal',
    description: 'Jordan Smith personal accounts',
    isMaster: true,
    customerCategory: 'RETAIL',
    creatorLegalEntity: 'le-jordan-smith',
    members: ['u-demo'],
    permissions: memberPermissions,
  },
  {
    id: 'sa-demo-business',
    externalId: 'sa-ext-demo-business',
    name: 'Smith Family Business',
    description: 'Smith Family Business LLC accounts',
    isMaster: false,
    customerCategory: 'BUSINESS',
    creatorLegalEntity: 'le-smith-family-business',
    members: ['u-demo'],
    permissions: memberPermissions,
  },
  {
    id: 'sa-newbie',
    externalId: 'sa-ext-newbie',
    name: 'Personal',
    description: 'Riley Chen personal accounts',
    isMaster: true,
    customerCategory: 'RETAIL',
    creatorLegalEntity: 'le-riley-chen',
    members: ['u-newbie'],
    permissions: memberPermissions,
  },
  {
    id: 'sa-limited',
    externalId: 'sa-ext-limited',
    name: 'Personal',
    description: 'Sam Patel personal accounts',
    isMaster: true,
    customerCategory: 'RETAIL',
    creatorLegalEntity: 'le-sam-patel',
    members: ['u-limited'],
    permissions: withoutProductSummaryView,
  },
];

/** The one access group of a service agreement. */
export function accessGroupIdOf(serviceAgreementId: string): string {
  return `ag-${serviceAgreementId.replace(/^sa-/, '')}`;
}
