import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { StudioApiError, type FileContents, type StudioApi, type ValidationProblem } from './studio-api.js';
import { renderStudio } from './studio-test-kit.js';
import { Workspace } from './workspace.js';

const menuSchema = {
  title: 'Navigation menu',
  type: 'object',
  properties: { title: { type: 'string', title: 'Menu title' } },
};

/**
 * The studio API as the server answers it, in memory: versions of one file, validation by a rule
 * the test sets, publish refusals the test sets.
 */
function fakeApi(options: { problemsFor?: (files: FileContents) => ValidationProblem[] } = {}) {
  const versions: FileContents[] = [{ 'menu.json': { title: 'Menu' } }, { 'menu.json': { title: 'Menu' } }];
  const state = {
    refuseNextPublish: undefined as StudioApiError | undefined,
    published: [] as { baseVersion: number; comment: string; files: FileContents }[],
  };
  const latest = () => versions.length;
  const api: StudioApi = {
    tenants: async () => [{ id: 'default', name: 'Default', hosts: [], latestVersion: latest() }],
    files: async () => ({
      version: latest(),
      files: [{ path: 'menu.json', schema: menuSchema, content: versions[latest() - 1]?.['menu.json'] }],
    }),
    validate: async (_tenant, files) => {
      const errors = options.problemsFor?.(files) ?? [];
      return { valid: errors.length === 0, errors };
    },
    publish: async (_tenant, request) => {
      const refusal = state.refuseNextPublish;
      state.refuseNextPublish = undefined;
      if (refusal) throw refusal;
      state.published.push(request);
      versions.push({ ...versions[latest() - 1], ...request.files });
      return { version: latest() };
    },
    versions: async () => [],
    version: async (_tenant, version) => ({ version, files: versions[version - 1] ?? {} }),
    diff: async (_tenant, from, to) => ({
      from,
      to,
      files: [{ path: 'menu.json', changes: [{ pointer: '/title', op: 'replace', before: 'Menu', after: 'Their menu' }] }],
    }),
    rollback: async () => ({ version: latest() }),
    audit: async () => [],
    preview: async () => ({ id: 'preview-id-0001', bundleUrl: '/config/bundle?preview=preview-id-0001', accessToken: 'token', expiresIn: 1800 }),
  };
  return { api, state, versions };
}

function renderWorkspace(api: StudioApi) {
  return renderStudio(<Workspace api={api} tenant="default" locale="en-US" storage={window.localStorage} />);
}

/** Replaces menu.json in the raw JSON view, as an operator typing there would. */
async function editRaw(content: unknown) {
  await userEvent.setup().click(await screen.findByRole('tab', { name: 'Raw JSON' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'menu.json as JSON' }), { target: { value: JSON.stringify(content, null, 2) } });
}

const publishButton = () => screen.getAllByRole('button', { name: 'Publish' })[0] as HTMLElement;

async function publish(comment: string) {
  const user = userEvent.setup();
  await waitFor(() => expect(publishButton()).toBeEnabled());
  await user.click(publishButton());
  // antd gives every dialog the same title id under test, so the publish dialog is found by its comment field.
  const field = await screen.findByRole('textbox', { name: 'Comment (required)' });
  const dialog = field.closest('[role="dialog"]') as HTMLElement;
  await user.type(field, comment);
  await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
}

beforeEach(() => window.localStorage.clear());

