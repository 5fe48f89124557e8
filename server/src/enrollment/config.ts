import type { Queryable } from '../db/database.js';
import { loadPublishedFile } from '../config/published-file.js';

/** config/enrollment.json as schemas/enrollment.schema.json describes it. */
export interface EnrollmentConfig {
  selfEnrollment: boolean;
  invitationDays: number;
  identificationLockout: IdentificationLockout;
  /** How long a password reset id works (the password-reset service shares this file's lockout and rules). */
  passwordReset: { minutes: number; notice: NoticeText };
  /** Login & Security: a signed-in member changing their own password or username. */
  credentialChanges: { passwordHistory: number; passwordNotice: NoticeText; usernameNotice: NoticeText };
  username: Lengths;
  password: Lengths;
  serviceAgreementType: 'JOINT_ONLY';
}

/** A secure message's subject and text, with placeholders such as {date} and {phone}. */
export interface NoticeText {
  title: string;
  message: string;
}

export interface IdentificationLockout {
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

export interface Lengths {
  min: number;
  max: number;
}

export const enrollmentConfigFile = 'enrollment.json';

/** The tenant's published enrollment settings. */
export const loadEnrollmentConfig = (db: Queryable, configDir: string, tenant: string): Promise<EnrollmentConfig> =>
  loadPublishedFile<EnrollmentConfig>(db, configDir, tenant, enrollmentConfigFile);
