import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ErrorState, LoadingState, saveFile, useFormatting } from '../../src/banking-ui/index.js';
import {
  downloadAttachment,
  messageSwrKeys,
  replyToConversation,
  useConversation,
  usePlatform,
  type Mailbox,
  type MessageAttachment,
  type ThreadMessage,
} from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { AttachmentPicker } from './attachment-picker.js';
import type { MessagesPaths } from './messages-paths.js';
import type { MessagesSettings } from './messages-settings.js';

interface ConversationViewProps {
  id: string;
  mailbox: Mailbox;
  settings: MessagesSettings;
  paths: MessagesPaths;
}

/** A conversation: its messages oldest first, their files to download, and a reply box. */
export function ConversationView({ id, mailbox, settings, paths }: ConversationViewProps): ReactNode {
  const t = useMessages();
  const { mutate } = useSWRConfig();
  const conversation = useConversation(id);
  const back = (
    <Link to={paths.list(mailbox)} className="pb-messages-back">
      {t('secureMessages.conversation.back', { mailbox: t(`secureMessages.mailbox.${mailbox}`) })}
    </Link>
  );
  if (conversation.error && !conversation.data) {
    return (
      <>
        {back}
        <ErrorState title={t('secureMessages.conversation.loadFailed')} retryText={t('secureMessages.retry')} onRetry={() => void conversation.mutate()} />
      </>
    );
  }
  if (!conversation.data) return <LoadingState label={t('secureMessages.conversation.loading')} rows={4} />;
  const { subject, topic, messages } = conversation.data;
  // Opening it read it (the platform marks it): the lists show that at once.
  const refreshLists = () => mutate((key) => typeof key === 'string' && key.startsWith(messageSwrKeys.conversations));
  return (
    <article aria-labelledby="pb-conversation-subject" className="pb-conversation">
      {back}
      <Typography.Title level={2} id="pb-conversation-subject">
        {subject === '' ? t('secureMessages.list.noSubject') : subject}
      </Typography.Title>
      {topic ? <Typography.Text type="secondary">{t('secureMessages.conversation.topic', { topic: topic.name })}</Typography.Text> : null}
      <ol className="pb-conversation-messages">
        {messages.map((message) => (
          <li key={message.id}>
            <MessageCard message={message} />
          </li>
        ))}
      </ol>
      <ReplyBox
        id={id}
        settings={settings}
        onSent={async () => {
          await conversation.mutate();
          await refreshLists();
        }}
      />
    </article>
  );
}

function MessageCard({ message }: { message: ThreadMessage }): ReactNode {
  const t = useMessages();
  const format = useFormatting();
  return (
    <Card size="small" className={message.isMyMessage ? 'pb-message pb-message-mine' : 'pb-message'}>
      <Flex justify="space-between" wrap gap="small">
        <strong>{message.isMyMessage ? t('secureMessages.conversation.you') : message.senderName}</strong>
        {message.createdAt ? <Typography.Text type="secondary">{format.dateTime(message.createdAt)}</Typography.Text> : null}
      </Flex>
      <p className="pb-message-body">{message.body}</p>
      {message.attachments.length > 0 ? <AttachmentLinks attachments={message.attachments} /> : null}
    </Card>
  );
}

function AttachmentLinks({ attachments }: { attachments: readonly MessageAttachment[] }): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const [failed, setFailed] = useState(false);
  const download = async (attachment: MessageAttachment) => {
    setFailed(false);
    try {
      saveFile(await downloadAttachment(http, attachment.id), attachment.filename);
    } catch {
      setFailed(true);
    }
  };
  return (
    <div>
      <Typography.Text type="secondary">{t('secureMessages.conversation.attachments')}</Typography.Text>
      <ul className="pb-message-files">
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <Button type="link" icon={<DownloadOutlined />} onClick={() => void download(attachment)} aria-label={t('secureMessages.conversation.download', { filename: attachment.filename })}>
              {attachment.filename}
            </Button>
          </li>
        ))}
      </ul>
      {failed ? <Alert type="error" showIcon role="alert" title={t('secureMessages.conversation.downloadFailed')} /> : null}
    </div>
  );
}

function ReplyBox({ id, settings, onSent }: { id: string; settings: MessagesSettings; onSent: () => Promise<void> }): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const [body, setBody] = useState('');
  const [attached, setAttached] = useState<MessageAttachment[]>([]);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'empty'>('idle');
  const send = async () => {
    if (body.trim() === '') {
      setState('empty');
      return;
    }
    setState('sending');
    try {
      await replyToConversation(http, id, body, attached.map((attachment) => attachment.id));
      setBody('');
      setAttached([]);
      setState('sent');
      await onSent();
    } catch {
      setState('failed');
    }
  };
  return (
    <Form layout="vertical" className="pb-messages-reply" onFinish={() => void send()}>
      <Form.Item
        label={t('secureMessages.reply.label')}
        htmlFor="pb-messages-reply-body"
        validateStatus={state === 'empty' ? 'error' : undefined}
        help={state === 'empty' ? t('secureMessages.reply.required') : undefined}
      >
        <Input.TextArea
          id="pb-messages-reply-body"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          maxLength={settings.replyMaxLength}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
        />
      </Form.Item>
      <AttachmentPicker limits={settings.attachments} attached={attached} onChange={setAttached} disabled={state === 'sending'} />
      {state === 'sent' ? <Alert type="success" showIcon title={t('secureMessages.reply.sent')} /> : null}
      {state === 'failed' ? <Alert type="error" showIcon role="alert" title={t('secureMessages.reply.failed')} /> : null}
      <Button type="primary" htmlType="submit" loading={state === 'sending'}>
        {t('secureMessages.reply.send')}
      </Button>
    </Form>
  );
}
