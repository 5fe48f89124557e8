import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { canStartDispute } from './dispute-section.js';
import { exportProblem } from './export-menu.js';
import { PlatformError } from '../../src/platform/index.js';
import {
  base,
  categoriesHandler,
  detailPath,
  listHandler,
  listPath,
  makeTransactions,
  renderList,
  text,
  type ApiTransaction,
} from './test-bank.js';
import { fakePlatform, stubResizeObserver } from '../../tests/widget-test-kit.js';

// antd in jsdom on a small machine: a multi-step test takes several seconds.
vi.setConfig({ testTimeout: 60_000 });

// antd's Select measures its options with ResizeObserver.
stubResizeObserver();

const server = fakePlatform();

const options = (fields: Record<string, unknown> = {}) => ({
  eligible: true,
  eligibilityDays: 60,
  requestTypes: ['INQUIRY', 'DISPUTE'],
  topics: { INQUIRY: 'GENERAL', DISPUTE: 'DISPUTES' },
  messageMaxLength: 2000,
  ...fields,
});

function bank(rows: ApiTransaction[], dispute: (id: string) => Record<string, unknown> | undefined = () => options()) {
  server.use(
    listHandler(rows),
    categoriesHandler(),
    http.get(`${base}/:id/dispute-options`, ({ params }) => {
      const answer = dispute(String(params.id));
      return answer ? HttpResponse.json(answer) : HttpResponse.json({ message: 'down', errors: [] }, { status: 503 });
    }),
    http.get(`${base}/:id`, ({ params }) => {
      const row = rows.find((candidate) => candidate.id === params.id);
      return row ? HttpResponse.json(row) : HttpResponse.json({ message: 'no', key: 'transaction.not-found', errors: [] }, { status: 404 });
    }),
  );
}

/** Closes the dialog and waits until it has left the page (antd animates it out). */
async function closeDialog() {
  await userEvent.click(screen.getByRole('button', { name: text('transactions.detail.close') }));
  await waitFor(() => expect(screen.queryByTestId('transaction-dialog')).not.toBeInTheDocument());
}

async function openFirst() {
  const row = await screen.findAllByTestId('transaction-row');
  await userEvent.click(row[0]!);
  return screen.findByTestId('transaction-dialog');
}

