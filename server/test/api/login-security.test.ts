import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, type TestApp } from '../harness.js';
import { browserKey, refreshResponse, signIn, SignInFailed } from '../sign-in-flow.js';
import { expectConformsToContract, expectErrorBody } from './client-api-checks.js';

const users = '/api/user-manager/client-api/v2/users';
const passwordPath = `${users}/identities/password`;
const usernamePath = `${users}/identities/username`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const now = () => Math.floor(Date.now() / 1000);
const changePasswordAs = (userId: string, body: unknown, options: Parameters<TestApp['as']>[1] = {}) =>
  t.as(userId, options)({ method: 'POST', url: passwordPath, payload: body as object });
/** With an access token from a real sign-in (its auth_time is the login's). */
const changePasswordWith = async (accessToken: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: passwordPath,
    headers: {
      authorization: `DPoP ${accessToken}`,
      dpop: await browserKey.prove({ method: 'POST', url: `${t.settings.publicUrl}${passwordPath}`, accessToken }),
      'x-xsrf-token': 'x',
    },
    cookies: { 'XSRF-TOKEN': 'x' },
    payload: body,
  });
const changeUsernameAs = (userId: string, username: string, options: Parameters<TestApp['as']>[1] = {}) =>
  t.as(userId, options)({ method: 'POST', url: usernamePath, payload: { username } });
const keysOf = (response: LightMyRequestResponse) => (response.json<{ errors: { key: string }[] }>().errors ?? []).map((item) => item.key);
const noticesOf = (userId: string, subject: string) =>
  t.db.query<{ body: string; sender: string }>(
    `select m.body, m.sender_name as sender from conversations c join messages m on m.conversation_id = c.id
      where c.user_id = $1 and c.subject = $2 and c.mailbox = 'inbox'`,
    [userId, subject],
  );
const signsIn = (username: string, password: string) =>
  signIn(t.app, { username, password }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof SignInFailed) return false;
      throw error;
    },
  );

describe('who is signed in (GET users/me)', () => {
  it('answers the platform’s user record with the username the member signs in with', async () => {
    const response = await t.as('u-demo')({ method: 'GET', url: `${users}/me` });
    expect(response.statusCode, response.body).toBe(200);
    const user = expectConformsToContract('GET', `${users.slice(4)}/me`, response);
    expect(user).toMatchObject({ id: 'u-demo', fullName: expect.any(String), additions: { username: 'demo' } });
  });
});

describe('a recent sign-in is required (RFC 9470 step-up)', () => {
  it.each([
    ['the password was entered 6 minutes ago', now() - 6 * 60],
    ['the token does not say when the password was entered', null],
  ])('refuses changing the password or the username when %s, with the step-up challenge', async (_case, authTime) => {
    const responses = [
      await changePasswordAs('u-demo', { existingPassword: demoPassword, newPassword: 'Brand-New-Pass-2$' }, { authTime }),
      await changeUsernameAs('u-demo', 'jordan2026', { authTime }),
    ];
    for (const response of responses) {
      expect(expectErrorBody(response, 401).key).toBe('authentication.recent-sign-in-required');
      expect(response.headers['www-authenticate']).toMatch(/^DPoP error="insufficient_user_authentication", error_description="[^"]+", max_age="300"$/);
    }
    expect(await signsIn('demo', demoPassword)).toBe(true);
  });

  it('lets a change through with a token from a real sign-in (its auth_time is the login)', async () => {
    const tokens = await signIn(t.app, { username: 'demo', password: demoPassword });
    const response = await changePasswordWith(tokens.access_token, { existingPassword: demoPassword, newPassword: 'short' });
    // Past the step-up: the rules answer.
    expect(expectErrorBody(response, 400).key).toBe('login-security.password.invalid');
  });

  it('refuses a support agent acting for the member: only the member changes their credentials', async () => {
    const response = await changePasswordAs('u-demo', { existingPassword: demoPassword, newPassword: 'Brand-New-Pass-2$' }, { agentId: 'u-agent' });
    expect(expectErrorBody(response, 403).key).toBe('access.forbidden');
    expect(expectErrorBody(await changeUsernameAs('u-demo', 'jordan2026', { agentId: 'u-agent' }), 403).key).toBe('access.forbidden');
  });
});

