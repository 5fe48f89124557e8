import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { conflict, notFound } from '../http/errors.js';

/** Which side of a support conversation writes or reads: the member, or a support agent acting for them. */
export type ChatSide = 'member' | 'agent';

export interface ChatConversationRow {
  id: string;
  started_at: Date | string;
  status: 'OPEN' | 'CLOSED';
  closed_at: Date | string | null;
  closed_by: ChatSide | null;
}

const conversationColumns = 'id, started_at, status, closed_at, closed_by';

export interface ChatMessageRow {
  seq: string;
  id: string;
  author: ChatSide;
  author_name: string;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const messageColumns = 'seq::text as seq, id, author, author_name, body, created_at, read_at';

/** The member's open conversation, opened now when there is none (two calls at once still share one). */
export async function openConversation(db: Queryable, memberId: string): Promise<ChatConversationRow> {
  await db.query(
    `insert into chat_conversations (id, user_id) values ($1, $2) on conflict (user_id) where status = 'OPEN' do nothing`,
    [`chat-${randomUUID()}`, memberId],
  );
  const [row] = await db.query<ChatConversationRow>(`select ${conversationColumns} from chat_conversations where user_id = $1 and status = 'OPEN'`, [memberId]);
  if (!row) throw new Error(`no open chat conversation for ${memberId} after opening one`);
  return row;
}

/** The conversation when it is the member's: another member's answers 404 exactly like one that does not exist. */
export async function requireConversationOf(db: Queryable, memberId: string, conversationId: string): Promise<ChatConversationRow> {
  const [row] = await db.query<ChatConversationRow>(`select ${conversationColumns} from chat_conversations where id = $1 and user_id = $2`, [conversationId, memberId]);
  if (!row) throw notFound('The conversation could not be found.', 'chat.conversation.not-found');
  return row;
}

/**
 * Ends the conversation for both sides, recording which side ended it; a closed one stays as it
 * was closed (the first side to end it is the one named).
 */
export async function closeConversation(db: Queryable, conversationId: string, side: ChatSide): Promise<ChatConversationRow> {
  const [closed] = await db.query<ChatConversationRow>(
    `update chat_conversations set status = 'CLOSED', closed_at = now(), closed_by = $2 where id = $1 and status = 'OPEN' returning ${conversationColumns}`,
    [conversationId, side],
  );
  if (closed) return closed;
  const [row] = await db.query<ChatConversationRow>(`select ${conversationColumns} from chat_conversations where id = $1`, [conversationId]);
  if (!row) throw new Error(`no chat conversation ${conversationId} to close`);
  return row;
}

/** How many of the other side's messages `reader` has not read, in one conversation or (by member) in the open one. */
export async function unreadCountOf(db: Queryable, reader: ChatSide, where: { conversationId: string } | { memberId: string }): Promise<number> {
  const [row] =
    'conversationId' in where
      ? await db.query<{ count: number }>('select count(*)::int as count from chat_messages where conversation_id = $1 and author <> $2 and read_at is null', [
          where.conversationId,
          reader,
        ])
      : await db.query<{ count: number }>(
          `select count(*)::int as count from chat_messages m join chat_conversations c on c.id = m.conversation_id
            where c.user_id = $1 and c.status = 'OPEN' and m.author <> $2 and m.read_at is null`,
          [where.memberId, reader],
        );
  return row?.count ?? 0;
}

/** The messages written after the cursor (every one without it), oldest first, at most `size`. */
export function messagesAfter(db: Queryable, conversationId: string, after: string | undefined, size: number): Promise<ChatMessageRow[]> {
  return db.query<ChatMessageRow>(
    `select ${messageColumns} from chat_messages where conversation_id = $1 and seq > $2::bigint order by seq limit $3`,
    [conversationId, after ?? '0', size],
  );
}

/**
 * Writes a message under the writer's name (the member's, or the acting agent's) and returns it as
 * stored. A closed conversation is refused (409) rather than reopened: the side that ended it has
 * left, so the app starts a new conversation instead. The status is read under a share lock in the
 * insert itself, so a close at the same moment either comes first (refused) or waits for the message.
 */
export async function addMessage(
  db: Queryable,
  conversationId: string,
  writer: { side: ChatSide; userId: string },
  text: string,
): Promise<ChatMessageRow> {
  const [row] = await db.query<ChatMessageRow>(
    `insert into chat_messages (id, conversation_id, author, author_id, author_name, body)
     select $1, c.id, $3, u.id, u.full_name, $5 from users u, chat_conversations c where u.id = $4 and c.id = $2 and c.status = 'OPEN' for share of c
     returning ${messageColumns}`,
    [`chatmsg-${randomUUID()}`, conversationId, writer.side, writer.userId, text],
  );
  if (!row) throw conflict('The conversation has ended; start a new one to write again.', 'chat.conversation.closed');
  return row;
}

/** Marks the other side's messages up to the cursor read for `reader`. */
export async function markRead(db: Queryable, conversationId: string, reader: ChatSide, upTo: string): Promise<void> {
  await db.query('update chat_messages set read_at = now() where conversation_id = $1 and author <> $2 and read_at is null and seq <= $3::bigint', [
    conversationId,
    reader,
    upTo,
  ]);
}
