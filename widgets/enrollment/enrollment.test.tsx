import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import createAccountForm from '../../config/forms/enrollment-create-account.json';
import identificationForm from '../../config/forms/enrollment-identification.json';
import invitationForm from '../../config/forms/enrollment-invitation.json';
import verificationForm from '../../config/forms/enrollment-verification.json';
import enrollmentJourney from '../../config/journeys/enrollment.json';
import resetJourney from '../../config/journeys/password-reset.json';
import newPasswordForm from '../../config/forms/password-reset-new-password.json';
import { discardJourneyDrafts } from '../../src/runtime/index.js';
import { apiRoot, chooseOption, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';
import type { EnrollmentProps } from './definition.js';
import Enrollment from './enrollment.js';

/*
 * Set Up Online Access (spec/3 §2, §4, §5, §8) as a visitor meets it: config/journeys/enrollment.json
 * and its forms from the repository, the enrollment service answering as the contract says.
 */

const enrollmentUrl = `${apiRoot}/enrollment/client-api/v2/enrollments/backbase`;
const server = fakePlatform(() => discardJourneyDrafts());
beforeAll(stubResizeObserver);

const props: EnrollmentProps = { journey: 'enrollment', titleKey: 'enrollment.title', mobileSource: 'mobile', appStores: { apple: 'https://apps.apple.com/app/front-range', google: 'https://play.google.com/store/apps/details?id=frcu' } };
const config = () =>
  widgetConfig(
    {
      journeys: { enrollment: structuredClone(enrollmentJourney) },
      forms: {
        'enrollment-identification': identificationForm,
        'enrollment-invitation': invitationForm,
        'enrollment-verification': verificationForm,
        'enrollment-create-account': createAccountForm,
      },
    },
    { phone: '(303) 555-0142', email: 'help@frontrange.example' },
  );

function renderEnrollment(path: string) {
  const page = <Enrollment {...props} />;
  return renderWidget(
    <>
      <Route path="/enrollment/enroll" element={page} />
      <Route path="/enrollment/enroll/:step" element={page} />
      <Route path="/enrollment/:form/enroll" element={page} />
      <Route path="/enrollment/:form/enroll/:step" element={page} />
      <Route path="/my-accounts" element={<h1>Sign in</h1>} />
    </>,
    { path, config: config(), dataRouter: true },
  );
}

/** The journey ignores its primary button for 500 ms after a click (spec/3 §4); a member's next click comes later. */
const afterClickReset = () => new Promise((resolve) => setTimeout(resolve, 600));
const location = () => screen.getByTestId('location');
const field = (key: string) => screen.findByLabelText(text(key), { exact: true });

interface Sent {
  identify: Record<string, unknown>[];
  create: Record<string, unknown>[];
}

const identified = { preferredUsername: 'casey.rivera', entities: { entities: [{ entityId: 'le-casey', type: 'PERSONAL' }] }, metadata: { firstName: 'Casey', lastName: 'Rivera' } };

function service(sent: Sent, answers: { identify?: () => Response; create?: () => Response } = {}) {
  return [
    http.post(enrollmentUrl, async ({ request }) => {
      sent.identify.push((await request.json()) as Record<string, unknown>);
      return answers.identify?.() ?? HttpResponse.json(identified);
    }),
    http.put(enrollmentUrl, async ({ request }) => {
      sent.create.push((await request.json()) as Record<string, unknown>);
      return answers.create?.() ?? HttpResponse.json({ username: 'casey.rivera', status: 'COMPLETE' }, { status: 201 });
    }),
  ];
}

/** Puts a whole value in a field at once, as a paste does (typing it key by key re-renders the form per key). */
async function fill(user: UserEvent, element: HTMLElement, value: string) {
  await user.click(element);
  await user.paste(value);
}

async function chooseBirthDate(user: UserEvent, month: string, day: string, year: string) {
  await chooseOption(user, screen.getByRole('combobox', { name: text('enrollment.birthDate.month') }), month);
  await chooseOption(user, screen.getByRole('combobox', { name: text('enrollment.birthDate.day') }), day);
  await chooseOption(user, screen.getByRole('combobox', { name: text('enrollment.birthDate.year') }), year);
}

/** Casey's identification as a reload finds it (the journey's drafts), so a test starts at Continue. */
function identificationTyped() {
  sessionStorage.setItem(
    'passbook.journey.enrollment.self',
    JSON.stringify({ data: { identification: { memberNumber: '100200300', ssn: '123456789', birthDate: '1990-04-15' } }, results: {} }),
  );
}

async function continueAsCasey(user: UserEvent) {
  identificationTyped();
  renderEnrollment('/enrollment/enroll/identification');
  await user.click(await screen.findByRole('button', { name: text('enrollment.continue') }));
}

async function identifyAsCasey(user: UserEvent) {
  await fill(user, await field('enrollment.identification.memberNumber'), '100200300');
  await fill(user, await field('enrollment.identification.ssn'), '123456789');
  await chooseBirthDate(user, 'April', '15', '1990');
  await user.click(screen.getByRole('button', { name: text('enrollment.continue') }));
}

describe('enrollment', () => {
  it('a member identifies, creates a username and password with the live checklist and the terms, and is told the account is ready', async () => {
    const sent: Sent = { identify: [], create: [] };
    server.use(...service(sent));
    const user = userEvent.setup({ delay: null });
    renderEnrollment('/enrollment/enroll');
    expect(await screen.findByRole('heading', { level: 1, name: text('enrollment.title') })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/enrollment/enroll/identification'));
    expect(await screen.findByRole('heading', { level: 2, name: text('enrollment.identification.title') })).toBeInTheDocument();
    // Self enrollment's progress: two named steps.
    expect(screen.getByText(text('enrollment.progress.identification'))).toBeInTheDocument();
    expect(screen.getByText(text('enrollment.progress.createAccount'))).toBeInTheDocument();
    expect(screen.queryByText(text('enrollment.progress.verification'))).not.toBeInTheDocument();
    expect(screen.getByText(text('enrollment.identification.note'))).toBeInTheDocument();

    await identifyAsCasey(user);
    expect(await screen.findByRole('heading', { level: 2, name: text('enrollment.createAccount.title') })).toBeInTheDocument();
    expect(sent.identify).toEqual([
      {
        identification: [{ key: 'accountNumber', value: '100200300' }],
        verification: [
          { type: 'SSN', value: '6789' },
          { type: 'DOB', value: '1990-04-15T00:00:00' },
        ],
        entityLookup: { ssn: '123456789' },
      },
    ]);
    expect(location()).toHaveTextContent('/enrollment/enroll/create-account');
    // The suggested username is filled in.
    expect(await field('enrollment.createAccount.username')).toHaveValue('casey.rivera');
    expect(screen.getByText(text('enrollment.createAccount.intro'))).toBeInTheDocument();

    // The checklist follows what is typed.
    const password = await field('enrollment.createAccount.password');
    const line = (key: string) => screen.getByText(text(key)).closest('li') as HTMLElement;
    expect(line('enrollment.password.uppercase')).not.toHaveClass('pb-check-met');
    await user.type(password, 'Casey');
    expect(line('enrollment.password.uppercase')).toHaveClass('pb-check-met');
    expect(line('enrollment.password.minimum')).not.toHaveClass('pb-check-met');
    await user.type(password, '-Rivera-1');
    for (const key of ['minimum', 'lowercase', 'uppercase', 'number', 'special']) expect(line(`enrollment.password.${key}`)).toHaveClass('pb-check-met');

    await fill(user, await field('enrollment.createAccount.email'), '  casey@example.com ');
    await fill(user, await field('enrollment.createAccount.passwordRepeat'), 'Casey-Rivera-2');
    // Without the terms nothing is sent; each wrong field says why.
    await afterClickReset();
    await user.click(screen.getByRole('button', { name: text('enrollment.create') }));
    expect((await screen.findAllByText(text('enrollment.validation.acceptTerms'))).length).toBeGreaterThan(0);
    expect(screen.getAllByText(text('enrollment.validation.passwordsDiffer')).length).toBeGreaterThan(0);
    expect(sent.create).toEqual([]);

    const repeat = await field('enrollment.createAccount.passwordRepeat');
    await user.clear(repeat);
    await fill(user, repeat, 'Casey-Rivera-1');
    expect(screen.getByRole('region', { name: text('enrollment.terms.title') })).toHaveTextContent('$50');
    await user.click(screen.getByRole('checkbox', { name: text('enrollment.createAccount.acceptTerms') }));
    await afterClickReset();
    await user.click(screen.getByRole('button', { name: text('enrollment.create') }));

    expect(await screen.findByRole('heading', { level: 2, name: text('enrollment.confirmation.title') })).toBeInTheDocument();
    expect(sent.create).toEqual([
      {
        username: 'casey.rivera',
        password: 'Casey-Rivera-1',
        profile: { emailAddress: 'casey@example.com' },
        entities: ['le-casey'],
        identification: [{ key: 'accountNumber', value: '100200300' }],
        verification: [
          { type: 'SSN', value: '6789' },
          { type: 'DOB', value: '1990-04-15T00:00:00' },
        ],
        entityLookup: { ssn: '123456789' },
        serviceAgreementType: 'JOINT_ONLY',
      },
    ]);
    expect(screen.getByText(text('enrollment.confirmation.ready'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('enrollment.confirmation.appStore') })).toHaveAttribute('href', props.appStores.apple);
    expect(screen.getByRole('link', { name: text('enrollment.confirmation.googlePlay') })).toHaveAttribute('href', props.appStores.google);
    expect(screen.queryByRole('button', { name: text('enrollment.create') })).not.toBeInTheDocument();
    // 'Log in to your account' starts the sign-in (any signed-in page does).
    await user.click(screen.getByRole('button', { name: text('enrollment.confirmation.login') }));
    await waitFor(() => expect(location()).toHaveTextContent('/my-accounts'));
  });

  it('says what is wrong with each identification field, in the configuration’s words, and sends nothing', async () => {
    const sent: Sent = { identify: [], create: [] };
    server.use(...service(sent));
    const user = userEvent.setup({ delay: null });
    renderEnrollment('/enrollment/enroll/identification');
    await fill(user, await field('enrollment.identification.memberNumber'), '12');
    await fill(user, await field('enrollment.identification.ssn'), '12345678a');
    await user.click(screen.getByRole('button', { name: text('enrollment.continue') }));
    expect((await screen.findAllByText(text('enrollment.validation.memberNumberMin'))).length).toBeGreaterThan(0);
    expect(screen.getAllByText(text('enrollment.validation.numbersOnly')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(text('enrollment.validation.required')).length).toBeGreaterThan(0);
    expect(sent.identify).toEqual([]);
    // The day waits for the month, and lists that month's days.
    const day = screen.getByRole('combobox', { name: text('enrollment.birthDate.day') });
    expect(day.closest('.ant-select')).toHaveClass('ant-select-disabled');
    await chooseOption(user, screen.getByRole('combobox', { name: text('enrollment.birthDate.month') }), 'February');
    await user.click(day);
    const list = await waitFor(() => document.getElementById(`${day.id}_list`) as HTMLElement);
    expect(within(list).queryByRole('option', { name: '30' })).toBeNull();
  });

  describe('a refused identification says why (spec/3 §8)', () => {
    const refusal = (status: number, message: string, key: string) => () => HttpResponse.json({ message, key, errors: [] }, { status });
    const cases: [string, () => Response, string, string | undefined][] = [
      ['a mismatch', refusal(400, 'Identification does not match', 'enrollment.identification.mismatch'), 'enrollment.errors.notVerified.title', 'enrollment.errors.notVerified.text'],
      ['a credit union not upgraded', refusal(403, 'Enrollment is not supported until invited', 'enrollment.not-invited'), 'enrollment.errors.notUpgraded.title', undefined],
      [
        'a member already enrolled',
        refusal(400, 'A user has already been enrolled with this identification information. Duplicates are not enabled', 'enrollment.duplicate'),
        'enrollment.errors.duplicate.title',
        'enrollment.errors.duplicate.text',
      ],
      ['too many tries', refusal(429, 'Locked out', 'enrollment.locked-out'), 'enrollment.errors.locked.title', 'enrollment.errors.locked.text'],
      ['the server failing', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), 'enrollment.errors.server.title', 'enrollment.errors.server.text'],
      ['any other refusal', refusal(400, 'Something else', 'request.invalid'), 'enrollment.errors.other.title', 'enrollment.errors.other.text'],
    ];
    it.each(cases)('%s', async (_name, answer, titleKey, textKey) => {
      const sent: Sent = { identify: [], create: [] };
      server.use(...service(sent, { identify: answer }));
      const user = userEvent.setup({ delay: null });
      await continueAsCasey(user);
      const alert = await screen.findByText(text(titleKey, { phone: '(303) 555-0142' }));
      if (textKey !== undefined) expect(screen.getByText(text(textKey, { phone: '(303) 555-0142', email: 'help@frontrange.example' }))).toBeInTheDocument();
      expect(alert).toBeVisible();
      // The member stays on the step with what they typed.
      expect(location()).toHaveTextContent('/enrollment/enroll/identification');
      expect(await field('enrollment.identification.memberNumber')).toHaveValue('100200300');
      if (titleKey === 'enrollment.errors.notUpgraded.title') expect(screen.getByRole('link', { name: text('enrollment.errors.notUpgraded.faq') })).toBeInTheDocument();
    });
  });

  it('an invited member is greeted by name, gives the SSN, verifies the invitation’s details and enrolls under the invitation', async () => {
    const sent: Sent = { identify: [], create: [] };
    const verified: string[] = [];
    server.use(
      ...service(sent, { identify: () => HttpResponse.json({ ...identified, preferredUsername: 'jamie.brooks', entities: { entities: [{ entityId: 'le-jamie', type: 'PERSONAL' }] } }) }),
      http.get(enrollmentUrl, ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect(query.get('uuid')).toBe('invite-0001-jamie');
        const verify = query.get('verify');
        if (verify === null) return HttpResponse.json({ firstName: 'Jamie', lastName: 'Brooks' });
        verified.push(verify);
        return HttpResponse.json({ username: 'jamie.brooks', metadata: { firstName: 'Jamie', lastName: 'Brooks', dob: '1985-11-02', accountNumber: '100200400' } });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderEnrollment('/enrollment/auto/enroll?uuid=invite-0001-jamie');
    expect(await screen.findByRole('heading', { level: 1, name: text('enrollment.welcome', { name: 'Jamie' }) })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/enrollment/auto/enroll/invitation?uuid=invite-0001-jamie'));
    expect(screen.getByText(text('enrollment.progress.verification'))).toBeInTheDocument();
    await fill(user, await field('enrollment.identification.ssn'), '987654321');
    await user.click(screen.getByRole('button', { name: text('enrollment.continue') }));

    expect(await screen.findByRole('heading', { level: 2, name: text('enrollment.verification.title') })).toBeInTheDocument();
    expect(verified).toEqual(['4321']);
    expect(location()).toHaveTextContent('/enrollment/auto/enroll/verification?uuid=invite-0001-jamie');
    // The invitation's account and birth date are shown, not typed.
    expect(await screen.findByText('November 2, 1985')).toBeInTheDocument();
    expect(await field('enrollment.verification.account')).toHaveValue('100200400');
    await afterClickReset();
    await user.click(screen.getByRole('button', { name: text('enrollment.continue') }));
    expect(await screen.findByRole('heading', { level: 2, name: text('enrollment.createAccount.title') })).toBeInTheDocument();
    expect(sent.identify[0]).toMatchObject({ uuid: 'invite-0001-jamie', identification: [{ key: 'accountNumber', value: '100200400' }], entityLookup: { ssn: '987654321' } });

    expect(await field('enrollment.createAccount.username')).toHaveValue('jamie.brooks');
    await fill(user, await field('enrollment.createAccount.email'), 'jamie@example.com');
    await fill(user, await field('enrollment.createAccount.password'), 'Jamie-Brooks-1');
    await fill(user, await field('enrollment.createAccount.passwordRepeat'), 'Jamie-Brooks-1');
    await user.click(screen.getByRole('checkbox', { name: text('enrollment.createAccount.acceptTerms') }));
    await afterClickReset();
    await user.click(screen.getByRole('button', { name: text('enrollment.create') }));
    expect(await screen.findByRole('heading', { level: 2, name: text('enrollment.confirmation.title') })).toBeInTheDocument();
    expect(sent.create[0]).toMatchObject({ userName: 'jamie.brooks', ssn: '987654321', uuid: 'invite-0001-jamie', entities: ['le-jamie'] });
    expect(sent.create[0]).not.toHaveProperty('username');
  });

  it('a refused create shows the platform’s words and the contact alert, and after the third refusal offers help', async () => {
    const sent: Sent = { identify: [], create: [] };
    server.use(...service(sent, { create: () => HttpResponse.json({ message: 'Username is not available', key: 'enrollment.username.taken', errors: [] }, { status: 409 }) }));
    const user = userEvent.setup({ delay: null });
    identificationTyped();
    renderEnrollment('/enrollment/enroll/identification?source=mobile');
    await user.click(await screen.findByRole('button', { name: text('enrollment.continue') }));
    await fill(user, await field('enrollment.createAccount.email'), 'casey@example.com');
    await fill(user, await field('enrollment.createAccount.password'), 'Casey-Rivera-1');
    await fill(user, await field('enrollment.createAccount.passwordRepeat'), 'Casey-Rivera-1');
    await user.click(screen.getByRole('checkbox', { name: text('enrollment.createAccount.acceptTerms') }));
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await afterClickReset();
      await user.click(screen.getByRole('button', { name: text('enrollment.create') }));
      await waitFor(() => expect(sent.create).toHaveLength(attempt));
    }
    expect(await screen.findByText('Username is not available')).toBeInTheDocument();
    expect(screen.getByText(text('enrollment.errors.create.title'))).toBeInTheDocument();
    expect(await screen.findByText(text('enrollment.errors.create.repeated', { phone: '(303) 555-0142' }))).toBeInTheDocument();
    // The query marking the app stays on every step.
    expect(location()).toHaveTextContent('/enrollment/enroll/create-account?source=mobile');
  });

  it('a member from the app is told to sign in there, without the store badges', async () => {
    const sent: Sent = { identify: [], create: [] };
    server.use(...service(sent));
    const user = userEvent.setup({ delay: null });
    identificationTyped();
    renderEnrollment('/enrollment/enroll?source=mobile');
    await user.click(await screen.findByRole('button', { name: text('enrollment.continue') }));
    await fill(user, await field('enrollment.createAccount.email'), 'casey@example.com');
    await fill(user, await field('enrollment.createAccount.password'), 'Casey-Rivera-1');
    await fill(user, await field('enrollment.createAccount.passwordRepeat'), 'Casey-Rivera-1');
    await user.click(screen.getByRole('checkbox', { name: text('enrollment.createAccount.acceptTerms') }));
    await afterClickReset();
    await user.click(screen.getByRole('button', { name: text('enrollment.create') }));
    expect(await screen.findByRole('heading', { level: 2, name: text('enrollment.confirmation.mobileTitle') })).toBeInTheDocument();
    expect(screen.getByText(text('enrollment.confirmation.mobileText'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text('enrollment.confirmation.appStore') })).not.toBeInTheDocument();
  });
});

describe('password reset', () => {
  const resetsUrl = `${apiRoot}/account-recovery-manager/client-api/v1/password-resets`;
  const resetConfig = () => {
    const bundle = config();
    return { ...bundle, journeys: { ...(bundle.journeys as object), 'password-reset': structuredClone(resetJourney) }, forms: { ...(bundle.forms as object), 'password-reset-new-password': newPasswordForm } } as typeof bundle;
  };

  it('identifies the member, names the username, sets the new password with the reset id and says it changed; an expired reset says so', async () => {
    const identified: unknown[] = [];
    const saved: { url: string; body: unknown }[] = [];
    let expired = false;
    server.use(
      http.post(resetsUrl, async ({ request }) => {
        identified.push(await request.json());
        return HttpResponse.json({ resetId: 'pr-7', username: 'casey.rivera', expiresAt: '2026-11-24T21:15:00Z' }, { status: 201 });
      }),
      http.put(`${resetsUrl}/:resetId`, async ({ request }) => {
        saved.push({ url: request.url, body: await request.json() });
        if (expired) return HttpResponse.json({ message: 'The reset link has expired', key: 'password-reset.expired', errors: [] }, { status: 404 });
        return HttpResponse.json({ username: 'casey.rivera', status: 'COMPLETE' });
      }),
    );
    sessionStorage.setItem(
      'passbook.journey.password-reset.self',
      JSON.stringify({ data: { identification: { memberNumber: '100200300', ssn: '123456789', birthDate: '1990-04-15' } }, results: {} }),
    );
    const user = userEvent.setup({ delay: null });
    const page = <Enrollment {...props} journey="password-reset" titleKey="passwordReset.title" />;
    renderWidget(
      <>
        <Route path="/password-reset" element={page} />
        <Route path="/password-reset/:step" element={page} />
      </>,
      { path: '/password-reset/identification', config: resetConfig(), dataRouter: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: text('passwordReset.title') })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: text('enrollment.continue') }));
    expect(await screen.findByRole('heading', { level: 2, name: text('passwordReset.newPassword.title') })).toBeInTheDocument();
    expect(identified).toEqual([{ memberNumber: '100200300', ssn: '123456789', birthDate: '1990-04-15' }]);
    expect(screen.getByText(text('passwordReset.newPassword.intro', { username: 'casey.rivera' }))).toBeInTheDocument();

    await fill(user, await field('passwordReset.newPassword.password'), 'Casey-Reset-22');
    await fill(user, await field('enrollment.createAccount.passwordRepeat'), 'Casey-Reset-22');
    expired = true;
    await afterClickReset();
    await user.click(screen.getByRole('button', { name: text('passwordReset.save') }));
    expect(await screen.findByText(text('passwordReset.errors.expired.title'))).toBeInTheDocument();
    expired = false;
    await afterClickReset();
    await user.click(screen.getByRole('button', { name: text('passwordReset.save') }));
    expect(await screen.findByRole('heading', { level: 2, name: text('passwordReset.done.title') })).toBeInTheDocument();
    expect(saved.map((entry) => [new URL(entry.url).pathname.split('/').pop(), entry.body])).toEqual([
      ['pr-7', { password: 'Casey-Reset-22' }],
      ['pr-7', { password: 'Casey-Reset-22' }],
    ]);
  });
});
