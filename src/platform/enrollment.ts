import type { BodyOf, EnrollmentIdentified, EnrollmentInvitation, EnrollmentUserRecord, OnlineAccountCreated } from '../../schemas/api/generated/api-types.js';
import type { HttpClient } from './http.js';
import { expectRecord, isRecord, stringOf } from './json.js';

/**
 * The enrollment service (spec/3 §7, schemas/api/enrollment.json): a visitor identifies as a
 * member, then creates the online sign-in; an invited member's link names their invitation. No
 * token: the visitor has none yet.
 */
export type { EnrollmentIdentified, EnrollmentInvitation };

export const enrollmentPath = '/enrollment/client-api/v2/enrollments/backbase';

/** What the member typed to identify: member number, full SSN and date of birth (yyyy-mm-dd). */
export interface MemberIdentity {
  readonly memberNumber: string;
  readonly ssn: string;
  readonly birthDate: string;
}

/** The enrollment user record of spec/3 §3: the SSN's last four and the birth date at midnight as verification. */
export function enrollmentRecord(identity: MemberIdentity, uuid?: string): EnrollmentUserRecord {
  return {
    identification: [{ key: 'accountNumber', value: identity.memberNumber }],
    verification: [
      { type: 'SSN', value: identity.ssn.slice(-4) },
      { type: 'DOB', value: `${identity.birthDate}T00:00:00` },
    ],
    entityLookup: { ssn: identity.ssn },
    ...(uuid === undefined ? {} : { uuid }),
  };
}

function readIdentified(value: unknown): EnrollmentIdentified {
  const body = expectRecord(value, 'enrollment identification');
  const entities = isRecord(body.entities) && Array.isArray(body.entities.entities) ? body.entities.entities : [];
  const metadata = isRecord(body.metadata) ? body.metadata : {};
  return {
    preferredUsername: stringOf(body.preferredUsername) ?? '',
    entities: {
      entities: entities.flatMap((entity) => {
        const entityId = isRecord(entity) ? stringOf(entity.entityId) : undefined;
        if (entityId === undefined || !isRecord(entity)) return [];
        return [{ entityId, type: entity.type === 'BUSINESS' ? ('BUSINESS' as const) : ('PERSONAL' as const) }];
      }),
    },
    metadata: { firstName: stringOf(metadata.firstName) ?? '', lastName: stringOf(metadata.lastName) ?? '' },
  };
}

/** POST: is this the member they say? Answers the suggested username and the member's entities. */
export async function identifyForEnrollment(http: HttpClient, record: EnrollmentUserRecord): Promise<EnrollmentIdentified> {
  return readIdentified(await http.post(enrollmentPath, record));
}

export type OnlineAccountRequest = BodyOf<'createOnlineAccount'>;

/** PUT: creates the member's online sign-in. */
export async function createOnlineAccount(http: HttpClient, request: OnlineAccountRequest): Promise<OnlineAccountCreated> {
  const body = expectRecord(await http.put(enrollmentPath, request), 'online account');
  return { username: stringOf(body.username) ?? '', status: 'COMPLETE' };
}

function readInvitation(value: unknown): EnrollmentInvitation {
  const body = expectRecord(value, 'enrollment invitation');
  const metadata = isRecord(body.metadata) ? body.metadata : undefined;
  const firstName = stringOf(body.firstName);
  const lastName = stringOf(body.lastName);
  const username = stringOf(body.username);
  return {
    ...(firstName === undefined ? {} : { firstName }),
    ...(lastName === undefined ? {} : { lastName }),
    ...(username === undefined ? {} : { username }),
    ...(metadata === undefined
      ? {}
      : {
          metadata: {
            firstName: stringOf(metadata.firstName) ?? '',
            lastName: stringOf(metadata.lastName) ?? '',
            dob: stringOf(metadata.dob) ?? '',
            accountNumber: stringOf(metadata.accountNumber) ?? '',
          },
        }),
  };
}

/** GET ?uuid=: the invited member's name, for the welcome header. */
export async function readInvitationGreeting(http: HttpClient, uuid: string): Promise<EnrollmentInvitation> {
  return readInvitation(await http.get(enrollmentPath, { uuid }));
}

/** GET ?uuid=&verify=: with the SSN's last four, the invitation's details (member number, birth date, suggested username). */
export async function verifyInvitation(http: HttpClient, uuid: string, ssnLastFour: string): Promise<EnrollmentInvitation> {
  return readInvitation(await http.get(enrollmentPath, { uuid, verify: ssnLastFour, verifyType: 'SSN' }));
}
