import type { PaymentOrder, PaymentTemplate, TransferContact } from '../../src/platform/index.js';
import { formDataOfOrder, formDataOfTemplate, type TransferFormData } from './order.js';

/**
 * What the form is doing (spec/3 §4 modes), from the query string: a new transfer; edit payment
 * (`?paymentOrderId=`, a waiting order changed in place); copy payment (`?copyPaymentOrderId=`, a
 * new transfer filled from an order); edit template (`?templateId=`); template
 * (`?mode=template`, a new template). The template modes save a template instead of moving money.
 */
export type TransferFormMode =
  | { kind: 'new' }
  | { kind: 'edit-payment'; id: string }
  | { kind: 'copy-payment'; id: string }
  | { kind: 'edit-template'; id: string }
  | { kind: 'template' };

export function modeOf(search: URLSearchParams): TransferFormMode {
  const edit = search.get('paymentOrderId');
  if (edit) return { kind: 'edit-payment', id: edit };
  const copy = search.get('copyPaymentOrderId');
  if (copy) return { kind: 'copy-payment', id: copy };
  const template = search.get('templateId');
  if (template) return { kind: 'edit-template', id: template };
  if (search.get('mode') === 'template') return { kind: 'template' };
  return { kind: 'new' };
}

/** A mode and its order or template as one key: a different one is a different form and draft. */
export const modeKey = (mode: TransferFormMode) => ('id' in mode ? `${mode.kind}:${mode.id}` : mode.kind);

/** What the form loads besides the accounts, and what a mode starts from once it has it. */
export interface ModeSources {
  readonly fresh: TransferFormData;
  readonly today: string;
  readonly order: PaymentOrder | undefined;
  readonly template: PaymentTemplate | undefined;
  readonly contacts: readonly TransferContact[];
}

/**
 * How one mode behaves, in one place: its heading (undefined: the page's own title is the
 * heading), what it starts from (undefined while that loads), whether Submit reviews a payment
 * or saves a template, which buttons it offers, and where Cancel leads.
 */
export interface ModeBehaviour {
  readonly titleKey: string | undefined;
  readonly orderId: string | undefined;
  readonly templateId: string | undefined;
  readonly startData: (sources: ModeSources) => TransferFormData | undefined;
  readonly savesTemplate: boolean;
  /** A waiting order changed in place (PUT with its version), not a new one. */
  readonly editsOrder: string | undefined;
  readonly listsTemplates: boolean;
  readonly offersSaveAsTemplate: boolean;
  readonly offersClear: boolean;
  readonly leavesTo: 'cancel' | 'activity' | 'form';
}

const newTransfer: ModeBehaviour = {
  titleKey: undefined,
  orderId: undefined,
  templateId: undefined,
  startData: ({ fresh }) => fresh,
  savesTemplate: false,
  editsOrder: undefined,
  listsTemplates: true,
  offersSaveAsTemplate: true,
  offersClear: true,
  leavesTo: 'cancel',
};

/** Edit payment: the waiting order as it is; saving it changes that order. */
const editPayment = (id: string): ModeBehaviour => ({
  ...newTransfer,
  titleKey: 'transfers.form.editTitle',
  orderId: id,
  startData: ({ order, contacts }) => (order ? formDataOfOrder(order, contacts) : undefined),
  editsOrder: id,
  listsTemplates: false,
  offersSaveAsTemplate: false,
  offersClear: false,
  leavesTo: 'activity',
});

/** Copy payment: a new transfer filled from an order, going today unless the member picks another day. */
const copyPayment = (id: string): ModeBehaviour => ({
  ...newTransfer,
  orderId: id,
  startData: ({ order, contacts, today }) => (order ? { ...formDataOfOrder(order, contacts), date: today } : undefined),
});

/** Template: a new template from the form, no money moves. */
const newTemplate: ModeBehaviour = {
  ...newTransfer,
  titleKey: 'transfers.templates.newTitle',
  savesTemplate: true,
  listsTemplates: false,
  offersSaveAsTemplate: false,
  leavesTo: 'form',
};

/** Edit template: the saved template, saved again in place. */
const editTemplate = (id: string): ModeBehaviour => ({
  ...newTemplate,
  titleKey: 'transfers.templates.editTitle',
  templateId: id,
  startData: ({ template, fresh, contacts }) => (template ? { ...fresh, ...formDataOfTemplate(template.details, contacts) } : undefined),
});

export function behaviourOf(mode: TransferFormMode): ModeBehaviour {
  switch (mode.kind) {
    case 'new':
      return newTransfer;
    case 'edit-payment':
      return editPayment(mode.id);
    case 'copy-payment':
      return copyPayment(mode.id);
    case 'template':
      return newTemplate;
    case 'edit-template':
      return editTemplate(mode.id);
  }
}
