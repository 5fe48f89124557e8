import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/errors.js';
import type { MessagesCenterConfig } from '../messages/messages-center-config.js';
import { attachUploads, attachmentOf, insertMessage, isoTime, offeredTopic, topicRefOf, type AttachmentRow } from '../messages/conversation-store.js';
import { contract } from './contract/index.js';
import { checkAttachments, checkedMessageText, unknownTopic } from './message-text.js';
import { authorOf, messageCenterPath, outcomeOf, type MessagesContext } from './message-center-context.js';
import type { BodyOf, QueryOf } from '../../../schemas/api/generated/api-types.js';

interface DraftRow {
  id: string;
  subject: string;
  updated_at: Date | string;
  topic_id: string | null;
  topic_name: string | null;
  message_id: string | null;
  body: string | null;
}

const draftSelect = `select c.id, c.subject, c.updated_at, c.topic_id, t.name as topic_name, m.id as message_id, m.body
  from conversations c
  left join message_topics t on t.id = c.topic_id
  left join lateral (select id, body from messages where conversation_id = c.id order by created_at desc, id desc limit 1) m on true
 where c.user_id = $1 and c.mailbox = 'drafts'`;

/**
 * A draft is a conversation in the drafts mailbox holding one message, the text so far: the
 * conversations list shows it under Drafts, and sending it (POST messages with draftId) turns the
 * same conversation into a sent one.
 */
export function messageDraftRoutes(app: FastifyInstance, { db, configOf, permission }: MessagesContext): void {
  const route = (method: string, path: string) => contract.route(method, `${messageCenterPath}${path}`);

  app.get('/v5/message-center/messages/drafts', { schema: route('GET', '/messages/drafts'), preHandler: permission('view') }, async (request, reply) => {
    const config = await configOf(request);
    const rows = await db.query<DraftRow & { has_attachments: boolean }>(
      `select d.*, exists (select 1 from message_attachments a where a.message_id = d.message_id) as has_attachments
         from (${draftSelect}) d order by d.updated_at desc, d.id`,
      [request.caller.userId],
    );
    reply.header('Cache-Control', 'no-store');
    return rows.map((row) => ({ ...draftOf(config, row), hasAttachments: row.has_attachments }));
  });

  app.post<{ Body: BodyOf<'saveNewDraft'> }>(
    '/v5/message-center/messages/drafts',
    { schema: route('POST', '/messages/drafts'), preHandler: permission('create') },
    async (request, reply) => {
      const config = await configOf(request);
      const content = checkedDraft(config, request.body);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const topic = await draftTopic(tx, config, content.topicId);
        await tx.query(
          `insert into conversations (id, user_id, subject, topic_id, mailbox, read, important, updated_at) values ($1, $2, $3, $4, 'drafts', true, false, now())`,
          [id, request.caller.userId, content.subject ?? '', topic],
        );
        const messageId = await insertMessage(tx, id, content.body ?? '', authorOf(request), config);
        checkAttachments(0, config.attachments.maxPerMessage, await attachUploads(tx, request.caller.userId, messageId, content.attachmentIds ?? []));
      });
      return reply.code(201).send({ id });
    },
  );

  app.delete<{ Querystring: QueryOf<'deleteDrafts'> }>(
    '/v5/message-center/messages/drafts',
    { schema: route('DELETE', '/messages/drafts'), preHandler: permission('delete') },
    async (request) => {
      const ids = [...new Set(request.query.ids)];
      const rows = await db.query<{ id: string }>(`delete from conversations where user_id = $1 and mailbox = 'drafts' and id = any($2::text[]) returning id`, [
        request.caller.userId,
        ids,
      ]);
      const { done, failed } = outcomeOf(ids, rows);
      return { deleted: done, failed };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v5/message-center/messages/drafts/:id',
    { schema: route('GET', '/messages/drafts/{id}'), preHandler: permission('view') },
    async (request, reply) => {
      const config = await configOf(request);
      const draft = await draftOfMember(db, request, request.params.id);
      const attachments = await db.query<AttachmentRow>(
        'select id, message_id, filename, size, created_at from message_attachments where message_id = $1 order by created_at, id',
        [draft.message_id],
      );
      reply.header('Cache-Control', 'no-store');
      return { ...draftOf(config, draft), attachments: attachments.map(attachmentOf) };
    },
  );

  app.put<{ Params: { id: string }; Body: BodyOf<'updateDraft'> }>(
    '/v5/message-center/messages/drafts/:id',
    { schema: route('PUT', '/messages/drafts/{id}'), preHandler: permission('edit') },
    async (request) => {
      const config = await configOf(request);
      const content = checkedDraft(config, request.body);
      await db.transaction(async (tx) => {
        const draft = await draftOfMember(tx, request, request.params.id, true);
        const topic = content.topicId === undefined ? draft.topic_id : await draftTopic(tx, config, content.topicId);
        await tx.query('update conversations set subject = $2, topic_id = $3, updated_at = now() where id = $1', [draft.id, content.subject ?? draft.subject, topic]);
        let messageId = draft.message_id;
        if (messageId === null) messageId = await insertMessage(tx, draft.id, content.body ?? '', authorOf(request), config);
        else if (content.body !== undefined) await tx.query('update messages set body = $2, created_at = now() where id = $1', [messageId, content.body]);
        if (content.attachmentIds !== undefined) {
          // The draft keeps exactly the attachments named; the others are uploads again, to attach or delete.
          await tx.query('update message_attachments set message_id = null where message_id = $1 and not (id = any($2::text[]))', [messageId, content.attachmentIds]);
          checkAttachments(0, config.attachments.maxPerMessage, await attachUploads(tx, request.caller.userId, messageId, content.attachmentIds));
        }
      });
      return {};
    },
  );
}

function checkedDraft(config: MessagesCenterConfig, content: BodyOf<'saveNewDraft'>): BodyOf<'saveNewDraft'> {
  if (content.subject !== undefined) checkedMessageText('subject', content.subject, config.subjectMaxLength, false);
  if (content.body !== undefined) checkedMessageText('body', content.body, config.messageMaxLength, false);
  checkAttachments(content.attachmentIds?.length ?? 0, config.attachments.maxPerMessage);
  return content;
}

async function draftTopic(tx: Queryable, config: MessagesCenterConfig, topicId: string | undefined): Promise<string | null> {
  if (topicId === undefined) return null;
  const topic = await offeredTopic(tx, config, topicId);
  if (!topic) throw unknownTopic(topicId);
  return topic;
}

function draftOf(config: MessagesCenterConfig, row: DraftRow) {
  const topic = topicRefOf(config, row.topic_id, row.topic_name);
  return { id: row.id, subject: row.subject, body: row.body ?? '', timestamp: isoTime(row.updated_at), ...(topic ? { topic } : {}) };
}

/** The member's draft; 404 alike for another member's, a sent conversation and none. */
async function draftOfMember(db: Queryable, request: FastifyRequest, id: string, lock = false): Promise<DraftRow> {
  const [row] = await db.query<DraftRow>(`${draftSelect} and c.id = $2${lock ? ' for no key update of c' : ''}`, [request.caller.userId, id]);
  if (!row) throw notFound('The draft could not be found.', 'messages.draft.not-found');
  return row;
}
