import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody, expectUnauthorized, revokePrivilege } from './client-api-checks.js';

const path = '/messages-service/client-api/v5/message-center';
const api = `/api${path}`;

let t: TestApp;
let demo: (request: InjectOptions) => Promise<LightMyRequestResponse>;
let agentForDemo: (request: InjectOptions) => Promise<LightMyRequestResponse>;
beforeAll(async () => {
  t = await createTestApp();
  demo = t.as('u-demo');
  // As the sign-in provider issues it when the agent acts for demo: the member's subject, the agent in act.
  agentForDemo = t.as('u-demo', { agentId: 'u-agent' });
});
afterAll(async () => {
  await t.close();
});

interface Summary {
  id: string;
  subject: string;
  read: boolean;
  sender: { id: string; name: string };
  topic?: { id: string; name: string; deleted: boolean };
}
interface Thread {
  subject: string;
  read: boolean;
  messages: { id: string; body: string; isMyMessage: boolean; sender: { name: string }; attachments: { id: string; filename: string }[] }[];
  attachments: { id: string; filename: string; size: number }[];
}

async function ok<T>(method: string, operationPath: string, response: LightMyRequestResponse, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return expectConformsToContract(method, `${path}${operationPath}`, response) as T;
}
const mailbox = async (name: 'inbox' | 'outbox' | 'drafts', call = demo) =>
  ok<Summary[]>('GET', '/messages/conversations', await call({ method: 'GET', url: `${api}/messages/conversations?mailbox=${name}&size=100` }));
const thread = async (id: string, call = demo) => ok<Thread>('GET', '/messages/{id}/conversation', await call({ method: 'GET', url: `${api}/messages/${id}/conversation` }));
const unreadCount = async () =>
  (await ok<{ unreadCount: number }>('GET', '/messages/unread-conversation-count', await demo({ method: 'GET', url: `${api}/messages/unread-conversation-count` }))).unreadCount;
const send = (payload: Record<string, unknown>, call = demo) => call({ method: 'POST', url: `${api}/messages`, payload });
const upload = (filename: string, content: Buffer, call = demo) =>
  call({ method: 'POST', url: `${api}/attachments?filename=${encodeURIComponent(filename)}`, headers: { 'content-type': 'application/octet-stream' }, payload: content });

const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const exeBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128, 0x90)]);

describe('mailboxes', () => {
  it('lists demo’s inbox, outbox and drafts apart, newest first, with the total', async () => {
    const response = await demo({ method: 'GET', url: `${api}/messages/conversations?mailbox=inbox&size=2` });
    const firstPage = await ok<Summary[]>('GET', '/messages/conversations', response);
    expect(firstPage).toHaveLength(2);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
    const inbox = await mailbox('inbox');
    expect(inbox.map((row) => row.id)).toEqual(expect.arrayContaining(['conv-demo-auto-loan', 'conv-demo-deposit-hold', 'conv-demo-travel', 'conv-demo-fees']));
    expect(inbox.find((row) => row.id === 'conv-demo-deposit-hold')).toMatchObject({ read: false, sender: { name: 'Member Services' }, topic: { id: 'topic-accounts', name: 'Accounts', deleted: false } });
    expect((await mailbox('outbox')).map((row) => row.id)).toContain('conv-demo-dispute');
    expect((await mailbox('drafts')).map((row) => row.id)).toEqual(['conv-demo-limit-draft']);
    const second = await ok<Summary[]>('GET', '/messages/conversations', await demo({ method: 'GET', url: `${api}/messages/conversations?mailbox=inbox&size=2&from=1` }));
    expect(second.map((row) => row.id)).toEqual(inbox.slice(2, 4).map((row) => row.id));
  });

  it('shows another member only their own', async () => {
    const riley = await mailbox('inbox', t.as('u-newbie'));
    expect(riley.map((row) => row.id)).toEqual(['conv-newbie-welcome']);
  });

  it('offers the topics of config/messages-center.json', async () => {
    const topics = await ok<{ id: string; code: string; name: string }[]>('GET', '/topics', await demo({ method: 'GET', url: `${api}/topics` }));
    expect(topics[0]).toEqual({ id: 'topic-general', code: 'GENERAL', name: 'General question' });
    expect(topics.map((topic) => topic.code)).toContain('DISPUTES');
  });
});