// rjsf and antd render slowly in jsdom on a shared two-core machine.
describe('studio workspace', () => {
  it('an invalid draft cannot be published: the button is off and the reasons are listed with their pointers', async () => {
    const { api } = fakeApi({
      problemsFor: (files) => {
        const menu = files['menu.json'] as { title?: string } | undefined;
        return menu?.title === '' ? [{ file: 'menu.json', pointer: '/title', message: 'must NOT have fewer than 1 characters' }] : [];
      },
    });
    renderWorkspace(api);
    await editRaw({ title: '' });
    const blocked = await screen.findByTestId('publish-blocked', {});
    expect(blocked).toHaveTextContent('menu.json /title must NOT have fewer than 1 characters');
    expect(publishButton()).toBeDisabled();

    // The form shows the same problem at the field, with its pointer.
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Form' }));
    expect(await screen.findByText('must NOT have fewer than 1 characters (/title)')).toBeInTheDocument();

    // Fixed: publishable again.
    await editRaw({ title: 'Main menu' });
    await waitFor(() => expect(publishButton()).toBeEnabled());
    expect(screen.queryByTestId('publish-blocked')).toBeNull();
  });

  it('discarding a file drops its draft, here and in storage, and shows the published content again', async () => {
    const { api } = fakeApi();
    renderWorkspace(api);
    await editRaw({ title: 'Main menu' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Discard changes to this file' }));
    expect(screen.getByRole('textbox', { name: 'menu.json as JSON' })).toHaveValue(JSON.stringify({ title: 'Menu' }, null, 2));
    expect(screen.queryByRole('button', { name: 'Discard changes to this file' })).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('a publish the server refuses as invalid (422) lists its reasons and keeps the draft', async () => {
    const { api, state } = fakeApi();
    state.refuseNextPublish = new StudioApiError(422, {
      message: 'This configuration has errors, so it was not published.',
      errors: [{ file: 'routes.json', pointer: '/routes/0/widget', message: 'Widget "x" is not registered' }],
    }, '');
    renderWorkspace(api);
    await editRaw({ title: 'Main menu' });
    await publish('Rename');
    expect(await screen.findByText('The server refused to publish this draft:')).toBeInTheDocument();
    expect(screen.getByText(/Widget "x" is not registered/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'menu.json as JSON' })).toHaveValue(JSON.stringify({ title: 'Main menu' }, null, 2));
  });

  it('a conflicting publish shows the message and keeps the draft, also across a reload', async () => {
    const { api, state, versions } = fakeApi();
    const conflict = 'Someone published version 3 after you started editing. Your draft is kept; review their changes before publishing again.';
    const view = renderWorkspace(api);
    await editRaw({ title: 'My menu' });
    // Someone else publishes version 3 meanwhile.
    versions.push({ 'menu.json': { title: 'Their menu' } });
    state.refuseNextPublish = new StudioApiError(409, { message: conflict, currentVersion: 3 }, '');
    await publish('Mine');

    expect(await screen.findByTestId('conflict')).toHaveTextContent(conflict);
    expect(screen.getByRole('textbox', { name: 'menu.json as JSON' })).toHaveValue(JSON.stringify({ title: 'My menu' }, null, 2));
    expect(state.published).toEqual([]);

    // A reload: the draft comes back on version 2, the version it was started from.
    view.unmount();
    renderWorkspace(api);
    expect(await screen.findByTestId('conflict')).toHaveTextContent(
      'Your draft is based on version 2, and version 3 has been published since.',
    );
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Raw JSON' }));
    expect(screen.getByRole('textbox', { name: 'menu.json as JSON' })).toHaveValue(JSON.stringify({ title: 'My menu' }, null, 2));

    // Their changes, readable; then continue from their version and publish.
    await userEvent.setup().click(screen.getByRole('button', { name: 'View their changes' }));
    const diff = await screen.findByTestId('diff-change');
    expect(diff).toHaveTextContent('/title');
    expect(diff).toHaveTextContent('"Their menu"');
    await userEvent.setup().click(within(diff.closest('[role="dialog"]') as HTMLElement).getByRole('button', { name: 'Close' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue from version 3' }));
    await waitFor(() => expect(screen.queryByTestId('conflict')).toBeNull());
    await publish('Mine, after reading theirs');
    await waitFor(() => expect(state.published).toHaveLength(1));
    expect(state.published[0]).toEqual({ baseVersion: 3, comment: 'Mine, after reading theirs', files: { 'menu.json': { title: 'My menu' } } });
    expect(await screen.findByText('Published version 4.')).toBeInTheDocument();
  });
});
