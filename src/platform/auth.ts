import {
  ErrorResponse,
  IndexedDbDPoPStore,
  User,
  UserManager,
  WebStorageStateStore,
  type UserManagerSettings,
} from 'oidc-client-ts';
import type { SessionTokens } from './http.js';
import { SignInKeyStore } from './sign-in-key-store.js';
import { endProviderSession } from './sign-out.js';
import { TabTokenStore } from './tab-token-store.js';

/** `app.auth` from config/app.json. */
export interface AuthConfig {
  /** The provider's issuer; a path such as `/oidc` is resolved against the page's origin. */
  authority: string;
  clientId: string;
  scope: string;
  silentRefreshTimeoutMs: number;
}

/**
 * App paths the provider sends the browser back to. They must be listed as redirect URIs of the
 * client at the provider (config/sign-in.json `redirectPaths`, `postLogoutRedirectPaths`).
 */
export const authPaths = {
  callback: '/auth/callback',
  silentRenew: '/auth/silent-renew.html',
  /** Where the provider's sign-out comes back to; the app starts a fresh sign-in from there. */
  afterLogout: '/auth/logged-out',
} as const;

/** What the access token says about who is signed in; read for display only, never trusted for access. */
export interface SessionClaims {
  sub: string;
  role?: string;
  /** The support agent acting for the member, when the session is an impersonation. */
  act?: { sub: string };
}

/** Decodes the payload of a JWT access token without verifying it (the platform verifies it). */
export function decodeAccessToken(token: string | undefined): SessionClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { sub, role, act } = claims as Record<string, unknown>;
    if (typeof sub !== 'string') return undefined;
    const actingSub = typeof act === 'object' && act !== null ? (act as Record<string, unknown>).sub : undefined;
    return {
      sub,
      role: typeof role === 'string' ? role : undefined,
      act: typeof actingSub === 'string' ? { sub: actingSub } : undefined,
    };
  } catch {
    return undefined;
  }
}

export type TokenFailureAction = 'end-session' | 'restart-login';

/** oidc-client-ts reports a nonce mismatch as a plain Error with this wording. */
const invalidNonce = /nonce/i;

/**
 * Spec/1 §4, token lifecycle: an invalid nonce restarts login; any other refresh, token, code or
 * session error ends the session. Issue 12: it ends at the provider too, also when the access
 * token has already expired — restarting login there would let the provider's live session sign
 * the member straight back in without the password.
 */
export function tokenFailureAction(error: unknown): TokenFailureAction {
  const message = error instanceof Error ? `${error.message} ${error instanceof ErrorResponse ? (error.error ?? '') : ''}` : '';
  return invalidNonce.test(message) ? 'restart-login' : 'end-session';
}

/** Where a member goes after signing in again: never back into a sign-in redirect. */
function returnPath(path: string): string {
  return path.startsWith('/auth/') ? '/' : path;
}

/** The page the member is on, as a path to come back to. */
export function currentPage(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** The background renewal starts this many seconds before the access token expires. */
const renewalLeadSeconds = 60;

export function userManagerSettings(config: AuthConfig, origin: string): UserManagerSettings {
  return {
    authority: new URL(config.authority, origin).href.replace(/\/$/, ''),
    client_id: config.clientId,
    scope: config.scope,
    response_type: 'code',
    redirect_uri: origin + authPaths.callback,
    silent_redirect_uri: origin + authPaths.silentRenew,
    post_logout_redirect_uri: origin + authPaths.afterLogout,
    // This tab keeps its tokens (bound to the key below) for a reload; the refresh token stays in
    // the page's memory (TabTokenStore says why).
    userStore: new TabTokenStore(window.sessionStorage),
    // Only the short-lived PKCE verifier and state of an unfinished redirect live in session storage:
    // they must survive the round trip to the provider's sign-in page.
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    accessTokenExpiringNotificationTimeInSeconds: renewalLeadSeconds,
    silentRequestTimeoutInSeconds: config.silentRefreshTimeoutMs / 1000,
    monitorSession: false,
    loadUserInfo: false,
    // Tokens bound to this browser (RFC 9449): a key pair generated non-extractable by Web Crypto and
    // kept in IndexedDB signs a proof for every token request and API call, so a token or refresh
    // token copied out of the page is useless elsewhere. The code is bound too (dpop_jkt).
    dpop: { store: new SignInKeyStore(new IndexedDbDPoPStore()), bind_authorization_code: true },
  };
}

/**
 * Whether this browser can keep the sign-in key: Web Crypto to make it, IndexedDB to keep it (a
 * privacy setting or a policy can block either). Probed with an empty database of its own, so the
 * key store's own database is never created in a shape it does not expect. The probe is kept, not
 * removed: opening a database that exists is a fraction of creating one on every page load.
 */
export function browserCanKeepSignInKey(): Promise<boolean> {
  const probe = 'passbook-key-store-probe';
  return new Promise((resolve) => {
    try {
      if (typeof crypto?.subtle?.generateKey !== 'function') throw new Error('no Web Crypto');
      const request = indexedDB.open(probe);
      request.onsuccess = () => {
        request.result.close();
        resolve(true);
      };
      request.onerror = () => resolve(false);
    } catch {
      resolve(false);
    }
  });
}

/** Whether an access token is bound to a key (its cnf.jkt), read without verifying, to know whether to send a proof. */
function isKeyBound(token: string): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const claims = JSON.parse(json) as { cnf?: { jkt?: unknown } };
    return typeof claims.cnf?.jkt === 'string';
  } catch {
    return false;
  }
}

