import type { FastifyRequest } from 'fastify';
import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { badRequest } from '../http/errors.js';
import {
  addMessage,
  closeConversation,
  markRead,
  messagesAfter,
  openConversation,
  requireConversationOf,
  unreadCountOf,
  type ChatConversationRow,
  type ChatMessageRow,
  type ChatSide,
} from '../chat/chat-store.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { requirePermission } from './request-context.js';
import type { BodyOf, ChatClosing, ChatMessage, QueryOf } from '../../../schemas/api/generated/api-types.js';

/** config/chat.json, as schemas/chat.schema.json describes it (what the server reads). */
interface ChatConfig {
  messageMaxLength: number;
}

const prefix = '/rtc/client-api/v1';

/** The side a request speaks for: a support agent acting for the member (the token's act) writes for the credit union. */
const sideOf = (request: FastifyRequest): ChatSide => (request.caller.actingAgentId !== undefined ? 'agent' : 'member');

function chatMessageOf(row: ChatMessageRow, reader: ChatSide): ChatMessage {
  return {
    id: row.id,
    cursor: row.seq,
    text: row.body,
    author: row.author,
    authorName: row.author_name,
    isMine: row.author === reader,
    sentAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}

/** Whether the conversation is open, and once closed who ended it, as `reader` sees it. */
function statusOf(row: ChatConversationRow, reader: ChatSide): { status: ChatConversationRow['status']; closed?: ChatClosing } {
  if (row.status === 'OPEN' || row.closed_at === null || row.closed_by === null) return { status: row.status };
  return { status: row.status, closed: { closedAt: new Date(row.closed_at).toISOString(), closedBy: row.closed_by, closedByMe: row.closed_by === reader } };
}

const conversationOf = (row: ChatConversationRow, reader: ChatSide, unreadCount: number) => ({
  id: row.id,
  startedAt: new Date(row.started_at).toISOString(),
  ...statusOf(row, reader),
  unreadCount,
});

/** The message as the credit union allows it: trimmed, not blank, no longer than config/chat.json says. */
function checkedText(text: string, maxLength: number): string {
  const trimmed = text.trim();
  if (trimmed === '') {
    throw badRequest('The message is empty.', [{ key: 'chat.message.required', message: 'Required.', context: { pointer: '/text' } }], 'chat.message.required');
  }
  if (trimmed.length > maxLength) {
    throw badRequest(
      `A message may be at most ${maxLength} characters long.`,
      [{ key: 'chat.message.too-long', message: `At most ${maxLength} characters.`, context: { pointer: '/text', maxLength } }],
      'chat.message.too-long',
    );
  }
  return trimmed;
}

/**
 * rtc (NOTES §1.8 Chat; spec/1 chat window): the member's support chat with the credit union.
 * One open conversation per member, its messages in the order written, polled by cursor. A
 * support agent acting for the member (the token's act, as the sign-in provider issues it to an
 * assigned agent) reaches the same conversation through the same calls and answers as the
 * credit union. Either side may end the conversation: it stays readable, takes no more messages,
 * and the next one opened is new. Every call needs Real Time Communications / RTC Support Request / execute of the
 * member the token speaks for; another member's conversation is 404.
 */
export const rtc: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const configOf = (request: FastifyRequest) => loadPublishedFile<ChatConfig>(db, settings.configDir, tenants.forHost(request.hostname).id, 'chat.json');
  const preHandler = requirePermission(db, 'Real Time Communications', 'RTC Support Request', 'execute');
  const route = (method: string, path: string) => ({ schema: contract.route(method, `${prefix}${path}`), preHandler });

  app.post('/v1/conversations/current', route('POST', '/conversations/current'), async (request, reply) => {
    const conversation = await openConversation(db, request.caller.userId);
    const reader = sideOf(request);
    reply.header('Cache-Control', 'no-store');
    return conversationOf(conversation, reader, await unreadCountOf(db, reader, { conversationId: conversation.id }));
  });

  app.get('/v1/unread-count', route('GET', '/unread-count'), async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { unreadCount: await unreadCountOf(db, sideOf(request), { memberId: request.caller.userId }) };
  });

  app.get<{ Params: { conversationId: string }; Querystring: QueryOf<'listChatMessages', 'size'> }>(
    '/v1/conversations/:conversationId/messages',
    route('GET', '/conversations/{conversationId}/messages'),
    async (request, reply) => {
      const { conversationId } = request.params;
      const { after, size } = request.query;
      const conversation = await requireConversationOf(db, request.caller.userId, conversationId);
      const reader = sideOf(request);
      const rows = await messagesAfter(db, conversationId, after, size);
      reply.header('Cache-Control', 'no-store');
      return {
        messages: rows.map((row) => chatMessageOf(row, reader)),
        cursor: rows.at(-1)?.seq ?? after ?? '0',
        ...statusOf(conversation, reader),
        unreadCount: await unreadCountOf(db, reader, { conversationId }),
      };
    },
  );

  app.post<{ Params: { conversationId: string }; Body: BodyOf<'sendChatMessage'> }>(
    '/v1/conversations/:conversationId/messages',
    { ...route('POST', '/conversations/{conversationId}/messages'), bodyLimit: 32 * 1024 },
    async (request, reply) => {
      const { conversationId } = request.params;
      await requireConversationOf(db, request.caller.userId, conversationId);
      const text = checkedText(request.body.text, (await configOf(request)).messageMaxLength);
      const side = sideOf(request);
      const row = await addMessage(db, conversationId, { side, userId: request.caller.actingAgentId ?? request.caller.userId }, text);
      return reply.code(201).send(chatMessageOf(row, side));
    },
  );

  app.put<{ Params: { conversationId: string }; Body: BodyOf<'markChatRead'> }>(
    '/v1/conversations/:conversationId/read',
    route('PUT', '/conversations/{conversationId}/read'),
    async (request) => {
      const { conversationId } = request.params;
      await requireConversationOf(db, request.caller.userId, conversationId);
      const reader = sideOf(request);
      await markRead(db, conversationId, reader, request.body.upTo);
      return { unreadCount: await unreadCountOf(db, reader, { conversationId }) };
    },
  );

  app.post<{ Params: { conversationId: string } }>(
    '/v1/conversations/:conversationId/close',
    route('POST', '/conversations/{conversationId}/close'),
    async (request) => {
      const { conversationId } = request.params;
      await requireConversationOf(db, request.caller.userId, conversationId);
      const side = sideOf(request);
      const closed = await closeConversation(db, conversationId, side);
      return conversationOf(closed, side, await unreadCountOf(db, side, { conversationId }));
    },
  );
};
