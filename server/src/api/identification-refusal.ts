import type { FastifyReply } from 'fastify';
import { ApiError } from '../http/errors.js';
import { identificationMismatch, type CoreMemberRecord, type Identification } from '../enrollment/identification.js';

/**
 * The identified member, or the refusal enrollment and password reset both answer: 429 with
 * Retry-After while locked, else the neutral mismatch.
 */
export function identifiedOrRefuse(reply: FastifyReply, identification: Identification, mismatchStatus: 400 | 404 = 400): CoreMemberRecord {
  if (identification.outcome === 'identified') return identification.member;
  if (identification.outcome === 'locked') {
    reply.header('Retry-After', String(Math.max(1, identification.secondsLeft)));
    throw new ApiError(429, 'enrollment.locked-out', 'Locked out');
  }
  throw identificationMismatch(mismatchStatus);
}
