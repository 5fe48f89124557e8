import { PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, SpokenOnly, useFormatting } from '../../src/banking-ui/index.js';
import { deleteConversations, isRecord, markConversationsRead, useConversations, usePlatform, type ConversationRow, type Mailbox } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';
import type { MessagesPaths } from './messages-paths.js';

/** What a page that sent the member here asks the list to say (a message sent, a draft saved). */
export function noticeOf(state: unknown): string | undefined {
  return isRecord(state) && typeof state.notice === 'string' ? state.notice : undefined;
}

interface ConversationListProps {
  mailbox: Mailbox;
  pageSize: number;
  paths: MessagesPaths;
}

/**
 * A mailbox's conversations (spec/2 §2.6): rows selected one by one or all together; the
 * selection shows its count and offers clearing it, marking read or unread (not in drafts) and
 * deleting after a confirmation. Unread rows are bold. Refresh and Load more.
 */
export function ConversationList({ mailbox, pageSize, paths }: ConversationListProps): ReactNode {
  const t = useMessages();
  const format = useFormatting();
  const { http } = usePlatform();
  const notice = noticeOf(useLocation().state);
  const pages = useConversations(mailbox, pageSize);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [working, setWorking] = useState(false);
  const [failed, setFailed] = useState(false);

  if (pages.error && !pages.data) {
    return <ErrorState title={t('secureMessages.loadFailed')} retryText={t('secureMessages.retry')} onRetry={() => void pages.mutate()} />;
  }
  if (!pages.data) return <LoadingState label={t('secureMessages.loading')} rows={5} />;
  const rows = pages.data.flatMap((page) => page.rows);
  const total = pages.data.at(-1)?.total ?? rows.length;
  const chosen = rows.filter((row) => selected.includes(row.id));
  const markAsRead = chosen.some((row) => !row.read);

  const act = async (change: () => Promise<unknown>) => {
    setWorking(true);
    setFailed(false);
    try {
      await change();
      setSelected([]);
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
      await pages.mutate();
    }
  };
  const ids = chosen.map((row) => row.id);

  const columns: TableColumnsType<ConversationRow> = [
    ...(mailbox === 'drafts'
      ? []
      : [{ key: 'sender', title: t('secureMessages.list.from'), render: (_: unknown, row: ConversationRow) => row.senderName, responsive: ['md' as const] }]),
    {
      key: 'subject',
      title: t('secureMessages.list.subject'),
      render: (_, row) => (
        <>
          {row.read ? null : <SpokenOnly>{t('secureMessages.list.unread')} </SpokenOnly>}
          <Link to={paths.conversation(mailbox, row.id)}>{row.subject === '' ? t('secureMessages.list.noSubject') : row.subject}</Link>
          {row.topic ? <div className="pb-secondary">{row.topic.name}</div> : null}
        </>
      ),
    },
    {
      key: 'attachments',
      title: <SpokenOnly>{t('secureMessages.list.attachments')}</SpokenOnly>,
      width: 40,
      render: (_, row) => (row.hasAttachments ? <PaperClipOutlined role="img" aria-label={t('secureMessages.list.hasAttachments')} /> : null),
    },
    { key: 'date', title: t('secureMessages.list.date'), render: (_, row) => (row.timestamp ? format.dateTime(row.timestamp) : '') },
  ];

  return (
    <section aria-labelledby="pb-messages-mailbox" className="pb-messages-list">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} id="pb-messages-mailbox">
          {t(`secureMessages.mailbox.${mailbox}`)}
        </Typography.Title>
        <Button onClick={() => void pages.mutate()} loading={pages.isValidating && !working}>
          {t('secureMessages.refresh')}
        </Button>
      </Flex>
      {notice ? <Alert type="success" showIcon title={t(notice)} className="pb-messages-notice" /> : null}
      {failed ? <Alert type="error" showIcon role="alert" title={t('secureMessages.actionFailed')} className="pb-messages-notice" /> : null}
      {chosen.length > 0 ? (
        <Flex align="center" wrap gap="small" className="pb-messages-selection" role="group" aria-label={t('secureMessages.list.selectionActions')}>
          <span aria-live="polite">{t('secureMessages.list.selected', { count: chosen.length })}</span>
          <Button onClick={() => setSelected([])}>{t('secureMessages.list.clearSelection')}</Button>
          {mailbox === 'drafts' ? null : (
            <Button disabled={working} onClick={() => void act(() => markConversationsRead(http, ids, markAsRead))}>
              {t(markAsRead ? 'secureMessages.list.markRead' : 'secureMessages.list.markUnread')}
            </Button>
          )}
          <Button danger disabled={working} onClick={() => setConfirmingDelete(true)}>
            {t('secureMessages.list.delete')}
          </Button>
        </Flex>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title={t(`secureMessages.empty.${mailbox}`)} />
      ) : (
        <>
          <Table<ConversationRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={rows}
            pagination={false}
            rowClassName={(row) => (row.read ? '' : 'pb-message-unread')}
            rowSelection={{
              selectedRowKeys: [...selected],
              onChange: (keys) => setSelected(keys.map(String)),
              getCheckboxProps: (row) => ({ 'aria-label': t('secureMessages.list.select', { subject: row.subject || t('secureMessages.list.noSubject') }) }),
              // Our own select-all, so its name comes from the messages like every other label.
              columnTitle: (
                <Checkbox
                  aria-label={t('secureMessages.list.selectAll')}
                  checked={chosen.length > 0 && chosen.length === rows.length}
                  indeterminate={chosen.length > 0 && chosen.length < rows.length}
                  onChange={(event) => setSelected(event.target.checked ? rows.map((row) => row.id) : [])}
                />
              ),
            }}
          />
          <Flex justify="space-between" align="center" wrap gap="small" className="pb-messages-footer">
            <span>{t('secureMessages.list.count', { shown: rows.length, total })}</span>
            {rows.length < total ? (
              <Button onClick={() => void pages.setSize(pages.size + 1)} loading={pages.isValidating && pages.size > pages.data.length}>
                {t('secureMessages.loadMore')}
              </Button>
            ) : null}
          </Flex>
        </>
      )}
      <Modal
        open={confirmingDelete}
        title={t('secureMessages.delete.title')}
        okText={t('secureMessages.delete.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('secureMessages.delete.cancel')}
        onCancel={() => setConfirmingDelete(false)}
        onOk={() => {
          setConfirmingDelete(false);
          void act(() => deleteConversations(http, mailbox, ids));
        }}
      >
        {t('secureMessages.delete.body', { count: chosen.length })}
      </Modal>
    </section>
  );
}
