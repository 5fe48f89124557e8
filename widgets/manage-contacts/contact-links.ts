import { useSWRConfig } from 'swr';
import { contactSwrKeys } from '../../src/platform/index.js';

/** The contact form's id for a contact that does not exist yet (spec/2 §2.5: 0 means create). */
export const newContactId = '0';

/** The contact form's URL for `id` (`contactPath` is a route with `:id`). */
export const contactFormUrl = (contactPath: string, id: string): string => `/${contactPath.replace(':id', encodeURIComponent(id))}`;

export const routeUrl = (path: string): string => `/${path}`;

/** Reads every contact list afresh after a change: this page's and the transfer form's payees. */
export function useRefreshContacts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => key === contactSwrKeys.transferContacts || (Array.isArray(key) && key[0] === contactSwrKeys.addressBook));
}
