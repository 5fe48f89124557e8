import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import statementsConfig from '../../config/statements.json';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, chooseOption, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';

const statementsUrl = `${apiRoot}/account-statement/client-api/v2/account/statements`;
const downloadPrefix = '/api/account-statement/client-api/v2/account/statements/download';

const statement = (accountId: string, accountName: string, date: string, category = 'Account') => ({
  accountId,
  accountName,
  accountNumber: '••••4821',
  date,
  category,
  description: `Statement ${date.slice(0, 7)}`,
  documents: [{ url: `${downloadPrefix}/${date.slice(0, 7)}.${accountId}`, contentType: 'application/pdf' }],
});
const october = statement('chk', 'Everyday Checking', '2026-10-31');
const september = statement('chk', 'Everyday Checking', '2026-09-30');
const taxForm = { ...statement('', 'Jordan Smith', '2025-12-31', 'Tax Form'), description: 'Form 1099-INT 2025' };

const preference = (accountId: string, name: string, online: boolean) => ({
  accountId,
  accountName: name,
  accountNumber: '••••4821',
  displayName: name,
  accountType: 'Account',
  onlineStatement: online,
  paperStatement: !online,
});

const server = fakePlatform();
beforeAll(stubResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const view = (privileges: Record<string, boolean>) => ({
  permissions: [{ resource: 'AccountStatements', function: 'ManageStatements', permissions: privileges }],
  flags: {},
});
const viewer = view({ view: true });
const manager = view({ view: true, edit: true });

interface Requests {
  lists: URLSearchParams[];
  downloads: string[];
  saved: unknown[];
}

/** The platform as the pages meet it; every list request, download and save is recorded. */
function platform(options: { download?: () => Response; save?: () => Response } = {}): Requests {
  const requests: Requests = { lists: [], downloads: [], saved: [] };
  server.use(
    http.get(statementsUrl, ({ request }) => {
      requests.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json([october, september, taxForm], { headers: { 'X-Total-Count': '3' } });
    }),
    http.get(`${statementsUrl}/categories`, () => HttpResponse.json({ categories: statementsConfig.categories, additions: {} })),
    http.get(`${statementsUrl}/preferences`, () => HttpResponse.json([preference('chk', 'Everyday Checking', true), preference('sav', 'Rainy Day Savings', true)])),
    http.get(`${statementsUrl}/download/:uid`, ({ params }) => {
      requests.downloads.push(String(params.uid));
      return options.download?.() ?? new HttpResponse('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="statement.pdf"' } });
    }),
    http.post(`${statementsUrl}/preferences/bulk-update`, async ({ request }) => {
      requests.saved.push(await request.json());
      return options.save?.() ?? new HttpResponse(null, { status: 204 });
    }),
  );
  return requests;
}

function renderPage(page: 'download' | 'manage', facts = manager, settings: Record<string, unknown> = statementsConfig) {
  const path = page === 'download' ? '/self-service/download-statements' : '/self-service/manage-statements';
  return renderWidget(<Route path={path} element={<WidgetHost widget="account-statements" props={{ page }} />} />, {
    path,
    facts,
    config: widgetConfig({ statements: settings }, { apiRoot }),
  });
}

const lastList = (requests: Requests) => requests.lists.at(-1)!;

