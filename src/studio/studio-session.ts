import { InMemoryWebStorage, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { type AuthConfig, decodeAccessToken, endProviderSession, userManagerSettings } from '../platform/index.js';

/** Studio paths the provider sends the browser back to (config/sign-in.json lists them). */
export const studioPaths = {
  home: '/studio',
  callback: '/studio/callback',
} as const;

export type StudioStart = { kind: 'signed-in' } | { kind: 'redirecting' };

export interface StudioUser {
  sub: string;
  name: string;
  role?: string;
}

/**
 * The operator's sign-in: the member app's provider and client (`app.auth`), coming back to the
 * studio's own callback. Its tokens stay in memory, not with the tab as the member app's do
 * (decision 014): an operator session is rare enough for a reload's silent sign-in not to matter,
 * and a tab moving between the studio and the app never finds the other's tokens.
 */
export class StudioSession {
  private readonly manager: UserManager;
  private user: User | null = null;

  constructor(config: AuthConfig, origin: string = window.location.origin, manager?: UserManager) {
    this.manager =
      manager ??
      new UserManager({
        ...userManagerSettings(config, origin),
        userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
        redirect_uri: origin + studioPaths.callback,
        post_logout_redirect_uri: origin + studioPaths.home,
      });
    this.manager.events.addUserLoaded((user) => {
      this.user = user;
    });
  }

  async start(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'href'> = window.location): Promise<StudioStart> {
    if (location.pathname === studioPaths.callback) {
      try {
        this.user = await this.manager.signinRedirectCallback(location.href);
        const returnTo = typeof this.user.state === 'string' && this.user.state.startsWith(studioPaths.home) ? this.user.state : studioPaths.home;
        window.history.replaceState(null, '', returnTo);
        return { kind: 'signed-in' };
      } catch {
        // A stale or replayed callback: sign in again.
        await this.manager.signinRedirect({ state: studioPaths.home });
        return { kind: 'redirecting' };
      }
    }
    try {
      const user = await this.manager.signinSilent();
      if (user && !user.expired) {
        this.user = user;
        return { kind: 'signed-in' };
      }
    } catch {
      // No session at the provider yet: the operator signs in on its page.
    }
    await this.manager.signinRedirect({ state: location.pathname + location.search + location.hash });
    return { kind: 'redirecting' };
  }

  accessToken(): string | undefined {
    return this.user && !this.user.expired ? this.user.access_token : undefined;
  }

  /** The DPoP proof for one call with the operator's token, when it is bound to the browser's key. */
  async dpopProof(url: string, method: string, accessToken: string): Promise<string | undefined> {
    if (this.user?.token_type.toLowerCase() !== 'dpop') return undefined;
    const user = new User({ access_token: accessToken, token_type: 'DPoP', profile: { sub: '', iss: '', aud: '', exp: 0, iat: 0 } });
    return this.manager.dpopProof(url, user, method);
  }

  async refresh(): Promise<string | undefined> {
    try {
      const user = await this.manager.signinSilent();
      this.user = user;
      return user?.access_token;
    } catch {
      await this.manager.signinRedirect({ state: window.location.pathname + window.location.search });
      return undefined;
    }
  }

  /** Who is signed in; the role is read for display and routing only, the server decides access. */
  currentUser(): StudioUser | undefined {
    const claims = decodeAccessToken(this.user?.access_token);
    if (!claims) return undefined;
    const profileName = this.user?.profile.name;
    return { sub: claims.sub, role: claims.role, name: typeof profileName === 'string' && profileName ? profileName : claims.sub };
  }

  /** Ends the session at the provider too (refresh token revoked), so the next sign-in asks for the password. */
  async signOut(): Promise<void> {
    this.manager.stopSilentRenew();
    try {
      await endProviderSession(this.manager, { idToken: this.user?.id_token });
    } catch {
      await this.manager.removeUser();
      window.location.assign(studioPaths.home);
    }
  }
}
