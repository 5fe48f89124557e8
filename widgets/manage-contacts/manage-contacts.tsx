import type { ReactNode } from 'react';
import { ContactForm } from './contact-form.js';
import { ContactList } from './contact-list.js';
import type { ManageContactsProps } from './definition.js';

/** Manage Contacts (spec/1 route self-service/manage-contacts; spec/2 §2.5): the list or the contact form. */
export default function ManageContacts({ page, pageSize, contactPath, listPath, identifierTypes, phoneExample }: ManageContactsProps): ReactNode {
  if (page === 'form') return <ContactForm listPath={listPath} identifierTypes={identifierTypes} phoneExample={phoneExample} />;
  return <ContactList pageSize={pageSize} contactPath={contactPath} />;
}