describe('account statements', () => {
  it('lists the statements with sortable Book date, category and description, and links to manage statements', async () => {
    const requests = platform();
    const user = userEvent.setup({ delay: null });
    renderPage('download');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Form 1099-INT 2025')).toBeInTheDocument();
    expect(within(table).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      text('statements.download.label', { description: october.description, account: 'Everyday Checking' }),
      text('statements.download.label', { description: september.description, account: 'Everyday Checking' }),
      text('statements.download.label', { description: taxForm.description, account: 'Jordan Smith' }),
    ]);
    expect(screen.getByRole('link', { name: text('statements.manageLink') })).toHaveAttribute('href', '/self-service/manage-statements');
    expect(lastList(requests).get('orderBy')).toBe('date');
    expect(lastList(requests).get('direction')).toBe('DESC');

    await user.click(within(table).getByRole('columnheader', { name: new RegExp(text('statements.column.date')) }));
    await waitFor(() => expect(lastList(requests).get('direction')).toBe('ASC'));
    await user.click(within(table).getByRole('columnheader', { name: new RegExp(text('statements.column.category')) }));
    await waitFor(() => expect(lastList(requests).get('orderBy')).toBe('category'));
    await user.click(within(table).getByRole('columnheader', { name: new RegExp(text('statements.column.description')) }));
    await waitFor(() => expect(lastList(requests).get('orderBy')).toBe('description'));
  });

  it('asks for the chosen account, document type and year', async () => {
    const requests = platform();
    const user = userEvent.setup({ delay: null });
    renderPage('download');
    await screen.findByRole('table');
    await chooseOption(user, screen.getByLabelText(text('statements.filter.account')), /^Rainy Day Savings/);
    await waitFor(() => expect(lastList(requests).getAll('accountIds')).toEqual(['sav']));
    await chooseOption(user, screen.getByLabelText(text('statements.filter.category')), 'Tax Form');
    await waitFor(() => expect(lastList(requests).get('category')).toBe('Tax Form'));
    const year = String(new Date().getFullYear() - 1);
    await chooseOption(user, screen.getByLabelText(text('statements.filter.period')), year);
    await waitFor(() => expect(lastList(requests).get('dateFrom')).toBe(`${year}-01-01`));
    expect(lastList(requests).get('dateTo')).toBe(`${year}-12-31`);
    expect(lastList(requests).getAll('accountIds')).toEqual(['sav']);
  });

  it('downloads the PDF of a row for the member to save, and says so when it fails', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:statement', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let failing = false;
    const requests = platform({
      download: () =>
        failing
          ? HttpResponse.json({ message: 'Not found', key: 'statements.not-found', errors: [] }, { status: 404 })
          : new HttpResponse('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="statement-2026-10.chk.pdf"' } }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage('download', viewer);
    const table = await screen.findByRole('table');
    // Without the edit privilege there is nothing to manage.
    expect(screen.queryByRole('link', { name: text('statements.manageLink') })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: text('statements.download.label', { description: october.description, account: 'Everyday Checking' }) }));
    await waitFor(() => expect(saved).toEqual(['statement-2026-10.chk.pdf']));
    expect(requests.downloads).toEqual(['2026-10.chk']);

    failing = true;
    await user.click(within(table).getByRole('button', { name: text('statements.download.label', { description: september.description, account: 'Everyday Checking' }) }));
    expect(await screen.findByText(text('statements.downloadFailed'))).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    click.mockRestore();
  });

  it('hides the manage link when the credit union does not offer the choice', async () => {
    platform();
    renderPage('download', manager, { ...statementsConfig, manageStatements: false });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: text('statements.manageLink') })).not.toBeInTheDocument();
  });

  it('saves e-statements or paper per account, and keeps the choice on screen when saving fails', async () => {
    let failing = false;
    const requests = platform({ save: () => (failing ? HttpResponse.json({ message: 'Down', key: 'system', errors: [] }, { status: 500 }) : new HttpResponse(null, { status: 204 })) });
    const user = userEvent.setup({ delay: null });
    renderPage('manage');
    expect(await screen.findByRole('link', { name: text('statements.manage.back') })).toHaveAttribute('href', '/self-service/download-statements');
    const savings = await screen.findByRole('radiogroup', { name: /Rainy Day Savings/ });
    const save = screen.getByRole('button', { name: text('statements.manage.save') });
    expect(save).toBeDisabled();

    failing = true;
    await user.click(within(savings).getByRole('radio', { name: text('statements.manage.paper') }));
    await user.click(save);
    expect(await screen.findByText(text('statements.manage.saveFailed'))).toBeInTheDocument();
    expect(within(savings).getByRole('radio', { name: text('statements.manage.paper') })).toBeChecked();

    failing = false;
    await user.click(save);
    expect(await screen.findByText(text('statements.manage.saved'))).toBeInTheDocument();
    expect(requests.saved.at(-1)).toEqual([{ accountId: 'sav', onlineStatement: false, paperStatement: true }]);
  });
});
