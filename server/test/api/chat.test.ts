import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, expectUnauthorized, revokePrivilege } from './client-api-checks.js';

const path = '/rtc/client-api/v1';
const api = `/api${path}`;

type Call = (request: InjectOptions) => Promise<LightMyRequestResponse>;
interface Message {
  id: string;
  cursor: string;
  text: string;
  author: string;
  authorName: string;
  isMine: boolean;
  read: boolean;
}
interface Closing {
  closedBy: string;
  closedByMe: boolean;
}
interface Page {
  messages: Message[];
  cursor: string;
  status: string;
  closed?: Closing;
  unreadCount: number;
}

let t: TestApp;
let demo: Call;
let agentForDemo: Call;
beforeAll(async () => {
  t = await createTestApp();
  demo = t.as('u-demo');
  // As the sign-in provider issues it when the agent acts for demo: the member's subject, the agent in act.
  agentForDemo = t.as('u-demo', { agentId: 'u-agent' });
});
afterAll(async () => {
  await t.close();
});

async function open(call: Call): Promise<string> {
  const response = await call({ method: 'POST', url: `${api}/conversations/current` });
  expect(response.statusCode, response.body).toBe(200);
  return (expectConformsToContract('POST', `${path}/conversations/current`, response) as { id: string }).id;
}

async function since(call: Call, conversationId: string, after?: string): Promise<Page> {
  const response = await call({ method: 'GET', url: `${api}/conversations/${conversationId}/messages${after ? `?after=${after}` : ''}` });
  expect(response.statusCode, response.body).toBe(200);
  return expectConformsToContract('GET', `${path}/conversations/{conversationId}/messages`, response) as Page;
}

const unread = async (call: Call): Promise<number> =>
  (expectConformsToContract('GET', `${path}/unread-count`, await call({ method: 'GET', url: `${api}/unread-count` })) as { unreadCount: number }).unreadCount;

