import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SelectContextPage } from './select-context-page.js';
import { holdAnswersToContract } from '../../tests/contract-answer-watch.js';
import { accessGroups, agreement, apiRoot, renderShell, text } from './shell-test-kit.js';

const server = setupServer();
holdAnswersToContract(server, apiRoot);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const listUrl = `${accessGroups}/user-context/service-agreements`;
const selectUrl = `${accessGroups}/user-context`;
const contextUrl = `${accessGroups}/service-agreements/context`;

/** Nine agreements: more than a page (7) and more than the search threshold (5). */
const nine = Array.from({ length: 9 }, (_, index) => agreement(`sa-${index + 1}`, `Agreement ${index + 1}`, { isMaster: index === 0 }));

function answerList(items: readonly ReturnType<typeof agreement>[]) {
  server.use(http.get(listUrl, () => HttpResponse.json(items, { headers: { 'X-Total-Count': String(items.length) } })));
}

/** The chosen agreement as the platform's context check answers it: the agreement with its external id. */
const context = (id: string, name: string) => ({ ...agreement(id, name), externalId: `ext-${id}` });

const selectButtons = () => screen.queryAllByRole('button', { name: /^Select / });

describe('select-context page', () => {
  it('shows 7 contexts per page, leaves out the current one, and pages through the rest', async () => {
    answerList(nine);
    renderShell({ path: '/select-context', serviceAgreement: nine[2], children: <SelectContextPage /> });
    expect(await screen.findByRole('button', { name: text('shell.selectContext.select', { name: 'Agreement 1' }) })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: text('shell.selectContext.heading') })).toBeInTheDocument();
    expect(selectButtons()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Select Agreement 3' })).not.toBeInTheDocument();
    expect(screen.getByText(text('shell.selectContext.primary'))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(selectButtons()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Select Agreement 9' })).toBeInTheDocument();
  });

  it('offers a search once there are more than 5 contexts, matching name or description', async () => {
    answerList([...nine.slice(0, 5), agreement('sa-x', 'Family Trust', { description: 'Shared with Lee' })]);
    renderShell({ path: '/select-context', children: <SelectContextPage /> });
    const search = await screen.findByRole('searchbox', { name: text('shell.selectContext.searchLabel') });
    await userEvent.type(search, 'lee');
    await waitFor(() => expect(selectButtons()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Select Family Trust' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    expect(await screen.findByText(text('shell.selectContext.noMatches', { query: 'nothing like it' }))).toBeInTheDocument();
  });

  it('has no search with 5 contexts or fewer', async () => {
    answerList(nine.slice(0, 5));
    renderShell({ path: '/select-context', children: <SelectContextPage /> });
    await waitFor(() => expect(selectButtons()).toHaveLength(5));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('selects the context with the platform, validates it, remembers it and goes where the member was going', async () => {
    answerList(nine.slice(0, 3));
    const selected: unknown[] = [];
    server.use(
      http.post(selectUrl, async ({ request }) => {
        selected.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(contextUrl, () => HttpResponse.json(context('sa-2', 'Agreement 2'))),
    );
    // The context guard hands over the router's location of the page the member was going to.
    const from = { pathname: '/my-accounts/transactions/acc-1/list', search: '', hash: '', state: null, key: 'k' };
    const { shell } = renderShell({ path: '/select-context', state: { from }, children: <SelectContextPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Select Agreement 2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-accounts/transactions/acc-1/list'));
    expect(selected).toEqual([{ serviceAgreementId: 'sa-2' }]);
    expect(shell.contextChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 'sa-2', name: 'Agreement 2' }));
  });

  it('keeps the member here with a message when the platform does not validate the chosen context', async () => {
    answerList(nine.slice(0, 3));
    server.use(
      http.post(selectUrl, () => new HttpResponse(null, { status: 204 })),
      http.get(contextUrl, () =>
        HttpResponse.json({ message: 'No service agreement is selected.', key: 'access.context-not-selected', errors: [] }, { status: 404 }),
      ),
    );
    const { shell } = renderShell({ path: '/select-context', children: <SelectContextPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Select Agreement 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text('shell.selectContext.validationError'));
    expect(shell.contextChosen).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/select-context');
    expect(screen.getByRole('button', { name: 'Select Agreement 1' })).toBeEnabled();
  });

  it('goes on by itself when the member has exactly one context and none is chosen yet', async () => {
    answerList([agreement('sa-only', 'Only One')]);
    server.use(
      http.post(selectUrl, () => new HttpResponse(null, { status: 204 })),
      http.get(contextUrl, () => HttpResponse.json(context('sa-only', 'Only One'))),
    );
    const { shell } = renderShell({ path: '/select-context', children: <SelectContextPage /> });
    await waitFor(() => expect(shell.contextChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 'sa-only' })));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my-accounts'));
  });

  it('offers a retry when the list fails to load, and Back logs out', async () => {
    let calls = 0;
    server.use(
      http.get(listUrl, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(nine.slice(0, 2), { headers: { 'X-Total-Count': '2' } });
      }),
    );
    const { shell } = renderShell({ path: '/select-context', children: <SelectContextPage /> });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(text('shell.selectContext.loadError'));
    await userEvent.click(within(failure).getByRole('button', { name: text('shell.selectContext.retry') }));
    await waitFor(() => expect(selectButtons()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: text('shell.selectContext.back') }));
    expect(shell.logout).toHaveBeenCalledTimes(1);
  });
});
