import type { ContactIdentifierType } from '../../src/platform/index.js';
import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface ManageContactsProps {
  /** `list`: the member's contacts (search, pages, edit, delete); `form`: add or change one (route parameter `:id`, 0 adds). */
  page: 'list' | 'form';
  pageSize: number;
  /** Route of the contact form (full path, `:id` standing for the contact). */
  contactPath: string;
  /** Route of the list, where the form returns. */
  listPath: string;
  /** The ways to reach a contact the form offers, in order (spec/2 §2.5). */
  identifierTypes: ContactIdentifierType[];
  /** The phone number the form shows as the example format (spec/2 §5). */
  phoneExample: string;
}

export const manageContactsDefinition: WidgetDefinition<ManageContactsProps> = {
  id: 'manage-contacts',
  version: '1.0.0',
  title: 'Manage contacts: list, search, add, edit and delete the people the member pays',
  component: lazyWidget(() => import('./manage-contacts.js')),
};