describe('transaction dialog', () => {
  it('opens at the spec’s address transactions/{id}/detail/{tid} and closes back to the list at the same scroll position', async () => {
    bank(makeTransactions(40));
    renderList({ transactions: { pagination: { mode: 'infinite', pageSize: 40, maxPages: 5 } } });
    const viewport = await screen.findByTestId('transactions-viewport');
    await act(async () => {
      viewport.scrollTop = 680;
      viewport.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const row = await screen.findByText('Coffee shop 11');
    await userEvent.click(row);
    const dialog = await screen.findByTestId('transaction-dialog');
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${detailPath('txn-00011')}$`));
    expect(dialog).toHaveTextContent('-$11.25');
    expect(dialog).toHaveTextContent('November 10, 2026');
    expect(dialog).toHaveTextContent('$1,010.00');

    await userEvent.click(screen.getByRole('button', { name: text('transactions.detail.close') }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`${listPath}$`)));
    await waitFor(() => expect(screen.getByTestId('transactions-viewport').scrollTop).toBe(680));
  });

  it('loads the transaction itself on a deep link', async () => {
    const rows = makeTransactions(3);
    bank(rows);
    renderList({ path: detailPath('txn-00003'), transactions: { pagination: { mode: 'paged', pageSize: 2, maxPages: 3 } } });
    await screen.findByTestId('transaction-dialog');
    expect(screen.getByRole('dialog', { name: 'Payroll deposit 3' })).toHaveTextContent('$3.25');
  });

  it('notes: add, edit, and delete only after confirming', async () => {
    const rows = makeTransactions(3);
    const calls: { method: string; body?: unknown }[] = [];
    bank(rows);
    server.use(
      http.put(`${base}/txn-00001/notes`, async ({ request }) => {
        const body = (await request.json()) as { notes: string };
        calls.push({ method: 'PUT', body });
        return HttpResponse.json({ notes: body.notes.trim() });
      }),
      http.delete(`${base}/txn-00001/notes`, () => {
        calls.push({ method: 'DELETE' });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderList();
    const dialog = await openFirst();
    expect(within(dialog).getByText(text('transactions.notes.none'))).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.notes.add') }));
    fireEvent.change(within(dialog).getByLabelText(text('transactions.notes.label')), { target: { value: 'Team lunch ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.notes.save') }));
    expect(await within(dialog).findByTestId('transaction-note')).toHaveTextContent('Team lunch');
    expect(calls).toEqual([{ method: 'PUT', body: { notes: 'Team lunch ' } }]);
    // The row behind the dialog shows the note marker too.
    expect(screen.getAllByTestId('transaction-row')[0]).toHaveTextContent(text('transactions.row.hasNote'));

    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.notes.edit') }));
    expect(within(dialog).getByLabelText(text('transactions.notes.label'))).toHaveValue('Team lunch');
    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.notes.cancel') }));

    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.notes.delete') }));
    const confirm = within(dialog).getByRole('alertdialog', { name: text('transactions.notes.deleteTitle') });
    expect(confirm).toHaveTextContent(text('transactions.notes.deleteBody'));
    await userEvent.click(within(confirm).getByRole('button', { name: text('transactions.notes.cancel') }));
    expect(calls).toHaveLength(1);
    expect(within(dialog).getByTestId('transaction-note')).toHaveTextContent('Team lunch');

    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.notes.delete') }));
    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.notes.deleteConfirm') }));
    expect(await within(dialog).findByText(text('transactions.notes.none'))).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'DELETE' });
  });

  it('category: changes it and shows a dismissible success alert; a failure shows a dismissible error', async () => {
    const rows = makeTransactions(3);
    const patches: unknown[] = [];
    let fail = false;
    bank(rows);
    server.use(
      http.patch(base, async ({ request }) => {
        patches.push(await request.json());
        return fail ? HttpResponse.json({ message: 'no', errors: [] }, { status: 500 }) : new HttpResponse(null, { status: 204 });
      }),
    );
    renderList();
    const dialog = await openFirst();
    await userEvent.click(within(dialog).getByRole('combobox', { name: text('transactions.category.label') }));
    await userEvent.click(await screen.findByTitle('Groceries'));
    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.category.change') }));
    const success = await within(dialog).findByText(text('transactions.category.changed', { category: 'Groceries' }));
    expect(patches).toEqual([[{ id: 'txn-00001', arrangementId: 'arr-checking', category: 'Groceries' }]]);
    expect(screen.getAllByTestId('transaction-row')[0]).toHaveTextContent('Groceries');
    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.alert.dismiss') }));
    await waitFor(() => expect(success).not.toBeInTheDocument());

    fail = true;
    await userEvent.click(within(dialog).getByRole('combobox', { name: text('transactions.category.label') }));
    await userEvent.click(await screen.findByTitle('Payroll'));
    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.category.change') }));
    expect(await within(dialog).findByText(text('transactions.category.changeFailed'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: text('transactions.alert.dismiss') })).toBeInTheDocument();
  });

  it('dispute: enabled only once the option has loaded and the status is UNDISPUTED, REJECTED or empty', async () => {
    const rows = makeTransactions(4);
    rows[1] = { ...rows[1]!, disputeStatus: 'PENDING' };
    rows[2] = { ...rows[2]!, disputeStatus: 'REJECTED' };
    rows[3] = { ...rows[3]!, disputeStatus: undefined };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    bank(rows);
    server.use(
      http.get(`${base}/txn-00001/dispute-options`, async () => {
        await gate;
        return HttpResponse.json(options());
      }),
    );
    renderList();
    let dialog = await openFirst();
    const start = () => within(dialog).getByRole('button', { name: new RegExp(text('transactions.dispute.start')) });
    expect(start()).toBeDisabled();
    release();
    await waitFor(() => expect(start()).toBeEnabled());
    await closeDialog();

    for (const [index, enabled] of [
      [1, false],
      [2, true],
      [3, true],
    ] as const) {
      await userEvent.click((await screen.findAllByTestId('transaction-row'))[index]!);
      dialog = await screen.findByTestId('transaction-dialog');
      if (enabled) await waitFor(() => expect(start()).toBeEnabled());
      else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(start()).toBeDisabled();
        expect(dialog).toHaveTextContent(text('transactions.dispute.status', { status: text('transactions.dispute.statusName.pending') }));
      }
      await closeDialog();
    }

    expect(canStartDispute(undefined, 'UNDISPUTED')).toBe(false);
    expect(canStartDispute({ eligible: true, requestTypes: ['INQUIRY'] }, '')).toBe(true);
    expect(canStartDispute({ eligible: false, reason: 'PENDING', requestTypes: [] }, 'UNDISPUTED')).toBe(false);
    expect(canStartDispute({ eligible: true, requestTypes: ['INQUIRY', 'DISPUTE'] }, 'INQUIRY_PENDING')).toBe(false);
  });

  it('dispute: files the request with its type and message, then shows the review banner', async () => {
    const rows = makeTransactions(2);
    const filed: unknown[] = [];
    bank(rows);
    server.use(
      http.post(`${base}/txn-00001/disputes`, async ({ request }) => {
        filed.push(await request.json());
        await delay(50);
        return HttpResponse.json({ id: 'd-1', conversationId: 'c-1', requestType: 'DISPUTE', topicCode: 'DISPUTES', disputeStatus: 'PENDING' }, { status: 201 });
      }),
    );
    renderList();
    const dialog = await openFirst();
    // While the dispute option loads the button shows a spinner (its name gains "loading").
    const start = () => within(dialog).getByRole('button', { name: new RegExp(text('transactions.dispute.start')) });
    await waitFor(() => expect(start()).toBeEnabled());
    await userEvent.click(start());
    expect(within(dialog).getByRole('radio', { name: text('transactions.dispute.type.dispute') })).toBeChecked();
    // fireEvent, not userEvent.type: each keystroke re-renders antd's counted text area, slow in jsdom.
    fireEvent.change(within(dialog).getByLabelText(text('transactions.dispute.messageLabel')), {
      target: { value: 'I never made this purchase.' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.dispute.submit') }));
    expect(await within(dialog).findByText(text('transactions.dispute.doneTitle'))).toBeInTheDocument();
    const messages = within(dialog).getByRole('link', { name: text('transactions.dispute.messagesLink') });
    // The conversation the request started, where the answer will be.
    expect(messages).toHaveAttribute('href', '/more/messages/outbox/conversation/c-1');
    expect(messages.parentElement).toHaveTextContent(text('transactions.dispute.doneBody'));
    expect(filed).toEqual([{ requestType: 'DISPUTE', message: 'I never made this purchase.' }]);
  });

  it('dispute: a transaction that may not be disputed offers the inquiry, with the reason', async () => {
    bank(makeTransactions(2), () => options({ requestTypes: ['INQUIRY'], reason: 'TOO_OLD' }));
    renderList();
    const dialog = await openFirst();
    // While the dispute option loads the button shows a spinner (its name gains "loading").
    const start = () => within(dialog).getByRole('button', { name: new RegExp(text('transactions.dispute.start')) });
    await waitFor(() => expect(start()).toBeEnabled());
    await userEvent.click(start());
    expect(within(dialog).queryByRole('radio', { name: text('transactions.dispute.type.dispute') })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: text('transactions.dispute.type.inquiry') })).toBeChecked();
    expect(dialog).toHaveTextContent(text('transactions.dispute.reason.tooOld', { days: 60 }));
  });

  it('check images: front and back, and each of the three unavailability texts', async () => {
    const rows = makeTransactions(4).map((row, index) => ({
      ...row,
      typeGroup: 'Check',
      type: 'Check Paid',
      checkSerialNumber: String(1040 + index),
      checkImageAvailability: 'AVAILABLE',
    }));
    const unavailable = { 'txn-00002': [503, 'check-images.maintenance'], 'txn-00003': [404, 'check-images.too-old'], 'txn-00004': [404, 'check-images.too-recent'] } as const;
    bank(rows);
    server.use(
      http.get(`${base}/:id/check-images`, ({ params }) => {
        const problem = unavailable[params.id as keyof typeof unavailable];
        if (problem) return HttpResponse.json({ message: 'unavailable', key: problem[1], errors: [{ message: 'unavailable', key: problem[1] }] }, { status: problem[0] });
        return HttpResponse.json({
          images: [
            { side: 'FRONT', mimeType: 'image/svg+xml', content: btoa('<svg/>') },
            { side: 'BACK', mimeType: 'image/svg+xml', content: btoa('<svg/>') },
          ],
        });
      }),
    );
    renderList();
    const expectations = [
      undefined,
      'transactions.checkImages.maintenance',
      'transactions.checkImages.tooOld',
      'transactions.checkImages.tooRecent',
    ];
    for (const [index, key] of expectations.entries()) {
      await userEvent.click((await screen.findAllByTestId('transaction-row'))[index]!);
      const dialog = await screen.findByTestId('transaction-dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: text('transactions.checkImages.show') }));
      if (key) expect(await within(dialog).findByText(text(key))).toBeInTheDocument();
      else {
        expect(await within(dialog).findByRole('img', { name: text('transactions.checkImages.front', { number: 1040 }) })).toHaveAttribute(
          'src',
          `data:image/svg+xml;base64,${btoa('<svg/>')}`,
        );
        expect(within(dialog).getByRole('img', { name: text('transactions.checkImages.back', { number: 1040 }) })).toBeInTheDocument();
      }
      await closeDialog();
    }
  });

  it('location: without a Maps key, a clear notice with the address and coordinates; no check section for a card purchase', async () => {
    const rows = makeTransactions(1).map((row) => ({
      ...row,
      merchant: { name: 'Blue Bird Coffee' },
      location: { latitude: 39.7392, longitude: -104.9903, address: '1600 Champa St', city: 'Denver' },
    }));
    bank(rows);
    renderList();
    const dialog = await openFirst();
    expect(within(dialog).getByText(text('transactions.location.noMap'))).toBeInTheDocument();
    expect(within(dialog).getByTestId('transaction-location')).toHaveTextContent('1600 Champa St, Denver');
    expect(within(dialog).getByTestId('transaction-location')).toHaveTextContent('39.73920, -104.99030');
    expect(within(dialog).queryByText(text('transactions.checkImages.heading'))).not.toBeInTheDocument();
  });

  it('hides editing when the configured edit entitlement does not hold', async () => {
    bank(makeTransactions(1));
    renderList({ props: { editEntitlement: 'canViewMyAccounts' } });
    const dialog = await openFirst();
    expect(within(dialog).queryByRole('button', { name: text('transactions.notes.add') })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: text('transactions.category.change') })).not.toBeInTheDocument();
  });
});

describe('export', () => {
  it('downloads through the export path with the list filters, and shows each failure reason', async () => {
    const seen: URLSearchParams[] = [];
    let answer: () => Response = () =>
      new HttpResponse('Date,Description\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="transactions-arr-checking-2026-11-20.csv"' },
      });
    bank(makeTransactions(2));
    server.use(
      http.get(`${base}/export`, ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return answer();
      }),
    );
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderList({ path: `${listPath}?q=coffee` });
    await screen.findAllByTestId('transaction-row');

    const exportAs = async (label: string) => {
      await userEvent.click(screen.getByRole('button', { name: new RegExp(text('transactions.export.action')) }));
      await userEvent.click(await screen.findByText(label));
    };
    await exportAs(text('transactions.export.format.csv'));
    await waitFor(() => expect(saved).toEqual(['transactions-arr-checking-2026-11-20.csv']));
    expect(seen[0]?.get('exportType')).toBe('CSV');
    expect(seen[0]?.get('arrangementId')).toBe('arr-checking');
    expect(seen[0]?.get('query')).toBe('coffee');

    answer = () =>
      HttpResponse.json(
        { message: 'Maximum export threshold exceeded', key: 'TOO_MANY_ITEMS', errors: [{ message: 'too many', key: 'TOO_MANY_ITEMS' }] },
        { status: 400 },
      );
    await exportAs(text('transactions.export.format.ofx'));
    expect(await screen.findByText(text('transactions.export.reason.tooManyItems'))).toBeInTheDocument();
    expect(screen.getByText(text('transactions.export.failed'))).toBeInTheDocument();
    expect(seen.at(-1)?.get('exportType')).toBe('OFX');
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('maps every reason to its text, a missing answer to the generic banner', () => {
    const t = (key: string) => text(key);
    const failed = (key: string) => new PlatformError({ status: 400, method: 'GET', path: '/export', key, errors: [{ message: '', key }] });
    expect(exportProblem(failed('MULTIPLE_PRODUCTS'), t).description).toBe(text('transactions.export.reason.multipleProducts'));
    expect(exportProblem(failed('MIXED_PRODUCT_KINDS'), t).description).toBe(text('transactions.export.reason.mixedProductKinds'));
    expect(exportProblem(failed('UNSUPPORTED_PRODUCT_KIND'), t).description).toBe(text('transactions.export.reason.unsupportedProductKind'));
    expect(exportProblem(failed('EXTERNAL_ACCOUNT_NOT_SUPPORTED'), t).description).toBe(
      text('transactions.export.reason.externalAccountNotSupported'),
    );
    expect(exportProblem(failed('SOMETHING_ELSE'), t)).toEqual({ title: text('transactions.export.failed'), description: text('transactions.export.tryLater') });
    expect(exportProblem(new PlatformError({ status: 0, method: 'GET', path: '/export' }), t).title).toBe(text('transactions.export.oops'));
  });
});
