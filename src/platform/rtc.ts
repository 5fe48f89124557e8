import { chatAuthorValues, type ChatAuthor, type ChatMessage } from '../../schemas/api/generated/api-types.js';
import { isPlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { booleanOf, expectArray, expectRecord, isRecord, oneOf, stringOf } from './json.js';

/**
 * rtc (NOTES §1.8 Chat): the member's support chat with the credit union behind the top bar's
 * chat button. One open conversation per member, its messages polled by cursor; a support agent
 * acting for the member answers through the same calls. Either side may end the conversation; it
 * stays readable and takes no more messages, and the next one opened is new.
 */

const rtcPath = '/rtc/client-api/v1';

export type SupportChatMessage = ChatMessage;

/** A conversation that has ended: whether the reader's side ended it, and which side did when the platform says. */
export interface SupportChatEnding {
  byMe: boolean;
  by?: ChatAuthor;
}

const isAuthor = oneOf(chatAuthorValues);
const countOf = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

function readChatMessage(value: unknown): SupportChatMessage | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const cursor = stringOf(value.cursor);
  const sentAt = stringOf(value.sentAt);
  if (!id || !cursor || !sentAt || !isAuthor(value.author)) return undefined;
  return {
    id,
    cursor,
    sentAt,
    author: value.author,
    text: stringOf(value.text) ?? '',
    authorName: stringOf(value.authorName) ?? '',
    isMine: booleanOf(value.isMine) ?? value.author === 'member',
    read: booleanOf(value.read) ?? false,
  };
}

/** The ending an answer tells of, or undefined while the conversation is open. */
function readEnding(answer: Record<string, unknown>): SupportChatEnding | undefined {
  if (answer.status !== 'CLOSED') return undefined;
  const closed = isRecord(answer.closed) ? answer.closed : {};
  return { byMe: booleanOf(closed.closedByMe) ?? false, ...(isAuthor(closed.closedBy) ? { by: closed.closedBy } : {}) };
}

/** Writing to a conversation that has ended (the other side ended it since the last look). */
export const isSupportChatEnded = (error: unknown): boolean => isPlatformError(error) && error.status === 409 && error.key === 'chat.conversation.closed';

/** The member's open conversation (opened now when there is none) and how much of it they have not read. */
export async function openSupportChat(http: HttpClient): Promise<{ id: string; unreadCount: number }> {
  const answer = expectRecord(await http.post(`${rtcPath}/conversations/current`), 'the chat conversation');
  const id = stringOf(answer.id);
  if (!id) throw new Error('The chat conversation has no id');
  return { id, unreadCount: countOf(answer.unreadCount) };
}

/** The credit union's messages the member has not read; opens no conversation. */
export async function supportChatUnreadCount(http: HttpClient): Promise<number> {
  return countOf(expectRecord(await http.get(`${rtcPath}/unread-count`), 'the chat unread count').unreadCount);
}

/** The messages written after `after` (all without it), the cursor to ask from next, whether it has ended and the unread count. */
export async function supportChatMessagesAfter(
  http: HttpClient,
  conversationId: string,
  after: string | undefined,
): Promise<{ messages: SupportChatMessage[]; cursor: string | undefined; ended: SupportChatEnding | undefined; unreadCount: number }> {
  const answer = expectRecord(
    await http.get(`${rtcPath}/conversations/${encodeURIComponent(conversationId)}/messages`, after === undefined ? {} : { after }),
    'the chat messages',
  );
  const messages = expectArray(answer.messages, 'the chat messages')
    .map(readChatMessage)
    .filter((message): message is SupportChatMessage => message !== undefined);
  return { messages, cursor: stringOf(answer.cursor) ?? after, ended: readEnding(answer), unreadCount: countOf(answer.unreadCount) };
}

export async function sendSupportChatMessage(http: HttpClient, conversationId: string, text: string): Promise<SupportChatMessage> {
  const message = readChatMessage(await http.post(`${rtcPath}/conversations/${encodeURIComponent(conversationId)}/messages`, { text }));
  if (!message) throw new Error('The sent chat message came back unreadable');
  return message;
}

/** Marks the credit union's messages up to the cursor read; answers the unread count after. */
export async function markSupportChatRead(http: HttpClient, conversationId: string, upTo: string): Promise<number> {
  return countOf(expectRecord(await http.put(`${rtcPath}/conversations/${encodeURIComponent(conversationId)}/read`, { upTo }), 'the chat unread count').unreadCount);
}

/** Ends the conversation for both sides; answers how it ended (by the other side, when they were first). */
export async function endSupportChat(http: HttpClient, conversationId: string): Promise<SupportChatEnding> {
  const answer = expectRecord(await http.post(`${rtcPath}/conversations/${encodeURIComponent(conversationId)}/close`), 'the ended chat conversation');
  return readEnding(answer) ?? { byMe: true };
}
