import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { Alert, Button, Card, Flex, Input, Popconfirm, Typography } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SupportChatEnding, SupportChatMessage } from '../platform/index.js';
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

/** Who ended the chat, in the reader's words: themselves, the credit union (to a member) or the member (to an agent). */
function endingKey(ending: SupportChatEnding): string {
  if (ending.byMe) return 'shell.chat.endedByYou';
  if (ending.by === 'agent') return 'shell.chat.endedByCreditUnion';
  if (ending.by === 'member') return 'shell.chat.endedByMember';
  return 'shell.chat.ended';
}

function EndedLine({ ending }: { ending: SupportChatEnding }): ReactNode {
  const t = useMessages();
  return (
    <li className="pb-chat-empty" data-testid="chat-ended">
      <Typography.Text strong>{t(endingKey(ending))}</Typography.Text> {t('shell.chat.startNew')}
    </li>
  );
}

/** "End chat", after a confirmation that says the transcript stays and the next message starts anew. */
function EndChatButton({ disabled, onEnd }: { disabled: boolean; onEnd(): Promise<void> }): ReactNode {
  const t = useMessages();
  return (
    <Popconfirm title={t('shell.chat.endQuestion')} description={t('shell.chat.endBody')} okText={t('shell.chat.endConfirm')} cancelText={t('shell.chat.endKeep')} onConfirm={onEnd}>
      <Button size="small" danger disabled={disabled}>
        {t('shell.chat.end')}
      </Button>
    </Popconfirm>
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
  const [endFailed, setEndFailed] = useState(false);
  const logEnd = useRef<HTMLLIElement>(null);
  const timeOf = useMemo(() => new Intl.DateTimeFormat(config.app.locale, { timeStyle: 'short', timeZone: config.app.timezone }), [config.app]);

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.entries.length]);

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

  const end = async () => {
    try {
      await chat.end();
      setEndFailed(false);
    } catch {
      setEndFailed(true);
    }
  };

  return (
    <Card
      role="dialog"
      aria-labelledby={titleId}
      className="pb-chat-panel"
      data-testid="chat-panel"
      title={<span id={titleId}>{t('shell.chat.title')}</span>}
      extra={
        <Flex gap={4} align="center">
          {chat.ended ? null : <EndChatButton disabled={!chat.canEnd} onEnd={end} />}
          <Button type="text" icon={<CloseOutlined />} aria-label={t('shell.chat.close')} onClick={onClose} />
        </Flex>
      }
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, padding: 12 } }}
    >
      {chat.loadFailed ? <Alert type="warning" showIcon title={t('shell.chat.loadFailed')} /> : null}
      <ol className="pb-chat-log" role="log" aria-live="polite" aria-label={t('shell.chat.log')}>
        {chat.entries.length === 0 ? <li className="pb-chat-empty">{t('shell.chat.empty')}</li> : null}
        {chat.entries.map((entry) =>
          entry.kind === 'message' ? (
            <ChatLine key={entry.id} message={entry.message} time={timeOf.format(new Date(entry.message.sentAt))} />
          ) : (
            <EndedLine key={entry.id} ending={entry.ending} />
          ),
        )}
        <li ref={logEnd} aria-hidden="true" />
      </ol>
      {endFailed ? <Alert type="error" showIcon title={t('shell.chat.endFailed')} /> : null}
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
