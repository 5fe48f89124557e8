import { Alert, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ErrorState, LeaveQuestion, LoadingState } from '../../src/banking-ui/index.js';
import {
  messageSwrKeys,
  saveDraft,
  sendMessage,
  useMessageDraft,
  useMessageTopics,
  usePlatform,
  type MessageAttachment,
  type MessageDraft,
} from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { AttachmentPicker } from './attachment-picker.js';
import type { MessagesPaths } from './messages-paths.js';
import type { MessagesSettings } from './messages-settings.js';

interface MessageEditorProps {
  /** The draft to reopen; a new message without one. */
  draftId?: string;
  settings: MessagesSettings;
  paths: MessagesPaths;
}

/** A new message to the credit union, or a draft reopened: loads the draft first. */
export function MessageEditor({ draftId, settings, paths }: MessageEditorProps): ReactNode {
  const t = useMessages();
  const draft = useMessageDraft(draftId);
  if (draftId !== undefined && draft.error && !draft.data) {
    return <ErrorState title={t('secureMessages.compose.draftLoadFailed')} retryText={t('secureMessages.retry')} onRetry={() => void draft.mutate()} />;
  }
  if (draftId !== undefined && !draft.data) return <LoadingState label={t('secureMessages.compose.draftLoading')} rows={4} />;
  return <EditorForm draft={draft.data} settings={settings} paths={paths} />;
}

interface Written {
  topicId: string | undefined;
  subject: string;
  body: string;
  attached: MessageAttachment[];
}

const writtenOf = (draft: MessageDraft | undefined): Written => ({
  topicId: draft?.topic && !draft.topic.deleted ? draft.topic.id : undefined,
  subject: draft?.subject ?? '',
  body: draft?.body ?? '',
  attached: draft?.attachments ?? [],
});

type Problem = 'topic' | 'subject' | 'body';

const leaveKeys = {
  title: 'secureMessages.discard.title',
  body: 'secureMessages.discard.body',
  confirm: 'secureMessages.discard.confirm',
  keep: 'secureMessages.discard.keep',
};

function EditorForm({ draft, settings, paths }: { draft: MessageDraft | undefined; settings: MessagesSettings; paths: MessagesPaths }): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const topics = useMessageTopics();
  const [start] = useState(() => writtenOf(draft));
  const [written, setWritten] = useState(start);
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const [working, setWorking] = useState<'send' | 'save'>();
  const [failed, setFailed] = useState<string>();
  const leaving = useRef(false);
  const changed = written.topicId !== start.topicId || written.subject !== start.subject || written.body !== start.body || written.attached !== start.attached;
  const update = (change: Partial<Written>) => setWritten((current) => ({ ...current, ...change }));

  const leaveTo = async (path: string, notice?: string) => {
    leaving.current = true;
    await mutate((key) => typeof key === 'string' && (key.startsWith(messageSwrKeys.conversations) || (draft !== undefined && key === messageSwrKeys.draft(draft.id))));
    void navigate(path, notice ? { state: { notice } } : undefined);
  };
  const attachmentIds = written.attached.map((attachment) => attachment.id);

  const send = async () => {
    const found: Problem[] = [];
    if (written.topicId === undefined) found.push('topic');
    if (written.subject.trim() === '') found.push('subject');
    if (written.body.trim() === '') found.push('body');
    setProblems(found);
    if (found.length > 0 || written.topicId === undefined) return;
    setWorking('send');
    setFailed(undefined);
    try {
      await sendMessage(http, {
        subject: written.subject,
        body: written.body,
        topicId: written.topicId,
        ...(attachmentIds.length > 0 ? { attachmentIds } : {}),
        ...(draft ? { draftId: draft.id } : {}),
      });
      await leaveTo(paths.list('outbox'), 'secureMessages.compose.sent');
    } catch {
      setFailed('secureMessages.compose.failed');
      setWorking(undefined);
    }
  };

  const save = async () => {
    setWorking('save');
    setFailed(undefined);
    try {
      await saveDraft(http, draft?.id, {
        subject: written.subject,
        body: written.body,
        attachmentIds,
        ...(written.topicId !== undefined ? { topicId: written.topicId } : {}),
      });
      await leaveTo(paths.list('drafts'), 'secureMessages.compose.saved');
    } catch {
      setFailed('secureMessages.compose.saveFailed');
      setWorking(undefined);
    }
  };

  const problem = (which: Problem, key: string) =>
    problems.includes(which) ? { validateStatus: 'error' as const, help: t(key) } : {};

  return (
    <section aria-labelledby="pb-message-editor" className="pb-message-editor">
      <Typography.Title level={2} id="pb-message-editor">
        {t(draft ? 'secureMessages.compose.draftTitle' : 'secureMessages.compose.title')}
      </Typography.Title>
      <Form layout="vertical" onFinish={() => void send()}>
        <Form.Item label={t('secureMessages.compose.topic')} htmlFor="pb-message-topic" required {...problem('topic', 'secureMessages.compose.topicRequired')}>
          {/* Not virtual: every topic is in the page for a screen reader (a short list needs no windowing). */}
          <Select
            id="pb-message-topic"
            virtual={false}
            value={written.topicId}
            placeholder={t('secureMessages.compose.topicPlaceholder')}
            loading={topics.isLoading}
            options={(topics.data ?? []).map((topic) => ({ value: topic.id, label: topic.name }))}
            onChange={(topicId: string) => update({ topicId })}
          />
        </Form.Item>
        {topics.error ? <Alert type="error" showIcon role="alert" title={t('secureMessages.compose.topicsFailed')} /> : null}
        <Form.Item label={t('secureMessages.compose.subject')} htmlFor="pb-message-subject" required {...problem('subject', 'secureMessages.compose.subjectRequired')}>
          <Input id="pb-message-subject" value={written.subject} maxLength={settings.subjectMaxLength} onChange={(event) => update({ subject: event.target.value })} />
        </Form.Item>
        <Form.Item label={t('secureMessages.compose.body')} htmlFor="pb-message-body" required {...problem('body', 'secureMessages.compose.bodyRequired')}>
          <Input.TextArea
            id="pb-message-body"
            value={written.body}
            maxLength={settings.messageMaxLength}
            showCount
            autoSize={{ minRows: 5, maxRows: 16 }}
            onChange={(event) => update({ body: event.target.value })}
          />
        </Form.Item>
        <AttachmentPicker limits={settings.attachments} attached={written.attached} onChange={(attached) => update({ attached })} disabled={working !== undefined} />
        {failed ? <Alert type="error" showIcon role="alert" title={t(failed)} /> : null}
        <Flex wrap gap="small" className="pb-message-editor-actions">
          <Button type="primary" htmlType="submit" loading={working === 'send'} disabled={working === 'save'}>
            {t('secureMessages.compose.send')}
          </Button>
          <Button onClick={() => void save()} loading={working === 'save'} disabled={working === 'send'}>
            {t('secureMessages.compose.saveDraft')}
          </Button>
          <Button onClick={() => void navigate(paths.list(draft ? 'drafts' : 'inbox'))} disabled={working !== undefined}>
            {t('secureMessages.compose.cancel')}
          </Button>
        </Flex>
      </Form>
      {changed ? <LeaveQuestion saved={leaving} keys={leaveKeys} /> : null}
    </section>
  );
}
