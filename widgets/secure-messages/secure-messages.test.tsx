import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import messagesCenter from '../../config/messages-center.json';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, chooseOption, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';

const center = `${apiRoot}/messages-service/client-api/v5/message-center`;
const server = fakePlatform();
beforeAll(stubResizeObserver);

const config = widgetConfig({ 'messages-center': { ...messagesCenter, pageSize: 5 } });

const creditUnion = { id: 'credit-union', name: 'Member Services', deleted: false };
const me = { id: 'u-demo', name: 'Jordan Smith', deleted: false };
const row = (id: string, subject: string, read: boolean, sender = creditUnion) => ({
  id,
  subject,
  sender,
  timestamp: '2026-11-24T15:40:00.000Z',
  read,
  important: false,
  hasAttachments: false,
  hasDraft: false,
  deletable: true,
  'read-only': false,
  topic: { id: 'topic-accounts', name: 'Accounts', deleted: false },
});

interface Recorded {
  method: string;
  path: string;
  query: string;
  body?: unknown;
}

/** The platform with a mailbox of conversations (paged as the platform pages them) and whatever else a test adds. */
function platform(mailboxes: Record<string, ReturnType<typeof row>[]>, recorded: Recorded[] = []) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : ((await request.clone().json()) as unknown);
    recorded.push({ method: request.method, path: url.pathname.replace(new URL(center).pathname, ''), query: url.search, body });
  };
  server.use(
    http.get(`${center}/messages/conversations`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const all = mailboxes[query.get('mailbox') ?? 'inbox'] ?? [];
      const size = Number(query.get('size'));
      const from = Number(query.get('from'));
      return HttpResponse.json(all.slice(from * size, (from + 1) * size), { headers: { 'X-Total-Count': String(all.length) } });
    }),
    http.put(`${center}/messages/conversations/read`, async ({ request }) => {
      await record(request);
      const { conversationIds, read } = (await request.json()) as { conversationIds: string[]; read: boolean };
      for (const rows of Object.values(mailboxes)) for (const item of rows) if (conversationIds.includes(item.id)) item.read = read;
      return HttpResponse.json({ changedItems: conversationIds, failedItems: [] });
    }),
    http.delete(`${center}/messages/conversations`, async ({ request }) => {
      await record(request);
      const ids = new URL(request.url).searchParams.getAll('ids');
      for (const name of Object.keys(mailboxes)) mailboxes[name] = mailboxes[name]!.filter((item) => !ids.includes(item.id));
      return HttpResponse.json({ deletedItems: ids, failedItems: [] });
    }),
    http.get(`${center}/topics`, () =>
      HttpResponse.json([
        { id: 'topic-general', code: 'GENERAL', name: 'General question' },
        { id: 'topic-cards', code: 'CARDS', name: 'Cards' },
      ]),
    ),
    http.post(`${center}/messages`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: 'conv-new' }, { status: 201 });
    }),
  );
  return recorded;
}

