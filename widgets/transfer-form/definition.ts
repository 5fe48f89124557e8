import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface TransferFormProps {
  /** Message key of the page heading. */
  titleKey: string;
  /** The config form with the fields: config/forms/<form>.json. */
  form: string;
  /** This page's own route (full path): "make another transfer" and a finished edit come back here. */
  formPath: string;
  /** Where the money may go from this page: own accounts, contacts, a member by account number. */
  destinations: { ownAccounts: boolean; contacts: boolean; member: boolean };
  /** Links shown above the form (spec/3: money to member, manage contacts, my accounts); a link whose route does not exist is left out. */
  links: { path: string; labelKey: string }[];
  /** Route of the transfer activity (after a transfer, and where an edit is left for). */
  activityPath: string;
  /** Route a new transfer's Cancel leads to. */
  cancelPath: string;
  /** How long the general error banner stays (spec/3 §9: 10 s). */
  errorBannerSeconds: number;
}

export const transferFormDefinition: WidgetDefinition<TransferFormProps> = {
  id: 'transfer-form',
  version: '1.0.0',
  title: 'Transfer form',
  // The rjsf widgets form-widgets.tsx registers for config/forms/transfer.json (config:check knows them by these names).
  formWidgets: ['transfer-account', 'transfer-date', 'transfer-frequency', 'transfer-conditional'],
  component: lazyWidget(() => import('./transfer-form.js')),
  // Checked against schemas/payments.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['payments'],
};
