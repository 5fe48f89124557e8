import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** What the credit union tells a member about their own online banking (a password, an address changed). */
export interface MemberNotice {
  subject: string;
  body: string;
  /** A message topic's code (message_topics.code), e.g. ONLINE_BANKING. */
  topicCode: string;
  /** Shown as the sender of the message: the credit union's name. */
  senderName: string;
  /** Names the notice so retrying the same change sends it once (a password reset's id). */
  id?: string;
}

/**
 * Sends the notice as a secure message in the member's inbox, unread, and a notification that opens
 * it: a change to how a member signs in or is reached must reach them where a thief who made it
 * cannot quietly delete an e-mail. Runs in the caller's transaction, so the notice exists exactly
 * when the change does. Returns the conversation's id.
 */
export async function sendMemberNotice(tx: Queryable, userId: string, notice: MemberNotice): Promise<string> {
  const conversationId = notice.id ? `conv-${notice.id}` : randomUUID();
  const inserted = await tx.query(
    `insert into conversations (id, user_id, subject, topic_id, mailbox, read, important, updated_at)
     values ($1, $2, $3, (select id from message_topics where code = $4), 'inbox', false, true, now())
     on conflict (id) do nothing returning id`,
    [conversationId, userId, notice.subject, notice.topicCode],
  );
  if (inserted.length === 0) return conversationId;
  await tx.query(
    `insert into messages (id, conversation_id, body, sender_name, is_my_message, created_at) values ($1, $2, $3, $4, false, now())`,
    [randomUUID(), conversationId, notice.body, notice.senderName],
  );
  await tx.query(
    `insert into notifications (id, user_id, title, message, level, origin, created_on, where_to, data)
     values ($1, $2, $3, $4, 'WARNING', 'passbook', now(), 'conversation-view', $5::jsonb)`,
    [`ntf-${conversationId}`, userId, notice.subject, notice.body, JSON.stringify({ id: conversationId })],
  );
  return conversationId;
}
