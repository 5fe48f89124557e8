import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import profileConfig from '../../config/profile.json';
import { createHttpClient, PlatformProvider, type Session } from '../../src/platform/index.js';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, chosenOption, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';

const profileUrl = `${apiRoot}/user-manager/client-api/v2/users/me/profile`;
const base = '/self-service/profile';
const config = widgetConfig({ profile: profileConfig });

interface Entry {
  key: string;
  type: string;
  primary: boolean;
  [field: string]: unknown;
}
interface Platform {
  emails: Entry[];
  phones: Entry[];
  addresses: Entry[];
  requests: Array<{ method: string; path: string; body: unknown }>;
}

const home: Entry = { key: 'home', type: 'HOME', primary: true, buildingNumber: '1420 S Pearl St', townName: 'Denver', countrySubDivision: 'CO', postalCode: '80210-2315', country: 'US' };
const mailing: Entry = { key: 'mailing', type: 'MAILING', primary: false, buildingNumber: 'PO Box 18422', townName: 'Denver', countrySubDivision: 'CO', postalCode: '80218', country: 'US' };
const mobile: Entry = { key: 'Mobile', type: 'MOBILE', primary: true, number: '+13035550187' };
const email: Entry = { key: 'Email', type: 'PERSONAL', primary: true, address: 'jordan.smith@example.com' };

const server = fakePlatform();
beforeAll(stubResizeObserver);
beforeEach(() => window.sessionStorage.clear());

/** The platform's profile and its writes: each write is recorded, and answered by `answer` when given. */
function platform(state: Platform, answer?: (method: string) => Response | undefined) {
  const write = async (method: string, request: Request, path: string) => {
    state.requests.push({ method, path, body: method === 'DELETE' ? undefined : await request.json() });
    return answer?.(method) ?? new HttpResponse(null, { status: method === 'POST' ? 201 : 204 });
  };
  server.use(
    http.get(profileUrl, () =>
      HttpResponse.json({
        fullName: 'Jordan Smith',
        'electronic-addresses': state.emails,
        'phone-addresses': state.phones,
        'postal-addresses': state.addresses,
        additions: { userId: 'u-demo', customerCode: '100245871', eligibleForNewAccount: 'false', btpLimitReached: '' },
      }),
    ),
    http.post(`${profileUrl}/:kind`, ({ request, params }) => write('POST', request, String(params.kind))),
    http.put(`${profileUrl}/:kind/:key`, ({ request, params }) => write('PUT', request, `${String(params.kind)}/${String(params.key)}`)),
    http.delete(`${profileUrl}/:kind/:key`, ({ request, params }) => write('DELETE', request, `${String(params.kind)}/${String(params.key)}`)),
  );
}

const pages: Array<[string, string]> = [
  ['', 'view'],
  ['/email/add', 'email'],
  ['/email/:key/edit', 'email'],
  ['/phone/add', 'phone'],
  ['/phone/:key/edit', 'phone'],
  ['/address/add', 'address'],
  ['/address/:key/edit', 'address'],
];

/** The profile's routes as routes.json names them; `session` stands for a signed-in agent's session. */
function renderAt(path: string, session?: Session) {
  const routes = pages.map(([suffix, page]) => (
    <Route key={suffix} path={`${base}${suffix}`} element={<WidgetHost widget="profile" props={{ page, profilePath: 'self-service/profile' }} />} />
  ));
  if (!session) return renderWidget(routes, { path, config, dataRouter: true });
  const agentHttp = createHttpClient({ apiRoot, session: { accessToken: () => 'token', refresh: async () => undefined, logout: () => undefined }, readCookie: () => undefined });
  return renderWidget(
    pages.map(([suffix, page]) => (
      <Route
        key={suffix}
        path={`${base}${suffix}`}
        element={
          <PlatformProvider platform={{ http: agentHttp, session }}>
            <WidgetHost widget="profile" props={{ page, profilePath: 'self-service/profile' }} />
          </PlatformProvider>
        }
      />
    )),
    { path, config, dataRouter: true },
  );
}