export type SessionListener = (user: User | null) => void;

export interface SessionOptions {
  config: AuthConfig;
  origin?: string;
  /** Injected by tests; the app builds one from the config. */
  userManager?: UserManager;
  /** Leaves the page; injected by tests. */
  navigate?: (url: string) => void;
  /**
   * Preview mode (src/platform/preview.ts): the studio's token for the demo member. No redirect to
   * the provider, no refresh, no sign-out: the token is all the session there is.
   */
  preview?: { accessToken: string };
}

/**
 * The outcome of starting the session on page load. `clock-off`: the provider refused the code
 * exchange's DPoP proof, which for this app's own proofs means the device's clock is too far off;
 * signing in again would fail the same way, so the member is told to fix the clock instead.
 */
export type SessionStart = { kind: 'signed-in'; returnTo?: string } | { kind: 'redirecting' } | { kind: 'clock-off' };

/**
 * The member's sign-in session: authorization code + PKCE against the configured provider,
 * tokens kept by this tab, silent renew, and the token-lifecycle rules of spec/1 §4. It is the
 * `SessionTokens` the http client uses.
 */
export class Session implements SessionTokens {
  readonly userManager: UserManager;
  private user: User | null = null;
  private readonly listeners = new Set<SessionListener>();
  private readonly navigate: (url: string) => void;
  private leaving = false;
  private previewToken: string | undefined;

  constructor(options: SessionOptions) {
    const origin = options.origin ?? window.location.origin;
    this.previewToken = options.preview?.accessToken;
    const settings = userManagerSettings(options.config, origin);
    // A preview never talks to the provider, so nothing may renew in the background either.
    if (this.previewToken !== undefined) settings.automaticSilentRenew = false;
    this.userManager = options.userManager ?? new UserManager(settings);
    this.navigate = options.navigate ?? ((url) => window.location.assign(url));
    const events = this.userManager.events;
    events.addUserLoaded((user) => this.setUser(user));
    events.addUserUnloaded(() => this.setUser(null));
    events.addSilentRenewError((error) => void this.onTokenFailure(error));
    events.addUserSignedOut(() => void this.onTokenFailure(new Error('session ended at the provider')));
  }

  /**
   * On page load: completes a sign-in the provider just redirected back from, or resumes with the
   * tokens this tab kept, or restores the session silently (the provider's session cookie survives
   * a reload), or sends the member to the provider's sign-in page, remembering where they were going.
   */
  async start(location: { pathname: string; search: string; hash: string } = window.location): Promise<SessionStart> {
    if (this.isPreview()) return { kind: 'signed-in' };
    if (location.pathname === authPaths.afterLogout) {
      await this.signInAfterSignOut();
      return { kind: 'redirecting' };
    }
    if (location.pathname === authPaths.callback) {
      try {
        const user = await this.userManager.signinRedirectCallback(window.location.href);
        this.setUser(user);
        return { kind: 'signed-in', returnTo: typeof user.state === 'string' ? user.state : '/' };
      } catch (error) {
        if (error instanceof ErrorResponse && error.error === 'invalid_dpop_proof') return { kind: 'clock-off' };
        // A stale or replayed callback (back button, second tab, invalid nonce): start over.
        await this.restartLogin('/');
        return { kind: 'redirecting' };
      }
    }
    // A reload: the access token this tab holds, while it has longer to live than the background
    // renewal's lead time, so the first reads are not raced by a renewal.
    const kept = await this.userManager.getUser();
    if (kept && (kept.expires_in ?? 0) > renewalLeadSeconds) {
      this.setUser(kept);
      return { kind: 'signed-in' };
    }
    try {
      const user = await this.userManager.signinSilent();
      if (user && !user.expired) {
        this.setUser(user);
        return { kind: 'signed-in' };
      }
    } catch {
      // login_required, a timeout or any other provider answer: the member signs in interactively.
    }
    await this.restartLogin(location.pathname + location.search + location.hash);
    return { kind: 'redirecting' };
  }

  accessToken(): string | undefined {
    if (this.isPreview()) return this.previewToken;
    return this.user && !this.user.expired ? this.user.access_token : undefined;
  }

