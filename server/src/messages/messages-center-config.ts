import type { Queryable } from '../db/database.js';
import { loadPublishedFile } from '../config/published-file.js';
import type { AttachmentType } from './attachment-type.js';

/** config/messages-center.json, as schemas/messages-center.schema.json describes it. */
export interface MessagesCenterConfig {
  topics: { id: string; code: string; name: string }[];
  subjectMaxLength: number;
  messageMaxLength: number;
  replyMaxLength: number;
  pageSize: number;
  attachments: { maxSizeBytes: number; maxPerMessage: number; allowedTypes: AttachmentType[] };
  creditUnionSender: string;
  answerNotification: { title: string; message: string };
}

/** The tenant's published messages-center.json: an operator's change applies to the next request. */
export const loadMessagesCenterConfig = (db: Queryable, configDir: string, tenant: string) =>
  loadPublishedFile<MessagesCenterConfig>(db, configDir, tenant, 'messages-center.json');
