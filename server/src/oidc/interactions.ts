import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type Provider from 'oidc-provider';
import { errors, type Interaction, type InteractionResults } from 'oidc-provider';
import type { Database } from '../db/database.js';
import { databaseRateLimitStore } from '../http/rate-limit-store.js';
import type { ServerSettings } from '../settings.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { assignedMembers, checkPassword, encodeAccountId, findUser, recordEvent, type PasswordCheck, type SignInUser } from './accounts.js';
import { DatabaseAdapter } from './adapter.js';
import { noticeRepeatedFailures } from './failure-notice.js';
import { formText } from './form-text.js';
import type { SignInPages } from './pages.js';
import { browserIdOf, browserTokenPattern, newBrowserToken, rememberBrowser } from './sign-in-failures.js';

export interface InteractionOptions {
  provider: Provider;
  db: Database;
  settings: ServerSettings;
  /** The sign-in pages as the server's tenant last published its name and colours. */
  pagesOf: () => Promise<SignInPages>;
  /** Absolute path of these routes, e.g. /oidc/interaction, for form actions. */
  basePath: string;
}

interface UidParams {
  uid: string;
}

const uidParams = {
  type: 'object',
  properties: { uid: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['uid'],
} as const;

const loginBody = {
  type: 'object',
  properties: {
    username: formText(200),
    password: formText(1024),
  },
  required: ['username', 'password'],
  additionalProperties: false,
} as const;

const memberBody = {
  type: 'object',
  properties: { memberId: formText(200) },
  additionalProperties: false,
} as const;

const formBodyLimit = 16 * 1024;

/** Raised when the interaction is gone or does not match the page; answered with the expiry page. */
class InteractionExpired extends Error {}

/** An agent who has proven their password but not yet chosen a member; kept per interaction. */
interface PendingAgent {
  agentId: string;
}

/**
 * The browser's known-browser token (sign-in-failures.ts): set after a successful sign-in, sent
 * back only to these routes. HttpOnly (no script reads it), SameSite=Lax, Secure on https.
 */
const knownBrowserCookie = 'pb_known_browser';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The provider's interactions, served as our own plain pages: the login form, the member picker
 * for agents and the automatic consent of the first-party app. Rate limited per IP on login.
 */
export async function interactionRoutes(app: FastifyInstance, options: InteractionOptions): Promise<void> {
  const { provider, db, settings, pagesOf, basePath } = options;
  const { signIn } = settings;
  const pendingAgents = new DatabaseAdapter(db, 'AgentSignIn');
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const secureCookies = new URL(settings.publicUrl).protocol === 'https:';

  // Counted in the database, so every server behind the load balancer counts a client's attempts together.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, 'sign-in') });
  // These are HTML forms: a browser posts them url-encoded. Any other body type is refused (415).
  app.removeAllContentTypeParsers();
  await app.register(formbody);

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const pages = await pagesOf();
    if (error.statusCode === 429) return html(reply, 429, pages.login({ action: request.url, error: pages.text('signIn.login.rateLimited') }));
    if (error instanceof InteractionExpired || error instanceof errors.SessionNotFound) {
      return html(reply, 400, pages.error(pages.text('signIn.error.expired')));
    }
    // Bad input — a body too large (413), of a type these forms do not take (415), malformed or
    // breaking the form's rules (400) — is the sender's error, answered on the error page.
    if (error.validation) return html(reply, 400, pages.error(pages.text('signIn.error.generic'), 'invalid_request'));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return html(reply, status, pages.error(pages.text('signIn.error.generic'), 'invalid_request'));
    request.log.error({ err: error }, 'sign-in interaction failed');
    return html(reply, 500, pages.error(pages.text('signIn.error.generic')));
  });

  /** The interaction bound to this browser's cookie, which must be the one in the URL. */
  async function interactionOf(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply): Promise<Interaction> {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    if (interaction.uid !== request.params.uid) throw new InteractionExpired('interaction mismatch');
    return interaction;
  }

  /**
   * Ends the interaction. The consent step keeps the login just submitted (`merge`): without it an
   * authorization asking `prompt=login` (the sign-in after a session ended) forgot that the member
   * had just typed the password, and asked for it a second time.
   */
  async function finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults, merge = false) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: merge });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /** The failure in the audit trail; at the threshold, the notice to the user (once per series). */
  async function recordFailedSignIn(request: FastifyRequest, check: Exclude<PasswordCheck, { outcome: 'signed-in' }>) {
    await recordEvent(db, {
      subjectId: check.userId,
      action: check.outcome === 'locked' && check.justLocked ? 'sign-in.locked' : 'sign-in.failed',
      details: {
        reason: check.outcome === 'locked' && !check.justLocked ? 'locked' : check.userId ? 'wrong-password' : 'unknown-user',
        ip: request.ip,
        ...(check.failures !== undefined ? { failures: check.failures } : {}),
      },
    });
    if (check.userId === undefined || check.failures !== signIn.lockout.noticeAfterFailures) return;
    const tenant = tenants.forHost(request.hostname).id;
    try {
      await noticeRepeatedFailures(db, { configDir: settings.configDir, tenant }, check.userId, { failures: check.failures, ip: request.ip });
    } catch (err) {
      // The answer must not change because the username exists: a notice that fails is logged only.
      request.log.error({ err }, 'the notice of repeated sign-in failures failed');
    }
  }

  /**
   * Remembers this browser as one that has signed in as the user, so failures typed elsewhere
   * never lock it: the token it already has (its cookie's lifetime starts again), or a new one.
   */
  async function knowThisBrowser(reply: FastifyReply, user: SignInUser, browserToken: string | undefined) {
    const token = browserToken ?? newBrowserToken();
    await rememberBrowser(db, browserIdOf(token), user.id);
    reply.setCookie(knownBrowserCookie, token, {
      path: basePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: signIn.lockout.knownBrowserDays * 24 * 60 * 60,
    });
  }

  const secondsLeft = (interaction: Interaction) => Math.max(1, interaction.exp - Math.floor(Date.now() / 1000));

  async function pickerPage(uid: string, agent: SignInUser, error?: string) {
    const members = await assignedMembers(db, agent.id);
    return (await pagesOf()).memberPicker({
      action: `${basePath}/${uid}/member`,
      cancelAction: `${basePath}/${uid}/abort`,
      agentName: agent.fullName,
      members: members.map((member) => ({ id: member.id, name: member.fullName })),
      error,
    });
  }

  /**
   * Consent for the first-party app, given without a screen but through the Grant API: the grant
   * holds exactly what the provider reports missing (openid and the API's scope).
   */
  async function grantConsent(interaction: Interaction): Promise<InteractionResults> {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || clientId !== signIn.clientId) {
      return { error: 'access_denied', error_description: 'consent is only given to the first-party app' };
    }
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    return { consent: { grantId: await grant.save() } };
  }

  app.get<{ Params: UidParams }>('/:uid', { schema: { params: uidParams } }, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    const { uid } = interaction;
    if (interaction.prompt.name === 'consent') return finish(request, reply, await grantConsent(interaction), true);
    if (interaction.prompt.name !== 'login') {
      return finish(request, reply, { error: 'interaction_required', error_description: 'unsupported prompt' });
    }
    const pending = (await pendingAgents.find(uid)) as PendingAgent | undefined;
    const agent = pending && (await findUser(db, pending.agentId));
    if (agent) return html(reply, 200, await pickerPage(uid, agent));
    const loginHint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    return html(reply, 200, (await pagesOf()).login({ action: `${basePath}/${uid}/login`, username: loginHint }));
  });

  app.post<{ Params: UidParams; Body: { username: string; password: string } }>(
    '/:uid/login',
    {
      // The form's two fields fit many times over; more is not a sign-in.
      bodyLimit: formBodyLimit,
      schema: { params: uidParams, body: loginBody },
      config: { rateLimit: { max: signIn.attemptsPerIpPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (interaction.prompt.name !== 'login') throw new InteractionExpired('not a login prompt');
      const { username, password } = request.body;
      const action = `${basePath}/${interaction.uid}/login`;
      const cookie = request.cookies[knownBrowserCookie];
      const browserToken = cookie !== undefined && browserTokenPattern.test(cookie) ? cookie : undefined;
      const check = await checkPassword(db, signIn.lockout, { username, password, client: { browserToken } });

      if (check.outcome !== 'signed-in') {
        await recordFailedSignIn(request, check);
        const pages = await pagesOf();
        if (check.outcome === 'locked') {
          // The same answer whether or not anyone has the username: the count is per name typed.
          reply.header('retry-after', String(check.secondsLeft));
          const error = pages.text('signIn.login.locked', { minutes: Math.max(1, Math.ceil(check.secondsLeft / 60)) });
          return html(reply, 423, pages.login({ action, username, error }));
        }
        return html(reply, 400, pages.login({ action, username, error: pages.text('signIn.login.incorrect') }));
      }

      const { user } = check;
      await knowThisBrowser(reply, user, browserToken);
      await recordEvent(db, {
        actorId: user.id,
        subjectId: user.id,
        action: 'sign-in.succeeded',
        details: { ip: request.ip, role: user.role, clientId: interaction.params.client_id },
      });
      if (user.role === 'agent') {
        // The agent has proven who they are; the account (member + agent) is settled once they
        // choose a member, so the interaction stays open until then.
        await pendingAgents.upsert(interaction.uid, { agentId: user.id }, secondsLeft(interaction));
        return reply.header('cache-control', 'no-store').redirect(`${basePath}/${interaction.uid}`, 303);
      }
      return finish(request, reply, {
        login: { accountId: encodeAccountId({ memberId: user.id }), amr: ['pwd'], remember: true },
      });
    },
  );

  app.post<{ Params: UidParams; Body: { memberId?: string } }>(
    '/:uid/member',
    { bodyLimit: formBodyLimit, schema: { params: uidParams, body: memberBody } },
    async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      const pending = (await pendingAgents.find(interaction.uid)) as PendingAgent | undefined;
      const agent = pending && (await findUser(db, pending.agentId));
      if (interaction.prompt.name !== 'login' || !agent) throw new InteractionExpired('no agent sign-in pending');
      const members = await assignedMembers(db, agent.id);
      const member = members.find((candidate) => candidate.id === request.body.memberId);
      if (!member) return html(reply, 400, await pickerPage(interaction.uid, agent, (await pagesOf()).text('signIn.member.invalid')));
      await pendingAgents.destroy(interaction.uid);
      await recordEvent(db, {
        actorId: agent.id,
        subjectId: member.id,
        action: 'sign-in.acting-for',
        details: { ip: request.ip },
      });
      return finish(request, reply, {
        login: { accountId: encodeAccountId({ memberId: member.id, agentId: agent.id }), amr: ['pwd'], remember: true },
      });
    },
  );

  app.post<{ Params: UidParams }>('/:uid/abort', { schema: { params: uidParams } }, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    await pendingAgents.destroy(interaction.uid);
    return finish(request, reply, { error: 'access_denied', error_description: (await pagesOf()).text('signIn.cancelled') });
  });
}
