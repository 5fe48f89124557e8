import type { FastifyRequest } from 'fastify';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { termsConfigFile, type TermsConfig } from '../consent/terms.js';
import { badRequest, forbidden } from '../http/errors.js';
import { loadEnrollmentConfig, type EnrollmentConfig } from '../enrollment/config.js';
import { passwordProblems, usernameProblems } from '../enrollment/credentials.js';
import {
  claimOf,
  identificationMismatch,
  identify,
  openInvitation,
  verifyInvitation,
} from '../enrollment/identification.js';
import { identifiedOrRefuse } from './identification-refusal.js';
import {
  createOnlineAccount,
  hasOnlineAccess,
  isUsernameTaken,
  markEnrollment,
  preferredUsernameOf,
  startEnrollment,
  usernameTaken,
} from '../enrollment/online-account.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import type { BodyOf, QueryOf } from '../../../schemas/api/generated/api-types.js';

const base = '/enrollment/client-api/v2/enrollments';

const notInvited = () => forbidden('Enrollment is not supported until invited', 'enrollment.not-invited');
const duplicate = () =>
  badRequest('A user has already been enrolled with this identification information. Duplicates are not enabled', [], 'enrollment.duplicate');

/**
 * enrollment (spec/3 §7, NOTES: /enrollment/client-api/v2/enrollments/…): a member without online
 * access proves who they are against the core member record and creates their sign-in, by
 * themselves or from an invitation link. Public (no bearer token; the anti-forgery header as for
 * every /api write). The tenant's config/enrollment.json says whether self-enrollment is on, how
 * long invitations work, the identification lockout and the username and password lengths.
 */
export const enrollment: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const contextOf = async (request: FastifyRequest): Promise<{ tenant: string; clientAddress: string; config: EnrollmentConfig }> => {
    const tenant = tenants.forHost(request.hostname).id;
    return { tenant, clientAddress: request.ip, config: await loadEnrollmentConfig(db, settings.configDir, tenant) };
  };

  app.post<{ Body: BodyOf<'identifyForEnrollment'> }>(
    '/v2/enrollments/backbase',
    { bodyLimit: 4 * 1024, schema: contract.route('POST', `${base}/backbase`) },
    async (request, reply) => {
      const { config, ...where } = await contextOf(request);
      if (!config.selfEnrollment && request.body.uuid === undefined) throw notInvited();
      const member = identifiedOrRefuse(reply, await identify(db, config, where, claimOf(request.body)));
      if (await hasOnlineAccess(db, member)) throw duplicate();
      await startEnrollment(db, member);
      return {
        preferredUsername: await preferredUsernameOf(db, member, config.username),
        entities: { entities: [{ entityId: member.legalEntityId, type: 'PERSONAL' as const }] },
        metadata: { firstName: member.firstName, lastName: member.lastName },
      };
    },
  );

  app.put<{ Body: BodyOf<'createOnlineAccount'> }>(
    '/v2/enrollments/backbase',
    { bodyLimit: 4 * 1024, schema: contract.route('PUT', `${base}/backbase`) },
    async (request, reply) => {
      const body = request.body;
      const { config, ...where } = await contextOf(request);
      if (!config.selfEnrollment && body.uuid === undefined) throw notInvited();
      const username = (body.username ?? body.userName ?? '').trim();
      const problems = [...usernameProblems(username, config), ...passwordProblems(body.password, config)];
      if (problems.length > 0) throw badRequest('The username or password does not meet the rules.', problems, 'enrollment.credentials.invalid');
      const member = identifiedOrRefuse(reply, await identify(db, config, where, claimOf(body)));
      if (!body.entities.every((entityId) => entityId === member.legalEntityId)) throw identificationMismatch();
      if (await hasOnlineAccess(db, member)) throw duplicate();
      if (await isUsernameTaken(db, username)) {
        await markEnrollment(db, member, 'FAILED');
        throw usernameTaken();
      }
      await createOnlineAccount(db, member, {
        username,
        password: body.password,
        emailAddress: body.profile.emailAddress.trim(),
        ...(body.uuid !== undefined ? { invitation: body.uuid } : {}),
        termsVersion: (await loadPublishedFile<TermsConfig>(db, settings.configDir, where.tenant, termsConfigFile)).version,
      });
      return reply.code(201).send({ username, status: 'COMPLETE' });
    },
  );

  app.get<{ Querystring: QueryOf<'getEnrollmentInformation'> }>(
    '/v2/enrollments/backbase',
    { schema: contract.route('GET', `${base}/backbase`) },
    async (request, reply) => {
      const { uuid, verify } = request.query;
      const { config, ...where } = await contextOf(request);
      reply.header('Cache-Control', 'no-store');
      if (verify === undefined) {
        const invited = await openInvitation(db, where.tenant, uuid, config.invitationDays);
        if (!invited) throw identificationMismatch(404);
        return { firstName: invited.firstName, lastName: invited.lastName };
      }
      const member = identifiedOrRefuse(reply, await verifyInvitation(db, config, where, uuid, verify), 404);
      return {
        username: await preferredUsernameOf(db, member, config.username),
        metadata: { firstName: member.firstName, lastName: member.lastName, dob: member.dateOfBirth, accountNumber: member.memberNumber },
      };
    },
  );

  // The platform's public GET enrollments/backbase/user/{username} is not served: without
  // credentials it told anyone which usernames exist, and the app never asks it (issue 16).

  // Stand-ins for systems the sandbox does not have (the contract describes their fixed answer).
  const standIns = [
    ['POST', '/backbase/rebase', 'rebase'],
    ['PUT', '/backbase/rebase', 'rebase'],
    ['GET', '/mx', 'mx'],
    ['POST', '/mx', 'mx'],
    ['GET', '/payveris', 'payveris'],
    ['POST', '/payveris', 'payveris'],
  ] as const;
  for (const [method, path, service] of standIns) {
    app.route({
      method,
      url: `/v2/enrollments${path}`,
      bodyLimit: 4 * 1024,
      schema: contract.route(method, `${base}${path}`),
      handler: async () => ({ service, status: 'NOT_AVAILABLE', message: `The sandbox has no ${service} enrollment: nothing was done.` }),
    });
  }
};
