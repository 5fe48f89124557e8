import { randomUUID } from 'node:crypto';
import { loadTenantDirectory } from '../config/tenants.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { loadMessagesCenterConfig, type MessagesCenterConfig } from '../messages/messages-center-config.js';
import {
  attachUploads,
  attachmentOf,
  creditUnionSenderId,
  deliverAnswer,
  fromCreditUnion,
  insertMessage,
  isoTime,
  offeredTopic,
  topicRefOf,
  type AttachmentRow,
} from '../messages/conversation-store.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import { authorOf, messageCenterPath, outcomeOf, type MessagesContext } from './message-center-context.js';
import { messageAttachmentRoutes } from './message-attachments.js';
import { messageDraftRoutes } from './message-drafts.js';
import { checkAttachments, checkedMessageText, unknownTopic } from './message-text.js';
import { pageOf } from './paging.js';
import { requirePermission } from './request-context.js';
import type { BodyOf, QueryOf } from '../../../schemas/api/generated/api-types.js';

interface ConversationRow {
  id: string;
  subject: string;
  read: boolean;
  important: boolean;
  updated_at: Date | string;
  topic_id: string | null;
  topic_name: string | null;
  sender_name: string | null;
  is_my_message: boolean | null;
  has_attachments: boolean;
}

const conversationColumns = `c.id, c.subject, c.read, c.important, c.updated_at, c.topic_id, t.name as topic_name,
  latest.sender_name, latest.is_my_message,
  exists (select 1 from message_attachments a join messages am on am.id = a.message_id where am.conversation_id = c.id) as has_attachments`;
const conversationTables = `conversations c
  left join message_topics t on t.id = c.topic_id
  left join lateral (select m.sender_name, m.is_my_message from messages m where m.conversation_id = c.id
                      order by m.created_at desc, m.id desc limit 1) latest on true`;

/**
 * messages-service (NOTES: message-center v5): the member's secure messages with the credit union.
 * Conversations belong to the member (the token's subject); another member's is 404. A support
 * agent acting for the member (the token's `act`) uses the same API and writes for the credit
 * union: their message is not the member's, and it lands in the member's inbox, unread, with a
 * notification. Topics, limits and attachment rules come from config/messages-center.json.
 */
