import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, fakePlatform, renderWidget, stubResizeObserver, text } from '../../tests/widget-test-kit.js';

const contactsUrl = `${apiRoot}/contact-manager/client-api/v2/contacts`;
const listPath = '/self-service/manage-contacts';

const server = fakePlatform();
beforeAll(stubResizeObserver);

type IdentifierType = 'ACCOUNT' | 'IBAN' | 'EMAIL' | 'PHONE';
const storedField: Record<IdentifierType, string> = { ACCOUNT: 'accountNumber', IBAN: 'IBAN', EMAIL: 'email', PHONE: 'phoneNumber' };

/** A contact as the contact manager answers it: the platform's accounts and the spec's identifier. */
function contact(id: string, name: string, accountIdentifierType: IdentifierType, accountIdentifier: string) {
  return { id, name, accounts: [{ name, accountType: accountIdentifierType, [storedField[accountIdentifierType]]: accountIdentifier }], accountIdentifier, accountIdentifierType };
}

interface Platform {
  contacts: ReturnType<typeof contact>[];
  requests: { method: string; url: URL; body?: unknown }[];
}

/** The contact manager over `state.contacts`: search by name, pages by from/size, and writes that change the list. */
function platform(state: Platform, answerWrite?: () => Response | undefined) {
  server.use(
    http.get(contactsUrl, ({ request }) => {
      const url = new URL(request.url);
      state.requests.push({ method: 'GET', url });
      const query = url.searchParams.get('query')?.toLowerCase() ?? '';
      const size = Number(url.searchParams.get('size') ?? 10);
      const from = Number(url.searchParams.get('from') ?? 0);
      const found = state.contacts.filter((entry) => entry.name.toLowerCase().includes(query));
      return HttpResponse.json(found.slice(from * size, from * size + size), { headers: { 'X-Total-Count': String(found.length) } });
    }),
    http.get(`${contactsUrl}/:id`, ({ params }) => {
      const found = state.contacts.find((entry) => entry.id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'no', key: 'contact.not-found', errors: [] }, { status: 404 });
    }),
    http.post(contactsUrl, async ({ request }) => {
      const body = (await request.json()) as { name: string; accountIdentifier: string; accountIdentifierType: IdentifierType };
      state.requests.push({ method: 'POST', url: new URL(request.url), body });
      const refused = answerWrite?.();
      if (refused) return refused;
      state.contacts.push(contact(`c-${state.contacts.length + 1}`, body.name, body.accountIdentifierType, body.accountIdentifier));
      return HttpResponse.json({ id: `c-${state.contacts.length}`, status: 'ACTIVE' }, { status: 201 });
    }),
    http.put(`${contactsUrl}/:id`, async ({ request }) => {
      state.requests.push({ method: 'PUT', url: new URL(request.url), body: await request.json() });
      return HttpResponse.json({ status: 'ACTIVE' });
    }),
    http.delete(`${contactsUrl}/:id`, ({ request, params }) => {
      state.requests.push({ method: 'DELETE', url: new URL(request.url) });
      state.contacts = state.contacts.filter((entry) => entry.id !== params.id);
      return HttpResponse.json({ status: 'DELETED' });
    }),
  );
}

function renderPages(path: string) {
  return renderWidget(
    <>
      <Route path={listPath} element={<WidgetHost widget="manage-contacts" props={{ page: 'list', pageSize: 5, contactPath: 'self-service/manage-contacts/contact/:id' }} />} />
      <Route
        path={`${listPath}/contact/:id`}
        element={
          <WidgetHost
            widget="manage-contacts"
            props={{ page: 'form', listPath: 'self-service/manage-contacts', identifierTypes: ['ACCOUNT', 'IBAN', 'EMAIL', 'PHONE'], phoneExample: '+13035550142' }}
          />
        }
      />
    </>,
    // A data router, as the app has: the form's leave question blocks navigation.
    { path, dataRouter: true },
  );
}