function renderMessages(path: string) {
  const page = (props: Record<string, unknown>) => (
    <>
      <h1>{text('route.messages.title')}</h1>
      <WidgetHost widget="secure-messages" props={props} />
    </>
  );
  return renderWidget(
    <>
      {(['inbox', 'outbox', 'drafts'] as const).flatMap((mailbox) => [
        <Route key={`${mailbox}-list`} path={`/more/messages/${mailbox}/list`} element={page({ view: 'list', mailbox })} />,
        <Route key={`${mailbox}-one`} path={`/more/messages/${mailbox}/conversation/:id`} element={page({ view: 'conversation', mailbox })} />,
      ])}
      <Route path="/more/messages/compose" element={page({ view: 'compose' })} />
    </>,
    { path, config, dataRouter: true },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('secure messages', { timeout: 240_000 }, () => {
  it('lists the inbox a page at a time with unread rows bold, and loads more; the sections link to each other', async () => {
    const older = ['Card replaced', 'Address updated', 'Statement ready', 'Fee schedule'].map((subject, index) => row(`c${index + 3}`, subject, true));
    platform({ inbox: [row('c1', 'Past due notice', false), row('c2', 'Travel notice', true), ...older] });
    const user = userEvent.setup({ delay: null });
    renderMessages('/more/messages/inbox/list');
    const unread = await screen.findByRole('link', { name: 'Past due notice' });
    expect(unread.closest('tr')).toHaveClass('pb-message-unread');
    expect(within(unread.closest('td')!).getByText(text('secureMessages.list.unread'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Travel notice' }).closest('tr')).not.toHaveClass('pb-message-unread');
    expect(screen.getByText(text('secureMessages.list.count', { shown: 5, total: 6 }))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fee schedule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('secureMessages.loadMore') }));
    expect(await screen.findByRole('link', { name: 'Fee schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('secureMessages.loadMore') })).not.toBeInTheDocument();

    const sections = screen.getByRole('navigation', { name: text('secureMessages.sections') });
    expect(within(sections).getByRole('link', { name: text('secureMessages.mailbox.inbox') })).toHaveAttribute('aria-current', 'page');
    await user.click(within(sections).getByRole('link', { name: text('secureMessages.mailbox.outbox') }));
    expect(await screen.findByText(text('secureMessages.empty.outbox'))).toBeInTheDocument();
    expect(location()).toBe('/more/messages/outbox/list');
  });

  it('selects rows one by one or all, counts them, clears, marks read or unread and deletes after confirming', async () => {
    const recorded = platform({ inbox: [row('c1', 'Past due notice', false), row('c2', 'Travel notice', true)] });
    const user = userEvent.setup({ delay: null });
    renderMessages('/more/messages/inbox/list');
    await user.click(await screen.findByRole('checkbox', { name: text('secureMessages.list.select', { subject: 'Past due notice' }) }));
    const actions = screen.getByRole('group', { name: text('secureMessages.list.selectionActions') });
    expect(within(actions).getByText(text('secureMessages.list.selected', { count: 1 }))).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: text('secureMessages.list.markRead') }));
    await waitFor(() => expect(recorded).toContainEqual(expect.objectContaining({ method: 'PUT', body: { conversationIds: ['c1'], read: true } })));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Past due notice' }).closest('tr')).not.toHaveClass('pb-message-unread'));
    expect(screen.queryByRole('group', { name: text('secureMessages.list.selectionActions') })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: text('secureMessages.list.selectAll') }));
    expect(screen.getByText(text('secureMessages.list.selected', { count: 2 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('secureMessages.list.markUnread') }));
    await waitFor(() => expect(recorded).toContainEqual(expect.objectContaining({ method: 'PUT', body: { conversationIds: ['c1', 'c2'], read: false } })));

    await user.click(await screen.findByRole('checkbox', { name: text('secureMessages.list.select', { subject: 'Travel notice' }) }));
    await user.click(screen.getByRole('button', { name: text('secureMessages.list.clearSelection') }));
    expect(screen.queryByText(text('secureMessages.list.selected', { count: 1 }))).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: text('secureMessages.list.select', { subject: 'Travel notice' }) }));
    await user.click(screen.getByRole('button', { name: text('secureMessages.list.delete') }));
    const confirm = await screen.findByRole('dialog', { name: text('secureMessages.delete.title') });
    expect(recorded.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: text('secureMessages.delete.confirm') }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Travel notice' })).not.toBeInTheDocument());
    expect(recorded).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/messages/conversations', query: '?ids=c2' }));
  });

  it('offers no read toggle in drafts, deletes drafts by their own path, and opens a draft in the editor to save it again', async () => {
    const recorded = platform({ drafts: [row('d1', 'Credit limit', true, me)] });
    server.use(
      http.get(`${center}/messages/drafts/d1`, () =>
        HttpResponse.json({ id: 'd1', subject: 'Credit limit', body: 'I would like', timestamp: '2026-11-23T05:00:00.000Z', topic: { id: 'topic-cards', name: 'Cards', deleted: false }, attachments: [] }),
      ),
      http.put(`${center}/messages/drafts/d1`, async ({ request }) => {
        recorded.push({ method: 'PUT', path: '/messages/drafts/d1', query: '', body: await request.json() });
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderMessages('/more/messages/drafts/list');
    await user.click(await screen.findByRole('checkbox', { name: text('secureMessages.list.select', { subject: 'Credit limit' }) }));
    expect(screen.queryByRole('button', { name: text('secureMessages.list.markRead') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text('secureMessages.list.markUnread') })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Credit limit' }));
    expect(await screen.findByRole('heading', { name: text('secureMessages.compose.draftTitle') })).toBeInTheDocument();
    const body = await screen.findByLabelText(text('secureMessages.compose.body'));
    expect(body).toHaveValue('I would like');
    await user.type(body, ' a higher limit.');
    await user.click(screen.getByRole('button', { name: text('secureMessages.compose.saveDraft') }));
    expect(await screen.findByText(text('secureMessages.compose.saved'))).toBeInTheDocument();
    expect(location()).toBe('/more/messages/drafts/list');
    expect(recorded.find((call) => call.method === 'PUT')?.body).toEqual({ subject: 'Credit limit', body: 'I would like a higher limit.', attachmentIds: [], topicId: 'topic-cards' });
  });

  it('checks a new message before sending it, shows the attachment limits, and sends it to the outbox', async () => {
    const recorded = platform({ outbox: [] });
    const user = userEvent.setup({ delay: null });
    renderMessages('/more/messages/compose');
    expect(await screen.findByText(text('secureMessages.attach.limits', { count: 5, size: '5 MB', types: 'PDF, PNG, JPEG, GIF' }))).toBeInTheDocument();
    expect(screen.getByLabelText(text('secureMessages.compose.subject'))).toHaveAttribute('maxlength', String(messagesCenter.subjectMaxLength));
    expect(screen.getByLabelText(text('secureMessages.compose.body'))).toHaveAttribute('maxlength', String(messagesCenter.messageMaxLength));

    await user.click(screen.getByRole('button', { name: text('secureMessages.compose.send') }));
    expect(await screen.findByText(text('secureMessages.compose.topicRequired'), { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(screen.getByText(text('secureMessages.compose.subjectRequired'))).toBeInTheDocument();
    expect(screen.getByText(text('secureMessages.compose.bodyRequired'))).toBeInTheDocument();
    expect(recorded).toEqual([]);

    await chooseOption(user, screen.getByLabelText(text('secureMessages.compose.topic')), 'Cards');
    await user.type(screen.getByLabelText(text('secureMessages.compose.subject')), 'Lost card');
    await user.type(screen.getByLabelText(text('secureMessages.compose.body')), 'I lost my Visa card.');
    await user.click(screen.getByRole('button', { name: text('secureMessages.compose.send') }));
    expect(await screen.findByText(text('secureMessages.compose.sent'))).toBeInTheDocument();
    expect(location()).toBe('/more/messages/outbox/list');
    expect(recorded).toEqual([{ method: 'POST', path: '/messages', query: '', body: { subject: 'Lost card', body: 'I lost my Visa card.', topicId: 'topic-cards' } }]);
  });

  it('asks before discarding what was written, and names a refused attachment', async () => {
    platform({ inbox: [] });
    server.use(
      http.post(`${center}/attachments`, () =>
        HttpResponse.json(
          { message: 'This kind of file cannot be attached.', key: 'messages.attachment.type-not-allowed', errors: [] },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderMessages('/more/messages/compose');
    await user.upload(await screen.findByLabelText(text('secureMessages.attach.button')), new File(['MZ'], 'statement.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(text('secureMessages.attach.typeNotAllowed', { filename: 'statement.pdf', types: 'PDF, PNG, JPEG, GIF' }))).toBeInTheDocument();

    await user.type(screen.getByLabelText(text('secureMessages.compose.body')), 'Half a thought');
    await user.click(screen.getByRole('button', { name: text('secureMessages.compose.cancel') }));
    const discard = await screen.findByRole('dialog', { name: text('secureMessages.discard.title') });
    await user.click(within(discard).getByRole('button', { name: text('secureMessages.discard.keep') }));
    expect(location()).toBe('/more/messages/compose');
    expect(screen.getByLabelText(text('secureMessages.compose.body'))).toHaveValue('Half a thought');
    await user.click(screen.getByRole('button', { name: text('secureMessages.compose.cancel') }));
    await user.click(within(await screen.findByRole('dialog', { name: text('secureMessages.discard.title') })).getByRole('button', { name: text('secureMessages.discard.confirm') }));
    await waitFor(() => expect(location()).toBe('/more/messages/inbox/list'));
  });

  it('shows a conversation with its files and sends a reply', async () => {
    const recorded = platform({ inbox: [] });
    const messages = [
      { id: 'm1', body: 'When will my deposit be available?', createdAt: '2026-11-24T02:05:00.000Z', isMyMessage: true, sender: { id: 'u-demo', name: 'Jordan Smith' }, attachments: [] },
      {
        id: 'm2',
        body: 'Tomorrow morning.',
        createdAt: '2026-11-24T15:40:00.000Z',
        isMyMessage: false,
        sender: { id: 'credit-union', name: 'Member Services' },
        attachments: [{ id: 'att-1', filename: 'hold-policy.pdf', size: 48213, createdAt: '2026-11-24T15:40:00.000Z' }],
      },
    ];
    server.use(
      http.get(`${center}/messages/c1/conversation`, () =>
        HttpResponse.json({
          subject: 'Pending deposit',
          rootMessageId: 'm1',
          messages,
          attachments: messages.flatMap((message) => message.attachments),
          read: true,
          important: false,
          deletable: true,
          'read-only': false,
        }),
      ),
      http.post(`${center}/messages/c1/reply`, async ({ request }) => {
        const body = (await request.json()) as { body: string };
        recorded.push({ method: 'POST', path: '/messages/c1/reply', query: '', body });
        messages.push({ id: 'm3', body: body.body, createdAt: '2026-11-24T16:00:00.000Z', isMyMessage: true, sender: { id: 'u-demo', name: 'Jordan Smith' }, attachments: [] });
        return HttpResponse.json({ id: 'm3' }, { status: 201 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderMessages('/more/messages/inbox/conversation/c1');
    expect(await screen.findByRole('heading', { name: 'Pending deposit' })).toBeInTheDocument();
    expect(screen.getByText('Tomorrow morning.')).toBeInTheDocument();
    expect(screen.getByText('Member Services')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('secureMessages.conversation.download', { filename: 'hold-policy.pdf' }) })).toBeInTheDocument();

    const reply = screen.getByLabelText(text('secureMessages.reply.label'));
    expect(reply).toHaveAttribute('maxlength', String(messagesCenter.replyMaxLength));
    await user.click(screen.getByRole('button', { name: text('secureMessages.reply.send') }));
    expect(await screen.findByText(text('secureMessages.reply.required'))).toBeInTheDocument();
    await user.type(reply, 'Thank you!');
    await user.click(screen.getByRole('button', { name: text('secureMessages.reply.send') }));
    expect(await screen.findByText(text('secureMessages.reply.sent'))).toBeInTheDocument();
    expect(await screen.findByText('Thank you!', { selector: '.pb-message-body' })).toBeInTheDocument();
    expect(recorded).toEqual([{ method: 'POST', path: '/messages/c1/reply', query: '', body: { body: 'Thank you!' } }]);
    expect(reply).toHaveValue('');
  });
});
