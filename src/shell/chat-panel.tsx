import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Alert, Button, Card, Flex, Input, Typography } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SupportChatMessage } from '../platform/index.js';
import { useMessages, useRuntime } from '../runtime/index.js';
import type { SupportChat } from './use-support-chat.js';

interface ChatPanelProps {
  chat: SupportChat;
  messageMaxLength: number;
  onClose(): void;
}

function ChatLine({ message, time }: { message: SupportChatMessage; time: string }): ReactNode {
  const t = useMessages();
  return (
    <li className={message.isMine ? 'pb-chat-line pb-chat-mine' : 'pb-chat-line'} data-testid="chat-message">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('shell.chat.sentAt', { name: message.isMine ? t('shell.chat.you') : message.authorName, time })}
      </Typography.Text>
      <div className="pb-chat-bubble">{message.text}</div>
    </li>
  );
}

/**
 * The open chat window: the conversation as a polite live log (a reply is read out when it
 * arrives, without taking the focus) and a composer. Not modal, so the member can keep using
 * the page beside it.
 */
export function ChatPanel({ chat, messageMaxLength, onClose }: ChatPanelProps): ReactNode {
  const t = useMessages();
  const { config } = useRuntime();
  const titleId = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const logEnd = useRef<HTMLLIElement>(null);
  const timeOf = useMemo(() => new Intl.DateTimeFormat(config.app.locale, { timeStyle: 'short', timeZone: config.app.timezone }), [config.app]);

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length]);

  const send = async () => {
    const text = draft.trim();
    if (text === '' || sending) return;
    setSending(true);
    try {
      await chat.send(text);
      setDraft('');
      setSendFailed(false);
    } catch {
      // The text stays in the composer to send again.
      setSendFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      role="dialog"
      aria-labelledby={titleId}
      className="pb-chat-panel"
      data-testid="chat-panel"
      title={<span id={titleId}>{t('shell.chat.title')}</span>}
      extra={<Button type="text" icon={<CloseOutlined />} aria-label={t('shell.chat.close')} onClick={onClose} />}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, padding: 12 } }}
    >
      {chat.loadFailed ? <Alert type="warning" showIcon title={t('shell.chat.loadFailed')} /> : null}
      <ol className="pb-chat-log" role="log" aria-live="polite" aria-label={t('shell.chat.log')}>
        {chat.messages.length === 0 ? <li className="pb-chat-empty">{t('shell.chat.empty')}</li> : null}
        {chat.messages.map((message) => (
          <ChatLine key={message.id} message={message} time={timeOf.format(new Date(message.sentAt))} />
        ))}
        <li ref={logEnd} aria-hidden="true" />
      </ol>
      {sendFailed ? <Alert type="error" showIcon title={t('shell.chat.sendFailed')} /> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Flex gap={8} align="end">
          <Input.TextArea
            aria-label={t('shell.chat.composer')}
            placeholder={t('shell.chat.composer')}
            value={draft}
            maxLength={messageMaxLength}
            rows={2}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter starts a new line, as in most chats.
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                void send();
              }
            }}
          />
          <Button type="primary" htmlType="submit" loading={sending} disabled={draft.trim() === ''}>
            {t('shell.chat.send')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
