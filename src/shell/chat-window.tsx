import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { Button } from 'antd';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useEntitlement, useMessages, useRuntime } from '../runtime/index.js';
import { chatSettingsOf, useSupportChat, type ChatSettings } from './use-support-chat.js';

// The window (antd Card, Input, Popconfirm) loads when it is first opened, not with the first screen.
const ChatPanel = lazy(() => import('./chat-panel.js').then((module) => ({ default: module.ChatPanel })));

/** Whether the window was open, for this tab: it stays open across reloads, not into a new tab. */
const openKey = 'passbook.chat.open';

function readOpen(): boolean {
  try {
    return sessionStorage.getItem(openKey) === 'true';
  } catch {
    return false;
  }
}

function keepOpen(open: boolean): void {
  try {
    sessionStorage.setItem(openKey, String(open));
  } catch {
    // Storage refused (private mode): the window just starts closed next time.
  }
}

function SupportChatWindow({ settings }: { settings: ChatSettings }): ReactNode {
  const t = useMessages();
  const [open, setOpen] = useState(readOpen);
  const chat = useSupportChat(settings, open);
  const button = useRef<HTMLButtonElement>(null);
  const { windowClosed } = chat;
  const toggle = useCallback(
    (next: boolean) => {
      keepOpen(next);
      setOpen(next);
      if (next) return;
      // An ended chat's transcript is readable until the window closes, not after.
      windowClosed();
      button.current?.focus();
    },
    [windowClosed],
  );
  const count = chat.unreadCount;
  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        ref={button}
        type="text"
        shape="circle"
        icon={<MessageOutlined />}
        aria-expanded={open}
        aria-label={count > 0 ? t('shell.chat.buttonUnread', { count: String(count) }) : t('shell.chat.button')}
        onClick={() => toggle(!open)}
        data-testid="chat-button"
      />
      {count > 0 ? (
        <span className="pb-badge" aria-hidden="true" data-testid="chat-badge">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ChatPanel chat={chat} messageMaxLength={settings.messageMaxLength} onClose={() => toggle(false)} />
        </Suspense>
      ) : null}
    </span>
  );
}

/**
 * The top bar's chat button and window (spec/1 Other shell states), for members with canUseChat
 * and a credit union that publishes config/chat.json. It sits in the layout above the routes, so
 * the conversation stays while the member moves between pages.
 */
export function ChatWindow(): ReactNode {
  const { config } = useRuntime();
  const entitled = useEntitlement('canUseChat');
  const settings = chatSettingsOf(config.chat);
  return entitled && settings ? <SupportChatWindow settings={settings} /> : null;
}
