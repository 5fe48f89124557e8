import { loadTenantDirectory } from '../config/tenants.js';
import { badRequest, notFound } from '../http/errors.js';
import { loadEnrollmentConfig } from '../enrollment/config.js';
import { passwordProblems } from '../enrollment/credentials.js';
import { identificationMismatch, identify } from '../enrollment/identification.js';
import { hasOnlineAccess, signInOf } from '../enrollment/online-account.js';
import { completePasswordReset, startPasswordReset } from '../enrollment/password-reset.js';
import { creditUnionNotice } from '../messages/credit-union-notice.js';
import { contract } from './contract/index.js';
import { identifiedOrRefuse } from './identification-refusal.js';
import type { ServicePlugin } from './index.js';
import type { BodyOf } from '../../../schemas/api/generated/api-types.js';

const base = '/account-recovery-manager/client-api/v1/password-resets';

const resetExpired = () => notFound('The reset link has expired', 'password-reset.expired');

/**
 * account-recovery-manager (spec/1 route password-reset): a member who forgot the password proves
 * who they are exactly as for enrollment (same comparison, neutral mismatch and lockout counters;
 * a member without an online sign-in is one more mismatch) and sets a new password by enrollment's
 * rules with a single-use reset id that works config/enrollment.json passwordReset.minutes. Public
 * (no bearer token; the anti-forgery header as for every /api write).
 */
export const accountRecoveryManager: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const tenantOf = (hostname: string) => tenants.forHost(hostname).id;

  app.post<{ Body: BodyOf<'identifyForPasswordReset'> }>(
    '/v1/password-resets',
    { bodyLimit: 4 * 1024, schema: contract.route('POST', base) },
    async (request, reply) => {
      const { memberNumber, ssn, birthDate } = request.body;
      const tenant = tenantOf(request.hostname);
      const config = await loadEnrollmentConfig(db, settings.configDir, tenant);
      const claim = { memberNumber, ssn, ssnLast4: ssn.slice(-4), dateOfBirth: birthDate };
      // A member without online sign-in has nothing to reset: one more mismatch, counted alike.
      const identification = await identify(db, config, { tenant, clientAddress: request.ip }, claim, (found) => hasOnlineAccess(db, found));
      const member = identifiedOrRefuse(reply, identification);
      const signIn = await signInOf(db, member);
      // It was there a moment ago: gone since is the same neutral answer.
      if (!signIn) throw identificationMismatch();
      const started = await startPasswordReset(db, member, signIn, config.passwordReset.minutes);
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({ ...started, username: signIn.username });
    },
  );

  app.put<{ Params: { resetId: string }; Body: BodyOf<'setNewPassword'> }>(
    '/v1/password-resets/:resetId',
    { bodyLimit: 4 * 1024, schema: contract.route('PUT', `${base}/{resetId}`) },
    async (request) => {
      const tenant = tenantOf(request.hostname);
      const config = await loadEnrollmentConfig(db, settings.configDir, tenant);
      const problems = passwordProblems(request.body.password, config);
      if (problems.length > 0) throw badRequest('The username or password does not meet the rules.', problems, 'enrollment.credentials.invalid');
      const notice = await creditUnionNotice(db, settings.configDir, tenant, config.passwordReset.notice);
      const done = await completePasswordReset(db, request.params.resetId, request.body.password, notice);
      if (!done) throw resetExpired();
      return { username: done.username, status: 'COMPLETE' as const };
    },
  );
};
