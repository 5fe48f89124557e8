import { hkdfSync } from 'node:crypto';
import type { JWK } from 'jose';
import {
  errors,
  type AccessToken,
  type ClientCredentials,
  type Configuration,
  type JWKS,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Database } from '../db/database.js';
import { apiAudienceOf, type ServerSettings } from '../settings.js';
import { decodeAccountId, loadAccount, type SignInAccount } from './accounts.js';
import { DatabaseAdapter } from './adapter.js';
import type { SignInPages } from './pages.js';

const epochNow = () => Math.floor(Date.now() / 1000);

/**
 * Seconds a session (and its refresh token) may still live: the idle limit, cut short by the
 * absolute limit counted from the sign-in. At least 1, as the provider rejects a zero lifetime.
 */
export function sessionSecondsLeft(settings: ServerSettings, signedInAt: number | undefined): number {
  const { sessionIdleSeconds, sessionMaxSeconds } = settings.signIn;
  const absoluteLeft = (signedInAt ?? epochNow()) + sessionMaxSeconds - epochNow();
  return Math.max(1, Math.min(sessionIdleSeconds, absoluteLeft));
}

/**
 * The OpenID session id (`sid`) of the session a token belongs to, for the access token: the
 * provider puts it only in ID tokens of clients with back-channel logout, so look it up.
 */
async function sessionIdOf(ctx: KoaContextWithOIDC, token: AccessToken | ClientCredentials): Promise<string | undefined> {
  if (!('sessionUid' in token) || typeof token.sessionUid !== 'string') return undefined;
  const session = await ctx.oidc.provider.Session.findByUid(token.sessionUid);
  return session && token.clientId ? session.sidFor(token.clientId) : undefined;
}

/**
 * When the password behind the token was entered (RFC 9470 `auth_time`), so the API can ask for it
 * again before a sensitive change: the code's at the code exchange, the refresh token's (the
 * original sign-in's, carried through rotation) at a refresh. For an agent acting for a member,
 * the agent's own sign-in.
 */
function authTimeOf(ctx: KoaContextWithOIDC): number | undefined {
  const { AuthorizationCode: code, RefreshToken: refreshToken } = ctx.oidc.entities;
  return code?.authTime ?? refreshToken?.authTime;
}

/**
 * Cookie signing keys derived from the first private signing key: stable across restarts (the
 * key lives in the database) without a second secret to store, and never the key itself.
 */
function cookieKeys(signingKeys: readonly JWK[]): string[] {
  const secret = signingKeys[0]?.d;
  if (!secret) throw new Error('the sign-in provider needs a private signing key');
  return [Buffer.from(hkdfSync('sha256', secret, 'passbook-oidc', 'cookie-signing', 32)).toString('base64url')];
}

export interface ProviderConfigurationOptions {
  db: Database;
  settings: ServerSettings;
  signingKeys: JWK[];
  /** The sign-in pages as the server's tenant last published its name and colours. */
  pagesOf: () => Promise<SignInPages>;
  /** Path the interactions are served at, e.g. /oidc/interaction. */
  interactionPath: string;
  /** Path of the script that submits a hinted sign-out (pages.ts signOutScript), e.g. /oidc/sign-out.js. */
  signOutScriptPath: string;
}

/**
 * Whether a sign-out needs no question: the request carried an id_token_hint (which the provider
 * has already validated: our signature, our client, else it answered with an error) for the member
 * of the browser's current session. The app sends one on every logout, the inactivity logout
 * included (spec/1 §4: the member is logged out, not asked); a bare link to the end-session
 * endpoint, or a hint for someone else, still gets the confirmation.
 */
export function hintNamesSessionMember(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint;
  const accountId = ctx.oidc.session?.accountId;
  if (hint === undefined || typeof accountId !== 'string') return false;
  const member = decodeAccountId(accountId)?.memberId;
  return member !== undefined && hint.payload.sub === member;
}

