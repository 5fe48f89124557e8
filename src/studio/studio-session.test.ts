import { User, type UserManager } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import signIn from '../../config/sign-in.json';
import { StudioSession, studioPaths } from './studio-session.js';

const config = { authority: '/oidc', clientId: 'web', scope: 'openid', silentRefreshTimeoutMs: 5_000 };

function operatorProvider() {
  const operator = new User({
    access_token: 'a.b.c',
    id_token: 'id-token-of-the-operator',
    refresh_token: 'refresh-token-of-the-operator',
    token_type: 'Bearer',
    profile: { sub: 'u-operator', iss: 'http://localhost/oidc', aud: 'web', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 300,
  });
  const manager = {
    events: { addUserLoaded: vi.fn() },
    signinSilent: vi.fn(() => Promise.resolve(operator)),
    signinRedirect: vi.fn((..._args: unknown[]) => Promise.resolve()),
    signoutRedirect: vi.fn((..._args: unknown[]) => Promise.resolve()),
    revokeTokens: vi.fn((..._args: unknown[]) => Promise.resolve()),
    removeUser: vi.fn(() => Promise.resolve()),
    stopSilentRenew: vi.fn(),
  };
  return { manager, userManager: manager as unknown as UserManager };
}

describe('the studio’s sign-out', () => {
  it('revokes the refresh token and ends the provider session with the id token hint, so the next sign-in asks for the password', async () => {
    const { manager, userManager } = operatorProvider();
    const session = new StudioSession(config, 'http://localhost:3000', userManager);
    expect(await session.start({ pathname: '/studio', search: '', hash: '', href: 'http://localhost:3000/studio' })).toEqual({ kind: 'signed-in' });

    await session.signOut();

    expect(manager.revokeTokens).toHaveBeenCalledWith(['refresh_token']);
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token-of-the-operator', state: undefined });
    expect(manager.revokeTokens.mock.invocationCallOrder[0]).toBeLessThan(manager.signoutRedirect.mock.invocationCallOrder[0] ?? 0);
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('comes back to the studio, which the provider accepts as a post-logout redirect URI (config/sign-in.json)', () => {
    expect(signIn.postLogoutRedirectPaths).toContain(studioPaths.home);
    expect(signIn.redirectPaths).toContain(studioPaths.callback);
  });
});
