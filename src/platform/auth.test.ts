// @vitest-environment jsdom
// (the browser's history and location, which node lacks)
import { ErrorResponse, User, type UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import signIn from '../../config/sign-in.json';
import { authPaths, Session, tokenFailureAction } from './auth.js';

const config = { authority: '/oidc', clientId: 'web', scope: 'openid', silentRefreshTimeoutMs: 5_000 };

/** A signed-in member's tokens; `expiresIn` seconds from now (negative: already expired). */
function member(expiresIn: number, act?: { sub: string }) {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const accessToken = `${part({ alg: 'RS256' })}.${part({ sub: 'u-demo', role: 'member', act })}.signature`;
  return new User({
    access_token: accessToken,
    id_token: 'id-token-of-u-demo',
    refresh_token: 'refresh-token-of-u-demo',
    token_type: 'Bearer',
    profile: { sub: 'u-demo', iss: 'http://localhost/oidc', aud: 'web', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
  });
}

/** oidc-client-ts's UserManager as the session uses it; `kept`: the tokens this tab kept before a reload. */
function fakeProvider(signedIn: User | null, kept: User | null = null) {
  const silentRenewErrors: ((error: Error) => void)[] = [];
  const answers = () => vi.fn((..._args: unknown[]) => Promise.resolve());
  const manager = {
    events: {
      addUserLoaded: vi.fn(),
      addUserUnloaded: vi.fn(),
      addSilentRenewError: (listener: (error: Error) => void) => silentRenewErrors.push(listener),
      addUserSignedOut: vi.fn(),
    },
    getUser: vi.fn(() => Promise.resolve(kept)),
    signinSilent: vi.fn((..._args: unknown[]) => Promise.resolve(signedIn)),
    signinRedirect: answers(),
    signinRedirectCallback: vi.fn((..._args: unknown[]) => Promise.resolve(signedIn)),
    signoutRedirect: answers(),
    signoutRedirectCallback: vi.fn((..._args: unknown[]) => Promise.resolve({ userState: undefined as unknown })),
    revokeTokens: answers(),
    removeUser: answers(),
    stopSilentRenew: vi.fn(),
  };
  const providerCalls = [
    manager.signinSilent,
    manager.signinRedirect,
    manager.signinRedirectCallback,
    manager.signoutRedirect,
    manager.signoutRedirectCallback,
    manager.revokeTokens,
    manager.removeUser,
  ];
  /** The names of the provider calls made so far, in order. */
  const calls = () =>
    providerCalls
      .flatMap((mock) => mock.mock.invocationCallOrder.map((order) => ({ order, name: mock.getMockName() })))
      .sort((a, b) => a.order - b.order)
      .map((call) => call.name);
  for (const [name, mock] of Object.entries(manager)) if (vi.isMockFunction(mock)) mock.mockName(name);
  const forgetCalls = () => providerCalls.forEach((mock) => mock.mockClear());
  const renewFails = (error: Error) => {
    for (const listener of silentRenewErrors) listener(error);
  };
  return { manager, userManager: manager as unknown as UserManager, calls, forgetCalls, renewFails };
}

/** A session signed in on `page` (signed in silently, as after a reload). */
async function signedInSession(user: User, page = '/accounts', { tokenExpired = false } = {}) {
  window.history.replaceState(null, '', page);
  const provider = fakeProvider(user);
  const navigate = vi.fn();
  const session = new Session({ config, userManager: provider.userManager, navigate, origin: 'http://localhost:3000' });
  expect(await session.start()).toEqual({ kind: 'signed-in' });
  // Then the access token's lifetime passed (a sleeping laptop, a throttled background tab).
  if (tokenExpired) user.expires_at = Math.floor(Date.now() / 1000) - 60;
  provider.forgetCalls();
  return { session, navigate, ...provider };
}

/** Lets the session's fire-and-forget sign-out run to its redirect. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The provider session ended: refresh token revoked first, then end-session with the hint, no sign-in redirect. */
function expectProviderSessionEnded(provider: ReturnType<typeof fakeProvider>, returnTo: string, before: string[] = []) {
  expect(provider.calls()).toEqual([...before, 'revokeTokens', 'signoutRedirect']);
  expect(provider.manager.revokeTokens).toHaveBeenCalledWith(['refresh_token']);
  expect(provider.manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token-of-u-demo', state: returnTo });
  expect(provider.manager.signinRedirect).not.toHaveBeenCalled();
  expect(provider.manager.stopSilentRenew).toHaveBeenCalled();
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('every way a session ends also ends it at the sign-in provider', () => {
  it('Log out: refresh token revoked, provider session ended with the id token hint, start page after signing in again', async () => {
    const provider = await signedInSession(member(300));
    provider.session.logout();
    await settle();
    expectProviderSessionEnded(provider, '/');
  });

  it('the agent’s stop: the same end for an impersonation session', async () => {
    const provider = await signedInSession(member(300, { sub: 'u-agent' }));
    expect(provider.session.claims()?.act).toEqual({ sub: 'u-agent' });
    provider.session.logout();
    await settle();
    expectProviderSessionEnded(provider, '/');
  });

  it('inactivity with the access token still valid: ended, and back on the same page after signing in again', async () => {
    const provider = await signedInSession(member(300), '/accounts/a-1?tab=activity');
    provider.session.logout('/accounts/a-1?tab=activity');
    await settle();
    expectProviderSessionEnded(provider, '/accounts/a-1?tab=activity');
  });

  it('inactivity past the access-token lifetime: ended at the provider too, not a sign-in that its live session would answer', async () => {
    const provider = await signedInSession(member(300), '/accounts', { tokenExpired: true });
    expect(provider.session.accessToken()).toBeUndefined();
    provider.session.logout('/accounts');
    await settle();
    expectProviderSessionEnded(provider, '/accounts');
  });

  it('a refresh the provider refuses: ended, whether or not the access token is still valid', async () => {
    for (const tokenExpired of [false, true]) {
      const provider = await signedInSession(member(300), '/transfers', { tokenExpired });
      expect(provider.session.accessToken() === undefined).toBe(tokenExpired);
      provider.manager.signinSilent.mockRejectedValueOnce(new ErrorResponse({ error: 'invalid_grant' }));
      expect(await provider.session.refresh()).toBeUndefined();
      expectProviderSessionEnded(provider, '/transfers', ['signinSilent']);
    }
  });

  it('an expired access token the background renewal cannot refresh: ended', async () => {
    const provider = await signedInSession(member(300), '/transfers', { tokenExpired: true });
    provider.renewFails(new ErrorResponse({ error: 'invalid_grant' }));
    await settle();
    expectProviderSessionEnded(provider, '/transfers');
  });

  it('a refresh that returns no tokens: ended', async () => {
    const provider = await signedInSession(member(300), '/transfers', { tokenExpired: true });
    provider.manager.signinSilent.mockResolvedValueOnce(null);
    expect(await provider.session.refresh()).toBeUndefined();
    expectProviderSessionEnded(provider, '/transfers', ['signinSilent']);
  });

  it('ends the provider session even when the revocation request fails', async () => {
    const provider = await signedInSession(member(300));
    provider.manager.revokeTokens.mockRejectedValueOnce(new Error('network'));
    await provider.session.signOut();
    expect(provider.manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token-of-u-demo', state: '/' });
  });

  it('leaves once: a second ending while the first is on its way does nothing', async () => {
    const provider = await signedInSession(member(300));
    provider.session.logout();
    provider.session.logout('/accounts');
    await settle();
    expect(provider.manager.signoutRedirect).toHaveBeenCalledTimes(1);
  });

  it('when the end-session endpoint cannot be reached, forgets the tokens and goes to the after-logout page', async () => {
    const provider = await signedInSession(member(300));
    provider.manager.signoutRedirect.mockRejectedValueOnce(new Error('no end session endpoint'));
    await provider.session.signOut();
    expect(provider.manager.removeUser).toHaveBeenCalled();
    expect(provider.navigate).toHaveBeenCalledWith(authPaths.afterLogout);
    expect(provider.manager.signinRedirect).not.toHaveBeenCalled();
  });
});

describe('after the provider’s sign-out', () => {
  it('comes back to a page the provider accepts as the client’s post-logout redirect URI (config/sign-in.json)', () => {
    expect(signIn.postLogoutRedirectPaths).toContain(authPaths.afterLogout);
    expect(signIn.redirectPaths).toEqual(expect.arrayContaining([authPaths.callback, authPaths.silentRenew]));
  });


  it('starts a sign-in that asks for the password, back to the page carried through the sign-out', async () => {
    window.history.replaceState(null, '', `${authPaths.afterLogout}?state=abc`);
    const provider = fakeProvider(null);
    provider.manager.signoutRedirectCallback.mockResolvedValueOnce({ userState: '/accounts/a-1?tab=activity' });
    const session = new Session({ config, userManager: provider.userManager, origin: 'http://localhost:3000' });
    expect(await session.start()).toEqual({ kind: 'redirecting' });
    expect(provider.calls()).toEqual(['signoutRedirectCallback', 'signinRedirect']);
    expect(provider.manager.signinRedirect).toHaveBeenCalledWith({ state: '/accounts/a-1?tab=activity', prompt: 'login' });
  });

  it('opened without a sign-out state: the same sign-in, to the start page', async () => {
    window.history.replaceState(null, '', authPaths.afterLogout);
    const provider = fakeProvider(null);
    provider.manager.signoutRedirectCallback.mockRejectedValueOnce(new Error('No matching state found in storage'));
    const session = new Session({ config, userManager: provider.userManager, origin: 'http://localhost:3000' });
    expect(await session.start()).toEqual({ kind: 'redirecting' });
    expect(provider.manager.signinRedirect).toHaveBeenCalledWith({ state: '/', prompt: 'login' });
    expect(provider.manager.signinSilent).not.toHaveBeenCalled();
  });
});

describe('a reload', () => {
  const start = async (kept: User, signedIn: User | null) => {
    window.history.replaceState(null, '', '/accounts');
    const provider = fakeProvider(signedIn, kept);
    const session = new Session({ config, userManager: provider.userManager, origin: 'http://localhost:3000' });
    return { started: await session.start(), session, ...provider };
  };

  it('resumes with the access token this tab kept, without asking the provider', async () => {
    const { started, session, calls } = await start(member(240), null);
    expect(started).toEqual({ kind: 'signed-in' });
    expect(calls()).toEqual([]);
    expect(session.claims()).toEqual({ sub: 'u-demo', role: 'member', act: undefined });
  });

  it('a kept token due for renewal within the minute, or expired: renewed by a silent sign-in first', async () => {
    for (const expiresIn of [45, -30]) {
      const renewed = member(300);
      const { started, session, calls } = await start(member(expiresIn), renewed);
      expect(started).toEqual({ kind: 'signed-in' });
      expect(calls()).toEqual(['signinSilent']);
      expect(session.accessToken()).toBe(renewed.access_token);
    }
  });
});

describe('where no session ends, sign-in simply starts again', () => {
  it('a sign-in callback that cannot be completed starts a new sign-in, without a sign-out', async () => {
    window.history.replaceState(null, '', `${authPaths.callback}?code=old&state=gone`);
    const provider = fakeProvider(null);
    provider.manager.signinRedirectCallback.mockRejectedValueOnce(new Error('No matching state found in storage'));
    const session = new Session({ config, userManager: provider.userManager, origin: 'http://localhost:3000' });
    expect(await session.start({ pathname: authPaths.callback, search: '?code=old&state=gone', hash: '' })).toEqual({ kind: 'redirecting' });
    expect(provider.manager.signinRedirect).toHaveBeenCalledWith({ state: '/' });
    expect(provider.manager.signoutRedirect).not.toHaveBeenCalled();
    expect(provider.manager.revokeTokens).not.toHaveBeenCalled();
  });

  it('a code exchange whose DPoP proof the provider refuses (the device clock is off) stops, rather than signing in again in a loop', async () => {
    window.history.replaceState(null, '', `${authPaths.callback}?code=fresh&state=ok`);
    const provider = fakeProvider(null);
    provider.manager.signinRedirectCallback.mockRejectedValueOnce(new ErrorResponse({ error: 'invalid_dpop_proof', error_description: 'DPoP proof iat is not recent enough' }));
    const session = new Session({ config, userManager: provider.userManager, origin: 'http://localhost:3000' });
    expect(await session.start({ pathname: authPaths.callback, search: '?code=fresh&state=ok', hash: '' })).toEqual({ kind: 'clock-off' });
    expect(provider.manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('an invalid nonce restarts login (spec/1 §4); every other token failure ends the session', () => {
    expect(tokenFailureAction(new Error('invalid nonce in id_token'))).toBe('restart-login');
    expect(tokenFailureAction(new ErrorResponse({ error: 'invalid_grant' }))).toBe('end-session');
    expect(tokenFailureAction(new Error('session ended at the provider'))).toBe('end-session');
    expect(tokenFailureAction('timeout')).toBe('end-session');
  });
});

describe('asking for the password again before a sensitive change (step-up)', () => {
  it('sends the member to the password form with max_age and back to the page, keeping the session', async () => {
    const { session, ...provider } = await signedInSession(member(300), '/self-service/login-security');
    await session.stepUp('/self-service/login-security', 300);
    expect(provider.calls()).toEqual(['signinRedirect']);
    expect(provider.manager.signinRedirect).toHaveBeenCalledWith({ state: '/self-service/login-security', prompt: 'login', max_age: 300 });
    expect(session.isSignedIn()).toBe(true);
  });
});