const location = () => screen.getByTestId('location').textContent;
const menuOf = async (user: UserEvent, entryText: string) => {
  await user.click(await screen.findByRole('button', { name: text('profile.menu.label', { name: entryText }) }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};
const chooseAction = async (user: UserEvent, entryText: string, action: string) => {
  await user.click(await screen.findByRole('button', { name: text('profile.menu.label', { name: entryText }) }));
  await user.click(await screen.findByRole('menuitem', { name: text(`profile.menu.${action}`) }));
};
/** Picks an option of the form's antd Select by its visible item (the form's pickers answer the item's click, not the accessible list's). */
async function pick(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((candidate) => candidate.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
const saveButton = () => screen.getByRole('button', { name: text('profile.form.save') });

describe('Personal information', () => {
  it('shows the name, the lists with (primary), and the row menus: a primary address Change only, the last phone no Remove', async () => {
    platform({ emails: [], phones: [mobile], addresses: [home, mailing], requests: [] });
    const user = userEvent.setup({ delay: null });
    renderAt(base);
    expect(await screen.findByText('Jordan Smith')).toBeInTheDocument();
    expect(screen.getByText(text('profile.email.empty'))).toBeInTheDocument();
    expect(screen.getAllByText(text('profile.primary'))).toHaveLength(2);
    expect(screen.queryByTestId('profile-admin-details')).toBeNull();
    expect(await menuOf(user, '1420 S Pearl St, Denver, CO 80210-2315')).toEqual([text('profile.menu.change')]);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, 'PO Box 18422, Denver, CO 80218')).toEqual([text('profile.menu.change'), text('profile.menu.makePrimary'), text('profile.menu.remove')]);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, '+1 (303) 555-0187')).toEqual([text('profile.menu.change')]);
    // Two addresses of two: the add button waits until one is removed.
    expect(screen.getByRole('button', { name: text('profile.address.add') })).toBeDisabled();
  });

  it('says when a list is empty', async () => {
    platform({ emails: [], phones: [], addresses: [], requests: [] });
    renderAt(base);
    for (const key of ['profile.email.empty', 'profile.phone.empty', 'profile.address.empty']) expect(await screen.findByText(text(key))).toBeInTheDocument();
  });

  it('removes an entry only after the member confirms, and makes an address primary', async () => {
    const state: Platform = { emails: [email], phones: [mobile, { key: 'Home', type: 'HOME', primary: false, number: '+17205550143' }], addresses: [home, mailing], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderAt(base);
    await chooseAction(user, '+1 (720) 555-0143', 'remove');
    let question = await screen.findByRole('dialog', { name: text('profile.remove.title', { what: text('profile.what.phone') }) });
    expect(within(question).getByText(text('profile.remove.body', { value: '+1 (720) 555-0143' }))).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: text('profile.remove.cancel') }));
    expect(state.requests).toEqual([]);

    await chooseAction(user, '+1 (720) 555-0143', 'remove');
    question = await screen.findByRole('dialog', { name: text('profile.remove.title', { what: text('profile.what.phone') }) });
    await user.click(within(question).getByRole('button', { name: text('profile.remove.confirm') }));
    expect(await screen.findByText(text('profile.notice.phone.removed'))).toBeInTheDocument();
    expect(state.requests).toEqual([{ method: 'DELETE', path: 'phone-addresses/Home', body: undefined }]);

    await chooseAction(user, 'PO Box 18422, Denver, CO 80218', 'makePrimary');
    expect(await screen.findByText(text('profile.notice.address.madePrimary'))).toBeInTheDocument();
    expect(state.requests[1]).toEqual({
      method: 'PUT',
      path: 'postal-addresses/mailing',
      body: { type: 'MAILING', buildingNumber: 'PO Box 18422', townName: 'Denver', countrySubDivision: 'CO', postalCode: '80218', country: 'US', primary: true },
    });
  });

  it('tells the member why the platform refused a removal', async () => {
    platform({ emails: [email], phones: [mobile], addresses: [home, mailing], requests: [] }, () =>
      HttpResponse.json({ message: 'no', key: 'profile.address.primary-not-removable', errors: [] }, { status: 409 }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt(base);
    await chooseAction(user, 'PO Box 18422, Denver, CO 80218', 'remove');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: text('profile.remove.confirm') }));
    expect(await screen.findByText(text('profile.error.primaryNotRemovable'))).toBeInTheDocument();
  });

  it('shows an agent whose profile it is: user id, member number and the agent', async () => {
    platform({ emails: [email], phones: [mobile], addresses: [home], requests: [] });
    const session = { claims: () => ({ sub: 'u-demo', act: { sub: 'u-agent' } }) } as unknown as Session;
    renderAt(base, session);
    const details = await screen.findByTestId('profile-admin-details');
    for (const value of ['u-demo', '100245871', 'u-agent']) expect(within(details).getByText(value)).toBeInTheDocument();
    expect(within(details).getByText(text('profile.admin.memberNumber'))).toBeInTheDocument();
  });
});

