import { Button, Flex, Input, message, Modal, Pagination } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { EmptyState, ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import { contactSwrKeys, deleteContact, listAddressBook, usePlatform, type AddressBookContact } from '../../src/platform/index.js';
import { useMessages, useRuntime } from '../../src/runtime/index.js';
import { contactFormUrl, newContactId, useRefreshContacts } from './contact-links.js';
import type { ManageContactsProps } from './definition.js';
import './manage-contacts.css';

type Translate = ReturnType<typeof useMessages>;

/** How long typing pauses before the list is searched. */
const searchPauseMs = 300;

function ContactRow({ contact, contactPath, onDelete, t }: { contact: AddressBookContact; contactPath: string; onDelete: () => void; t: Translate }): ReactNode {
  const name = contact.alias ? `${contact.name} (${contact.alias})` : contact.name;
  return (
    <li className="pb-contact-row" data-testid="contact-row">
      <div>
        <strong>{name}</strong>
        <div className="pb-contact-reach">{`${t(`contacts.type.${contact.accountIdentifierType}`)}: ${contact.accountIdentifier}`}</div>
      </div>
      <Flex gap={4} align="center">
        <Link to={contactFormUrl(contactPath, contact.id)} aria-label={t('contacts.list.editLabel', { name: contact.name })}>
          {t('contacts.list.edit')}
        </Link>
        <Button type="link" danger onClick={onDelete} aria-label={t('contacts.list.deleteLabel', { name: contact.name })}>
          {t('contacts.list.delete')}
        </Button>
      </Flex>
    </li>
  );
}

/** The member's contacts: a search, one page at a time (spec NOTES: pageSize from config), each with edit and delete. */
export function ContactList({ pageSize, contactPath }: Pick<ManageContactsProps, 'pageSize' | 'contactPath'>): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { config } = useRuntime();
  const refreshContacts = useRefreshContacts();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // Search as the member types, once they pause: one request per pause, not per key.
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === query) return undefined;
    const timer = setTimeout(() => {
      setQuery(wanted);
      setPage(1);
    }, searchPauseMs);
    return () => clearTimeout(timer);
  }, [typed, query]);
  const [deleting, setDeleting] = useState<AddressBookContact | undefined>();
  const { data, error, isLoading, mutate } = useSWR(
    [contactSwrKeys.addressBook, query, page, pageSize],
    () => listAddressBook(http, { ...(query ? { query } : {}), from: page - 1, size: pageSize }),
    // The list stays while the next page or search is read, rather than blinking to a skeleton.
    { keepPreviousData: true },
  );
  const notice = { duration: config.app.notifications.ttlMs / 1000 };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteContact(http, deleting.id);
      void message.success({ ...notice, content: t('contacts.delete.success') });
      // The last contact of a page gone: show the page before.
      if (data?.contacts.length === 1 && page > 1) setPage(page - 1);
      await refreshContacts();
    } catch {
      void message.error({ ...notice, content: t('contacts.delete.error') });
    } finally {
      setDeleting(undefined);
    }
  };

  let body: ReactNode;
  if (isLoading) body = <LoadingState label={t('contacts.list.loading')} />;
  else if (error || !data) {
    body = <ErrorState title={t('contacts.list.error.title')} description={t('contacts.list.error.body')} retryText={t('contacts.list.retry')} onRetry={() => void mutate()} retryPrimary />;
  } else if (data.contacts.length === 0) {
    body = query ? <EmptyState title={t('contacts.list.noMatch', { query })} /> : <EmptyState title={t('contacts.list.empty')} body={t('contacts.list.emptyBody')} />;
  } else {
    body = (
      <>
        <ul className="pb-contact-list">
          {data.contacts.map((contact) => (
            <ContactRow key={contact.id} contact={contact} contactPath={contactPath} onDelete={() => setDeleting(contact)} t={t} />
          ))}
        </ul>
        {data.total > pageSize ? (
          <nav aria-label={t('contacts.list.pages')}>
            <Pagination current={page} pageSize={pageSize} total={data.total} onChange={setPage} showSizeChanger={false} showLessItems />
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between" align="center">
        <Input.Search
          aria-label={t('contacts.list.search')}
          placeholder={t('contacts.list.searchPlaceholder')}
          allowClear
          maxLength={100}
          style={{ maxWidth: 420 }}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => {
            setTyped(value);
            setQuery(value.trim());
            setPage(1);
          }}
        />
        <Button type="primary" onClick={() => navigate(contactFormUrl(contactPath, newContactId))}>
          {t('contacts.list.add')}
        </Button>
      </Flex>
      {body}
      <Modal
        open={deleting !== undefined}
        title={t('contacts.delete.title')}
        okText={t('contacts.delete.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('contacts.delete.cancel')}
        onOk={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting ? t('contacts.delete.body', { name: deleting.name }) : null}
      </Modal>
    </Flex>
  );
}
