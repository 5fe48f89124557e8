import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { MessagesCenterConfig } from './messages-center-config.js';

/** Who writes a message: the member, or the credit union (a support agent acting for the member). */
export interface MessageAuthor {
  /** The member whose conversation it is. */
  memberId: string;
  /** Set when a support agent writes: the message is the credit union's, not the member's. */
  agentId?: string;
}

export const fromCreditUnion = (author: MessageAuthor): boolean => author.agentId !== undefined;

/** The sender id the API shows for the credit union's messages (the member's own carry their user id). */
export const creditUnionSenderId = 'credit-union';

export interface AttachmentRow {
  id: string;
  message_id: string | null;
  filename: string;
  size: number;
  created_at: Date | string;
}

export const isoTime = (value: Date | string): string => new Date(value).toISOString();

export const attachmentOf = (row: AttachmentRow) => ({ id: row.id, filename: row.filename, size: row.size, createdAt: isoTime(row.created_at) });

/** The name on a message: the member's full name, or the credit union's sender from config. */
async function senderNameOf(tx: Queryable, author: MessageAuthor, config: MessagesCenterConfig): Promise<string> {
  if (fromCreditUnion(author)) return config.creditUnionSender;
  const [member] = await tx.query<{ full_name: string }>('select full_name from users where id = $1', [author.memberId]);
  return member?.full_name ?? author.memberId;
}

/** Adds a message to a conversation and returns its id. */
export async function insertMessage(tx: Queryable, conversationId: string, body: string, author: MessageAuthor, config: MessagesCenterConfig): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into messages (id, conversation_id, body, sender_name, is_my_message, created_at, author_id) values ($1, $2, $3, $4, $5, now(), $6)`,
    [id, conversationId, body, await senderNameOf(tx, author, config), !fromCreditUnion(author), author.agentId ?? author.memberId],
  );
  return id;
}

/**
 * Attaches the member's uploads to a message. Only uploads not yet sent (or already on this
 * message, a draft's) qualify; returns the ids that did not, so the caller refuses the request.
 */
export async function attachUploads(tx: Queryable, memberId: string, messageId: string, attachmentIds: readonly string[]): Promise<string[]> {
  if (attachmentIds.length === 0) return [];
  const attached = await tx.query<{ id: string }>(
    `update message_attachments set message_id = $3
      where user_id = $1 and id = any($2::text[]) and (message_id is null or message_id = $3)
      returning id`,
    [memberId, attachmentIds, messageId],
  );
  const found = new Set(attached.map((row) => row.id));
  return attachmentIds.filter((id) => !found.has(id));
}

/**
 * What the member sees when the credit union writes in a conversation: it is in the inbox,
 * unread, and a notification opens it (notifications-service, where-to conversation-view).
 */
export async function deliverAnswer(tx: Queryable, memberId: string, conversationId: string, config: MessagesCenterConfig): Promise<void> {
  const [conversation] = await tx.query<{ subject: string }>(
    `update conversations set mailbox = 'inbox', read = false, updated_at = now() where id = $1 and user_id = $2 returning subject`,
    [conversationId, memberId],
  );
  const fill = (text: string) => text.replaceAll('{subject}', conversation?.subject ?? '').replaceAll('{sender}', config.creditUnionSender);
  await tx.query(
    `insert into notifications (id, user_id, title, message, level, origin, created_on, where_to, data)
     values ($1, $2, $3, $4, 'INFO', 'passbook', now(), 'conversation-view', $5::jsonb)`,
    [`ntf-${randomUUID()}`, memberId, fill(config.answerNotification.title), fill(config.answerNotification.message), JSON.stringify({ id: conversationId })],
  );
}

/**
 * The topic of a new message: one the configuration offers, kept in message_topics so the
 * conversation still names it after the credit union withdraws it. Undefined when not offered.
 */
export async function offeredTopic(tx: Queryable, config: MessagesCenterConfig, topicId: string): Promise<string | undefined> {
  const topic = config.topics.find((candidate) => candidate.id === topicId);
  if (!topic) return undefined;
  await tx.query('insert into message_topics (id, code, name) values ($1, $2, $3) on conflict do nothing', [topic.id, topic.code, topic.name]);
  const [stored] = await tx.query<{ id: string }>('select id from message_topics where id = $1', [topic.id]);
  return stored?.id;
}

/** A conversation's topic as the API shows it: withdrawn (deleted) when the configuration no longer offers it. */
export function topicRefOf(config: MessagesCenterConfig, id: string | null, name: string | null) {
  if (id === null) return undefined;
  const offered = config.topics.find((topic) => topic.id === id);
  return { id, name: offered?.name ?? name ?? id, deleted: !offered };
}
