import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, List, Typography } from 'antd';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { deleteAttachment, PlatformError, uploadAttachment, usePlatform, type MessageAttachment } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { fileTypeLabelKeys, formatFileSize, type MessagesSettings } from './messages-settings.js';

interface AttachmentPickerProps {
  limits: MessagesSettings['attachments'];
  attached: readonly MessageAttachment[];
  onChange: (attached: MessageAttachment[]) => void;
  disabled?: boolean;
}

/**
 * Files for a message or a reply: the limits of config/messages-center.json are shown first; a
 * file over the size is refused before it is sent. Whether its type is allowed is for the
 * platform to say, which reads the content (a file's name and the browser's guess prove nothing).
 */
export function AttachmentPicker({ limits, attached, onChange, disabled = false }: AttachmentPickerProps): ReactNode {
  const t = useMessages();
  const { locale } = useRuntime().config.app;
  const { http } = usePlatform();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [uploading, setUploading] = useState<string>();
  if (limits.maxPerMessage === 0 || limits.allowedTypes.length === 0) return null;
  const size = formatFileSize(limits.maxSizeBytes, locale);
  const types = limits.allowedTypes.map((type) => t(fileTypeLabelKeys[type] ?? type)).join(', ');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: string[] = [];
    let next = [...attached];
    for (const file of files) {
      if (next.length >= limits.maxPerMessage) {
        found.push(t('secureMessages.attach.tooMany', { count: limits.maxPerMessage }));
        break;
      }
      if (file.size > limits.maxSizeBytes) {
        found.push(t('secureMessages.attach.tooLarge', { filename: file.name, size }));
        continue;
      }
      setUploading(file.name);
      try {
        next = [...next, await uploadAttachment(http, file)];
        onChange(next);
      } catch (error) {
        found.push(t(refusalKey(error), { filename: file.name, size, types }));
      }
    }
    setUploading(undefined);
    setProblems(found);
  };

  const remove = (attachment: MessageAttachment) => {
    onChange(attached.filter((item) => item.id !== attachment.id));
    // Not sent yet: the upload goes too. If that fails it stays unsent and unseen, which harms nobody.
    void deleteAttachment(http, attachment.id).catch(() => undefined);
  };

  return (
    <div className="pb-messages-attachments">
      <Flex align="center" wrap gap="small">
        <input
          ref={input}
          type="file"
          multiple
          className="pb-visually-hidden"
          accept={limits.allowedTypes.join(',')}
          aria-label={t('secureMessages.attach.button')}
          aria-describedby={hintId}
          tabIndex={-1}
          onChange={(event) => void choose(event)}
        />
        <Button icon={<PaperClipOutlined />} disabled={disabled || attached.length >= limits.maxPerMessage} loading={uploading !== undefined} onClick={() => input.current?.click()}>
          {t('secureMessages.attach.button')}
        </Button>
        <Typography.Text type="secondary" id={hintId}>
          {t('secureMessages.attach.limits', { count: limits.maxPerMessage, size, types })}
        </Typography.Text>
      </Flex>
      {uploading ? <span aria-live="polite">{t('secureMessages.attach.uploading', { filename: uploading })}</span> : null}
      {problems.map((problem) => (
        <Alert key={problem} type="error" showIcon role="alert" title={problem} />
      ))}
      {attached.length > 0 ? (
        <List
          size="small"
          dataSource={[...attached]}
          renderItem={(attachment) => (
            <List.Item
              actions={[
                <Button key="remove" type="text" icon={<DeleteOutlined />} aria-label={t('secureMessages.attach.remove', { filename: attachment.filename })} onClick={() => remove(attachment)} disabled={disabled} />,
              ]}
            >
              {attachment.filename} <Typography.Text type="secondary">({formatFileSize(attachment.size, locale)})</Typography.Text>
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}

/** The member's words for a refused upload, by the platform's error key. */
function refusalKey(error: unknown): string {
  if (error instanceof PlatformError && error.key === 'messages.attachment.type-not-allowed') return 'secureMessages.attach.typeNotAllowed';
  if (error instanceof PlatformError && error.key === 'messages.attachment.too-large') return 'secureMessages.attach.tooLarge';
  return 'secureMessages.attach.failed';
}
