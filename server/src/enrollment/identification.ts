import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { ApiError, badRequest } from '../http/errors.js';
import { decoyHash, verifyPassword } from '../oidc/passwords.js';
import type { EnrollmentConfig } from './config.js';
import { clientSubject, forgetFailures, invitationSubject, lockSecondsLeft, memberSubject, recordFailure } from './lockout.js';
import type { components } from '../../../schemas/api/generated/api-types.js';

type Schemas = components['schemas'];

/** Who the person says they are: member number, full SSN and its last four, date of birth. */
export interface IdentityClaim {
  memberNumber: string;
  ssn: string;
  ssnLast4: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  uuid?: string;
}

/** A core member record (core_members), without its SSN hash. */
export interface CoreMemberRecord {
  tenant: string;
  memberNumber: string;
  legalEntityId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  ssnLast4: string;
}

export type Identification =
  | { outcome: 'identified'; member: CoreMemberRecord }
  | { outcome: 'mismatch' }
  | { outcome: 'locked'; secondsLeft: number };

/** The one answer for every mismatch, so no answer tells which part was wrong or whether the member exists. */
export const identificationMismatch = (status: 400 | 404 = 400) =>
  new ApiError(status, 'enrollment.identification.mismatch', 'Identification does not match');

/** core_members' columns (table alias `m`) as a CoreMemberRecord. */
const memberColumns = `m.tenant, m.member_number as "memberNumber", m.legal_entity_id as "legalEntityId", m.first_name as "firstName",
  m.last_name as "lastName", to_char(m.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", m.ssn_last4 as "ssnLast4"`;

/**
 * The claim an enrollment record makes. The full SSN comes from `entityLookup.ssn` (or the
 * create-account payload's `ssn`); the record must carry one SSN and one DOB verification.
 */
export function claimOf(record: {
  identification: Schemas['EnrollmentIdentificationItem'][];
  verification: Schemas['EnrollmentVerificationItem'][];
  entityLookup?: Schemas['EntityLookup'];
  ssn?: string;
  uuid?: string;
}): IdentityClaim {
  const ssnLast4 = record.verification.find((item) => item.type === 'SSN')?.value;
  const dateOfBirth = record.verification.find((item) => item.type === 'DOB')?.value.slice(0, 10);
  const ssn = record.entityLookup?.ssn ?? record.ssn;
  const memberNumber = record.identification[0]?.value;
  const missing = [
    ...(ssnLast4 === undefined ? [{ key: 'enrollment.verification.ssn-missing', message: 'An SSN verification item is needed.', context: { pointer: '/verification' } }] : []),
    ...(dateOfBirth === undefined ? [{ key: 'enrollment.verification.dob-missing', message: 'A DOB verification item is needed.', context: { pointer: '/verification' } }] : []),
    ...(ssn === undefined ? [{ key: 'enrollment.ssn.missing', message: 'The full SSN is needed in entityLookup.ssn.', context: { pointer: '/entityLookup/ssn' } }] : []),
  ];
  if (missing.length > 0 || ssnLast4 === undefined || dateOfBirth === undefined || ssn === undefined || memberNumber === undefined) {
    throw badRequest('The request is not valid.', missing);
  }
  return { memberNumber, ssn, ssnLast4, dateOfBirth, ...(record.uuid !== undefined ? { uuid: record.uuid } : {}) };
}

/** An invitation that is neither used nor older than invitationDays, with its member. */
export async function openInvitation(db: Queryable, tenant: string, uuid: string, invitationDays: number): Promise<CoreMemberRecord | undefined> {
  const [member] = await db.query<CoreMemberRecord>(
    `select ${memberColumns}
       from invitations i join core_members m on m.tenant = i.tenant and m.member_number = i.member_number
      where i.tenant = $1 and i.uuid = $2 and i.used_at is null and i.invited_at > now() - $3 * interval '1 day'`,
    [tenant, uuid, invitationDays],
  );
  return member;
}

/** The record `eligible` is asked about for an unknown member number: no legal entity has an empty id. */
const nobody: CoreMemberRecord = { tenant: '', memberNumber: '', legalEntityId: '', firstName: '', lastName: '', dateOfBirth: '', ssnLast4: '' };

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Compares a claim with the core record. A known and an unknown member number cost the same: the
 * same queries and one scrypt comparison (against a decoy hash when there is no member), and
 * every mismatch counts one failure against the member number and the client's address.
 * Locked subjects are refused before anything is compared. `eligible` is a further condition on
 * the found member (password reset: the member has an online sign-in); a member who fails it is
 * a mismatch like any other. It is asked on every path — of a record that matches nobody when
 * the member number is unknown — so neither a match nor an unknown number costs a query less.
 */
export async function identify(
  db: Queryable,
  config: EnrollmentConfig,
  where: { tenant: string; clientAddress: string },
  claim: IdentityClaim,
  eligible: (member: CoreMemberRecord) => Promise<boolean> = async () => true,
): Promise<Identification> {
  const subjects = [memberSubject(claim.memberNumber), clientSubject(where.clientAddress)] as const;
  const secondsLeft = await lockSecondsLeft(db, where.tenant, subjects);
  if (secondsLeft !== undefined) return { outcome: 'locked', secondsLeft };
  const [row] = await db.query<CoreMemberRecord & { ssnHash: string }>(
    `select ${memberColumns}, m.ssn_hash as "ssnHash" from core_members m where m.tenant = $1 and m.member_number = $2`,
    [where.tenant, claim.memberNumber],
  );
  const invited = claim.uuid === undefined ? undefined : await openInvitation(db, where.tenant, claim.uuid, config.invitationDays);
  const ssnMatches = await verifyPassword(claim.ssn, row?.ssnHash ?? (await decoyHash()));
  const isEligible = (await eligible(row ?? nobody)) && row !== undefined;
  const matches =
    row !== undefined &&
    isEligible &&
    ssnMatches &&
    sameText(claim.ssn.slice(-4), claim.ssnLast4) &&
    sameText(row.dateOfBirth, claim.dateOfBirth) &&
    (claim.uuid === undefined || invited?.memberNumber === row.memberNumber);
  if (!matches) {
    await recordFailure(db, where.tenant, subjects, config.identificationLockout);
    return { outcome: 'mismatch' };
  }
  await forgetFailures(db, where.tenant, subjects[0]);
  const { ssnHash: _hash, ...member } = row;
  return { outcome: 'identified', member };
}

/**
 * An invitation's verification step: the last four SSN digits for the invitation's member. An
 * unknown, expired or used invitation is a mismatch like a wrong `verify`, and counts alike
 * (against the invitation's member number, or the invitation itself when it names none).
 */
export async function verifyInvitation(
  db: Queryable,
  config: EnrollmentConfig,
  where: { tenant: string; clientAddress: string },
  uuid: string,
  ssnLast4: string,
): Promise<Identification> {
  const member = await openInvitation(db, where.tenant, uuid, config.invitationDays);
  const subjects = [member ? memberSubject(member.memberNumber) : invitationSubject(uuid), clientSubject(where.clientAddress)] as const;
  const secondsLeft = await lockSecondsLeft(db, where.tenant, subjects);
  if (secondsLeft !== undefined) return { outcome: 'locked', secondsLeft };
  if (member === undefined || !sameText(member.ssnLast4, ssnLast4)) {
    await recordFailure(db, where.tenant, subjects, config.identificationLockout);
    return { outcome: 'mismatch' };
  }
  return { outcome: 'identified', member };
}
