import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JWK } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database.js';
import { DatabaseUnavailableError } from '../db/failures.js';
import { availability, issuerOf, type Branding, type ServerSettings } from '../settings.js';
import { derivedFromPublished } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { decodeAccountId, recordEvent } from './accounts.js';
import { sweepExpiredModels } from './adapter.js';
import { sweepSignInFailures } from './sign-in-failures.js';
import { sweepUsedProofs } from '../http/dpop.js';
import { sweepRateLimitWindows } from '../http/rate-limit-store.js';
import { providerConfiguration, sessionSecondsLeft } from './configuration.js';
import { interactionRoutes } from './interactions.js';
import { loadSignInMessages, SignInPages, signOutScript } from './pages.js';

export interface SignInProviderOptions {
  db: Database;
  settings: ServerSettings;
  /** Private signing keys (from signing_keys); tokens and ID tokens are signed with the first. */
  signingKeys: JWK[];
}

const sweepIntervalMs = 10 * 60 * 1000;

/**
 * The sandbox's OpenID Connect provider (oidc-provider), mounted at the issuer's path (/oidc):
 * our own interaction pages under /oidc/interaction as Fastify routes, everything else handed to
 * the provider's own (Koa) request handler untouched.
 */
export async function signInProvider(app: FastifyInstance, options: SignInProviderOptions): Promise<void> {
  const { db, settings, signingKeys } = options;
  const issuer = issuerOf(settings);
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  if (app.prefix !== mountPath) {
    throw new Error(`the sign-in provider must be registered at ${mountPath} (its issuer's path), not ${app.prefix}`);
  }
  const interactionPath = `${mountPath}/interaction`;
  const signOutScriptFile = '/sign-out.js';
  const stylesheetFile = '/sign-in.css';
  const messages = await loadSignInMessages(settings.configDir);
  const pagesWith = (branding: Branding) => new SignInPages(messages, branding, `${settings.publicUrl}/`, `${mountPath}${stylesheetFile}`);
  // The pages are served at PUBLIC_URL's host only, so a server's sign-in pages are one tenant's.
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const pagesTenant = tenants.forHost(new URL(settings.publicUrl).hostname).id;
  const publishedPages = derivedFromPublished(['app.json'], (files) => pagesWith(files['app.json'] as Branding));
  /**
   * The pages in the name, phone and colours of the tenant's latest published app.json, so a
   * credit union's sign-in looks like its app from the next page after a publish. Made once here,
   * so while the database is away the pages last made serve and its error page can still be shown.
   */
  const pagesOf = () => publishedPages(db, settings.configDir, pagesTenant);
  await pagesOf();
  const provider = new Provider(
    issuer,
    providerConfiguration({ db, settings, signingKeys, pagesOf, interactionPath, signOutScriptPath: `${mountPath}${signOutScriptFile}` }),
  );
  // The mount below sets the forwarded headers itself from publicUrl, so trusting them is safe.
  provider.proxy = true;

  provider.on('server_error', (ctx: KoaContextWithOIDC, err: Error) => {
    app.log.error({ err }, 'sign-in provider error');
    // The database away is not the provider's fault: 503 with the hint to try again, as the API answers.
    if (err instanceof DatabaseUnavailableError) {
      ctx.status = 503;
      ctx.set('Retry-After', String(availability.retryAfterSeconds));
    }
  });
  provider.use(async (koaContext, next) => {
    await next();
    await afterTokenRequest(koaContext as unknown as KoaContextWithOIDC);
  });

  /**
   * Two things the provider does not do by itself at the token endpoint: a successful refresh
   * slides the session's idle window (the browser is active), and reuse of a rotated refresh
   * token — which the provider answers by revoking the grant — also ends the session.
   */
  async function afterTokenRequest(ctx: KoaContextWithOIDC): Promise<void> {
    if (ctx.oidc?.route !== 'token') return;
    const refreshToken = ctx.oidc.entities.RefreshToken;
    if (!refreshToken?.sessionUid) return;
    if (ctx.status === 200 && ctx.oidc.entities.RotatedRefreshToken) {
      const session = await provider.Session.findByUid(refreshToken.sessionUid);
      if (session) await session.save(sessionSecondsLeft(settings, session.loginTs));
    } else if (ctx.status >= 400 && refreshToken.consumed) {
      const session = await provider.Session.findByUid(refreshToken.sessionUid);
      if (session) await session.destroy();
      const principal = decodeAccountId(refreshToken.accountId);
      await recordEvent(db, {
        actorId: principal?.agentId ?? principal?.memberId,
        subjectId: principal?.memberId,
        action: 'sign-in.refresh-token-reused',
        details: { grantId: refreshToken.grantId, sessionEnded: Boolean(session) },
      });
    }
  }

  const sweep = async () => {
    await sweepExpiredModels(db);
    await sweepSignInFailures(db, settings.signIn.lockout);
    await sweepUsedProofs(db);
    await sweepRateLimitWindows(db);
  };
  await sweep();
  const sweeper = setInterval(() => {
    sweep().catch((err: unknown) => app.log.warn({ err }, 'sweeping expired sign-in state failed'));
  }, sweepIntervalMs);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  // The hinted sign-out page's script: a file, because the CSP allows no inline script. A route of
  // its own, so the provider's catch-all below never sees the path.
  app.get(signOutScriptFile, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('text/javascript; charset=utf-8').send(signOutScript);
  });
  // The sign-in pages' styles: a file for the same reason (the CSP allows no inline style).
  app.get(stylesheetFile, async (_request, reply) => {
    // Asked again on each page, so published colours show on the next one.
    reply.header('cache-control', 'no-cache');
    return reply.type('text/css; charset=utf-8').send((await pagesOf()).stylesheet());
  });

  await app.register(interactionRoutes, { prefix: '/interaction', provider, db, settings, pagesOf, basePath: interactionPath });

  const publicOrigin = new URL(settings.publicUrl);
  const handle = provider.callback();
  await app.register(async (passthrough) => {
    // The provider reads its own request bodies (token, revocation, sign-out forms): Fastify must
    // leave the stream unread here.
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      const rest = url.slice(mountPath.length);
      // oidc-provider derives its mount path from originalUrl minus url (as under Express).
      raw.originalUrl = url;
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      // Every URL the provider builds (discovery, redirects to its own pages) uses the public
      // origin, whatever Host or forwarding headers a client sent.
      raw.headers.host = publicOrigin.host;
      raw.headers['x-forwarded-host'] = publicOrigin.host;
      raw.headers['x-forwarded-proto'] = publicOrigin.protocol.replace(':', '');
      raw.headers['x-forwarded-for'] = request.ip;
      void handle(raw, reply.raw);
    };
    passthrough.all('/', forward);
    passthrough.all('/*', forward);
  });
}
