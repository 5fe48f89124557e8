import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../src/banking-ui/index.js';
import type { Mailbox } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { ConversationList } from './conversation-list.js';
import { ConversationView } from './conversation-view.js';
import type { SecureMessagesProps } from './definition.js';
import { MessageEditor } from './message-editor.js';
import { messagesSettingsOf } from './messages-settings.js';
import { mailboxes, messagesPaths, type MessagesPaths } from './messages-paths.js';
import './secure-messages.css';

/**
 * Secure messages (spec/2 §2.6, route more/messages): the Inbox, Outbox and Drafts sections,
 * each a list and a conversation; a draft opens in the editor; a new message to the credit union.
 * The route's title is the page's heading; the section links sit under it.
 */
export default function SecureMessages({ view, mailbox = 'inbox', basePath = 'more/messages' }: SecureMessagesProps): ReactNode {
  const t = useMessages();
  const settings = messagesSettingsOf(useRuntime().config);
  const { id } = useParams();
  const navigate = useNavigate();
  const paths = messagesPaths(basePath);
  if (!settings) return <ErrorState title={t('secureMessages.unavailable')} />;
  let content: ReactNode;
  if (view === 'compose') content = <MessageEditor settings={settings} paths={paths} />;
  else if (view === 'conversation' && id !== undefined) {
    content =
      mailbox === 'drafts' ? (
        <MessageEditor key={id} draftId={id} settings={settings} paths={paths} />
      ) : (
        <ConversationView key={id} id={id} mailbox={mailbox} settings={settings} paths={paths} />
      );
  } else content = <ConversationList key={mailbox} mailbox={mailbox} pageSize={settings.pageSize} paths={paths} />;
  return (
    <div className="pb-secure-messages">
      <Flex justify="space-between" align="center" wrap gap="small" className="pb-secure-messages-bar">
        <MailboxLinks current={view === 'compose' ? undefined : mailbox} paths={paths} />
        {view === 'compose' ? null : (
          <Button type="primary" onClick={() => void navigate(paths.compose)}>
            {t('secureMessages.compose')}
          </Button>
        )}
      </Flex>
      {content}
    </div>
  );
}

function MailboxLinks({ current, paths }: { current: Mailbox | undefined; paths: MessagesPaths }): ReactNode {
  const t = useMessages();
  return (
    <nav aria-label={t('secureMessages.sections')} className="pb-secure-messages-sections">
      {mailboxes.map((mailbox) => (
        <Link key={mailbox} to={paths.list(mailbox)} aria-current={mailbox === current ? 'page' : undefined}>
          {t(`secureMessages.mailbox.${mailbox}`)}
        </Link>
      ))}
    </nav>
  );
}
