import { useCallback, useEffect, useRef, useState } from 'react';
import {
  markSupportChatRead,
  openSupportChat,
  sendSupportChatMessage,
  supportChatMessagesAfter,
  supportChatUnreadCount,
  usePlatform,
  type SupportChatMessage,
} from '../platform/index.js';

/** config/chat.json as the app uses it. */
export interface ChatSettings {
  messageMaxLength: number;
  poll: { openSeconds: number; closedSeconds: number; maxSeconds: number };
}

const positive = (value: unknown): value is number => typeof value === 'number' && value > 0;

/** The chat settings of the configuration bundle, or undefined when the credit union publishes none. */
export function chatSettingsOf(file: unknown): ChatSettings | undefined {
  if (typeof file !== 'object' || file === null) return undefined;
  const { messageMaxLength, poll } = file as Record<string, unknown>;
  if (!positive(messageMaxLength) || typeof poll !== 'object' || poll === null) return undefined;
  const { openSeconds, closedSeconds, maxSeconds } = poll as Record<string, unknown>;
  if (!positive(openSeconds) || !positive(closedSeconds) || !positive(maxSeconds)) return undefined;
  return { messageMaxLength, poll: { openSeconds, closedSeconds, maxSeconds } };
}

/** The wait before the next look: the base interval, doubled for each failure in a row, never over the ceiling. */
export const nextPollMs = (baseSeconds: number, failures: number, maxSeconds: number): number =>
  Math.min(baseSeconds * 2 ** failures, Math.max(baseSeconds, maxSeconds)) * 1000;

export interface SupportChat {
  messages: readonly SupportChatMessage[];
  unreadCount: number;
  /** The last look for replies failed (it is retried with backoff). */
  loadFailed: boolean;
  send(text: string): Promise<void>;
}

/**
 * The member's support chat kept above the routes, so it lasts across pages (and, being on the
 * server, across reloads). Closed, it only asks how many replies are unread, every
 * poll.closedSeconds; open, it opens the conversation and asks for the messages after the last
 * one it has every poll.openSeconds, marking what it shows read. Failures double the wait up to
 * poll.maxSeconds; nothing is asked while the tab is hidden, and it asks at once when the tab shows.
 */
export function useSupportChat(settings: ChatSettings, open: boolean): SupportChat {
  const { http } = usePlatform();
  const [messages, setMessages] = useState<readonly SupportChatMessage[]>([]);
  const [unreadCount, setUnreadCount] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  // What the polls continue from; refs, so a new message does not restart the polling.
  const conversation = useRef<{ id?: string; cursor?: string }>({});

  const conversationId = useCallback(async (): Promise<string> => {
    if (conversation.current.id) return conversation.current.id;
    const opened = await openSupportChat(http);
    conversation.current.id = opened.id;
    return opened.id;
  }, [http]);

  const addMessages = useCallback((added: readonly SupportChatMessage[]) => {
    if (added.length === 0) return;
    setMessages((shown) => {
      const known = new Set(shown.map((message) => message.id));
      return [...shown, ...added.filter((message) => !known.has(message.id))];
    });
  }, []);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let looking = false;
    const lookOnce = async () => {
      if (!open) {
        setUnreadCount(await supportChatUnreadCount(http));
        return;
      }
      const id = await conversationId();
      const page = await supportChatMessagesAfter(http, id, conversation.current.cursor);
      if (stopped) return;
      conversation.current.cursor = page.cursor;
      addMessages(page.messages);
      // The window is open: what it shows now is read.
      setUnreadCount(page.unreadCount > 0 && page.cursor ? await markSupportChatRead(http, id, page.cursor) : page.unreadCount);
    };
    const look = async () => {
      // One look at a time: the tab showing again during a look waits for that look's schedule.
      if (looking || document.visibilityState === 'hidden') return;
      clearTimeout(timer);
      looking = true;
      try {
        await lookOnce();
        failures = 0;
        if (!stopped) setLoadFailed(false);
      } catch {
        failures += 1;
        if (!stopped) setLoadFailed(true);
      } finally {
        looking = false;
      }
      if (stopped) return;
      const { openSeconds, closedSeconds, maxSeconds } = settings.poll;
      timer = setTimeout(() => void look(), nextPollMs(open ? openSeconds : closedSeconds, failures, maxSeconds));
    };
    const whenShown = () => {
      if (document.visibilityState === 'visible') void look();
    };
    document.addEventListener('visibilitychange', whenShown);
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', whenShown);
    };
  }, [open, http, settings, conversationId, addMessages]);

  const send = useCallback(
    async (text: string) => {
      const sent = await sendSupportChatMessage(http, await conversationId(), text);
      // Shown at once; the next poll brings it again (and any reply written meanwhile) and is deduplicated.
      addMessages([sent]);
    },
    [http, conversationId, addMessages],
  );

  return { messages, unreadCount, loadFailed, send };
}
