import { useMemo } from 'react';
import { usePaymentOrder, usePaymentTemplate, useTransferAccounts, useTransferContacts } from '../../src/platform/index.js';
import type { ModeBehaviour } from './modes.js';
import type { TransferFormData } from './order.js';

/**
 * What the form reads before it can show anything: the accounts money may leave and reach, the
 * contacts (when the page offers them), and the order or template the mode starts from. Says
 * which read failed (the member is told what could not be loaded) and retries them all.
 */
export function useTransferData(behaviour: ModeBehaviour, offersContacts: boolean, fresh: TransferFormData, today: string) {
  const sources = useTransferAccounts('debit');
  const destinations = useTransferAccounts('credit');
  const contacts = useTransferContacts();
  const order = usePaymentOrder(behaviour.orderId);
  const template = usePaymentTemplate(behaviour.templateId);

  const contactList = contacts.data;
  const startData = useMemo(
    () => behaviour.startData({ fresh, today, order: order.data, template: template.data, contacts: contactList ?? [] }),
    [behaviour, fresh, today, order.data, template.data, contactList],
  );

  const failedRead =
    sources.error || destinations.error || (offersContacts && contacts.error)
      ? 'transfers.form.loadFailed'
      : order.error
        ? 'transfers.form.orderLoadFailed'
        : template.error
          ? 'transfers.templates.notFound'
          : undefined;
  const loading =
    !sources.data ||
    !destinations.data ||
    (offersContacts && !contacts.data) ||
    (behaviour.orderId !== undefined && !order.data) ||
    (behaviour.templateId !== undefined && !template.data);
  const retry = () => {
    void sources.mutate();
    void destinations.mutate();
    void contacts.mutate();
    void order.mutate();
    void template.mutate();
  };
  return {
    sources: sources.data ?? [],
    destinations: destinations.data ?? [],
    contacts: offersContacts ? (contactList ?? []) : [],
    order: order.data,
    template: template.data,
    startData,
    /** Message key of what could not be read, if anything. */
    failedRead,
    loading,
    retry,
  };
}