describe('adding and changing', () => {
  it('formats a phone number as +1 (303) 555-0142, waits for ten digits, offers only unused types and adds it', async () => {
    const state: Platform = { emails: [email], phones: [mobile], addresses: [home], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderAt(`${base}/phone/add`);
    const number = await screen.findByLabelText(text('profile.form.phone'));
    await user.type(number, '3');
    await user.clear(number);
    expect(await screen.findByText(text('profile.validation.phone.required'))).toBeInTheDocument();
    await user.type(number, '303555014');
    expect(number).toHaveValue('+1 (303) 555-014');
    expect(await screen.findByText(text('profile.validation.phone.digits'))).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.type(number, '2');
    expect(number).toHaveValue('+1 (303) 555-0142');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    expect(await screen.findByText(text('profile.validation.phone.type'))).toBeInTheDocument();
    await user.click(screen.getByLabelText(text('profile.form.type')));
    // The member's mobile number holds the type already.
    await waitFor(() => expect(document.querySelector('.ant-select-item-option-disabled')?.getAttribute('title')).toBe(text('profile.type.MOBILE')));
    await pick(user, text('profile.form.type'), text('profile.type.WORK'));
    await waitFor(() => expect(screen.queryByText(text('profile.validation.phone.type'))).toBeNull());
    await user.click(saveButton());
    await waitFor(() => expect(state.requests).toHaveLength(1));
    expect(await screen.findByText(text('profile.notice.phone.added'))).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(base));
    expect(state.requests).toEqual([{ method: 'POST', path: 'phone-addresses', body: { number: '+13035550142', type: 'WORK' } }]);
  });

  it('says what is wrong with each address field in the spec’s words, and refuses a P.O. box at home', async () => {
    const state: Platform = { emails: [email], phones: [mobile], addresses: [], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderAt(`${base}/address/add`);
    await user.click(await screen.findByRole('button', { name: text('profile.form.save') }));
    for (const key of ['line1', 'city', 'state', 'postalCode']) expect(await screen.findByText(text(`profile.validation.address.${key}`))).toBeInTheDocument();
    await user.type(screen.getByLabelText(text('profile.form.line1')), 'P.O. Box 12');
    await user.type(screen.getByLabelText(text('profile.form.city')), 'x'.repeat(36));
    const postalCode = screen.getByLabelText(text('profile.form.postalCode'));
    await user.type(postalCode, '8040');
    expect(await screen.findByText(text('profile.validation.address.poBox'))).toBeInTheDocument();
    expect(await screen.findByText(text('profile.validation.address.tooLong', { max: 35 }))).toBeInTheDocument();
    expect(await screen.findByText(text('profile.validation.address.postalCodeMin'))).toBeInTheDocument();
    await user.type(postalCode, '12');
    expect(await screen.findByText(text('profile.validation.address.postalCodeZip4'))).toBeInTheDocument();
    await user.clear(postalCode);
    await user.type(postalCode, '80a');
    expect(await screen.findByText(text('profile.validation.address.postalCodeFormat'))).toBeInTheDocument();

    await pick(user, text('profile.form.type'), text('profile.type.MAILING'));
    expect(chosenOption(screen.getByLabelText(text('profile.form.type')))).toBe(text('profile.type.MAILING'));
    await waitFor(() => expect(screen.queryByText(text('profile.validation.address.poBox'))).toBeNull());
    await user.clear(screen.getByLabelText(text('profile.form.city')));
    await user.type(screen.getByLabelText(text('profile.form.city')), 'Golden');
    await pick(user, text('profile.form.state'), 'Colorado');
    await user.clear(postalCode);
    await user.type(postalCode, '80401-1234');
    await user.click(saveButton());
    expect(await screen.findByText(text('profile.notice.address.added'))).toBeInTheDocument();
    expect(state.requests[0]).toEqual({
      method: 'POST',
      path: 'postal-addresses',
      body: { type: 'MAILING', buildingNumber: 'P.O. Box 12', townName: 'Golden', countrySubDivision: 'CO', postalCode: '80401-1234', country: 'US' },
    });
  });

  it('changes an address from its current values, its type picker offering only the types the other address does not hold', async () => {
    const state: Platform = { emails: [email], phones: [mobile], addresses: [home, mailing], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderAt(`${base}/address/home/edit`);
    const line2 = await screen.findByLabelText(text('profile.form.line2'));
    expect(screen.getByLabelText(text('profile.form.line1'))).toHaveValue('1420 S Pearl St');
    expect(chosenOption(screen.getByLabelText(text('profile.form.state')))).toBe('Colorado');
    await user.click(screen.getByLabelText(text('profile.form.type')));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option-disabled')?.getAttribute('title')).toBe(text('profile.type.MAILING')));
    await user.keyboard('{Escape}');
    await user.type(line2, 'Apt 2');
    await user.click(saveButton());
    expect(await screen.findByText(text('profile.notice.address.changed'))).toBeInTheDocument();
    expect(state.requests).toEqual([
      {
        method: 'PUT',
        path: 'postal-addresses/home',
        body: { type: 'HOME', buildingNumber: '1420 S Pearl St', streetName: 'Apt 2', townName: 'Denver', countrySubDivision: 'CO', postalCode: '80210-2315', country: 'US' },
      },
    ]);
  });

  it('checks an email address, adds it, and puts the platform’s refusal at the field', async () => {
    const state: Platform = { emails: [], phones: [mobile], addresses: [home], requests: [] };
    platform(state, (method) =>
      state.requests.length === 1
        ? HttpResponse.json({ message: 'no', key: 'profile.email.invalid', errors: [{ key: 'profile.email.format', message: 'no', context: { pointer: '/address' } }] }, { status: 400 })
        : method === 'POST'
          ? new HttpResponse(null, { status: 201 })
          : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderAt(`${base}/email/add`);
    const address = await screen.findByLabelText(text('profile.form.email'));
    await user.click(saveButton());
    expect(await screen.findByText(text('profile.validation.email.required'))).toBeInTheDocument();
    await user.type(address, 'jordan@example');
    expect(await screen.findByText(text('profile.validation.email.format'))).toBeInTheDocument();
    await user.type(address, '.com');
    await waitFor(() => expect(screen.queryByText(text('profile.validation.email.format'))).toBeNull());
    await user.click(saveButton());
    await waitFor(() => expect(state.requests).toHaveLength(1));
    expect(await screen.findByText(text('profile.validation.email.format'))).toBeInTheDocument();
    expect(location()).toBe(`${base}/email/add`);
    await user.click(saveButton());
    expect(await screen.findByText(text('profile.notice.email.added'))).toBeInTheDocument();
    expect(state.requests.map((request) => request.body)).toEqual([{ address: 'jordan@example.com' }, { address: 'jordan@example.com' }]);
  });

  it('changes an email address, asking before discarding changes when leaving by Back or Cancel', async () => {
    const state: Platform = { emails: [email], phones: [mobile], addresses: [home], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderAt(`${base}/email/Email/edit`);
    const address = await screen.findByLabelText(text('profile.form.email'));
    expect(address).toHaveValue('jordan.smith@example.com');
    await user.type(address, 'x');
    await user.click(screen.getByRole('button', { name: text('profile.back') }));
    const question = await screen.findByRole('dialog', { name: text('profile.discard.title') });
    await user.click(within(question).getByRole('button', { name: text('profile.discard.keep') }));
    expect(location()).toBe(`${base}/email/Email/edit`);
    await user.clear(address);
    await user.type(address, 'jordan@example.org');
    await user.click(saveButton());
    expect(await screen.findByText(text('profile.notice.email.changed'))).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(base));
    expect(state.requests).toEqual([{ method: 'PUT', path: 'electronic-addresses/Email', body: { address: 'jordan@example.org' } }]);

    await user.click(await screen.findByRole('button', { name: text('profile.menu.label', { name: 'jordan.smith@example.com' }) }));
    await user.click(await screen.findByRole('menuitem', { name: text('profile.menu.change') }));
    await user.type(await screen.findByLabelText(text('profile.form.email')), 'y');
    await user.click(screen.getByRole('button', { name: text('profile.form.cancel') }));
    await user.click(within(await screen.findByRole('dialog', { name: text('profile.discard.title') })).getByRole('button', { name: text('profile.discard.confirm') }));
    await waitFor(() => expect(location()).toBe(base));
    expect(state.requests).toHaveLength(1);
  });

  it('keeps what was typed when the platform asks for the password again, and starts from it on return', async () => {
    const state: Platform = { emails: [email], phones: [mobile], addresses: [home], requests: [] };
    platform(state, () =>
      HttpResponse.json(
        { message: 'Enter your password again', key: 'authentication.recent-sign-in-required', errors: [] },
        { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="insufficient_user_authentication", max_age="300"' } },
      ),
    );
    const user = userEvent.setup({ delay: null });
    const first = renderAt(`${base}/phone/Mobile/edit`);
    const number = await screen.findByLabelText(text('profile.form.phone'));
    expect(number).toHaveValue('+1 (303) 555-0187');
    await user.clear(number);
    await user.type(number, '7205550100');
    await user.click(saveButton());
    await waitFor(() => expect(window.sessionStorage.length).toBe(1));
    first.unmount();
    renderAt(`${base}/phone/Mobile/edit`);
    expect(await screen.findByLabelText(text('profile.form.phone'))).toHaveValue('+1 (720) 555-0100');
  });
});