describe('a conversation', () => {
  it('opens with its messages, oldest first, and the member reading it marks it read', async () => {
    const before = await unreadCount();
    const opened = await thread('conv-demo-deposit-hold');
    expect(opened.messages.map((message) => message.isMyMessage)).toEqual([true, false]);
    expect(opened.messages[1]!.sender.name).toBe('Member Services');
    expect(opened.read).toBe(true);
    expect(await unreadCount()).toBe(before - 1);
  });

  it('an agent looking at it for the member leaves it unread', async () => {
    const opened = await thread('conv-demo-auto-loan', agentForDemo);
    expect(opened.read).toBe(false);
    expect((await mailbox('inbox')).find((row) => row.id === 'conv-demo-auto-loan')!.read).toBe(false);
  });

  it('is not found for another member, nor as a draft', async () => {
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${api}/messages/conv-demo-travel/conversation` }), 404);
    expectErrorBody(await t.as('u-newbie')({ method: 'POST', url: `${api}/messages/conv-demo-travel/reply`, payload: { body: 'Hi' } }), 404);
    expectErrorBody(await demo({ method: 'GET', url: `${api}/messages/conv-demo-limit-draft/conversation` }), 404);
    const deleted = await t.as('u-newbie')({ method: 'DELETE', url: `${api}/messages/conversations?ids=conv-demo-travel` });
    expect(await ok('DELETE', '/messages/conversations', deleted)).toEqual({ deletedItems: [], failedItems: ['conv-demo-travel'] });
    const marked = await t.as('u-newbie')({ method: 'PUT', url: `${api}/messages/conversations/read`, payload: { conversationIds: ['conv-demo-travel'], read: false } });
    expect(await ok('PUT', '/messages/conversations/read', marked)).toEqual({ changedItems: [], failedItems: ['conv-demo-travel'] });
    expect((await thread('conv-demo-travel')).messages).toHaveLength(2);
  });

  it('marks conversations unread and read again, and counts them', async () => {
    const before = await unreadCount();
    const marked = await demo({ method: 'PUT', url: `${api}/messages/conversations/read`, payload: { conversationIds: ['conv-demo-travel', 'conv-unknown'], read: false } });
    expect(await ok('PUT', '/messages/conversations/read', marked)).toEqual({ changedItems: ['conv-demo-travel'], failedItems: ['conv-unknown'] });
    expect(await unreadCount()).toBe(before + 1);
    await demo({ method: 'PUT', url: `${api}/messages/conversations/read`, payload: { conversationIds: ['conv-demo-travel'], read: true } });
    expect(await unreadCount()).toBe(before);
  });

  it('deletes the member’s conversations', async () => {
    const response = await demo({ method: 'DELETE', url: `${api}/messages/conversations?ids=conv-demo-fees&ids=conv-gone` });
    expect(await ok('DELETE', '/messages/conversations', response)).toEqual({ deletedItems: ['conv-demo-fees'], failedItems: ['conv-gone'] });
    expect((await mailbox('inbox')).map((row) => row.id)).not.toContain('conv-demo-fees');
  });
});

describe('writing to the credit union', () => {
  it('sends a new message: it waits in the outbox, read, with its topic', async () => {
    const response = await send({ subject: 'Wire instructions', body: 'What are your wire instructions for an incoming wire?', topicId: 'topic-accounts' });
    const { id } = await ok<{ id: string }>('POST', '/messages', response, 201);
    const outbox = await mailbox('outbox');
    expect(outbox[0]).toMatchObject({ id, subject: 'Wire instructions', read: true, sender: { id: 'u-demo', name: 'Jordan Smith' }, topic: { id: 'topic-accounts' } });
    expect((await thread(id)).messages).toEqual([expect.objectContaining({ body: 'What are your wire instructions for an incoming wire?', isMyMessage: true })]);
  });

  it('refuses a topic the credit union does not offer, a blank body and texts over the limits', async () => {
    expect(expectErrorBody(await send({ subject: 'x', body: 'y', topicId: 'topic-nope' }), 400).key).toBe('messages.topic.unknown');
    expect(expectErrorBody(await send({ subject: 'x', body: '   ', topicId: 'topic-general' }), 400).key).toBe('messages.body.required');
    await expectBadInputs(demo, [
      { name: 'subject too long', request: { method: 'POST', url: `${api}/messages`, payload: { subject: 'x'.repeat(1001), body: 'y', topicId: 'topic-general' } } },
      { name: 'body too long', request: { method: 'POST', url: `${api}/messages`, payload: { subject: 'x', body: 'y'.repeat(2001), topicId: 'topic-general' } } },
      { name: 'reply too long', request: { method: 'POST', url: `${api}/messages/conv-demo-travel/reply`, payload: { body: 'y'.repeat(2001) } } },
      { name: 'unknown field', request: { method: 'POST', url: `${api}/messages`, payload: { subject: 'x', body: 'y', topicId: 'topic-general', to: 'u-newbie' } } },
      { name: 'mailbox', request: { method: 'GET', url: `${api}/messages/conversations?mailbox=trash` } },
      { name: 'read without ids', request: { method: 'PUT', url: `${api}/messages/conversations/read`, payload: { conversationIds: [], read: true } } },
    ]);
  });

  it('replies in a conversation, which stays where it is', async () => {
    const response = await demo({ method: 'POST', url: `${api}/messages/conv-demo-travel/reply`, payload: { body: 'Thank you!' } });
    await ok('POST', '/messages/{id}/reply', response, 201);
    const opened = await thread('conv-demo-travel');
    expect(opened.messages.at(-1)).toMatchObject({ body: 'Thank you!', isMyMessage: true, sender: { name: 'Jordan Smith' } });
    expect((await mailbox('inbox')).map((row) => row.id)).toContain('conv-demo-travel');
  });

  it('needs the Message Center permission', async () => {
    await revokePrivilege(t, 'u-limited', 'Message Center', 'Manage Messages', 'create');
    expectErrorBody(await send({ subject: 'x', body: 'y', topicId: 'topic-general' }, t.as('u-limited')), 403);
    await expectUnauthorized(t, { method: 'GET', url: `${api}/messages/conversations` });
  });
});

describe('drafts', () => {
  it('saves a draft, reopens it, changes it and sends it', async () => {
    const created = await demo({ method: 'POST', url: `${api}/messages/drafts`, payload: { subject: 'Card limit', body: 'I would like', topicId: 'topic-cards' } });
    const { id } = await ok<{ id: string }>('POST', '/messages/drafts', created, 201);
    expect((await mailbox('drafts')).map((row) => row.id)).toContain(id);
    const listed = await ok<{ id: string; body: string }[]>('GET', '/messages/drafts', await demo({ method: 'GET', url: `${api}/messages/drafts` }));
    expect(listed.find((draft) => draft.id === id)).toMatchObject({ body: 'I would like' });

    const { id: attachmentId } = await ok<{ id: string }>('POST', '/attachments', await upload('payslip.pdf', pdfBytes), 201);
    const updated = await demo({ method: 'PUT', url: `${api}/messages/drafts/${id}`, payload: { body: 'I would like a higher limit.', attachmentIds: [attachmentId] } });
    expect(await ok('PUT', '/messages/drafts/{id}', updated)).toEqual({});
    const reopened = await ok<{ subject: string; body: string; topic: { id: string }; attachments: { id: string }[] }>(
      'GET',
      '/messages/drafts/{id}',
      await demo({ method: 'GET', url: `${api}/messages/drafts/${id}` }),
    );
    expect(reopened).toMatchObject({ subject: 'Card limit', body: 'I would like a higher limit.', topic: { id: 'topic-cards' }, attachments: [{ id: attachmentId }] });

    const sent = await send({ subject: 'Card limit', body: 'I would like a higher limit.', topicId: 'topic-cards', draftId: id, attachmentIds: [attachmentId] });
    expect(await ok<{ id: string }>('POST', '/messages', sent, 201)).toEqual({ id });
    expect((await mailbox('drafts')).map((row) => row.id)).not.toContain(id);
    expect((await mailbox('outbox')).map((row) => row.id)).toContain(id);
    const opened = await thread(id);
    expect(opened.messages).toHaveLength(1);
    expect(opened.attachments).toEqual([expect.objectContaining({ id: attachmentId, filename: 'payslip.pdf' })]);
    expectErrorBody(await demo({ method: 'GET', url: `${api}/messages/drafts/${id}` }), 404);
  });

  it('deletes drafts, and another member’s draft is not found', async () => {
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${api}/messages/drafts/conv-demo-limit-draft` }), 404);
    expectErrorBody(await t.as('u-newbie')({ method: 'PUT', url: `${api}/messages/drafts/conv-demo-limit-draft`, payload: { body: 'x' } }), 404);
    const response = await demo({ method: 'DELETE', url: `${api}/messages/drafts?ids=conv-demo-limit-draft&ids=conv-demo-travel` });
    expect(await ok('DELETE', '/messages/drafts', response)).toEqual({ deleted: ['conv-demo-limit-draft'], failed: ['conv-demo-travel'] });
  });
});