describe('changing the password (POST users/identities/password)', () => {
  it.each([
    ['too short, no uppercase, digit or special', 'short', ['enrollment.password.length', 'enrollment.password.uppercase', 'enrollment.password.digit', 'enrollment.password.special']],
    ['the current password', demoPassword, ['login-security.password.same']],
    ['the username', 'DEMO', ['login-security.password.username']],
    ['the member’s e-mail address', 'Jordan.Smith@example.com', ['login-security.password.email']],
  ])('refuses a new password that is %s, naming each broken rule', async (_case, newPassword, keys) => {
    const response = await changePasswordAs('u-demo', { existingPassword: demoPassword, newPassword });
    expect(expectErrorBody(response, 400).key).toBe('login-security.password.invalid');
    expect(keysOf(response)).toEqual(expect.arrayContaining(keys));
    expect(response.json<{ errors: { context: { field: string } }[] }>().errors.every((item) => item.context.field === 'newPassword')).toBe(true);
  });

  it('refuses a body without the current password, or a password over 255 characters', async () => {
    expect((await changePasswordAs('u-demo', { newPassword: 'Brand-New-Pass-2$' })).statusCode).toBe(400);
    expect((await changePasswordAs('u-demo', { existingPassword: demoPassword, newPassword: `A1-${'a'.repeat(253)}` })).statusCode).toBe(400);
  });

  it('counts a wrong current password with the sign-in backoff, apart from browsers; the one that locks ends the member’s sign-ins', async () => {
    const session = await signIn(t.app, { username: 'newbie', password: demoPassword });
    const wrong = () => changePasswordAs('u-newbie', { existingPassword: 'Not-The-Password-1!', newPassword: 'Brand-New-Pass-2$' });
    for (let attempt = 1; attempt < t.settings.signIn.lockout.maxFailures; attempt++) {
      const response = await wrong();
      expect(expectErrorBody(response, 400).key).toBe('login-security.password.incorrect');
      expect(keysOf(response)).toEqual(['login-security.password.incorrect']);
    }
    const counted = await t.db.query<{ client: string; failures: number }>(`select client, failures from sign_in_failures where username = 'newbie'`);
    expect(counted).toEqual([{ client: 'signed-in', failures: t.settings.signIn.lockout.maxFailures - 1 }]);
    expect(expectErrorBody(await wrong(), 423).key).toBe('login-security.password.locked');
    expect(expectErrorBody(await changePasswordAs('u-newbie', { existingPassword: demoPassword, newPassword: 'Brand-New-Pass-2$' }), 423).key).toBe(
      'login-security.password.locked',
    );
    expect((await refreshResponse(t.app, session.refresh_token)).statusCode).toBe(400);
    // Whoever guessed held a session, not the member's browser: signing in again at the provider is not locked.
    expect(await signsIn('newbie', demoPassword)).toBe(true);
    await t.db.query(`delete from sign_in_failures where username = 'newbie'`);
  });

  it('changes it: the new password signs in, the old one no longer does, and the member is told by secure message', async () => {
    const response = await changePasswordAs('u-demo', { existingPassword: demoPassword, newPassword: 'Brand-New-Pass-2$' });
    expect(response.statusCode, response.body).toBe(204);
    expect(await signsIn('demo', 'Brand-New-Pass-2$')).toBe(true);
    expect(await signsIn('demo', demoPassword)).toBe(false);
    const [notice] = await noticesOf('u-demo', 'Your password was changed');
    expect(notice?.body).toMatch(/^Your online banking password was changed on \w+ \d{1,2}, \d{4}\. If this wasn't you, call us at \(303\) 555-0142\.$/);
    expect(notice?.sender).toBe('Front Range Credit Union');
  });

  it('refuses one of the earlier passwords', async () => {
    const response = await changePasswordAs('u-demo', { existingPassword: 'Brand-New-Pass-2$', newPassword: demoPassword });
    expect(expectErrorBody(response, 400).key).toBe('login-security.password.invalid');
    expect(keysOf(response)).toEqual(['login-security.password.reused']);
  });

  it('ends every other sign-in of the member; the browser that made the change stays signed in', async () => {
    const here = await signIn(t.app, { username: 'newbie', password: demoPassword });
    const elsewhere = await signIn(t.app, { username: 'newbie', password: demoPassword });
    const response = await changePasswordWith(here.access_token, { existingPassword: demoPassword, newPassword: 'Another-Pass-3*' });
    expect(response.statusCode, response.body).toBe(204);
    expect((await refreshResponse(t.app, elsewhere.refresh_token)).statusCode).toBe(400);
    expect((await refreshResponse(t.app, here.refresh_token)).statusCode).toBe(200);
  });
});

describe('changing the username (POST users/identities/username)', () => {
  it.each([
    ['too short', 'abc12', ['login-security.username.length']],
    ['too long', 'a'.repeat(31), ['login-security.username.length']],
    ['not only letters and digits', 'jordan.smith', ['login-security.username.characters']],
    ['empty', '  ', ['login-security.username.required']],
  ])('refuses a username that is %s', async (_case, username, keys) => {
    const response = await changeUsernameAs('u-newbie', username);
    expect(expectErrorBody(response, 400).key).toBe('login-security.username.invalid');
    expect(keysOf(response)).toEqual(keys);
  });

  it('refuses a username another member has, in any case, with 409', async () => {
    expect(expectErrorBody(await changeUsernameAs('u-newbie', 'LIMITED'), 409).key).toBe('login-security.username.taken');
  });

  it('changes it: every sign-in of the member ends, the new name signs in and the member is told by secure message', async () => {
    const session = await signIn(t.app, { username: 'newbie', password: 'Another-Pass-3*' });
    const response = await changeUsernameAs('u-newbie', 'riley2026');
    expect(response.statusCode, response.body).toBe(204);
    expect((await refreshResponse(t.app, session.refresh_token)).statusCode).toBe(400);
    expect(await signsIn('riley2026', 'Another-Pass-3*')).toBe(true);
    expect(await signsIn('newbie', 'Another-Pass-3*')).toBe(false);
    const me = await t.as('u-newbie')({ method: 'GET', url: `${users}/me` });
    expect(me.json()).toMatchObject({ additions: { username: 'riley2026' } });
    const [notice] = await noticesOf('u-newbie', 'Your username was changed');
    expect(notice?.body).toMatch(/^Your online banking username was changed to riley2026 on /);
  });
});
