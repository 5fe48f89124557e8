import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { badRequest, notFound } from '../http/errors.js';
import { attachmentFilenameOf, attachmentTypeOf } from '../messages/attachment-type.js';
import { attachmentOf, type AttachmentRow } from '../messages/conversation-store.js';
import { contract } from './contract/index.js';
import { messageCenterPath, outcomeOf, type MessagesContext } from './message-center-context.js';
import type { QueryOf } from '../../../schemas/api/generated/api-types.js';

/**
 * The most the sandbox reads of one upload, whatever the configuration says: the schema's
 * ceiling for attachments.maxSizeBytes. The configured size is checked against the bytes read.
 */
const uploadCeilingBytes = 10 * 1024 * 1024;

/**
 * Attachments: a file the member uploads is stored in the database with the type its content
 * shows (magic bytes), then named by a message or draft. Only the member's own are ever served.
 */
export function messageAttachmentRoutes(app: FastifyInstance, { db, configOf, permission }: MessagesContext): void {
  const route = (method: string, path: string) => contract.route(method, `${messageCenterPath}${path}`);
  // The file's bytes as sent: only this plugin's upload route takes a body of this type.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: uploadCeilingBytes }, (_request, body, done) => done(null, body));

  app.post<{ Querystring: QueryOf<'uploadAttachment'>; Body: Buffer }>(
    '/v5/message-center/attachments',
    { schema: route('POST', '/attachments'), preHandler: permission('create'), bodyLimit: uploadCeilingBytes },
    async (request, reply) => {
      const config = await configOf(request);
      const content = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (content.length === 0) {
        throw badRequest('The file is empty.', [{ key: 'messages.attachment.empty', message: 'Empty file.' }], 'messages.attachment.empty');
      }
      const { maxSizeBytes, allowedTypes } = config.attachments;
      if (content.length > maxSizeBytes) {
        throw badRequest(
          `The file is larger than ${maxSizeBytes} bytes.`,
          [{ key: 'messages.attachment.too-large', message: 'File too large.', context: { maxSizeBytes, size: content.length } }],
          'messages.attachment.too-large',
        );
      }
      const mediaType = attachmentTypeOf(content);
      if (mediaType === undefined || !allowedTypes.includes(mediaType)) {
        throw badRequest(
          `This kind of file cannot be attached. Allowed: ${allowedTypes.join(', ')}.`,
          [{ key: 'messages.attachment.type-not-allowed', message: 'File type not allowed.', context: { allowed: allowedTypes, detected: mediaType ?? null } }],
          'messages.attachment.type-not-allowed',
        );
      }
      const [row] = await db.query<AttachmentRow>(
        `insert into message_attachments (id, user_id, filename, media_type, size, content) values ($1, $2, $3, $4, $5, $6)
         returning id, message_id, filename, size, created_at`,
        [`att-${randomUUID()}`, request.caller.userId, attachmentFilenameOf(request.query.filename), mediaType, content.length, content],
      );
      return reply.code(201).send(attachmentOf(row!));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/v5/message-center/attachments/:id',
    { schema: route('GET', '/attachments/{id}'), preHandler: permission('view') },
    async (request, reply) => {
      const [row] = await db.query<{ filename: string; media_type: string; content: Uint8Array }>(
        'select filename, media_type, content from message_attachments where id = $1 and user_id = $2',
        [request.params.id, request.caller.userId],
      );
      if (!row) throw notFound('The attachment could not be found.', 'messages.attachment.not-found');
      return reply
        .header('Content-Type', row.media_type)
        .header('Content-Disposition', `attachment; filename="${row.filename}"; filename*=UTF-8''${encodeURIComponent(row.filename)}`)
        .header('Cache-Control', 'no-store')
        .send(Buffer.from(row.content));
    },
  );

  app.delete<{ Querystring: QueryOf<'deleteAttachments'> }>(
    '/v5/message-center/attachments',
    { schema: route('DELETE', '/attachments'), preHandler: permission('delete') },
    async (request) => {
      const ids = [...new Set(request.query.ids)];
      // A sent message keeps its files; an upload and a draft's file may go.
      const rows = await db.query<{ id: string }>(
        `delete from message_attachments a
          where a.user_id = $1 and a.id = any($2::text[])
            and (a.message_id is null or exists (select 1 from messages m join conversations c on c.id = m.conversation_id
                                                   where m.id = a.message_id and c.mailbox = 'drafts'))
          returning a.id`,
        [request.caller.userId, ids],
      );
      const { done, failed } = outcomeOf(ids, rows);
      return { deleted: done, failed };
    },
  );
}
