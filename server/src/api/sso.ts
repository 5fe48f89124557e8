import { newOneTimeToken, tokenHash } from '../sandbox/one-time-tokens.js';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import type { Privilege } from './permissions.js';
import { actingServiceAgreementOf, arrangementOfAgreement, callerHolds } from './request-context.js';
import { providerApplications } from './sso-providers.js';
import { billPayApplicationSession } from './sso-payveris.js';
import { checkOrdersRoute, loadOrderChecksConfig, mayOrderChecks } from './sso-check-orders.js';
import { loadTenantDirectory } from '../config/tenants.js';
import type { QueryOf } from '../../../schemas/api/generated/api-types.js';

/**
 * How long an external system has to redeem a key. The member's browser posts it within a
 * second of receiving it; anything older is a key lifted from a log or a history, so refused.
 */
export const ssoKeySeconds = 120;

/** Where the sandbox's stand-ins for the external systems live (server/src/sandbox/). */
export const standInPrefix = '/sandbox';

interface Application {
  /** The name the platform answers with (`name` of the response). */
  answerName: string;
  /** The application works on one of the member's accounts (internalArrangementId required), may, or never does. */
  arrangement: 'required' | 'optional' | 'none';
  /** The privilege the member needs; Product Summary view (the platform's guard of this endpoint) when unset. */
  permission?: readonly [resource: string, functionName: string, privilege: Privilege];
  /** Product kinds (kindUri) the external system serves; an account of another kind is refused. */
  kinds?: readonly string[];
  /** The accounts it serves are the tenant's config/order-checks.json `eligibleAccounts` instead (kind and product number). */
  accountsFromOrderChecks?: true;
  /** Programs the application accepts (amplify: cashback); required when listed. */
  programs?: readonly string[];
  /**
   * What `ssourl` carries: the bare key (posted by a hidden form, spec/2 §7 dmi) or a URL of
   * the external system with the key in it (opened in a new tab, spec/3 §7 harland, amplify).
   */
  answer: 'key' | 'url';
}

const productSummaryView = ['Product Summary', 'Product Summary', 'view'] as const;

/**
 * The applications of NOTES §1.7 (GET sso/client-api/v1/applications?name=…): the loan
 * servicer (dmi), the check printer (harland, called with name HARLAND by order checks, spec/3
 * §7), the cashback rewards provider (amplify, program=cashback), and the providers of
 * sso-providers.ts (credit score, appointments, ...), each behind its own privilege. Names are
 * matched without regard to case, as the app sends both spellings.
 */
export const ssoApplications: Readonly<Record<string, Application>> = {
  dmi: { answerName: 'dmi', arrangement: 'required', kinds: ['loan'], answer: 'key' },
  harland: { answerName: 'HARLAND', arrangement: 'required', accountsFromOrderChecks: true, answer: 'url' },
  amplify: { answerName: 'amplify', arrangement: 'optional', kinds: ['credit-card', 'debit-card'], programs: ['cashback'], answer: 'url' },
  ...Object.fromEntries(
    Object.entries(providerApplications).map(([name, provider]): [string, Application] => [
      name,
      { answerName: name, arrangement: provider.accountKinds ? 'required' : 'none', kinds: provider.accountKinds, permission: provider.permission, answer: 'key' },
    ]),
  ),
};

/**
 * sso: single-sign-on sessions for the external systems a member is handed over to. Each
 * session is a one-time key, valid for {@link ssoKeySeconds}, bound to the member, the agreement
 * they act in and the account; the sandbox's stand-in systems (server/src/sandbox/) redeem it.
 * Only accounts the member may view can be handed over: another member's account answers 404,
 * as everywhere else.
 */
