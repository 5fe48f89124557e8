import { randomUUID } from 'node:crypto';
import { acceptTermsVersion } from '../consent/terms.js';
import type { Queryable } from '../db/database.js';
import { conflict } from '../http/errors.js';
import { hashPassword } from '../oidc/passwords.js';
import { memberPermissions } from '../seed/catalog.js';
import { insertServiceAgreements } from '../seed/service-agreements.js';
import { identificationMismatch, type CoreMemberRecord } from './identification.js';

export const usernameTaken = () => conflict('Username is not available', 'enrollment.username.taken');

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** A member's online sign-in: the member user of their legal entity. */
export interface SignInOf {
  userId: string;
  username: string;
}

export async function signInOf(db: Queryable, member: Pick<CoreMemberRecord, 'legalEntityId'>): Promise<SignInOf | undefined> {
  const [row] = await db.query<SignInOf>(`select id as "userId", username from users where legal_entity_id = $1 and role = 'member'`, [
    member.legalEntityId,
  ]);
  return row;
}

/** Whether the member already has online access (a sign-in user for their legal entity). */
export async function hasOnlineAccess(db: Queryable, member: Pick<CoreMemberRecord, 'legalEntityId'>): Promise<boolean> {
  return (await signInOf(db, member)) !== undefined;
}

/** Sign-in is case-insensitive (oidc/accounts.ts), so a username is taken in any case. */
export async function isUsernameTaken(db: Queryable, username: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>('select exists (select 1 from users where lower(username) = lower($1)) as taken', [username]);
  return row?.taken === true;
}

/**
 * A username to suggest: first.last in lower-case letters, cut to the longest allowed, padded
 * to the shortest, with 2, 3 … added while someone has it.
 */
export async function preferredUsernameOf(db: Queryable, member: CoreMemberRecord, lengths: { min: number; max: number }): Promise<string> {
  const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
  const base = `${letters(member.firstName)}.${letters(member.lastName)}`.slice(0, lengths.max - 2).padEnd(lengths.min, '1');
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
}

/** Starts (or restarts) the member's enrollment once they are identified; a completed one stays complete. */
export async function startEnrollment(db: Queryable, member: CoreMemberRecord): Promise<void> {
  await db.query(
    `insert into enrollments (id, tenant, member_number, status, attempts) values ($1, $2, $3, 'STARTED', 1)
     on conflict (tenant, member_number) do update
       set attempts = enrollments.attempts + 1, updated_at = now(),
           status = case when enrollments.status = 'COMPLETE' then 'COMPLETE' else 'STARTED' end`,
    [`enr-${randomUUID()}`, member.tenant, member.memberNumber],
  );
}

export async function markEnrollment(db: Queryable, member: CoreMemberRecord, status: 'COMPLETE' | 'FAILED'): Promise<void> {
  await db.query(
    `insert into enrollments (id, tenant, member_number, status) values ($1, $2, $3, $4)
     on conflict (tenant, member_number) do update set status = excluded.status, updated_at = now()`,
    [`enr-${randomUUID()}`, member.tenant, member.memberNumber, status],
  );
}

export interface NewOnlineAccount {
  username: string;
  password: string;
  emailAddress: string;
  /** The invitation the member came from: marked used, once. */
  invitation?: string;
  /** The online-banking terms version current now (config/terms.json), which the member accepts on the Create Account screen. */
  termsVersion: string;
}

/**
 * Creates the member's sign-in: the user (the provider's password hash), their e-mail address, a
 * JOINT_ONLY personal service agreement with the default member permissions (the seed's own
 * grants) holding every account of the member's legal entity, the terms version accepted, the
 * invitation used and the enrollment COMPLETE, all in one transaction.
 */
export async function createOnlineAccount(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  member: CoreMemberRecord,
  account: NewOnlineAccount,
): Promise<void> {
  const passwordHash = await hashPassword(account.password);
  const userId = `u-${randomUUID()}`;
  const serviceAgreementId = `sa-${randomUUID()}`;
  const fullName = `${member.firstName} ${member.lastName}`;
  try {
    await db.transaction(async (tx) => {
      if (account.invitation !== undefined) {
        const used = await tx.query(
          'update invitations set used_at = now() where tenant = $1 and uuid = $2 and member_number = $3 and used_at is null returning uuid',
          [member.tenant, account.invitation, member.memberNumber],
        );
        // Another request used it in the meantime.
        if (used.length === 0) throw identificationMismatch();
      }
      await tx.query(
        `insert into users (id, username, password_hash, full_name, role, external_id, legal_entity_id, legal_entity_name, customer_code, eligible_for_new_account)
         values ($1, $2, $3, $4, 'member', $5, $6, $7, $8, true)`,
        [userId, account.username, passwordHash, fullName, `member-${member.tenant}-${member.memberNumber}`, member.legalEntityId, fullName, member.memberNumber],
      );
      await tx.query(`insert into electronic_addresses (user_id, key, type, address, is_primary) values ($1, 'Email', 'PERSONAL', $2, true)`, [
        userId,
        account.emailAddress,
      ]);
      await insertServiceAgreements(
        tx,
        [
          {
            id: serviceAgreementId,
            externalId: `sa-ext-${serviceAgreementId.slice(3)}`,
            name: 'Personal',
            description: `${fullName} personal accounts`,
            isMaster: true,
            customerCategory: 'RETAIL',
            creatorLegalEntity: member.legalEntityId,
            members: [userId],
            permissions: memberPermissions,
          },
        ],
        new Date().toISOString(),
      );
      await tx.query(
        `insert into service_agreement_arrangements (service_agreement_id, arrangement_id)
         select $1, id from arrangements where legal_entity_id = $2 and not is_external`,
        [serviceAgreementId, member.legalEntityId],
      );
      await acceptTermsVersion(tx, userId, account.termsVersion);
      await markEnrollment(tx, member, 'COMPLETE');
      await tx.query(`insert into audit_events (actor_id, subject_id, action, details) values ($1, $1, 'enrollment.completed', $2::jsonb)`, [
        userId,
        JSON.stringify({ memberNumber: member.memberNumber, tenant: member.tenant, invitation: account.invitation ?? null }),
      ]);
    });
  } catch (error) {
    // Two enrollments chose the same username at once: the unique index decides.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
