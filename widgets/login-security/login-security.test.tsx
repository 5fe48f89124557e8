import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enrollment from '../../config/enrollment.json';
import type { Platform } from '../../src/platform/index.js';
import { contractAnswer, contractExample } from '../../tests/contract-fixtures.js';
import { apiRoot, fakePlatform, renderWidget, text, widgetConfig } from '../../tests/widget-test-kit.js';
import LoginSecurity from './login-security.js';

/* Login & Security (spec/2 §2.8, §4, §5; issue 13): ids, inline password and username changes, re-authentication. */

const users = `${apiRoot}/user-manager/client-api/v2/users`;
const page = '/self-service/login-security';
const stepUpChallenge = 'Bearer error="insufficient_user_authentication", error_description="A more recent sign-in is required", max_age="300"';
const server = fakePlatform(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

function answerProfileAndUser(username = 'demo') {
  server.use(
    http.get(`${users}/me/profile`, () => contractAnswer('getMyProfile', contractExample('getMyProfile'))),
    http.get(`${users}/me`, () => contractAnswer('getMyUser', { ...contractExample<object>('getMyUser'), additions: { username } })),
  );
}

/** The platform asks for a recent sign-in before changing the password or username (RFC 9470). */
function answerStepUpChallenge(credential: 'password' | 'username') {
  server.use(
    http.post(`${users}/identities/${credential}`, () =>
      HttpResponse.json(
        { message: 'Enter your password again to make this change.', key: 'authentication.recent-sign-in-required', errors: [] },
        { status: 401, headers: { 'WWW-Authenticate': stepUpChallenge } },
      ),
    ),
  );
}

/** What the page did with the session: signed out, or asked for the password again. */
function sessionDouble() {
  const session = { logout: vi.fn(), stepUp: vi.fn(async () => undefined) };
  return { session, platformSession: session as unknown as Platform['session'] };
}

function renderPage(session?: Platform['session']) {
  return renderWidget(
    <>
      <Route
        path={page}
        element={
          <>
            <LoginSecurity signOutDelayMs={0} />
            <Link to="/my-accounts">My Accounts</Link>
          </>
        }
      />
      <Route path="/my-accounts" element={<h1>My Accounts</h1>} />
    </>,
    { path: page, config: widgetConfig({ enrollment }), dataRouter: true, session },
  );
}

const user = () => userEvent.setup({ delay: null });
const passwordRegion = () => screen.getByRole('region', { name: text('loginSecurity.password.heading') });
const usernameRegion = () => screen.getByRole('region', { name: text('loginSecurity.username.heading') });
const field = (label: string) => screen.getByLabelText(text(label));
/** The current password, the new one and the new one re-typed. */
async function fillPasswords(member: ReturnType<typeof user>, current: string, next: string, retyped: string) {
  await fill(member, 'loginSecurity.password.current', current);
  await fill(member, 'loginSecurity.password.new', next);
  await fill(member, 'loginSecurity.password.confirm', retyped);
}
/** Types a value at once (a paste): typing key by key through antd's inputs is what made these tests slow. */
async function fill(member: ReturnType<typeof user>, label: string, value: string) {
  await member.click(field(label));
  await member.paste(value);
}

// Form tests on a shared 2-core machine take seconds each; the budget is not a speed assertion.
describe('Login & Security', () => {
  it('shows the title, the user id and member number from the profile, and the username once it is read', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${users}/me/profile`, () => contractAnswer('getMyProfile', contractExample('getMyProfile'))),
      http.get(`${users}/me`, async () => {
        await held;
        return contractAnswer('getMyUser', contractExample('getMyUser'));
      }),
    );
    renderPage();
    // The shell's heading names the page; the page starts with the member's ids and the two sections.
    expect(await screen.findByText(text('loginSecurity.password.heading'))).toBeInTheDocument();
    expect(within(usernameRegion()).getByText(text('loginSecurity.loading'))).toBeInTheDocument();
    expect(await screen.findByText('u-demo')).toBeInTheDocument();
    expect(screen.getByText('100245871')).toBeInTheDocument();
    release();
    expect(await within(usernameRegion()).findByText('demo')).toBeInTheDocument();
  });

  it('opens the change-password form in place with the rules, says every missing field, and closes on Cancel', async () => {
    answerProfileAndUser();
    const member = user();
    renderPage();
    await member.click(await screen.findByRole('button', { name: text('loginSecurity.password.change') }));
    const form = passwordRegion();
    expect(within(form).getByText(text('loginSecurity.password.rule.notRecent', { count: 5 }))).toBeInTheDocument();
    expect(within(form).getByText(text('loginSecurity.password.rule.length', { min: 9 }))).toBeInTheDocument();
    expect(field('loginSecurity.password.current')).toHaveAttribute('maxlength', '255');
    await member.click(within(form).getByRole('button', { name: text('loginSecurity.save') }));
    for (const key of ['loginSecurity.password.currentRequired', 'loginSecurity.password.newRequired', 'loginSecurity.password.confirmRequired']) {
      expect(await within(form).findByText(text(key))).toBeInTheDocument();
    }
    await member.click(within(form).getByRole('button', { name: text('loginSecurity.cancel') }));
    expect(await screen.findByRole('button', { name: text('loginSecurity.password.change') })).toBeInTheDocument();
  });

  it('refuses a new password equal to the current one and a re-typed one that differs', async () => {
    answerProfileAndUser();
    const member = user();
    renderPage();
    await member.click(await screen.findByRole('button', { name: text('loginSecurity.password.change') }));
    await fillPasswords(member, 'Demo-Password-1!', 'Demo-Password-1!', 'Something-Else-2$');
    await member.click(within(passwordRegion()).getByRole('button', { name: text('loginSecurity.save') }));
    expect(await screen.findByText(text('loginSecurity.password.different'))).toBeInTheDocument();
    expect(await screen.findByText(text('loginSecurity.password.mismatch'))).toBeInTheDocument();
  });

  it('shows the platform’s refusals at their fields: a wrong current password, a reused new one', async () => {
    answerProfileAndUser();
    const answers = [
      { message: 'The current password is not correct.', key: 'login-security.password.incorrect', errors: [] },
      { message: 'The new password does not meet the rules.', key: 'login-security.password.invalid', errors: [{ key: 'login-security.password.reused', message: 'reused' }] },
    ];
    server.use(http.post(`${users}/identities/password`, () => HttpResponse.json(answers.shift(), { status: 400 })));
    const member = user();
    renderPage();
    await member.click(await screen.findByRole('button', { name: text('loginSecurity.password.change') }));
    await fillPasswords(member, 'Wrong-Password-1!', 'Brand-New-Pass-2$', 'Brand-New-Pass-2$');
    const save = within(passwordRegion()).getByRole('button', { name: text('loginSecurity.save') });
    await member.click(save);
    expect(await screen.findByText(text('loginSecurity.password.incorrect'))).toBeInTheDocument();
    await member.click(save);
    expect(await screen.findByText(text('loginSecurity.password.reused', { count: 5 }))).toBeInTheDocument();
  });

  it('changes the password: sends the current and the new one, says so and closes the form', async () => {
    answerProfileAndUser();
    const sent: unknown[] = [];
    server.use(
      http.post(`${users}/identities/password`, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const member = user();
    renderPage();
    await member.click(await screen.findByRole('button', { name: text('loginSecurity.password.change') }));
    await fillPasswords(member, 'Demo-Password-1!', 'Brand-New-Pass-2$', 'Brand-New-Pass-2$');
    await member.click(within(passwordRegion()).getByRole('button', { name: text('loginSecurity.save') }));
    expect(await screen.findByText(text('loginSecurity.password.saved'))).toBeInTheDocument();
    expect(sent).toEqual([{ existingPassword: 'Demo-Password-1!', newPassword: 'Brand-New-Pass-2$' }]);
    expect(screen.getByRole('button', { name: text('loginSecurity.password.change') })).toBeInTheDocument();
  });

  it('asks before discarding a typed change, on Cancel and on leaving the page', async () => {
    answerProfileAndUser();
    const member = user();
    renderPage();
    await member.click(await screen.findByRole('button', { name: text('loginSecurity.username.change') }));
    await fill(member, 'loginSecurity.username.new', 'jordan2026');
    await member.click(within(usernameRegion()).getByRole('button', { name: text('loginSecurity.cancel') }));
    const question = await screen.findByRole('dialog', { name: text('loginSecurity.discard.title') });
    await member.click(within(question).getByRole('button', { name: text('loginSecurity.discard.keep') }));
    expect(field('loginSecurity.username.new')).toHaveValue('jordan2026');
    await member.click(screen.getByRole('link', { name: 'My Accounts' }));
    const leaving = await screen.findByRole('dialog', { name: text('loginSecurity.discard.title') });
    await member.click(within(leaving).getByRole('button', { name: text('loginSecurity.discard.confirm') }));
    expect(await screen.findByRole('heading', { name: 'My Accounts' })).toBeInTheDocument();
  });

  it('checks the username: required, letters and digits within the lengths; a taken one is refused', async () => {
    answerProfileAndUser();
    server.use(
      http.post(`${users}/identities/username`, () =>
        HttpResponse.json({ message: 'That username is already taken. Choose another.', key: 'login-security.username.taken', errors: [] }, { status: 409 }),
      ),
    );
    const member = user();
    renderPage();
    await member.click(await screen.findByRole('button', { name: text('loginSecurity.username.change') }));
    const save = within(usernameRegion()).getByRole('button', { name: text('loginSecurity.save') });
    await member.click(save);
    expect(await screen.findByText(text('loginSecurity.username.required'))).toBeInTheDocument();
    const input = field('loginSecurity.username.new');
    // The rules show under the field; broken, they show again as its error.
    const rules = () => within(usernameRegion()).queryAllByText(text('loginSecurity.username.rules', { min: 6, max: 30 }));
    expect(rules()).toHaveLength(1);
    await fill(member, 'loginSecurity.username.new', 'jo.smith');
    await waitFor(() => expect(rules()).toHaveLength(2));
    await member.clear(input);
    await fill(member, 'loginSecurity.username.new', 'jordan');
    await waitFor(() => expect(rules()).toHaveLength(1));
    await member.clear(input);
    await fill(member, 'loginSecurity.username.new', 'limited');
    await member.click(save);
    expect(await screen.findByText(text('loginSecurity.username.taken'))).toBeInTheDocument();
  });

  it('refuses the current username, changes to a new one, says so, then signs the member out', async () => {
    answerProfileAndUser('jordansmith');
    const sent: unknown[] = [];
    server.use(
      http.post(`${users}/identities/username`, async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { session, platformSession } = sessionDouble();
    const member = user();
    renderPage(platformSession);
    await member.click(await screen.findByRole('button', { name: text('loginSecurity.username.change') }));
    await fill(member, 'loginSecurity.username.new', 'jordansmith');
    await member.click(within(usernameRegion()).getByRole('button', { name: text('loginSecurity.save') }));
    expect(await screen.findByText(text('loginSecurity.username.same'))).toBeInTheDocument();
    await member.clear(field('loginSecurity.username.new'));
    await fill(member, 'loginSecurity.username.new', 'jordan2026');
    await member.click(within(usernameRegion()).getByRole('button', { name: text('loginSecurity.save') }));
    expect(await screen.findByText(text('loginSecurity.username.saved'))).toBeInTheDocument();
    await waitFor(() => expect(session.logout).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ username: 'jordan2026' }]);
  });

  it('asked for a recent sign-in, keeps the typed username, sends the member to enter the password and reopens the form as it was', async () => {
    answerProfileAndUser();
    answerStepUpChallenge('username');
    const { session, platformSession } = sessionDouble();
    const member = user();
    const first = renderPage(platformSession);
    await member.click(await screen.findByRole('button', { name: text('loginSecurity.username.change') }));
    await fill(member, 'loginSecurity.username.new', 'jordan2026');
    await member.click(within(usernameRegion()).getByRole('button', { name: text('loginSecurity.save') }));
    await waitFor(() => expect(session.stepUp).toHaveBeenCalledWith(expect.any(String), 300));
    expect(session.logout).not.toHaveBeenCalled();
    first.unmount();

    // Back from the provider: the same page opens with the edit intact.
    renderPage(platformSession);
    expect(await screen.findByLabelText(text('loginSecurity.username.new'))).toHaveValue('jordan2026');
  });

  it('asked for a recent sign-in while changing the password, keeps only that the form was open, never the passwords', async () => {
    answerProfileAndUser();
    answerStepUpChallenge('password');
    const { session, platformSession } = sessionDouble();
    const member = user();
    const first = renderPage(platformSession);
    await member.click(await screen.findByRole('button', { name: text('loginSecurity.password.change') }));
    await fillPasswords(member, 'Demo-Password-1!', 'Brand-New-Pass-2$', 'Brand-New-Pass-2$');
    await member.click(within(passwordRegion()).getByRole('button', { name: text('loginSecurity.save') }));
    await waitFor(() => expect(session.stepUp).toHaveBeenCalledTimes(1));
    const kept = Array.from({ length: window.sessionStorage.length }, (_, index) => window.sessionStorage.getItem(window.sessionStorage.key(index) ?? '')).join(' ');
    expect(kept).toContain('password');
    for (const typed of ['Demo-Password-1!', 'Brand-New-Pass-2$']) expect(kept).not.toContain(typed);
    first.unmount();

    renderPage(platformSession);
    expect(await screen.findByLabelText(text('loginSecurity.password.current'))).toHaveValue('');
  });
});
