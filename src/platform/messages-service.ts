import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { BodyOf, Mailbox } from '../../schemas/api/generated/api-types.js';
import type { PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { booleanOf, expectArray, expectRecord, isRecord, namedEntryOf, stringOf, type JsonRecord } from './json.js';
import { usePlatform } from './platform-context.js';

/**
 * messages-service (NOTES: message-center v5): the member's secure messages with the credit
 * union — conversations per mailbox, a conversation's thread, new messages, replies, drafts,
 * attachments and the topics a message is about.
 */
export const messageCenterPath = '/messages-service/client-api/v5/message-center';

export type { Mailbox };
export type NewMessage = BodyOf<'sendMessage'>;
export type DraftContent = BodyOf<'saveNewDraft'>;

export interface MessageTopic {
  id: string;
  name: string;
  /** The credit union no longer offers it. */
  deleted?: boolean;
}

export interface MessageAttachment {
  id: string;
  filename: string;
  size: number;
}

export interface ConversationRow {
  id: string;
  subject: string;
  senderName: string;
  timestamp: string;
  read: boolean;
  hasAttachments: boolean;
  topic?: MessageTopic;
}

export interface ThreadMessage {
  id: string;
  body: string;
  createdAt: string;
  isMyMessage: boolean;
  senderName: string;
  attachments: MessageAttachment[];
}

export interface ConversationThread {
  subject: string;
  topic?: MessageTopic;
  messages: ThreadMessage[];
}

export interface MessageDraft {
  id: string;
  subject: string;
  body: string;
  topic?: MessageTopic;
  attachments: MessageAttachment[];
}

export interface ConversationPage {
  rows: ConversationRow[];
  total: number;
}

function readTopic(value: unknown): MessageTopic | undefined {
  const named = namedEntryOf(value);
  return named ? { id: named.id, name: named.name, ...(booleanOf(named.entry.deleted) ? { deleted: true } : {}) } : undefined;
}

function readAttachment(value: unknown): MessageAttachment[] {
  if (!isRecord(value)) return [];
  const id = stringOf(value.id);
  return id ? [{ id, filename: stringOf(value.filename) ?? id, size: typeof value.size === 'number' ? value.size : 0 }] : [];
}

const attachmentsOf = (value: unknown): MessageAttachment[] => (Array.isArray(value) ? value.flatMap(readAttachment) : []);
const withTopic = (record: JsonRecord) => {
  const topic = readTopic(record.topic);
  return topic ? { topic } : {};
};

function readConversationRow(value: unknown): ConversationRow[] {
  if (!isRecord(value)) return [];
  const id = stringOf(value.id);
  if (!id) return [];
  return [
    {
      id,
      subject: stringOf(value.subject) ?? '',
      senderName: isRecord(value.sender) ? (stringOf(value.sender.name) ?? '') : '',
      timestamp: stringOf(value.timestamp) ?? '',
      read: booleanOf(value.read) ?? true,
      hasAttachments: booleanOf(value.hasAttachments) ?? false,
      ...withTopic(value),
    },
  ];
}

function readThreadMessage(value: unknown): ThreadMessage[] {
  if (!isRecord(value)) return [];
  const id = stringOf(value.id);
  if (!id) return [];
  return [
    {
      id,
      body: stringOf(value.body) ?? '',
      createdAt: stringOf(value.createdAt) ?? '',
      isMyMessage: booleanOf(value.isMyMessage) ?? false,
      senderName: isRecord(value.sender) ? (stringOf(value.sender.name) ?? '') : '',
      attachments: attachmentsOf(value.attachments),
    },
  ];
}

export async function listConversations(http: HttpClient, mailbox: Mailbox, page: { from: number; size: number }): Promise<ConversationPage> {
  const { body, headers } = await http.exchange({ method: 'GET', path: `${messageCenterPath}/messages/conversations`, query: { mailbox, ...page } });
  const rows = expectArray(body, 'the conversations').flatMap(readConversationRow);
  const total = Number(headers.get('X-Total-Count'));
  return { rows, total: headers.has('X-Total-Count') && Number.isFinite(total) ? total : rows.length };
}

export async function conversationById(http: HttpClient, id: string): Promise<ConversationThread> {
  const answer = expectRecord(await http.get(`${messageCenterPath}/messages/${encodeURIComponent(id)}/conversation`), 'the conversation');
  return {
    subject: stringOf(answer.subject) ?? '',
    messages: Array.isArray(answer.messages) ? answer.messages.flatMap(readThreadMessage) : [],
    ...withTopic(answer),
  };
}

export async function draftById(http: HttpClient, id: string): Promise<MessageDraft> {
  const answer = expectRecord(await http.get(`${messageCenterPath}/messages/drafts/${encodeURIComponent(id)}`), 'the draft');
  return {
    id: stringOf(answer.id) ?? id,
    subject: stringOf(answer.subject) ?? '',
    body: stringOf(answer.body) ?? '',
    attachments: attachmentsOf(answer.attachments),
    ...withTopic(answer),
  };
}

export async function listMessageTopics(http: HttpClient): Promise<MessageTopic[]> {
  return expectArray(await http.get(`${messageCenterPath}/topics`), 'the message topics').flatMap((value) => {
    const topic = readTopic(value);
    return topic ? [topic] : [];
  });
}

const createdId = (answer: unknown, what: string): string => {
  const id = stringOf(expectRecord(answer, what).id);
  if (!id) throw new Error(`The platform answered ${what} without an id`);
  return id;
};

/** Sends a new message (from a draft when draftId is set); resolves to the conversation's id. */
export async function sendMessage(http: HttpClient, message: NewMessage): Promise<string> {
  return createdId(await http.post(`${messageCenterPath}/messages`, message), 'the new message');
}

export async function replyToConversation(http: HttpClient, id: string, body: string, attachmentIds: readonly string[]): Promise<void> {
  await http.post(`${messageCenterPath}/messages/${encodeURIComponent(id)}/reply`, { body, ...(attachmentIds.length > 0 ? { attachmentIds } : {}) });
}

/** Saves a draft: a new one (resolving to its id) or the one named. */
export async function saveDraft(http: HttpClient, id: string | undefined, content: DraftContent): Promise<string> {
  if (id === undefined) return createdId(await http.post(`${messageCenterPath}/messages/drafts`, content), 'the new draft');
  await http.put(`${messageCenterPath}/messages/drafts/${encodeURIComponent(id)}`, content);
  return id;
}

/** Marks conversations read or unread; resolves to the ids the platform changed. */
export async function markConversationsRead(http: HttpClient, conversationIds: readonly string[], read: boolean): Promise<string[]> {
  const answer = expectRecord(await http.put(`${messageCenterPath}/messages/conversations/read`, { conversationIds, read }), 'the read change');
  return Array.isArray(answer.changedItems) ? answer.changedItems.filter((id): id is string => typeof id === 'string') : [];
}

/** Deletes conversations, or drafts in the drafts mailbox (their own path). */
export async function deleteConversations(http: HttpClient, mailbox: Mailbox, ids: readonly string[]): Promise<void> {
  const path = mailbox === 'drafts' ? `${messageCenterPath}/messages/drafts` : `${messageCenterPath}/messages/conversations`;
  await http.request({ method: 'DELETE', path, query: { ids } });
}

export async function uploadAttachment(http: HttpClient, file: File): Promise<MessageAttachment> {
  const answer = await http.request({ method: 'POST', path: `${messageCenterPath}/attachments`, query: { filename: file.name }, body: file });
  const [attachment] = readAttachment(answer);
  if (!attachment) throw new Error('The platform answered an attachment without an id');
  return attachment;
}

export async function deleteAttachment(http: HttpClient, id: string): Promise<void> {
  await http.request({ method: 'DELETE', path: `${messageCenterPath}/attachments`, query: { ids: [id] } });
}

export async function downloadAttachment(http: HttpClient, id: string): Promise<Blob> {
  const answer = await http.request({ method: 'GET', path: `${messageCenterPath}/attachments/${encodeURIComponent(id)}`, responseType: 'blob' });
  // Not `instanceof Blob`: fetch's Blob may come from another realm than the page's global (tests, workers).
  if (typeof answer !== 'object' || answer === null || !('arrayBuffer' in answer)) {
    throw new Error('The platform answered an attachment that is not a file');
  }
  return answer as Blob;
}

export const messageSwrKeys = {
  /** Every conversation list key starts with this, so one mutate refreshes them all. */
  conversations: 'messages-service/conversations',
  conversation: (id: string) => `messages-service/conversation/${id}`,
  draft: (id: string) => `messages-service/draft/${id}`,
  topics: 'messages-service/topics',
} as const;

/** A mailbox's conversations, a page at a time (Load more asks for the next). */
export function useConversations(mailbox: Mailbox, pageSize: number) {
  const { http } = usePlatform();
  return useSWRInfinite<ConversationPage, PlatformError | Error>(
    (index, previous: ConversationPage | null) => {
      if (previous && (index * pageSize >= previous.total || previous.rows.length === 0)) return null;
      return `${messageSwrKeys.conversations}/${mailbox}/${pageSize}#${index}`;
    },
    (key: string) => listConversations(http, mailbox, { from: Number(key.slice(key.lastIndexOf('#') + 1)), size: pageSize }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
}

export function useConversation(id: string) {
  const { http } = usePlatform();
  return useSWR<ConversationThread, PlatformError | Error>(messageSwrKeys.conversation(id), () => conversationById(http, id), { revalidateOnFocus: false });
}

export function useMessageDraft(id: string | undefined) {
  const { http } = usePlatform();
  return useSWR<MessageDraft, PlatformError | Error>(id ? messageSwrKeys.draft(id) : null, () => draftById(http, id as string), { revalidateOnFocus: false });
}

export function useMessageTopics() {
  const { http } = usePlatform();
  return useSWR<MessageTopic[], PlatformError | Error>(messageSwrKeys.topics, () => listMessageTopics(http), { revalidateOnFocus: false });
}
