import type { Queryable } from '../db/database.js';
import { loadPublishedFile } from '../config/published-file.js';

/** config/enrollment.json as schemas/enrollment.schema.json describes it. */
export interface EnrollmentConfig {
  selfEnrollment: boolean;
  invitationDays: number;
  identificationLockout: IdentificationLockout;
  /** How long a password reset id works (the password-reset service shares this file's lockout and rules). */
  passwordReset: { minutes: number; notice: { title: string; message: string } };
  username: Lengths;
  password: Lengths;
  serviceAgreementType: 'JOINT_ONLY';
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