  /**
   * The proof for one API call. A signed-in session's token says whether it is bound (token_type
   * DPoP); a preview token is bound to the studio's key, which this frame shares (same origin,
   * same IndexedDB).
   */
  async dpopProof(url: string, method: string, accessToken: string): Promise<string | undefined> {
    const bound = this.isPreview() ? isKeyBound(accessToken) : this.user?.token_type.toLowerCase() === 'dpop';
    if (!bound) return undefined;
    const user = new User({ access_token: accessToken, token_type: 'DPoP', profile: { sub: '', iss: '', aud: '', exp: 0, iat: 0 } });
    return this.userManager.dpopProof(url, user, method);
  }

  claims(): SessionClaims | undefined {
    if (this.isPreview()) {
      const claims = decodeAccessToken(this.previewToken);
      // The preview token names the operator in `act`; that is not a support agent acting for the
      // member, so the impersonation banner must not show.
      return claims && { sub: claims.sub, role: claims.role };
    }
    return decodeAccessToken(this.user?.access_token);
  }

  isSignedIn(): boolean {
    return this.isPreview() || this.user !== null;
  }

  /** True in the studio's preview frame. */
  isPreview(): boolean {
    return this.previewToken !== undefined;
  }

  /** The studio sent a fresh preview token (it mints a new one before the old one expires). */
  setPreviewToken(accessToken: string): void {
    if (!this.isPreview()) return;
    this.previewToken = accessToken;
  }

  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async refresh(): Promise<string | undefined> {
    // The studio is the only source of a preview's tokens: the latest one is all there is.
    if (this.isPreview()) return this.previewToken;
    try {
      const user = await this.userManager.signinSilent();
      if (user) {
        this.setUser(user);
        return user.access_token;
      }
      await this.onTokenFailure(new Error('silent refresh returned no user'));
    } catch (error) {
      await this.onTokenFailure(error);
    }
    return undefined;
  }

  /**
   * Ends the session (Log out, the agent's stop, an inactivity timeout, a 401): at the provider
   * too, so the next sign-in asks for the password. After it the member signs in again and lands
   * on `returnTo`, the start page unless given.
   */
  logout(returnTo?: string): void {
    void this.signOut(returnTo);
  }

  async signOut(returnTo = '/'): Promise<void> {
    // A preview has no session at the provider to end; the studio decides when the frame goes.
    if (this.leaving || this.isPreview()) return;
    this.leaving = true;
    this.userManager.stopSilentRenew();
    try {
      await endProviderSession(this.userManager, { idToken: this.user?.id_token, returnTo: returnPath(returnTo) });
    } catch {
      // The provider's end-session endpoint is unreachable: forget the tokens; the after-logout
      // page still asks for the password when the provider is back.
      await this.userManager.removeUser();
      this.navigate(authPaths.afterLogout);
    }
  }

  /**
   * Sends the member to the provider's sign-in page, coming back to `returnTo`, for when there is
   * no session to end: none yet, or a sign-in redirect that could not be completed.
   */
  async restartLogin(returnTo = currentPage()): Promise<void> {
    if (this.leaving || this.isPreview()) return;
    this.leaving = true;
    this.userManager.stopSilentRenew();
    await this.userManager.removeUser();
    await this.userManager.signinRedirect({ state: returnPath(returnTo) });
  }

  /**
   * Asks for the password again (an RFC 9470 step-up challenge: the change needs a recent sign-in)
   * and comes back to `returnTo`. The session stays: backing out of the provider's page restores it.
   */
  async stepUp(returnTo = currentPage(), maxAgeSeconds?: number): Promise<void> {
    if (this.leaving || this.isPreview()) return;
    this.leaving = true;
    this.userManager.stopSilentRenew();
    await this.userManager.signinRedirect({ state: returnPath(returnTo), prompt: 'login', max_age: maxAgeSeconds });
  }

  /**
   * The provider's sign-out came back: a fresh sign-in that always shows the password form
   * (prompt=login), even if the provider kept a session (its end-session endpoint unreachable, or
   * the member answered its question with "stay signed in"), then on to where the member was.
   */
  private async signInAfterSignOut(): Promise<void> {
    this.leaving = true;
    let returnTo = '/';
    try {
      const response = await this.userManager.signoutRedirectCallback(window.location.href);
      if (typeof response.userState === 'string') returnTo = returnPath(response.userState);
    } catch {
      // Opened directly, or its state is gone (another tab used it): sign in to the start page.
    }
    await this.userManager.signinRedirect({ state: returnTo, prompt: 'login' });
  }

  private async onTokenFailure(error: unknown): Promise<void> {
    // The member signs in again and comes back to the page they were on.
    if (tokenFailureAction(error) === 'end-session') await this.signOut(currentPage());
    else await this.restartLogin(currentPage());
  }

  private setUser(user: User | null): void {
    this.user = user;
    for (const listener of this.listeners) listener(user);
  }
}
