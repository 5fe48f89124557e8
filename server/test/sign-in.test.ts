import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { createAccessTokenVerifier, InvalidTokenError, type Caller } from '../src/http/access-token.js';
import { usedProofsIn } from '../src/http/dpop.js';
import { systemAuthor, VersionStore } from '../src/config/versions.js';
import { sessionSecondsLeft } from '../src/oidc/configuration.js';
import { decodeAccountId, encodeAccountId } from '../src/oidc/accounts.js';
import { loadSigningKeys, publicKeySet } from '../src/oidc/signing-keys.js';
import { apiAudienceOf, issuerOf, loadSettings } from '../src/settings.js';
import { createProofKey } from './dpop-keys.js';
import { createTestApp, demoPassword, publicUrl, type TestApp } from './harness.js';
import {
  alertOf,
  authorizationPath,
  browserKey,
  createPkce,
  exchangeCode,
  InjectBrowser,
  openLoginPage,
  redirectUri,
  refresh,
  refreshResponse,
  signIn,
  submitLogin,
  type SignInInput,
} from './sign-in-flow.js';
import { countWork } from './work-counter.js';

const incorrect = 'The username or password is incorrect.';

/** config/sign-in.json as shipped. */
const defaultSignIn = async () => (await loadSettings({ publicUrl })).signIn;

/** Verifies a token as the API does, presented with a fresh proof by the flow's browser key. */
interface TokenCheck {
  verify(token: string): Promise<Caller>;
}

async function verifierFor(test: TestApp): Promise<TokenCheck> {
  const keys = publicKeySet(await loadSigningKeys(test.db));
  const verifier = createAccessTokenVerifier({
    issuer: issuerOf(test.settings),
    audience: apiAudienceOf(test.settings),
    jwks: () => keys,
    publicUrl: test.settings.publicUrl,
    binding: test.settings.tokenBinding,
    usedProofs: usedProofsIn(test.db),
  });
  const url = `${publicUrl}/api/user-manager/client-api/v2/users/me/profile`;
  return {
    verify: async (token) =>
      verifier.verify({ authorization: `DPoP ${token}`, proof: await browserKey.prove({ method: 'GET', url, accessToken: token }), method: 'GET', url }),
  };
}

async function failedLogin(test: TestApp, username: string, password: string) {
  const { browser, action } = await openLoginPage(test.app);
  const result = await submitLogin(browser, action, { username, password });
  if (result instanceof URL) throw new Error(`expected the login to fail, got a redirect to ${result.href}`);
  return result;
}

