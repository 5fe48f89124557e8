import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface QuickTransferProps {
  /** repay: from a deposit account to the card; cash-advance: from the card to a deposit account (spec/2 §4). */
  action: 'repay' | 'cash-advance';
  /** The config form with the fields: config/forms/<form>.json. */
  form: string;
  /** The query parameter that names the card (`?openedModal=<modal>&<accountParameter>=<arrangement id>`). */
  accountParameter: string;
  /** Product kinds (kindUri) on the other side of the card: the member's deposit accounts. */
  depositKinds: string[];
}

export const quickTransferDefinition: WidgetDefinition<QuickTransferProps> = {
  id: 'quick-transfer',
  version: '1.0.0',
  title: 'Quick action: repay a credit card or take a cash advance',
  // The rjsf widgets form-widgets.tsx hands the quick-repay and quick-cash-advance forms (config:check knows them by these names).
  formWidgets: ['quick-account', 'quick-repay-amount'],
  component: lazyWidget(() => import('./quick-transfer.js')),
  // Checked against schemas/payments.schema.json when the widget first renders (the late-payment day count).
  configFiles: ['payments'],
};
