import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdAnswersToContract } from '../../tests/contract-answer-watch.js';
import { stubResizeObserver } from '../../tests/stub-resize-observer.js';
import type { EntitlementFacts } from '../runtime/index.js';
import { ChatWindow } from './chat-window.js';
import { apiRoot, renderShell, shellConfig, text } from './shell-test-kit.js';
import { nextPollMs } from './use-support-chat.js';

const rtcUrl = `${apiRoot}/rtc/client-api/v1`;
const conversationId = 'chat-demo';
const chatSettings = { messageMaxLength: 200, poll: { openSeconds: 0.1, closedSeconds: 30, maxSeconds: 60 } };

const server = setupServer();
holdAnswersToContract(server, apiRoot);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  stubResizeObserver();
});
afterEach(() => {
  // The window polls until it unmounts: unmount before the fake platform goes.
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

interface StoredMessage {
  id: string;
  cursor: string;
  text: string;
  author: 'member' | 'agent';
  authorName: string;
  isMine: boolean;
  sentAt: string;
  read: boolean;
}

/** The rtc service over `state.messages`; `failing` answers those calls with a 500. Ending a conversation starts a new one on the next opening. */
function platform(state: { messages: StoredMessage[]; failing?: ReadonlySet<'messages' | 'send'>; conversation?: number; closed?: boolean }) {
  const failed = () => HttpResponse.json({ message: 'Unavailable', key: 'server.error', errors: [] }, { status: 500 });
  const unread = () => state.messages.filter((message) => !message.isMine && !message.read).length;
  const current = () => `${conversationId}-${state.conversation ?? 1}`;
  const closing = () =>
    state.closed ? { status: 'CLOSED' as const, closed: { closedAt: '2026-11-24T16:10:00.000Z', closedBy: 'member' as const, closedByMe: true } } : { status: 'OPEN' as const };
  server.use(
    http.get(`${rtcUrl}/unread-count`, () => HttpResponse.json({ unreadCount: unread() })),
    http.post(`${rtcUrl}/conversations/current`, () => {
      if (state.closed) Object.assign(state, { closed: false, messages: [], conversation: (state.conversation ?? 1) + 1 });
      return HttpResponse.json({ id: current(), startedAt: '2026-11-24T16:00:00.000Z', status: 'OPEN', unreadCount: unread() });
    }),
    http.get(`${rtcUrl}/conversations/:id/messages`, ({ request }) => {
      if (state.failing?.has('messages')) return failed();
      const after = Number(new URL(request.url).searchParams.get('after') ?? '0');
      const messages = state.messages.filter((message) => Number(message.cursor) > after);
      return HttpResponse.json({ messages, cursor: messages.at(-1)?.cursor ?? String(after), ...closing(), unreadCount: unread() });
    }),
    http.post(`${rtcUrl}/conversations/:id/messages`, async ({ request, params }) => {
      if (state.failing?.has('send')) return failed();
      if (state.closed || params.id !== current()) return HttpResponse.json({ message: 'Ended', key: 'chat.conversation.closed', errors: [] }, { status: 409 });
      const { text: body } = (await request.json()) as { text: string };
      const message = written('member', body, 100 * (state.conversation ?? 1) + state.messages.length + 1);
      state.messages.push(message);
      return HttpResponse.json(message, { status: 201 });
    }),
    http.put(`${rtcUrl}/conversations/:id/read`, async ({ request }) => {
      const { upTo } = (await request.json()) as { upTo: string };
      state.messages = state.messages.map((message) => (Number(message.cursor) <= Number(upTo) && !message.isMine ? { ...message, read: true } : message));
      return HttpResponse.json({ unreadCount: unread() });
    }),
    http.post(`${rtcUrl}/conversations/:id/close`, () => {
      state.closed = true;
      return HttpResponse.json({ id: current(), startedAt: '2026-11-24T16:00:00.000Z', ...closing(), unreadCount: 0 });
    }),
  );
}

function written(author: 'member' | 'agent', body: string, cursor: number): StoredMessage {
  return {
    id: `msg-${cursor}`,
    cursor: String(cursor),
    text: body,
    author,
    authorName: author === 'agent' ? 'Dana Rivera' : 'Jordan Smith',
    isMine: author === 'member',
    sentAt: '2026-11-24T16:05:00.000Z',
    read: false,
  };
}

const facts: EntitlementFacts = { permissions: [{ resource: 'RealTimeCommunications', function: 'RTCSupportRequest', permissions: { execute: true } }], flags: {} };
const renderChat = (withFacts: EntitlementFacts = facts) => renderShell({ config: { ...shellConfig(), chat: chatSettings }, facts: withFacts, children: <ChatWindow /> });
const chatButton = (unread = 0) =>
  screen.findByRole('button', { name: unread > 0 ? text('shell.chat.buttonUnread', { count: String(unread) }) : text('shell.chat.button') });
const log = () => screen.getByRole('log', { name: text('shell.chat.log') });

describe('the chat window', () => {
  it('is not there for a member without RTC Support Request execute', async () => {
    platform({ messages: [] });
    renderChat({ permissions: [], flags: {} });
    await screen.findByTestId('location');
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });

  it('opens, sends the member’s message into the log, and closes back to the button, remembering for the tab whether it was open', async () => {
    platform({ messages: [] });
    const user = userEvent.setup();
    renderChat();
    await user.click(await chatButton());
    const panel = await screen.findByRole('dialog', { name: text('shell.chat.title') });
    expect(within(panel).getByText(text('shell.chat.empty'))).toBeInTheDocument();
    expect(sessionStorage.getItem('passbook.chat.open')).toBe('true');
    await user.type(within(panel).getByRole('textbox', { name: text('shell.chat.composer') }), 'Is my card locked?{Enter}');
    expect(await within(log()).findByText('Is my card locked?')).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: text('shell.chat.composer') })).toHaveValue('');
    expect(within(log()).getAllByTestId('chat-message')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: text('shell.chat.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await chatButton()).toHaveFocus();
    expect(sessionStorage.getItem('passbook.chat.open')).toBe('false');
  });

  it('a reply arriving while closed raises the count on the next look; opening shows it in the log and reads it', async () => {
    const state = { messages: [written('member', 'Is my card locked?', 1)] };
    platform(state);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderChat();
    await chatButton();
    state.messages.push(written('agent', 'It is active again; please try once more.', 2));
    await act(async () => {
      vi.advanceTimersByTime(chatSettings.poll.closedSeconds * 1000);
    });
    expect(await screen.findByTestId('chat-badge')).toHaveTextContent('1');

    await user.click(await chatButton(1));
    expect(await within(log()).findByText('It is active again; please try once more.')).toBeInTheDocument();
    expect(within(log()).getAllByTestId('chat-message')[1]).toHaveTextContent(text('shell.chat.sentAt', { name: 'Dana Rivera', time: '9:05 AM' }));
    await waitFor(() => expect(screen.queryByTestId('chat-badge')).toBeNull());
    expect(state.messages.every((message) => message.isMine || message.read)).toBe(true);
  });

  it('says when replies cannot be fetched and when a message was not sent, keeping its text', async () => {
    platform({ messages: [], failing: new Set(['messages', 'send'] as const) });
    const user = userEvent.setup();
    renderChat();
    await user.click(await chatButton());
    const panel = await screen.findByRole('dialog', { name: text('shell.chat.title') });
    expect(await within(panel).findByText(text('shell.chat.loadFailed'))).toBeInTheDocument();
    const composer = within(panel).getByRole('textbox', { name: text('shell.chat.composer') });
    await user.type(composer, 'Hello?');
    await user.click(within(panel).getByRole('button', { name: text('shell.chat.send') }));
    expect(await within(panel).findByText(text('shell.chat.sendFailed'))).toBeInTheDocument();
    expect(composer).toHaveValue('Hello?');
  });

  it('ends the chat after a confirmation, keeps the transcript until the window closes, and the next message starts a new chat', async () => {
    const state = { messages: [written('member', 'Is my card locked?', 1), written('agent', 'It is active again.', 2)] };
    platform(state);
    const user = userEvent.setup({ delay: null });
    renderChat();
    await user.click(await chatButton());
    const panel = await screen.findByRole('dialog', { name: text('shell.chat.title') });
    expect(await within(log()).findByText('It is active again.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: text('shell.chat.end') }));
    expect(await screen.findByText(text('shell.chat.endBody'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('shell.chat.endConfirm') }));
    expect(await within(log()).findByText(text('shell.chat.endedByYou'))).toBeInTheDocument();
    expect(within(log()).getAllByTestId('chat-message')).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: text('shell.chat.end') })).toBeNull();

    await user.type(within(panel).getByRole('textbox', { name: text('shell.chat.composer') }), 'One more question{Enter}');
    expect(await within(log()).findByText('One more question')).toBeInTheDocument();
    expect(state).toMatchObject({ conversation: 2, messages: [{ text: 'One more question' }] });
    expect(within(log()).getByText('It is active again.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: text('shell.chat.end') }));
    await user.click(await screen.findByRole('button', { name: text('shell.chat.endConfirm') }));
    await waitFor(() => expect(within(log()).getAllByText(text('shell.chat.endedByYou'))).toHaveLength(2));
    await user.click(within(panel).getByRole('button', { name: text('shell.chat.close') }));
    await user.click(await chatButton());
    expect(await screen.findByText(text('shell.chat.empty'))).toBeInTheDocument();
    expect(screen.queryByText('One more question')).toBeNull();
  });

  it('waits twice as long after each failure in a row, up to the configured ceiling', () => {
    expect([0, 1, 2, 3, 10].map((failures) => nextPollMs(5, failures, 30))).toEqual([5_000, 10_000, 20_000, 30_000, 30_000]);
  });
});