export const messagesService: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  const context: MessagesContext = {
    db,
    configOf: (request) => loadMessagesCenterConfig(db, settings.configDir, tenants.forHost(request.hostname).id),
    permission: (privilege) => requirePermission(db, 'Message Center', 'Manage Messages', privilege),
  };
  const route = (method: string, path: string) => contract.route(method, `${messageCenterPath}${path}`);
  const { permission, configOf } = context;

  app.get<{ Querystring: QueryOf<'listConversations', 'mailbox' | 'from' | 'size'> }>(
    '/v5/message-center/messages/conversations',
    { schema: route('GET', '/messages/conversations'), preHandler: permission('view') },
    async (request, reply) => {
      const config = await configOf(request);
      const { mailbox, from, size } = request.query;
      const { rows, total } = await pageOf<ConversationRow>(db, {
        table: conversationTables,
        columns: conversationColumns,
        where: 'c.user_id = $1 and c.mailbox = $2',
        params: [request.caller.userId, mailbox],
        orderBy: 'c.updated_at desc, c.id',
        page: { from, size },
      });
      reply.header('X-Total-Count', String(total)).header('Cache-Control', 'no-store');
      return rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        sender: { id: row.is_my_message === false ? creditUnionSenderId : request.caller.userId, name: row.sender_name ?? '', deleted: false },
        timestamp: isoTime(row.updated_at),
        read: row.read,
        important: row.important,
        hasAttachments: row.has_attachments,
        hasDraft: false,
        deletable: true,
        'read-only': false,
        ...optionalTopic(config, row.topic_id, row.topic_name),
      }));
    },
  );

  app.delete<{ Querystring: QueryOf<'deleteConversations'> }>(
    '/v5/message-center/messages/conversations',
    { schema: route('DELETE', '/messages/conversations'), preHandler: permission('delete') },
    async (request) => {
      const ids = [...new Set(request.query.ids)];
      const deleted = await db.query<{ id: string }>('delete from conversations where user_id = $1 and id = any($2::text[]) returning id', [request.caller.userId, ids]);
      const { done, failed } = outcomeOf(ids, deleted);
      return { deletedItems: done, failedItems: failed };
    },
  );

  app.put<{ Body: BodyOf<'markConversationsRead'> }>(
    '/v5/message-center/messages/conversations/read',
    { schema: route('PUT', '/messages/conversations/read'), preHandler: permission('edit') },
    async (request) => {
      const ids = [...new Set(request.body.conversationIds)];
      const changed = await db.query<{ id: string }>(
        `update conversations set read = $3 where user_id = $1 and id = any($2::text[]) and mailbox <> 'drafts' returning id`,
        [request.caller.userId, ids, request.body.read],
      );
      const { done, failed } = outcomeOf(ids, changed);
      return { changedItems: done, failedItems: failed };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v5/message-center/messages/:id/conversation',
    { schema: route('GET', '/messages/{id}/conversation'), preHandler: permission('view') },
    async (request, reply) => {
      const config = await configOf(request);
      const conversation = await conversationOf(db, request.caller.userId, request.params.id);
      // The member reading it has read it; an agent looking at it for them has not.
      const read = conversation.read || !fromCreditUnion(authorOf(request));
      if (read && !conversation.read) await db.query('update conversations set read = true where id = $1', [conversation.id]);
      const messages = await db.query<{ id: string; body: string; created_at: Date | string; is_my_message: boolean; sender_name: string }>(
        'select id, body, created_at, is_my_message, sender_name from messages where conversation_id = $1 order by created_at, id',
        [conversation.id],
      );
      const attachments = await db.query<AttachmentRow>(
        `select a.id, a.message_id, a.filename, a.size, a.created_at from message_attachments a join messages m on m.id = a.message_id
          where m.conversation_id = $1 order by a.created_at, a.id`,
        [conversation.id],
      );
      reply.header('Cache-Control', 'no-store');
      return {
        subject: conversation.subject,
        ...optionalTopic(config, conversation.topic_id, conversation.topic_name),
        rootMessageId: messages[0]?.id ?? conversation.id,
        messages: messages.map((message) => ({
          id: message.id,
          body: message.body,
          createdAt: isoTime(message.created_at),
          isMyMessage: message.is_my_message,
          sender: { id: message.is_my_message ? request.caller.userId : creditUnionSenderId, name: message.sender_name },
          attachments: attachments.filter((attachment) => attachment.message_id === message.id).map(attachmentOf),
        })),
        attachments: attachments.map(attachmentOf),
        read,
        important: conversation.important,
        deletable: true,
        'read-only': false,
      };
    },
  );

  app.post<{ Body: BodyOf<'sendMessage'> }>(
    '/v5/message-center/messages',
    { schema: route('POST', '/messages'), preHandler: permission('create') },
    async (request, reply) => {
      const config = await configOf(request);
      const { subject, body, topicId, draftId } = request.body;
      const attachmentIds = request.body.attachmentIds ?? [];
      checkedMessageText('subject', subject, config.subjectMaxLength);
      checkedMessageText('body', body, config.messageMaxLength);
      checkAttachments(attachmentIds.length, config.attachments.maxPerMessage);
      const author = authorOf(request);
      const id = await db.transaction(async (tx) => {
        const topic = await offeredTopic(tx, config, topicId);
        if (!topic) throw unknownTopic(topicId);
        const conversationId = draftId ?? randomUUID();
        // Sent from a draft: the draft's conversation becomes the sent one, its text replaced.
        const mailbox = fromCreditUnion(author) ? 'inbox' : 'outbox';
        if (draftId !== undefined) {
          const sent = await tx.query(
            `update conversations set subject = $3, topic_id = $4, mailbox = $5, read = true, updated_at = now()
              where id = $1 and user_id = $2 and mailbox = 'drafts' returning id`,
            [draftId, author.memberId, subject, topic, mailbox],
          );
          if (sent.length === 0) throw notFound('The draft could not be found.', 'messages.draft.not-found');
          // The draft's text goes; the attachments the message keeps are set aside first, the rest go with it.
          await tx.query(
            'update message_attachments set message_id = null where message_id in (select id from messages where conversation_id = $1) and id = any($2::text[])',
            [draftId, attachmentIds],
          );
          await tx.query('delete from messages where conversation_id = $1', [draftId]);
        } else {
          await tx.query(
            `insert into conversations (id, user_id, subject, topic_id, mailbox, read, important, updated_at) values ($1, $2, $3, $4, $5, true, false, now())`,
            [conversationId, author.memberId, subject, topic, mailbox],
          );
        }
        const messageId = await insertMessage(tx, conversationId, body, author, config);
        checkAttachments(attachmentIds.length, config.attachments.maxPerMessage, await attachUploads(tx, author.memberId, messageId, attachmentIds));
        if (fromCreditUnion(author)) await deliverAnswer(tx, author.memberId, conversationId, config);
        return conversationId;
      });
      return reply.code(201).send({ id });
    },
  );

  app.post<{ Params: { id: string }; Body: BodyOf<'replyToConversation'> }>(
    '/v5/message-center/messages/:id/reply',
    { schema: route('POST', '/messages/{id}/reply'), preHandler: permission('create') },
    async (request, reply) => {
      const config = await configOf(request);
      const attachmentIds = request.body.attachmentIds ?? [];
      checkedMessageText('body', request.body.body, config.replyMaxLength);
      checkAttachments(attachmentIds.length, config.attachments.maxPerMessage);
      const author = authorOf(request);
      const id = await db.transaction(async (tx) => {
        const conversation = await conversationOf(tx, author.memberId, request.params.id, true);
        const messageId = await insertMessage(tx, conversation.id, request.body.body, author, config);
        checkAttachments(attachmentIds.length, config.attachments.maxPerMessage, await attachUploads(tx, author.memberId, messageId, attachmentIds));
        // The credit union's answer puts the conversation in the inbox, unread; the member's own
        // reply leaves it where it is, read.
        if (fromCreditUnion(author)) await deliverAnswer(tx, author.memberId, conversation.id, config);
        else await tx.query('update conversations set read = true, updated_at = now() where id = $1', [conversation.id]);
        return messageId;
      });
      return reply.code(201).send({ id });
    },
  );

  app.get('/v5/message-center/topics', { schema: route('GET', '/topics'), preHandler: permission('view') }, async (request) =>
    (await configOf(request)).topics.map(({ id, code, name }) => ({ id, code, name })),
  );

  app.get(
    '/v5/message-center/messages/unread-conversation-count',
    { schema: route('GET', '/messages/unread-conversation-count'), preHandler: permission('view') },
    async (request, reply) => {
      const [row] = await db.query<{ unread: number }>(
        `select count(*)::int as unread from conversations where user_id = $1 and mailbox = 'inbox' and not read`,
        [request.caller.userId],
      );
      reply.header('Cache-Control', 'no-store');
      return { unreadCount: row?.unread ?? 0 };
    },
  );

  messageDraftRoutes(app, context);
  messageAttachmentRoutes(app, context);
};

function optionalTopic(config: MessagesCenterConfig, id: string | null, name: string | null) {
  const topic = topicRefOf(config, id, name);
  return topic ? { topic } : {};
}

/**
 * The member's sent or received conversation (not a draft); 404 alike for another member's and
 * for none, so an id tells nothing. `lock` holds the row while a reply is added to it.
 */
async function conversationOf(db: Queryable, memberId: string, id: string, lock = false) {
  const [row] = await db.query<{ id: string; subject: string; read: boolean; important: boolean; topic_id: string | null; topic_name: string | null }>(
    `select c.id, c.subject, c.read, c.important, c.topic_id, t.name as topic_name
       from conversations c left join message_topics t on t.id = c.topic_id
      where c.id = $1 and c.user_id = $2 and c.mailbox <> 'drafts'${lock ? ' for no key update of c' : ''}`,
    [id, memberId],
  );
  if (!row) throw notFound('The conversation could not be found.', 'messages.conversation.not-found');
  return row;
}