describe('sign-in provider', () => {
  let test: TestApp;
  let verifier: TokenCheck;

  beforeAll(async () => {
    // This file makes more login attempts than the per-IP limit allows in a minute; the limit
    // itself is tested on its own below.
    test = await createTestApp({ signIn: { ...(await defaultSignIn()), attemptsPerIpPerMinute: 1000 } });
    verifier = await verifierFor(test);
  });
  afterAll(() => test.close());

  it('publishes its discovery document under /oidc', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery).toMatchObject({
      issuer: `${publicUrl}/oidc`,
      authorization_endpoint: `${publicUrl}/oidc/auth`,
      token_endpoint: `${publicUrl}/oidc/token`,
      jwks_uri: `${publicUrl}/oidc/jwks`,
      end_session_endpoint: `${publicUrl}/oidc/session/end`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      response_types_supported: ['code'],
      scopes_supported: ['openid'],
    });
    const jwks = await test.app.inject({ method: 'GET', url: '/oidc/jwks' });
    const keys = jwks.json<{ keys: Record<string, unknown>[] }>().keys;
    expect(keys.map((key) => key.kid)).toEqual(publicKeySet(await loadSigningKeys(test.db)).keys.map((key) => key.kid));
    // Public halves only.
    expect(keys.every((key) => !('d' in key))).toBe(true);
  });

  it('signs a member in through authorization code + PKCE and issues a 5-minute JWT access token for /api', async () => {
    const tokens = await signIn(test.app, { username: 'demo', password: demoPassword });
    expect(tokens.expires_in).toBe(300);
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${publicUrl}/oidc`,
      aud: `${publicUrl}/api`,
      sub: 'u-demo',
      role: 'member',
      client_id: 'web',
      scope: 'openid',
    });
    expect(claims.act).toBeUndefined();
    expect(typeof claims.sid).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
    // RFC 9470: when the password was entered, so a sensitive change can ask for it again.
    expect(Number(claims.iat) - Number(claims.auth_time)).toBeLessThan(60);

    await expect(verifier.verify(tokens.access_token)).resolves.toEqual({
      userId: 'u-demo',
      role: 'member',
      actingAgentId: undefined,
      sessionId: claims.sid,
      authTime: claims.auth_time,
      keyThumbprint: browserKey.thumbprint,
      tokenId: claims.jti,
      expiresAt: claims.exp,
    });
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({ sub: 'u-demo', aud: 'web', role: 'member', iss: `${publicUrl}/oidc` });
    expect(typeof idToken.name).toBe('string');

    const profile = await test.app.inject({
      method: 'GET',
      url: '/api/user-manager/client-api/v2/users/me/profile',
      headers: {
        authorization: `DPoP ${tokens.access_token}`,
        dpop: await browserKey.prove({ method: 'GET', url: `${publicUrl}/api/user-manager/client-api/v2/users/me/profile`, accessToken: tokens.access_token }),
      },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('binds the access and refresh tokens to the browser\'s DPoP key: no proof or another key gets no tokens', async () => {
    const tokens = await signIn(test.app, { username: 'demo', password: demoPassword });
    expect(tokens.token_type).toBe('DPoP');
    expect(decodeJwt(tokens.access_token).cnf).toEqual({ jkt: browserKey.thumbprint });

    // A stolen refresh token is useless without the key: refused without a proof and with a proof by another key.
    const noProof = await refreshResponse(test.app, tokens.refresh_token, null);
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json()).toMatchObject({ error: 'invalid_grant' });
    const otherKey = await refreshResponse(test.app, tokens.refresh_token, await createProofKey());
    expect(otherKey.statusCode).toBe(400);
    expect(otherKey.json()).toMatchObject({ error: 'invalid_grant' });
    // The member's own browser still refreshes, and the new tokens stay bound to its key.
    const refreshed = await refresh(test.app, tokens.refresh_token);
    expect(decodeJwt(refreshed.access_token).cnf).toEqual({ jkt: browserKey.thumbprint });

    // The code exchange itself needs a proof: the client is registered with dpop_bound_access_tokens.
    const { browser, action, pkce } = await openLoginPage(test.app);
    const redirect = await submitLogin(browser, action, { username: 'demo', password: demoPassword });
    if (!(redirect instanceof URL)) throw new Error('expected the login to succeed');
    const unbound = await exchangeCode(test.app, redirect.searchParams.get('code') ?? '', pkce.verifier, null);
    expect(unbound.statusCode).toBe(400);
    expect(unbound.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts the username in any case and records the sign-in', async () => {
    const tokens = await signIn(test.app, { username: 'NewBie', password: demoPassword });
    expect(decodeJwt(tokens.access_token).sub).toBe('u-newbie');
    const events = await test.db.query<{ action: string; actor_id: string }>(
      `select action, actor_id from audit_events where subject_id = 'u-newbie' and action like 'sign-in.%' order by id`,
    );
    expect(events).toContainEqual({ action: 'sign-in.succeeded', actor_id: 'u-newbie' });
  });

  it('serves an accessible, branded login page without scripts, under the CSP', async () => {
    const { page } = await openLoginPage(test.app);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/<html lang="en-US">/);
    expect(page.body).toContain(test.settings.branding.name);
    // Styled by a file in the credit union's colour: the CSP allows no inline style.
    expect(page.body).toContain('<link rel="stylesheet" href="/oidc/sign-in.css">');
    expect(page.body).not.toMatch(/<style|style="/i);
    expect((await test.app.inject({ url: '/oidc/sign-in.css' })).body).toContain(test.settings.branding.theme.colorPrimary);
    expect(page.body).toMatch(/<label for="username">Username<\/label>\s*<input id="username"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>\s*<input id="password"[^>]*type="password"/);
    expect(page.body).not.toMatch(/<script/i);
    expect(alertOf(page.body)).toBeUndefined();
  });

  it('shows the name and colours the server’s tenant last published, from the next page on', async () => {
    const versions = new VersionStore(test.db);
    const latest = (await versions.latest('default'))!;
    const app = structuredClone(latest.files['app.json']) as { name: string; theme: { colorPrimary: string } };
    app.name = 'Front Range Federal Credit Union';
    app.theme.colorPrimary = '#123456';
    const publish = (baseVersion: number, files: Record<string, unknown>) =>
      versions.create({ tenant: 'default', baseVersion, files, author: systemAuthor, comment: 'A new name', kind: 'publish' });
    await publish(latest.version, { ...latest.files, 'app.json': app });
    try {
      expect((await openLoginPage(test.app)).page.body).toContain('<header>Front Range Federal Credit Union</header>');
      expect((await test.app.inject({ url: '/oidc/sign-in.css' })).body).toContain('--primary: #123456;');
    } finally {
      await publish(latest.version + 1, latest.files);
    }
    expect((await openLoginPage(test.app)).page.body).toContain(`<header>${test.settings.branding.name}</header>`);
    // A server of another tenant, on the same database, signs its members in under its own name.
    const mesaPeak = await createTestApp({ tenant: 'mesa-peak' }, test.db);
    try {
      const page = (await openLoginPage(mesaPeak.app)).page.body;
      expect(page).toContain('<header>Mesa Peak Credit Union</header>');
    } finally {
      await mesaPeak.app.close();
    }
  });

  /** A login page with what differs per request or per username typed taken out: the interaction id and the echoed username. */
  const samePage = (body: string) => body.replace(/\/oidc\/interaction\/[A-Za-z0-9_-]+\//g, '/oidc/interaction/UID/').replace(/ value="[^"]*"/, ' value="USERNAME"');

  /** What the stranger's browser and the member's own see for a username: the status, the page, its Retry-After. */
  async function attempt(username: string, password: string, browser?: InjectBrowser) {
    const { browser: used, action } = await openLoginPage(test.app, createPkce(), browser);
    const result = await submitLogin(used, action, { username, password });
    return result instanceof URL
      ? { signedIn: true as const, status: 303 }
      : { signedIn: false as const, status: result.statusCode, page: samePage(result.body), alert: alertOf(result.body), retryAfter: result.headers['retry-after'] };
  }

  /** A browser that has only its known-browser cookie left: the member's own, after a sign-out. */
  function knownBrowserOnly(browser: InjectBrowser): InjectBrowser {
    const fresh = new InjectBrowser(test.app);
    const token = browser.cookies.get('pb_known_browser');
    if (token === undefined) throw new Error('the sign-in set no known-browser cookie');
    fresh.cookies.set('pb_known_browser', token);
    return fresh;
  }

  const forgetFailures = (username: string) => test.db.query('delete from sign_in_failures where username = $1', [username]);

  it('answers an unknown username as a known one with a wrong password: same status and page, one scrypt hash, the same queries', async () => {
    const answers = [];
    for (const username of ['limited', 'nobody-here', 'LIMITED ']) {
      const { browser, action } = await openLoginPage(test.app);
      const { answer, work } = await countWork(test.db, () => browser.post(action, { username, password: 'not-the-password' }));
      answers.push({ status: answer.statusCode, page: samePage(answer.body), ...work });
    }
    expect(answers[0]).toMatchObject({ status: 400, hashes: 1, queries: expect.any(Number) as number });
    expect(answers[0]?.queries).toBeGreaterThan(2);
    expect(alertOf(answers[0]?.page ?? '')).toBe(incorrect);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    // The right password costs the same one hash.
    const { browser, action } = await openLoginPage(test.app);
    const { answer, work } = await countWork(test.db, () => submitLogin(browser, action, { username: 'limited', password: demoPassword }));
    expect(answer).toBeInstanceOf(URL);
    expect(work.hashes).toBe(1);
    const reasons = await test.db.query<{ reason: string }>(`select details->>'reason' as reason from audit_events where action = 'sign-in.failed' order by id`);
    expect(reasons.map((row) => row.reason)).toEqual(expect.arrayContaining(['unknown-user', 'wrong-password']));
    await forgetFailures('nobody-here');
  });

  it('locks a username for strangers with doubling backoff, an unknown username alike, but never the member’s own browser', async () => {
    const { maxFailures, lockSeconds, maxLockSeconds } = test.settings.signIn.lockout;
    expect([maxFailures, lockSeconds, maxLockSeconds]).toEqual([5, 30, 900]);
    const own = await openLoginPage(test.app);
    const signedIn = await own.browser.post(own.action, { username: 'newbie', password: demoPassword });
    const cookie = (signedIn.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string; maxAge?: number }[]).find((c) => c.name === 'pb_known_browser');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/oidc/interaction' });
    expect(cookie?.maxAge).toBe(test.settings.signIn.lockout.knownBrowserDays * 86_400);

    const stranger: Awaited<ReturnType<typeof attempt>>[] = [];
    const nobody: Awaited<ReturnType<typeof attempt>>[] = [];
    for (let failure = 1; failure <= maxFailures; failure++) {
      stranger.push(await attempt('newbie', `wrong-${failure}`));
      nobody.push(await attempt('nobody-at-all', `wrong-${failure}`));
    }
    expect(stranger.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 423]);
    expect(nobody).toEqual(stranger);
    const locked = stranger[maxFailures - 1];
    expect(locked).toMatchObject({ retryAfter: String(lockSeconds) });
    expect(locked?.signedIn ? '' : locked?.alert).toMatch(/locked.*Try again in 1 min\. or call us/);

    // Strangers, even with the right password, wait; the member's own browser signs in.
    expect(await attempt('newbie', demoPassword)).toMatchObject({ status: 423 });
    expect(await attempt('newbie', demoPassword, knownBrowserOnly(own.browser))).toEqual({ signedIn: true, status: 303 });

    // Once the lock ends, the next failure locks for twice as long.
    await test.db.query(`update sign_in_failures set locked_until = now() - interval '1 second' where username = 'newbie' and client = 'unknown'`);
    expect(await attempt('newbie', 'wrong-6')).toMatchObject({ status: 423, retryAfter: String(2 * lockSeconds) });
    const [row] = await test.db.query<{ failures: number }>(`select failures from sign_in_failures where username = 'newbie' and client = 'unknown'`);
    expect(row?.failures).toBe(maxFailures + 1);
    await forgetFailures('newbie');
    await forgetFailures('nobody-at-all');
  });

  it('counts only failures in a row: a success from the same client ends its series', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await failedLogin(test, 'newbie', 'wrong');
    await signIn(test.app, { username: 'newbie', password: demoPassword });
    await failedLogin(test, 'newbie', 'wrong');
    const rows = await test.db.query<{ client: string; failures: number }>(`select client, failures from sign_in_failures where username = 'newbie'`);
    expect(rows).toEqual([{ client: 'unknown', failures: 1 }]);
    await forgetFailures('newbie');
  });

  it('tells the member of repeated failures once per series: a notification opening Login & Security and a sign-in history entry', async () => {
    const { noticeAfterFailures } = test.settings.signIn.lockout;
    const notices = () =>
      test.db.query<{ title: string; message: string; where_to: string }>(`select title, message, where_to from notifications where user_id = 'u-limited' and id like 'ntf-sign-in-%'`);
    for (let failure = 1; failure <= noticeAfterFailures + 1; failure++) {
      await test.db.query(`update sign_in_failures set locked_until = null where username = 'limited'`);
      await failedLogin(test, 'limited', `wrong-${failure}`);
      expect(await notices()).toHaveLength(failure < noticeAfterFailures ? 0 : 1);
    }
    expect(await notices()).toEqual([
      {
        title: 'Repeated failed sign-ins to your online banking',
        message: expect.stringContaining(`a wrong password for your username ${noticeAfterFailures} times in a row`) as string,
        where_to: 'login-security-view',
      },
    ]);
    const history = await test.db.query<{ failures: number }>(
      `select (details->>'failures')::integer as failures from audit_events where action = 'sign-in.repeated-failures' and subject_id = 'u-limited'`,
    );
    expect(history).toEqual([{ failures: noticeAfterFailures }]);
    await forgetFailures('limited');
  });

  it('answers malformed, oversized, wrongly typed and unstorable sign-in input with 400, 413 or 415 and the error page, never 5xx', async () => {
    const { browser, action } = await openLoginPage(test.app);
    const post = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
      browser.request({ method: 'POST', url: action, headers: { 'content-type': contentType }, payload });
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const answers = [
      [415, await post('username=demo&password=x', 'text/plain')],
      [413, await post(form({ username: 'demo', password: 'x'.repeat(64 * 1024) }))],
      [415, await post(JSON.stringify({ username: 'demo', password: 'x' }), 'application/json')],
      [400, await post('username=demo&password=x&password=y')],
      [400, await post('username=demo')],
      [400, await post(form({ username: 'de\u0000mo', password: 'x' }))],
      [400, await post(form({ username: 'demo\u0007', password: 'x' }))],
      [400, await browser.post(action.replace(/\/login$/, '/member'), { memberId: 'u-\u0000' })],
    ] as const;
    for (const [index, [status, response]] of answers.entries()) {
      expect(response.statusCode, `answer ${index}`).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body, `answer ${index}: ${alertOf(response.body) ?? ''}`).toContain('We could not sign you in');
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+|stack|sql|select /i);
    }
    // Percent-encoding that is not UTF-8 (a surrogate's bytes, an overlong NUL) decodes to storable
    // text: a wrong password like any other.
    for (const payload of ['username=demo%ED%A0%80&password=x', 'username=demo%uD800&password=%C0%80']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(alertOf(response.body)).toBe(incorrect);
    }
    // The form still works afterwards.
    expect(await submitLogin(browser, action, { username: 'demo', password: demoPassword })).toBeInstanceOf(URL);
  });

  it('answers the provider’s own endpoints 400, not 5xx, for a NUL or an unpaired surrogate in a parameter, token or cookie', async () => {
    const pkce = createPkce();
    for (const state of ['a\u0000b', 'a\uD800b']) {
      const response = await test.app.inject({ method: 'GET', url: authorizationPath(pkce, { state }) });
      expect(response.statusCode).toBeLessThan(500);
    }
    const authorize = await test.app.inject({ method: 'GET', url: `${authorizationPath(pkce)}&login_hint=%00` });
    expect(authorize.statusCode).toBeLessThan(500);
    for (const code of ['\u0000', '\uD800']) {
      const response = await exchangeCode(test.app, code, pkce.verifier);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.stringMatching(/^invalid_/) as string });
    }
    const refreshed = await refreshResponse(test.app, 'x\u0000y');
    expect(refreshed.statusCode).toBe(400);
    const { browser, action } = await openLoginPage(test.app);
    for (const name of browser.cookies.keys()) browser.cookies.set(name, '%00');
    const page = await browser.get(action.replace(/\/login$/, ''));
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('We could not sign you in');
  });

  it('requires PKCE with S256: no code challenge, or the plain method, is refused', async () => {
    const browser = new InjectBrowser(test.app);
    const pkce = createPkce();
    for (const params of [
      { code_challenge: undefined, code_challenge_method: undefined },
      { code_challenge: pkce.verifier, code_challenge_method: 'plain' },
    ]) {
      const response = await browser.get(authorizationPath(pkce, params));
      expect(response.statusCode).toBe(303);
      const location = new URL(String(response.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('refuses a code exchanged with the wrong verifier, and a code used twice', async () => {
    const { browser, action, pkce } = await openLoginPage(test.app);
    const redirect = await submitLogin(browser, action, { username: 'demo', password: demoPassword });
    if (!(redirect instanceof URL)) throw new Error('sign-in failed');
    const code = redirect.searchParams.get('code') ?? '';
    const wrong = await exchangeCode(test.app, code, createPkce().verifier);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const { browser: second, action: secondAction, pkce: secondPkce } = await openLoginPage(test.app);
    const secondRedirect = await submitLogin(second, secondAction, { username: 'demo', password: demoPassword });
    if (!(secondRedirect instanceof URL)) throw new Error('sign-in failed');
    const secondCode = secondRedirect.searchParams.get('code') ?? '';
    expect((await exchangeCode(test.app, secondCode, secondPkce.verifier)).statusCode).toBe(200);
    expect((await exchangeCode(test.app, secondCode, secondPkce.verifier)).statusCode).toBe(400);
    expect(pkce.verifier).not.toBe(secondPkce.verifier);
  });

  it('rotates the refresh token on every use; reusing a rotated one revokes the grant and ends the session', async () => {
    const first = await signIn(test.app, { username: 'demo', password: demoPassword });
    const second = await refresh(test.app, first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.expires_in).toBe(300);
    const caller = await verifier.verify(second.access_token);
    // A refreshed token still says when the password was entered, not when it was refreshed.
    expect(caller).toMatchObject({
      userId: 'u-demo',
      role: 'member',
      sessionId: decodeJwt(first.access_token).sid,
      authTime: decodeJwt(first.access_token).auth_time,
    });

    const reuse = await refreshResponse(test.app, first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'invalid_grant' });
    // The token issued by the rotation died with the grant.
    const afterReuse = await refreshResponse(test.app, second.refresh_token);
    expect(afterReuse.statusCode).toBe(400);
    expect(afterReuse.json()).toMatchObject({ error: 'invalid_grant' });

    const sid = String(decodeJwt(first.access_token).sid);
    const sessions = await test.db.query(
      `select 1 from oidc_models where model = 'Session' and payload->'authorizations'->'web'->>'sid' = $1`,
      [sid],
    );
    expect(sessions).toHaveLength(0);
    expect(
      await test.db.query(`select 1 from audit_events where action = 'sign-in.refresh-token-reused' and subject_id = 'u-demo'`),
    ).not.toHaveLength(0);
  });

  it('binds the refresh token to the session: 15 minutes idle, sliding on each refresh, 12 hours at most', async () => {
    const { sessionIdleSeconds, sessionMaxSeconds } = test.settings.signIn;
    expect([sessionIdleSeconds, sessionMaxSeconds]).toEqual([900, 43200]);
    // An opaque refresh token is its row id; its session is the one it is bound to.
    const lifetimes = async (refreshToken: string) => {
      const [row] = await test.db.query<{ token: number; session: number; uid: string }>(
        `select extract(epoch from t.expires_at - now())::integer as token,
                extract(epoch from s.expires_at - now())::integer as session, s.uid
           from oidc_models t join oidc_models s on s.model = 'Session' and s.uid = t.payload->>'sessionUid'
          where t.model = 'RefreshToken' and t.id = $1`,
        [refreshToken],
      );
      if (!row) throw new Error('refresh token or its session not stored');
      return row;
    };
    const near = (seconds: number, expected: number) => {
      expect(seconds).toBeGreaterThan(expected - 30);
      expect(seconds).toBeLessThanOrEqual(expected);
    };

    const tokens = await signIn(test.app, { username: 'demo', password: demoPassword });
    const fresh = await lifetimes(tokens.refresh_token);
    near(fresh.token, sessionIdleSeconds);
    near(fresh.session, sessionIdleSeconds);

    // The session is about to go idle; a refresh (activity) slides it back to the full window.
    await test.db.query(
      `update oidc_models set expires_at = now() + interval '60 seconds',
              payload = jsonb_set(payload, '{exp}', to_jsonb(floor(extract(epoch from now()))::bigint + 60))
        where model = 'Session' and uid = $1`,
      [fresh.uid],
    );
    near((await lifetimes(tokens.refresh_token)).session, 60);
    const slid = await refresh(test.app, tokens.refresh_token);
    const afterSlide = await lifetimes(slid.refresh_token);
    near(afterSlide.token, sessionIdleSeconds);
    near(afterSlide.session, sessionIdleSeconds);

    // Signed in almost 12 hours ago: the next token and the session end at the 12-hour mark.
    const signedInAt = Math.floor(Date.now() / 1000) - sessionMaxSeconds + 100;
    await test.db.query(
      `update oidc_models set payload = jsonb_set(payload, '{loginTs}', to_jsonb($2::bigint)) where model = 'Session' and uid = $1`,
      [fresh.uid, signedInAt],
    );
    await test.db.query(
      `update oidc_models set payload = jsonb_set(payload, '{authTime}', to_jsonb($2::bigint)) where model = 'RefreshToken' and id = $1`,
      [slid.refresh_token, signedInAt],
    );
    const late = await lifetimes((await refresh(test.app, slid.refresh_token)).refresh_token);
    near(late.token, 100);
    near(late.session, 100);

    const now = Math.floor(Date.now() / 1000);
    expect(sessionSecondsLeft(test.settings, now - sessionMaxSeconds - 5)).toBe(1);
  });

  it('lets an agent pick a member: the token names the member as subject and the agent in act', async () => {
    const { browser, action } = await openLoginPage(test.app);
    const picker = await submitLogin(browser, action, { username: 'agent', password: demoPassword });
    if (picker instanceof URL) throw new Error('the agent went straight through without picking a member');
    expect(picker.statusCode).toBe(200);
    expect(picker.body).toMatch(/<legend>Member<\/legend>/);
    expect(picker.body).toContain('value="u-demo"');
    expect(picker.body).toContain('value="u-newbie"');
    expect(picker.body).not.toContain('value="u-limited"');

    const tokens = await signIn(test.app, { username: 'agent', password: demoPassword, memberId: 'u-demo' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ sub: 'u-demo', act: { sub: 'u-agent' }, role: 'member' });
    await expect(verifier.verify(tokens.access_token)).resolves.toMatchObject({
      userId: 'u-demo',
      actingAgentId: 'u-agent',
      role: 'member',
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: 'u-demo', act: { sub: 'u-agent' } });
    // A refresh keeps both.
    const refreshed = decodeJwt((await refresh(test.app, tokens.refresh_token)).access_token);
    expect(refreshed).toMatchObject({ sub: 'u-demo', act: { sub: 'u-agent' } });
    expect(
      await test.db.query(
        `select 1 from audit_events where action = 'sign-in.acting-for' and actor_id = 'u-agent' and subject_id = 'u-demo'`,
      ),
    ).not.toHaveLength(0);
  });

  it('refuses an agent a member not assigned to them', async () => {
    const { browser, action } = await openLoginPage(test.app);
    const picker = await submitLogin(browser, action, { username: 'agent', password: demoPassword, memberId: 'u-limited' });
    if (picker instanceof URL) throw new Error('an unassigned member was accepted');
    expect(picker.statusCode).toBe(400);
    expect(alertOf(picker.body)).toBe('Choose one of the members listed.');
  });

  it('ends an agent session when the assignment is withdrawn', async () => {
    const tokens = await signIn(test.app, { username: 'agent', password: demoPassword, memberId: 'u-newbie' });
    await test.db.query(`delete from agent_assignments where agent_id = 'u-agent' and member_id = 'u-newbie'`);
    try {
      const response = await refreshResponse(test.app, tokens.refresh_token);
      expect(response.statusCode).toBe(400);
    } finally {
      await test.db.query(`insert into agent_assignments (agent_id, member_id) values ('u-agent', 'u-newbie')`);
    }
  });

  /** A signed-in browser at the provider (session cookie kept) and its tokens. */
  async function signedInBrowser(username: string, input: Partial<SignInInput> = {}) {
    const { browser, action, pkce } = await openLoginPage(test.app);
    const redirect = await submitLogin(browser, action, { username, password: demoPassword, ...input });
    if (!(redirect instanceof URL)) throw new Error('sign-in failed');
    const tokens = (await exchangeCode(test.app, redirect.searchParams.get('code') ?? '', pkce.verifier)).json<{
      refresh_token: string;
      id_token: string;
    }>();
    return { browser, tokens };
  }

  const endSessionPath = (params: Record<string, string>) =>
    `/oidc/session/end?${new URLSearchParams({ client_id: 'web', post_logout_redirect_uri: `${publicUrl}/auth/logged-out`, ...params }).toString()}`;

  /** Posts the provider's sign-out form as its button does (logout=yes). */
  async function confirmSignOut(browser: InjectBrowser, page: string) {
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    const confirm = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!xsrf || !confirm) throw new Error('no sign-out form');
    return browser.post(confirm, { xsrf, logout: 'yes' });
  }

  it('without an id_token_hint, sign-out asks on the provider’s own confirmation page, which ends the refresh tokens', async () => {
    const { browser, tokens } = await signedInBrowser('demo');
    const page = await browser.get(endSessionPath({}));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Do you want to sign out of');
    expect(page.body).toContain('No, stay signed in');
    expect(page.body).not.toMatch(/<script/i);
    const done = await confirmSignOut(browser, page.body);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${publicUrl}/auth/logged-out`);
    expect((await refreshResponse(test.app, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('with the member’s id_token_hint, sign-out asks nothing: the page submits itself through an external script', async () => {
    const { browser, tokens } = await signedInBrowser('demo');
    const page = await browser.get(endSessionPath({ id_token_hint: tokens.id_token }));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('Do you want to sign out of');
    expect(page.body).not.toContain('No, stay signed in');
    expect(page.body).toMatch(/<p role="status">Signing you out…<\/p>/);
    // No inline script (the CSP would block it): the one script is a file on this server.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.[1]).toContain('src="/oidc/sign-out.js"');
    expect(scripts[0]?.[2]).toBe('');
    // The button the script presses, visible for a browser without scripts.
    const button = /<button type="submit" form="op.logoutForm" name="logout" value="yes" id="([^"]+)">Yes, sign me out<\/button>/.exec(page.body);
    expect(button).not.toBeNull();

    const script = await browser.get('/oidc/sign-out.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain(`getElementById("${button?.[1] ?? ''}")`);
    expect(script.body).toContain('.click()');

    const done = await confirmSignOut(browser, page.body);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${publicUrl}/auth/logged-out`);
    expect((await refreshResponse(test.app, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('asks again when the id_token_hint names someone other than the browser’s signed-in member, and refuses a forged one', async () => {
    const { browser } = await signedInBrowser('demo');
    const other = await signIn(test.app, { username: 'newbie', password: demoPassword });
    const page = await browser.get(endSessionPath({ id_token_hint: other.id_token }));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Do you want to sign out of');
    expect(page.body).not.toMatch(/<script/i);

    const [header, payload] = other.id_token.split('.');
    const forged = `${header ?? ''}.${payload ?? ''}.${Buffer.from('not the signature').toString('base64url')}`;
    const refused = await browser.get(endSessionPath({ id_token_hint: forged }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toMatch(/<script/i);
  });

  /** What the browser gets for a new authorization request: a code straight away, or a page. */
  async function authorizeAgain(browser: InjectBrowser) {
    return browser.follow(await browser.get(authorizationPath(createPkce())));
  }

  /** Ends the session as the app does: end-session with the id token hint, its page submitting itself. */
  async function endSessionWithHint(browser: InjectBrowser, idToken: string) {
    const page = await browser.get(endSessionPath({ id_token_hint: idToken, state: 'the-app-state' }));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Do you want to sign out of');
    expect(page.body).toContain('src="/oidc/sign-out.js"');
    return confirmSignOut(browser, page.body);
  }

  it('after sign-out with the id token hint past the access-token lifetime, the next sign-in asks for the password and the refresh token is dead', async () => {
    const { browser, tokens } = await signedInBrowser('demo');
    // The provider's session is live: a new authorization request comes straight back with a code.
    expect(await authorizeAgain(browser)).toBeInstanceOf(URL);

    // An inactivity timeout: the access token (and the ID token, same lifetime) expired meanwhile.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (test.settings.signIn.accessTokenSeconds + 60) * 1000);
      expect(decodeJwt(tokens.id_token).exp).toBeLessThan(Date.now() / 1000);

      const done = await endSessionWithHint(browser, tokens.id_token);
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`${publicUrl}/auth/logged-out?state=the-app-state`);

      const next = await authorizeAgain(browser);
      if (next instanceof URL) throw new Error(`signed in again without a password: ${next.href}`);
      expect(next.statusCode).toBe(200);
      expect(next.body).toMatch(/<input[^>]+name="password"/);

      const refused = await refreshResponse(test.app, tokens.refresh_token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: string }>().error).toBe('invalid_grant');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the sign-in after a session ended (prompt=login) asks for the password once, then comes back with a code', async () => {
    const browser = new InjectBrowser(test.app);
    const page = await browser.follow(await browser.get(authorizationPath(createPkce(), { prompt: 'login' })));
    if (page instanceof URL) throw new Error(`signed in without a password: ${page.href}`);
    const action = /<form method="post" action="([^"]+)">/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
    if (action === undefined) throw new Error('no login form');
    const result = await submitLogin(browser, action, { username: 'demo', password: demoPassword });
    if (!(result instanceof URL)) throw new Error(`asked again after the password: ${result.statusCode} ${alertOf(result.body) ?? ''}`);
    expect(result.searchParams.get('code')).toBeTruthy();
  });

  it('the agent’s stop ends the agent’s provider session the same way', async () => {
    const { browser, tokens } = await signedInBrowser('agent', { memberId: 'u-newbie' });
    expect(await authorizeAgain(browser)).toBeInstanceOf(URL);
    expect((await endSessionWithHint(browser, tokens.id_token)).statusCode).toBe(303);
    const next = await authorizeAgain(browser);
    if (next instanceof URL) throw new Error('the agent was signed in again without a password');
    expect(next.body).toMatch(/<input[^>]+name="password"/);
    expect((await refreshResponse(test.app, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('revokes a refresh token at the revocation endpoint for the public client, as the app does before signing out', async () => {
    const tokens = await signIn(test.app, { username: 'demo', password: demoPassword });
    const revoked = await test.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: 'web' }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await refreshResponse(test.app, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('refuses interaction posts without the browser’s interaction cookie', async () => {
    const { action } = await openLoginPage(test.app);
    const stranger = new InjectBrowser(test.app);
    const response = await stranger.post(action, { username: 'demo', password: demoPassword });
    expect(response.statusCode).toBe(400);
    expect(alertOf(response.body)).toMatch(/expired/);
  });

  it('keeps both ids in one account id without ambiguity', () => {
    for (const principal of [{ memberId: 'u-demo' }, { memberId: 'a b%c', agentId: 'x y' }, { memberId: 'u-demo', agentId: 'u-agent' }]) {
      expect(decodeAccountId(encodeAccountId(principal))).toEqual(principal);
    }
    expect(decodeAccountId('a b c')).toBeUndefined();
    expect(decodeAccountId('%E0%A4%A')).toBeUndefined();
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with a page once an IP has made too many login attempts in a minute', async () => {
    const test = await createTestApp({ signIn: { ...(await defaultSignIn()), attemptsPerIpPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) statuses.push((await failedLogin(test, 'nobody', 'x')).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await failedLogin(test, 'demo', demoPassword);
      expect(limited.statusCode).toBe(429);
      expect(alertOf(limited.body)).toBe('Too many sign-in attempts from this device. Wait a minute and try again.');
    } finally {
      await test.close();
    }
  });
});

describe('sign-in across a restart', () => {
  it('refreshes a token issued before the server restarted on the same database', async () => {
    const before = await createTestApp();
    const tokens = await signIn(before.app, { username: 'demo', password: demoPassword });
    await before.app.close();

    const after = await createTestApp({}, before.db);
    try {
      const refreshed = await refresh(after.app, tokens.refresh_token);
      const verifier = await verifierFor(after);
      await expect(verifier.verify(refreshed.access_token)).resolves.toMatchObject({ userId: 'u-demo' });
      // The access token issued before the restart still verifies too: the keys are the database's.
      await expect(verifier.verify(tokens.access_token)).resolves.toMatchObject({ userId: 'u-demo' });
      await expect(verifier.verify(`${tokens.access_token}x`)).rejects.toBeInstanceOf(InvalidTokenError);
    } finally {
      await after.close();
    }
  });
});
