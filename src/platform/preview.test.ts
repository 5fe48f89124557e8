// @vitest-environment jsdom
// (window messages between the studio and its preview, which node lacks)
import type { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Session } from './auth.js';
import { firstPreviewToken, isPreviewTokenMessage, listenForPreviewToken, previewIdOf, previewMessages } from './preview.js';

const id = 'g05kI7mgISMoh9vGleQ1wqGe7Pw4LxGu';

/** A JWT-shaped token with `claims` as its payload (the app only decodes it). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'RS256', typ: 'at+jwt' })}.${part(claims)}.signature`;
}

/** A page at `search`, framed by `parent` (or on its own when parent is itself). */
function pageAt(search: string, framed: boolean) {
  const self = {} as Window;
  const parent = framed ? ({ postMessage: vi.fn() } as unknown as Window) : self;
  return { location: { search, origin: 'http://localhost:8080' } as Location, parent, self };
}

describe('preview id', () => {
  it('is read from ?preview= only inside a frame', () => {
    expect(previewIdOf(pageAt(`?preview=${id}`, true))).toBe(id);
    expect(previewIdOf(pageAt(`?preview=${id}`, false))).toBeUndefined();
    expect(previewIdOf(pageAt('', true))).toBeUndefined();
    expect(previewIdOf(pageAt('?preview=../../etc', true))).toBeUndefined();
  });
});

describe('preview token by postMessage', () => {
  const listeners: (() => void)[] = [];
  afterEach(() => {
    for (const stop of listeners.splice(0)) stop();
  });

  /** Dispatches a message event on this window as if `source` on `origin` had posted it. */
  const deliver = (data: unknown, origin: string, source: MessageEventSource | null) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

  it('asks the parent for the token on its own origin and takes it only from the parent on that origin', () => {
    const parent = window.parent;
    const post = vi.spyOn(parent, 'postMessage');
    const received: string[] = [];
    listeners.push(listenForPreviewToken(window, (accessToken) => received.push(accessToken)));
    expect(post).toHaveBeenCalledWith({ type: previewMessages.ready }, window.location.origin);

    deliver({ type: previewMessages.token, accessToken: 'from-elsewhere' }, 'https://evil.example', parent);
    deliver({ type: previewMessages.token, accessToken: 'from-another-window' }, window.location.origin, null);
    deliver({ type: 'something-else', accessToken: 'x' }, window.location.origin, parent);
    expect(received).toEqual([]);

    deliver({ type: previewMessages.token, accessToken: 'from-the-studio' }, window.location.origin, parent);
    expect(received).toEqual(['from-the-studio']);
  });

  it('gives up with an error when no token comes', async () => {
    vi.useFakeTimers();
    try {
      const waiting = firstPreviewToken(window, 1_000);
      vi.advanceTimersByTime(1_000);
      await expect(waiting).rejects.toThrow('The studio sent no preview token.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('recognises only well-formed token messages', () => {
    expect(isPreviewTokenMessage({ type: previewMessages.token, accessToken: 'a' })).toBe(true);
    expect(isPreviewTokenMessage({ type: previewMessages.token, accessToken: '' })).toBe(false);
    expect(isPreviewTokenMessage({ type: previewMessages.token })).toBe(false);
    expect(isPreviewTokenMessage('token')).toBe(false);
  });
});

describe('a preview session', () => {
  const auth = { authority: '/oidc', clientId: 'web', scope: 'openid', silentRefreshTimeoutMs: 10_000 };

  /** A provider that fails the test if anything reaches it. */
  function untouchableProvider() {
    const fail = vi.fn(() => {
      throw new Error('a preview must not talk to the provider');
    });
    const events = { addUserLoaded: vi.fn(), addUserUnloaded: vi.fn(), addSilentRenewError: vi.fn(), addUserSignedOut: vi.fn() };
    const manager = { events, signinSilent: fail, signinRedirect: fail, signinRedirectCallback: fail, signoutRedirect: fail, removeUser: fail, stopSilentRenew: fail };
    return { manager: manager as unknown as UserManager, fail };
  }

  it('is signed in with the studio token: no redirect, no refresh, no sign-out, no impersonation banner', async () => {
    const first = token({ sub: 'u-demo', role: 'member', act: { sub: 'u-operator' }, preview: true });
    const { manager, fail } = untouchableProvider();
    const navigate = vi.fn();
    const session = new Session({ config: auth, userManager: manager, navigate, preview: { accessToken: first } });

    expect(await session.start({ pathname: '/auth/callback', search: '', hash: '' })).toEqual({ kind: 'signed-in' });
    expect(session.isPreview()).toBe(true);
    expect(session.isSignedIn()).toBe(true);
    expect(session.accessToken()).toBe(first);
    expect(session.claims()).toEqual({ sub: 'u-demo', role: 'member' });
    expect(await session.refresh()).toBe(first);
    session.logout();
    await session.restartLogin('/');

    const second = token({ sub: 'u-demo', role: 'member', preview: true });
    session.setPreviewToken(second);
    expect(session.accessToken()).toBe(second);
    expect(fail).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('outside preview mode a session ignores a preview token', () => {
    const { manager } = untouchableProvider();
    const session = new Session({ config: auth, userManager: manager });
    session.setPreviewToken(token({ sub: 'u-demo' }));
    expect(session.isPreview()).toBe(false);
    expect(session.accessToken()).toBeUndefined();
  });
});
