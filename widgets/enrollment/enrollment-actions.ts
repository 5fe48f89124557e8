import {
  createOnlineAccount,
  enrollmentRecord,
  identifyForEnrollment,
  identifyForPasswordReset,
  isRecord,
  setNewPassword,
  verifyInvitation,
  type EnrollmentIdentified,
  type HttpClient,
  type MemberIdentity,
} from '../../src/platform/index.js';
import type { JourneyAction, JourneyFacts } from '../../src/runtime/index.js';

/** What the enrollment widget tells its journey file (context.<name>). */
export interface EnrollmentContext extends Record<string, unknown> {
  /** `self`: the member identifies themselves; `invitation`: they came from an invitation link. */
  readonly mode: 'self' | 'invitation';
  readonly uuid?: string;
  /** The member came from the mobile app (?source=mobile). */
  readonly mobile: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function stepData(facts: JourneyFacts, step: string): Record<string, unknown> {
  const data = facts.data[step];
  return isRecord(data) ? data : {};
}

/** Who the member says they are: the identification step (self, password reset) or the verification step (invitation). */
function identityOf(facts: JourneyFacts): MemberIdentity {
  const data = stepData(facts, facts.context.mode === 'invitation' ? 'verification' : 'identification');
  return { memberNumber: text(data.memberNumber), ssn: text(data.ssn), birthDate: text(data.birthDate) };
}

function resetIdOf(facts: JourneyFacts): string {
  const result = facts.results['identify-for-reset'];
  return result?.ok === true && isRecord(result.value) && typeof result.value.resetId === 'string' ? result.value.resetId : '';
}

function uuidOf(facts: JourneyFacts): string | undefined {
  return typeof facts.context.uuid === 'string' ? facts.context.uuid : undefined;
}

function identified(facts: JourneyFacts): EnrollmentIdentified | undefined {
  const result = facts.results.identify;
  return result?.ok === true ? (result.value as EnrollmentIdentified) : undefined;
}

/**
 * The platform actions config/journeys/enrollment.json names (spec/3 §4): identify the member
 * (self, or an invited member's verification), read an invitation with the SSN's last four, and
 * create the online sign-in. Email, username and password are trimmed before sending (spec/3 §5).
 * And config/journeys/password-reset.json's: identify for a reset, set the new password.
 */
export function enrollmentActions(http: HttpClient): Readonly<Record<string, JourneyAction>> {
  return {
    identify: (facts) => identifyForEnrollment(http, enrollmentRecord(identityOf(facts), uuidOf(facts))),
    'verify-invitation': (facts) => {
      const uuid = uuidOf(facts);
      if (uuid === undefined) throw new Error('An invitation step without an invitation');
      return verifyInvitation(http, uuid, text(stepData(facts, 'invitation').ssn).slice(-4));
    },
    'identify-for-reset': (facts) => identifyForPasswordReset(http, identityOf(facts)),
    'set-new-password': (facts) => {
      const password = stepData(facts, 'new-password').password;
      return setNewPassword(http, resetIdOf(facts), typeof password === 'string' ? password.trim() : '');
    },
    'create-account': (facts) => {
      const form = stepData(facts, 'create-account');
      const identity = identityOf(facts);
      const record = enrollmentRecord(identity, uuidOf(facts));
      const username = text(form.username);
      const invited = facts.context.mode === 'invitation';
      return createOnlineAccount(http, {
        ...(invited ? { userName: username, ssn: identity.ssn } : { username }),
        password: typeof form.password === 'string' ? form.password.trim() : '',
        profile: { emailAddress: text(form.email) },
        entities: identified(facts)?.entities.entities.map((entity) => entity.entityId) ?? [],
        identification: record.identification,
        verification: record.verification,
        entityLookup: record.entityLookup,
        ...(record.uuid === undefined ? {} : { uuid: record.uuid }),
        serviceAgreementType: 'JOINT_ONLY',
      });
    },
  };
}