describe('rtc support chat', () => {
  it('the member writes, the agent acting for them answers in the same conversation, and the member’s poll from its cursor brings the answer, unread until marked read', async () => {
    expect(await unread(demo)).toBe(0);
    const conversationId = await open(demo);
    expect(await open(demo)).toBe(conversationId);

    const sent = await demo({ method: 'POST', url: `${api}/conversations/${conversationId}/messages`, payload: { text: '  My card was declined this morning.  ' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const question = expectConformsToContract('POST', `${path}/conversations/{conversationId}/messages`, sent) as Message;
    expect(question).toMatchObject({ text: 'My card was declined this morning.', author: 'member', authorName: 'Jordan Smith', isMine: true, read: false });
    const seen = await since(demo, conversationId);
    expect(seen.messages.map((message) => message.text)).toEqual(['My card was declined this morning.']);
    expect(seen.cursor).toBe(question.cursor);

    // The agent reaches the same conversation: the member's message is theirs to read, not their own.
    expect(await open(agentForDemo)).toBe(conversationId);
    expect(await unread(agentForDemo)).toBe(1);
    const answered = await agentForDemo({ method: 'POST', url: `${api}/conversations/${conversationId}/messages`, payload: { text: 'I lifted the hold; please try again.' } });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ author: 'agent', authorName: 'Dana Rivera', isMine: true });

    const polled = await since(demo, conversationId, seen.cursor);
    expect(polled.messages.map((message) => [message.author, message.text, message.isMine])).toEqual([['agent', 'I lifted the hold; please try again.', false]]);
    expect(polled.unreadCount).toBe(1);
    expect(await unread(demo)).toBe(1);
    expect((await since(demo, conversationId, polled.cursor)).messages).toEqual([]);

    const read = await demo({ method: 'PUT', url: `${api}/conversations/${conversationId}/read`, payload: { upTo: polled.cursor } });
    expect(expectConformsToContract('PUT', `${path}/conversations/{conversationId}/read`, read)).toEqual({ unreadCount: 0 });
    expect(await unread(demo)).toBe(0);
    // Reading is per side: the agent still has the member's question unread, and sees the answer read.
    expect(await unread(agentForDemo)).toBe(1);
    expect((await since(agentForDemo, conversationId)).messages.map((message) => [message.isMine, message.read])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('the member ends the chat: the agent sees it ended by the member, it stays readable, a message to it is refused and the next one is a new conversation; the agent may end one too', async () => {
    const first = await open(demo);
    await demo({ method: 'POST', url: `${api}/conversations/${first}/messages`, payload: { text: 'Thanks, that is all.' } });
    const close = (call: Call, conversationId: string) => call({ method: 'POST', url: `${api}/conversations/${conversationId}/close` });
    const closeAnswer = (response: LightMyRequestResponse) => expectConformsToContract('POST', `${path}/conversations/{conversationId}/close`, response);
    expect(closeAnswer(await close(demo, first))).toMatchObject({ id: first, status: 'CLOSED', closed: { closedBy: 'member', closedByMe: true } });

    const agentsView = await since(agentForDemo, first);
    expect(agentsView).toMatchObject({ status: 'CLOSED', closed: { closedBy: 'member', closedByMe: false } });
    expect(agentsView.messages.at(-1)?.text).toBe('Thanks, that is all.');
    for (const call of [demo, agentForDemo]) {
      const refused = await call({ method: 'POST', url: `${api}/conversations/${first}/messages`, payload: { text: 'One more thing…' } });
      expect(expectErrorBody(refused, 409).key).toBe('chat.conversation.closed');
    }
    expect((await since(demo, first)).messages.map((message) => message.text)).not.toContain('One more thing…');

    const second = await open(demo);
    expect(second).not.toBe(first);
    expect((await since(demo, second)).status).toBe('OPEN');
    expect(closeAnswer(await close(agentForDemo, second))).toMatchObject({ status: 'CLOSED', closed: { closedBy: 'agent', closedByMe: true } });
    expect((await since(demo, second)).closed).toMatchObject({ closedBy: 'agent', closedByMe: false });
    // Ending it again changes nothing: the agent is still the one who ended it.
    expect(closeAnswer(await close(demo, second))).toMatchObject({ closed: { closedBy: 'agent', closedByMe: false } });
  });

  it('another member’s conversation is not found, whatever the call', async () => {
    const demosConversation = await open(demo);
    const newbie = t.as('u-newbie');
    expect(await open(newbie)).not.toBe(demosConversation);
    for (const request of [
      { method: 'GET', url: `${api}/conversations/${demosConversation}/messages` },
      { method: 'POST', url: `${api}/conversations/${demosConversation}/messages`, payload: { text: 'Hello?' } },
      { method: 'PUT', url: `${api}/conversations/${demosConversation}/read`, payload: { upTo: '999' } },
      { method: 'POST', url: `${api}/conversations/${demosConversation}/close` },
    ] satisfies InjectOptions[]) {
      expect(expectErrorBody(await newbie(request), 404).key).toBe('chat.conversation.not-found');
    }
  });

  it('refuses bad input with the platform’s error body, and a message longer than config/chat.json allows', async () => {
    const conversationId = await open(demo);
    const messages = `${api}/conversations/${conversationId}/messages`;
    await expectBadInputs(demo, [
      { name: 'blank text', request: { method: 'POST', url: messages, payload: { text: '   ' } } },
      { name: 'too long for config', request: { method: 'POST', url: messages, payload: { text: 'x'.repeat(1001) } } },
      { name: 'too long for the contract', request: { method: 'POST', url: messages, payload: { text: 'x'.repeat(4001) } } },
      { name: 'unknown field', request: { method: 'POST', url: messages, payload: { text: 'Hi', to: 'u-newbie' } } },
      { name: 'no text', request: { method: 'POST', url: messages, payload: {} } },
      { name: 'cursor not a cursor', request: { method: 'GET', url: `${messages}?after=abc` } },
      { name: 'size too large', request: { method: 'GET', url: `${messages}?size=501` } },
      { name: 'read without cursor', request: { method: 'PUT', url: `${api}/conversations/${conversationId}/read`, payload: {} } },
    ]);
    const tooLong = await demo({ method: 'POST', url: messages, payload: { text: 'x'.repeat(1001) } });
    expect(expectErrorBody(tooLong, 400).key).toBe('chat.message.too-long');
  });

  it('needs a token, and refuses a member without RTC Support Request execute', async () => {
    await expectUnauthorized(t, { method: 'GET', url: `${api}/unread-count` });
    await revokePrivilege(t, 'u-newbie', 'Real Time Communications', 'RTC Support Request', 'execute');
    const newbie = t.as('u-newbie');
    expectErrorBody(await newbie({ method: 'POST', url: `${api}/conversations/current` }), 403);
    expectErrorBody(await newbie({ method: 'GET', url: `${api}/unread-count` }), 403);
  });
});
