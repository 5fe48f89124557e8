/**
 * The credit union's core member records enrollment checks a member against: who they are, their
 * SSN and date of birth, and the accounts of those without online access yet (Casey Rivera,
 * Jamie Brooks with an invitation, and a mesa-peak member). Fixed, like the demo sign-ins, so
 * server/README.md, `npm start` and the tests can name them.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { hashPassword } from '../oidc/passwords.js';
import { insertRows } from './bulk-insert.js';
import { addMonths } from '../payments/calendar.js';
import { seedToday } from './dates.js';
import { depositAccount, everydayMoneyChecking, secondaryShareSavings, transferAdditions, type ArrangementSpec } from './products.js';

export interface CoreMember {
  /** The credit union (config/tenants.json) the member belongs to. */
  tenant: string;
  memberNumber: string;
  legalEntityId: string;
  firstName: string;
  lastName: string;
  ssn: string;
  dateOfBirth: string;
}

export const coreMembers: readonly CoreMember[] = [
  // demo's own record, so enrolling demo again shows the duplicate answer.
  { tenant: 'default', memberNumber: '100245871', legalEntityId: 'le-jordan-smith', firstName: 'Jordan', lastName: 'Smith', ssn: '111223333', dateOfBirth: '1980-01-01' },
  { tenant: 'default', memberNumber: '100200300', legalEntityId: 'le-casey-rivera', firstName: 'Casey', lastName: 'Rivera', ssn: '123456789', dateOfBirth: '1990-04-15' },
  { tenant: 'default', memberNumber: '100200400', legalEntityId: 'le-jamie-brooks', firstName: 'Jamie', lastName: 'Brooks', ssn: '987654321', dateOfBirth: '1985-11-02' },
  // A credit union not upgraded yet (config/tenants/mesa-peak/enrollment.json): enrolls only by invitation.
  { tenant: 'mesa-peak', memberNumber: '300400500', legalEntityId: 'le-morgan-ellis', firstName: 'Morgan', lastName: 'Ellis', ssn: '555667777', dateOfBirth: '1975-06-30' },
];

/** Invitation links of the demo (each valid for config/enrollment.json invitationDays from the seeding). */
export const demoInvitations: readonly { uuid: string; tenant: string; memberNumber: string }[] = [
  { uuid: 'invite-0001-jamie', tenant: 'default', memberNumber: '100200400' },
];

/** The accounts of the members without online access: enrollment links them to the new sign-in. */
export function coreMemberArrangements(): ArrangementSpec[] {
  const owner = (legalEntityId: string, holderNames: string) => ({ ...depositAccount, serviceAgreementId: null, legalEntityId, holderNames });
  const checking = (id: string, holder: ReturnType<typeof owner>, openingCents: number, openingDate: string): ArrangementSpec => ({
    ...holder,
    ...everydayMoneyChecking,
    id,
    openingDate,
    accruedInterest: '0.05',
    openingCents,
    details: { additions: { ...transferAdditions(true, true), isPrimaryBillpayAccount: 'true', accountCode: 'S13' } },
  });
  const casey = owner('le-casey-rivera', 'Casey Rivera');
  return [
    checking('arr-casey-checking', casey, 184_500, '2019-03-12'),
    {
      ...casey,
      ...secondaryShareSavings,
      id: 'arr-casey-savings',
      openingDate: '2019-03-12',
      accruedInterest: '0.61',
      openingCents: 720_000,
      details: { additions: { ...transferAdditions(true, true), accountCode: 'S01' } },
    },
    checking('arr-jamie-checking', owner('le-jamie-brooks', 'Jamie Brooks'), 96_250, addMonths(seedToday, -30)),
    checking('arr-morgan-checking', owner('le-morgan-ellis', 'Morgan Ellis'), 310_000, '2012-07-01'),
  ];
}

/**
 * Writes the core member records (SSNs hashed with a salt derived from the seed, so the rows are
 * the same on every run) and the demo invitations.
 */
export async function seedCoreMembers(tx: Queryable, seed: number): Promise<void> {
  const rows = [];
  for (const member of coreMembers) {
    const salt = createHash('sha256').update(`passbook-ssn-${seed}-${member.tenant}-${member.memberNumber}`).digest().subarray(0, 16);
    rows.push([
      member.tenant, member.memberNumber, member.legalEntityId, member.firstName, member.lastName,
      await hashPassword(member.ssn, salt), member.ssn.slice(-4), member.dateOfBirth,
    ]);
  }
  await insertRows(tx, 'core_members', ['tenant', 'member_number', 'legal_entity_id', 'first_name', 'last_name', 'ssn_hash', 'ssn_last4', 'date_of_birth'], rows);
  await insertRows(tx, 'invitations', ['uuid', 'tenant', 'member_number'], demoInvitations.map((invitation) => [invitation.uuid, invitation.tenant, invitation.memberNumber]));
}