export const sso: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  checkOrdersRoute(app, db, settings, tenants);
  app.get<{ Querystring: QueryOf<'getSsoApplication'> }>(
    '/v1/applications',
    {
      schema: contract.route('GET', '/sso/client-api/v1/applications'),
    },
    async (request, reply) => {
      const query = request.query;
      const name = query.name.toLowerCase();
      // Each application has its own privilege, so the endpoint's guard is per name rather than one preHandler.
      if (name === 'payveris') {
        if (!(await callerHolds(db, request, ...productSummaryView))) throw forbidden();
        return reply.header('Cache-Control', 'no-store').send(await billPayApplicationSession(db, request));
      }
      const application = ssoApplications[name];
      if (!application) {
        const known = [...Object.keys(ssoApplications), 'payveris'];
        throw badRequest(
          `There is no single-sign-on application named ${query.name}. Known: ${known.join(', ')}.`,
          [{ key: 'sso.application.unknown', message: 'Unknown application.', context: { pointer: '/name', allowed: known } }],
          'sso.application.unknown',
        );
      }
      if (!(await callerHolds(db, request, ...(application.permission ?? productSummaryView)))) throw forbidden();
      if (application.arrangement === 'none' && query.internalArrangementId) {
        throw badRequest(
          `The ${name} application does not take an account: leave internalArrangementId out.`,
          [{ key: 'sso.arrangement.not-taken', message: 'internalArrangementId is not taken.', context: { pointer: '/internalArrangementId' } }],
          'sso.arrangement.not-taken',
        );
      }
      if (application.arrangement === 'required' && !query.internalArrangementId) {
        throw badRequest(
          `The ${name} application needs the account: internalArrangementId is required.`,
          [{ key: 'sso.arrangement.required', message: 'internalArrangementId is required.', context: { pointer: '/internalArrangementId' } }],
          'sso.arrangement.required',
        );
      }
      if (application.programs && !(query.program && application.programs.includes(query.program))) {
        throw badRequest(
          `The ${name} application needs a program: ${application.programs.join(', ')}.`,
          [{ key: 'sso.program.invalid', message: 'Unknown or missing program.', context: { pointer: '/program', allowed: application.programs } }],
          'sso.program.invalid',
        );
      }
      const serviceAgreementId = await actingServiceAgreementOf(db, request);
      let arrangementId: string | null = null;
      if (query.internalArrangementId) {
        const arrangement = await arrangementOfAgreement(db, serviceAgreementId, query.internalArrangementId);
        if (!arrangement) throw notFound('The arrangement could not be found.', 'arrangement.not-found');
        const served = application.accountsFromOrderChecks
          ? mayOrderChecks(await loadOrderChecksConfig(db, settings.configDir, tenants.forHost(request.hostname).id), arrangement)
          : !application.kinds || application.kinds.includes(arrangement.kind_uri);
        if (arrangement.is_external || !served) {
          throw new ApiError(422, 'sso.arrangement.not-eligible', `This account cannot be opened in the ${name} application.`);
        }
        arrangementId = arrangement.id;
      }
      const key = newOneTimeToken();
      // Session and audit trail in one statement: who was handed over where, never the key.
      await db.query(
        `with session as (
           insert into sso_sessions (key_hash, application, user_id, actor_id, service_agreement_id, arrangement_id, program, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))
           returning application)
         insert into audit_events (actor_id, subject_id, action, details)
         select coalesce($4, $3), $3, 'sso.session-created', $9::jsonb from session`,
        [
          tokenHash(key),
          name,
          request.caller.userId,
          request.caller.actingAgentId ?? null,
          serviceAgreementId,
          arrangementId,
          query.program ?? null,
          ssoKeySeconds,
          JSON.stringify({ application: name, arrangementId, serviceAgreementId }),
        ],
      );
      const ssourl =
        application.answer === 'key'
          ? key
          : `${settings.publicUrl}${standInPrefix}/${name}/sso?key=${encodeURIComponent(key)}`;
      return reply.header('Cache-Control', 'no-store').send({ name: application.answerName, ssourl });
    },
  );
};
