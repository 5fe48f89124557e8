import { useCallback, useEffect, useRef, useState } from 'react';
import {
  endSupportChat,
  isSupportChatEnded,
  markSupportChatRead,
  openSupportChat,
  sendSupportChatMessage,
  supportChatMessagesAfter,
  supportChatUnreadCount,
  usePlatform,
  type SupportChatEnding,
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

/** What the window's log shows, in order: messages, and where a conversation ended. */
export type SupportChatEntry = { kind: 'message'; id: string; message: SupportChatMessage } | { kind: 'ended'; id: string; ending: SupportChatEnding };

export interface SupportChat {
  entries: readonly SupportChatEntry[];
  /** How the conversation in the window ended; undefined while it is open (or none is yet). */
  ended: SupportChatEnding | undefined;
  /** There is an open conversation to end. */
  canEnd: boolean;
  unreadCount: number;
  /** The last look for replies failed (it is retried with backoff). */
  loadFailed: boolean;
  /** Writes to the open conversation; after it ended, starts a new one with this message. */
  send(text: string): Promise<void>;
  /** Ends the conversation for both sides; the transcript stays until the window closes. */
  end(): Promise<void>;
  /** The window closed: an ended conversation's transcript goes, so the next opening starts afresh. */
  windowClosed(): void;
}

/**
 * The member's support chat kept above the routes, so it lasts across pages (and, being on the
 * server, across reloads). Closed, it only asks how many replies are unread, every
 * poll.closedSeconds; open, it opens the conversation and asks for the messages after the last
 * one it has every poll.openSeconds, marking what it shows read. Failures double the wait up to
 * poll.maxSeconds; nothing is asked while the tab is hidden, and it asks at once when the tab shows.
 * Once the conversation has ended (either side), nothing more can arrive in it: the looks stop
 * until the member writes again, which opens a new conversation.
 */
export function useSupportChat(settings: ChatSettings, open: boolean): SupportChat {
  const { http } = usePlatform();
  const [entries, setEntries] = useState<readonly SupportChatEntry[]>([]);
  const [ended, setEnded] = useState<SupportChatEnding | undefined>();
  const [conversationKnown, setConversationKnown] = useState(false);
  const [unreadCount, setUnreadCount] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  // What the polls continue from; refs, so a new message does not restart the polling.
  const conversation = useRef<{ id?: string; cursor?: string; ended?: boolean }>({});

  const conversationId = useCallback(async (): Promise<string> => {
    if (conversation.current.id && !conversation.current.ended) return conversation.current.id;
    const opened = await openSupportChat(http);
    conversation.current = { id: opened.id };
    setEnded(undefined);
    setConversationKnown(true);
    return opened.id;
  }, [http]);

  const addEntries = useCallback((added: readonly SupportChatEntry[]) => {
    if (added.length === 0) return;
    setEntries((shown) => {
      const known = new Set(shown.map((entry) => entry.id));
      return [...shown, ...added.filter((entry) => !known.has(entry.id))];
    });
  }, []);
  const addMessages = useCallback(
    (added: readonly SupportChatMessage[]) => addEntries(added.map((message) => ({ kind: 'message', id: message.id, message }))),
    [addEntries],
  );
  /** The conversation `id` ended: said once in the log, and no more looks until the member writes. */
  const markEnded = useCallback(
    (id: string, ending: SupportChatEnding) => {
      if (conversation.current.id !== id || conversation.current.ended) return;
      conversation.current.ended = true;
      setEnded(ending);
      setUnreadCount(0);
      addEntries([{ kind: 'ended', id: `ended-${id}`, ending }]);
    },
    [addEntries],
  );

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
      if (conversation.current.ended) return;
      const id = await conversationId();
      const page = await supportChatMessagesAfter(http, id, conversation.current.cursor);
      if (stopped) return;
      conversation.current.cursor = page.cursor;
      addMessages(page.messages);
      // The window is open: what it shows now is read.
      setUnreadCount(page.unreadCount > 0 && page.cursor ? await markSupportChatRead(http, id, page.cursor) : page.unreadCount);
      if (page.ended) markEnded(id, page.ended);
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
  }, [open, http, settings, conversationId, addMessages, markEnded]);

  const send = useCallback(
    async (text: string) => {
      const id = await conversationId();
      let sent: SupportChatMessage;
      try {
        sent = await sendSupportChatMessage(http, id, text);
      } catch (error) {
        // The other side ended it since the last look: say so, and the message starts a new conversation.
        if (!isSupportChatEnded(error)) throw error;
        markEnded(id, { byMe: false });
        sent = await sendSupportChatMessage(http, await conversationId(), text);
      }
      // Shown at once; the next poll brings it again (and any reply written meanwhile) and is deduplicated.
      addMessages([sent]);
    },
    [http, conversationId, addMessages, markEnded],
  );

  const end = useCallback(async () => {
    const { id, ended: already } = conversation.current;
    if (!id || already) return;
    markEnded(id, await endSupportChat(http, id));
  }, [http, markEnded]);

  const windowClosed = useCallback(() => {
    if (!conversation.current.ended) return;
    conversation.current = {};
    setEntries([]);
    setEnded(undefined);
    setConversationKnown(false);
  }, []);

  return { entries, ended, canEnd: conversationKnown && ended === undefined, unreadCount, loadFailed, send, end, windowClosed };
}