const location = () => screen.getByTestId('location').textContent;
const rows = () => screen.queryAllByTestId('contact-row');
const saveButton = () => screen.getByRole('button', { name: text('contacts.form.save') });
/** The identifier's field, once its label names the chosen type (the label follows the choice a render later). */
const identifierField = (type: IdentifierType) => screen.findByLabelText(text(`contacts.type.${type}`), { selector: 'input:not([type=radio])' });
const seven = ['Avery Stone', 'Blake Rivera', 'Casey Lin', 'Drew Patel', 'Emery Fox', 'Finley Shah', 'Gray Moreno'].map((name, index) =>
  contact(`c-${index + 1}`, name, 'ACCOUNT', `01234567${index}`),
);

describe('Manage Contacts', { timeout: 240_000 }, () => {
  it('lists five contacts a page with each way to reach them, pages on, and searches', async () => {
    const state: Platform = { contacts: [...seven, contact('c-8', 'Hale Kim', 'IBAN', 'GB33BUKB20201555555555')], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(listPath);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(rows()[0] as HTMLElement).getByText(`${text('contacts.type.ACCOUNT')}: 012345670`)).toBeInTheDocument();
    expect(state.requests[0]?.url.searchParams.get('size')).toBe('5');

    await user.click(within(screen.getByRole('navigation', { name: text('contacts.list.pages') })).getByText('2'));
    expect(await screen.findByText(`${text('contacts.type.IBAN')}: GB33BUKB20201555555555`)).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(state.requests.at(-1)?.url.searchParams.get('from')).toBe('1');

    // Typing searches once the member pauses; Enter searches at once.
    const search = screen.getByRole('searchbox', { name: text('contacts.list.search') });
    await user.type(search, 'hale');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('Hale Kim')).toBeInTheDocument();
    expect(state.requests.at(-1)?.url.searchParams.get('query')).toBe('hale');
    await user.clear(search);
    await user.type(search, 'nobody{Enter}');
    expect(await screen.findByText(text('contacts.list.noMatch', { query: 'nobody' }))).toBeInTheDocument();
    expect(state.requests.at(-1)?.url.searchParams.get('from')).toBe('0');
  });

  it('adds a contact by member number: no errors before Save, the spec’s messages after, then saved and back to the list', async () => {
    const state: Platform = { contacts: [], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(listPath);
    expect(await screen.findByText(text('contacts.list.empty'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('contacts.list.add') }));
    expect(location()).toBe(`${listPath}/contact/0`);
    expect(await screen.findByRole('heading', { name: text('contacts.form.createTitle') })).toBeInTheDocument();

    await user.type(await identifierField('ACCOUNT'), '12ab');
    expect(screen.queryByText(text('contacts.validation.memberNumberDigits'))).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByText(text('contacts.validation.nameRequired'))).toBeInTheDocument());
    expect(screen.getByText(text('contacts.validation.memberNumberDigits'))).toBeInTheDocument();

    await user.type(screen.getByLabelText(text('contacts.form.name')), ' Riley');
    await waitFor(() => expect(screen.getByText(text('contacts.validation.nameLeadingSpace'))).toBeInTheDocument());
    await user.clear(screen.getByLabelText(text('contacts.form.name')));
    await user.type(screen.getByLabelText(text('contacts.form.name')), 'Riley Chen');
    await user.clear(await identifierField('ACCOUNT'));
    await user.type(await identifierField('ACCOUNT'), '01234567890');
    await waitFor(() => expect(screen.getByText(text('contacts.validation.memberNumberMaxLength', { max: 10 }))).toBeInTheDocument());

    await user.click(screen.getByRole('radio', { name: text('contacts.type.IBAN') }));
    await user.clear(await identifierField('IBAN'));
    await user.type(await identifierField('IBAN'), 'GB33 BUKB');
    await waitFor(() => expect(screen.getByText(text('contacts.validation.ibanInvalid'))).toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: text('contacts.type.PHONE') }));
    // The field is drawn again for the new type: the example is read once that has settled.
    await waitFor(() => expect(screen.getByText(text('contacts.form.phoneExample', { phone: '+13035550142' }))).toBeInTheDocument());

    await user.click(screen.getByRole('radio', { name: text('contacts.type.ACCOUNT') }));
    await user.clear(await identifierField('ACCOUNT'));
    await user.type(await identifierField('ACCOUNT'), '0123456789');
    await user.click(saveButton());
    expect(await screen.findByText(text('contacts.form.saved'))).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(listPath));
    expect(state.requests.find((request) => request.method === 'POST')?.body).toEqual({ name: 'Riley Chen', accountIdentifier: '0123456789', accountIdentifierType: 'ACCOUNT' });
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('puts the contact manager’s refusal on the identifier and says the contact was not saved', async () => {
    const state: Platform = { contacts: [], requests: [] };
    platform(state, () =>
      HttpResponse.json(
        { message: 'no', key: 'contact.account.unknown', errors: [{ key: 'contact.account.unknown', message: 'no', context: { pointer: '/accountIdentifier' } }] },
        { status: 400 },
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPages(`${listPath}/contact/0`);
    await user.type(await screen.findByLabelText(text('contacts.form.name')), 'Nobody');
    await user.type(await identifierField('ACCOUNT'), '0000000000');
    await user.click(saveButton());
    expect(await screen.findByText(text('contacts.validation.memberNumberUnknown'))).toBeInTheDocument();
    expect(await screen.findByText(text('contacts.form.saveError'))).toBeInTheDocument();
    expect(location()).toBe(`${listPath}/contact/0`);
  });

  it('edits a contact, asks before discarding changes on Cancel and Back, and saves with PUT', async () => {
    const state: Platform = { contacts: [contact('c-alex', 'Alex Johnson', 'EMAIL', 'alex@example.com')], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(listPath);
    await user.click(await screen.findByRole('link', { name: text('contacts.list.editLabel', { name: 'Alex Johnson' }) }));
    const name = await screen.findByLabelText(text('contacts.form.name'));
    expect(name).toHaveValue('Alex Johnson');
    expect(await identifierField('EMAIL')).toHaveValue('alex@example.com');

    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: text('contacts.form.cancel') }));
    const question = await screen.findByRole('dialog', { name: text('contacts.discard.title') });
    await user.click(within(question).getByRole('button', { name: text('contacts.discard.keep') }));
    expect(location()).toBe(`${listPath}/contact/c-alex`);
    expect(name).toHaveValue('Alex Johnson Jr');

    await user.clear(await identifierField('EMAIL'));
    await user.type(await identifierField('EMAIL'), 'alex.j@example');
    await user.click(saveButton());
    expect(await screen.findByText(text('contacts.validation.emailInvalid'))).toBeInTheDocument();
    await user.type(await identifierField('EMAIL'), '.com');
    await user.click(saveButton());
    await waitFor(() => expect(location()).toBe(listPath));
    expect(state.requests.find((request) => request.method === 'PUT')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/contact-manager/client-api/v2/contacts/c-alex' }),
      body: { name: 'Alex Johnson Jr', accountIdentifier: 'alex.j@example.com', accountIdentifierType: 'EMAIL' },
    });

    await user.click(await screen.findByRole('link', { name: text('contacts.list.editLabel', { name: 'Alex Johnson' }) }));
    await user.type(await screen.findByLabelText(text('contacts.form.name')), 'x');
    await user.click(screen.getByRole('button', { name: text('contacts.form.back') }));
    await user.click(within(await screen.findByRole('dialog', { name: text('contacts.discard.title') })).getByRole('button', { name: text('contacts.discard.confirm') }));
    await waitFor(() => expect(location()).toBe(listPath));
    expect(state.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('deletes a contact only after the member confirms', async () => {
    const state: Platform = { contacts: [contact('c-sam', 'Sam Patel', 'PHONE', '+17205550178'), contact('c-taylor', 'Taylor Smith', 'ACCOUNT', '0123456789')], requests: [] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderPages(listPath);
    await user.click(await screen.findByRole('button', { name: text('contacts.list.deleteLabel', { name: 'Sam Patel' }) }));
    const question = await screen.findByRole('dialog', { name: text('contacts.delete.title') });
    expect(within(question).getByText(text('contacts.delete.body', { name: 'Sam Patel' }))).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: text('contacts.delete.cancel') }));
    expect(state.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: text('contacts.list.deleteLabel', { name: 'Sam Patel' }) }));
    await user.click(within(await screen.findByRole('dialog', { name: text('contacts.delete.title') })).getByRole('button', { name: text('contacts.delete.confirm') }));
    expect(await screen.findByText(text('contacts.delete.success'))).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(state.requests.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname)).toEqual(['/api/contact-manager/client-api/v2/contacts/c-sam']);
  });
});