/** The oidc-provider configuration: one first-party public client, DPoP-bound JWT access tokens for /api. */
export function providerConfiguration({
  db,
  settings,
  signingKeys,
  pagesOf,
  interactionPath,
  signOutScriptPath,
}: ProviderConfigurationOptions): Configuration {
  const { signIn, publicUrl } = settings;
  const apiAudience = apiAudienceOf(settings);
  const secure = publicUrl.startsWith('https://');

  const accountFor = async (ctx: KoaContextWithOIDC, accountId: string): Promise<SignInAccount | undefined> => {
    // The token endpoint has already loaded the account; reuse it rather than query again.
    const loaded = ctx?.oidc?.entities.Account as SignInAccount | undefined;
    if (loaded?.accountId === accountId && loaded.member) return loaded;
    return loadAccount(db, accountId);
  };

  return {
    adapter: (model: string) => new DatabaseAdapter(db, model),
    // The type describes public JWKs only; private ones are what the provider signs with.
    jwks: { keys: signingKeys } as unknown as JWKS,
    clients: [
      {
        client_id: signIn.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: signIn.redirectPaths.map((path) => `${publicUrl}${path}`),
        post_logout_redirect_uris: signIn.postLogoutRedirectPaths.map((path) => `${publicUrl}${path}`),
        // Every token request must carry a DPoP proof, so access tokens (cnf.jkt) and, this being a
        // public client, refresh tokens are bound to the browser's key (RFC 9449 §5).
        dpop_bound_access_tokens: settings.tokenBinding === 'dpop',
      },
    ],
    scopes: ['openid'],
    responseTypes: ['code'],
    // Claims the ID token carries under scope openid: the app reads name, role and act from it
    // to show who is signed in and the impersonation banner.
    claims: { openid: ['sub', 'name', 'role', 'act'], sid: null, auth_time: null, acr: null },
    pkce: { methods: ['S256'], required: () => true },
    findAccount: (ctx, sub) => accountFor(ctx, sub),
    features: {
      devInteractions: { enabled: false },
      // RFC 9449. No DPoP-Nonce: a proof's iat must be recent, and the provider remembers every
      // proof's jti (the ReplayDetection model, in oidc_models) for its window.
      dPoP: { enabled: true },
      // Access tokens are for /api only; claims reach the app in the ID token.
      userinfo: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = (await pagesOf()).logout(form, hintNamesSessionMember(ctx) ? signOutScriptPath : undefined);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = (await pagesOf()).loggedOut();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        // The app never names the resource at the token endpoint; the one it was granted applies.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource) {
          if (resource !== apiAudience) throw new errors.InvalidTarget();
          return {
            scope: 'openid',
            audience: apiAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: signIn.accessTokenSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    async extraTokenClaims(ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await accountFor(ctx, token.accountId);
      if (!account) return undefined;
      return {
        sid: await sessionIdOf(ctx, token),
        auth_time: authTimeOf(ctx),
        role: account.member.role,
        ...(account.agent ? { act: { sub: account.agent.id } } : {}),
      };
    },
    formats: {
      customizers: {
        // The provider puts the account id in `sub`; for an agent that id names the pair, and the
        // subject must be the member alone.
        jwt(_ctx, token, parts) {
          const principal = 'accountId' in token && token.accountId ? decodeAccountId(token.accountId) : undefined;
          if (principal) parts.payload.sub = principal.memberId;
          return parts;
        },
      },
    },
    issueRefreshToken: (_ctx, client) => client.clientId === signIn.clientId && client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    ttl: {
      AccessToken: signIn.accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: signIn.accessTokenSeconds,
      Interaction: signIn.sessionIdleSeconds,
      Grant: signIn.sessionMaxSeconds,
      Session: (_ctx, session) => sessionSecondsLeft(settings, session.loginTs),
      // Sliding idle window, rotated on every use, never past the session's absolute end.
      RefreshToken: (_ctx, token) => sessionSecondsLeft(settings, token.authTime ?? token.iiat),
    },
    interactions: {
      url: (_ctx, interaction) => `${interactionPath}/${interaction.uid}`,
    },
    cookies: {
      keys: cookieKeys(signingKeys),
      // Everything is on one origin, so lax cookies suffice (and work over plain http locally).
      long: { httpOnly: true, sameSite: 'lax', signed: true, secure },
      short: { httpOnly: true, sameSite: 'lax', signed: true, secure },
    },
    // The app runs on the provider's own origin; any other origin is refused.
    clientBasedCORS: (_ctx, origin) => origin === new URL(publicUrl).origin,
    async renderError(ctx, out, error) {
      ctx.type = 'html';
      const expired = error instanceof errors.SessionNotFound;
      const pages = await pagesOf();
      ctx.body = pages.error(pages.text(expired ? 'signIn.error.expired' : 'signIn.error.generic'), out.error);
    },
  };
}