describe('attachments', () => {
  it('reads the type from the content: a .pdf name with PNG bytes is a PNG', async () => {
    const stored = await ok<{ id: string; filename: string; size: number }>('POST', '/attachments', await upload('scan.pdf', pngBytes), 201);
    expect(stored).toMatchObject({ filename: 'scan.pdf', size: pngBytes.length });
    const file = await demo({ method: 'GET', url: `${api}/attachments/${stored.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(pngBytes)).toBe(true);
    expectErrorBody(await t.as('u-newbie')({ method: 'GET', url: `${api}/attachments/${stored.id}` }), 404);
  });

  it('refuses a program named .pdf, an empty file and one over the configured size', async () => {
    const program = expectErrorBody(await upload('statement.pdf', exeBytes), 400);
    expect(program.key).toBe('messages.attachment.type-not-allowed');
    expect(expectErrorBody(await upload('empty.pdf', Buffer.alloc(0)), 400).key).toBe('messages.attachment.empty');
    const large = Buffer.concat([pdfBytes, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = expectErrorBody(await upload('big.pdf', large), 400);
    expect(tooLarge.key).toBe('messages.attachment.too-large');
    expect(tooLarge.errors[0]).toMatchObject({ context: { maxSizeBytes: 5242880 } });
  });

  it('attaches only the member’s own uploads, and a sent file cannot be deleted', async () => {
    const { id: rileys } = await ok<{ id: string }>('POST', '/attachments', await upload('id.pdf', pdfBytes, t.as('u-newbie')), 201);
    const refused = await send({ subject: 'x', body: 'y', topicId: 'topic-general', attachmentIds: [rileys] });
    expect(expectErrorBody(refused, 400).key).toBe('messages.attachment.unusable');
    const { id: mine } = await ok<{ id: string }>('POST', '/attachments', await upload('receipt.gif', Buffer.from('GIF89a\x01\x00\x01\x00')), 201);
    await ok('POST', '/messages/{id}/reply', await demo({ method: 'POST', url: `${api}/messages/conv-demo-travel/reply`, payload: { body: 'Receipt attached', attachmentIds: [mine] } }), 201);
    const deleted = await demo({ method: 'DELETE', url: `${api}/attachments?ids=${mine}` });
    expect(await ok('DELETE', '/attachments', deleted)).toEqual({ deleted: [], failed: [mine] });
    const { id: spare } = await ok<{ id: string }>('POST', '/attachments', await upload('spare.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])), 201);
    expect(await ok('DELETE', '/attachments', await demo({ method: 'DELETE', url: `${api}/attachments?ids=${spare}` }))).toEqual({ deleted: [spare], failed: [] });
  });
});

describe('the credit union answers', () => {
  it('a dispute waits in the outbox; the agent’s answer moves it to the inbox, unread, with a notification that opens it', async () => {
    const [transaction] = await t.db.query<{ id: string }>(
      `select id from transactions where arrangement_id = 'arr-demo-checking' and type_group = 'Payment' and not is_pending
          and coalesce(dispute_status, 'UNDISPUTED') in ('UNDISPUTED', 'REJECTED') and booking_date > current_date - 30
        order by sequence desc limit 1`,
    );
    const filed = await demo({
      method: 'POST',
      url: `/api/transaction-manager/client-api/v2/transactions/${transaction!.id}/disputes`,
      payload: { requestType: 'DISPUTE', message: 'I did not make this purchase.' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { conversationId } = filed.json<{ conversationId: string }>();
    expect((await mailbox('outbox')).map((row) => row.id)).toContain(conversationId);
    const before = await unreadCount();

    const answered = await agentForDemo({ method: 'POST', url: `${api}/messages/${conversationId}/reply`, payload: { body: 'We are looking into it and will credit you within 10 business days.' } });
    await ok('POST', '/messages/{id}/reply', answered, 201);

    expect(await unreadCount()).toBe(before + 1);
    expect((await mailbox('outbox')).map((row) => row.id)).not.toContain(conversationId);
    expect((await mailbox('inbox'))[0]).toMatchObject({ id: conversationId, read: false, sender: { id: 'credit-union', name: 'Member Services' } });
    const opened = await thread(conversationId);
    expect(opened.messages.map((message) => [message.isMyMessage, message.sender.name])).toEqual([
      [true, 'Jordan Smith'],
      [false, 'Member Services'],
    ]);
    const notifications = await t.db.query<{ title: string; where_to: string; data: { id: string } }>(
      `select title, where_to, data from notifications where user_id = 'u-demo' and data->>'id' = $1`,
      [conversationId],
    );
    expect(notifications).toEqual([{ title: 'New secure message', where_to: 'conversation-view', data: { id: conversationId } }]);
    const [author] = await t.db.query<{ author_id: string }>('select author_id from messages where conversation_id = $1 and not is_my_message', [conversationId]);
    expect(author?.author_id).toBe('u-agent');
  });
});
