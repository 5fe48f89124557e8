import { prefetchAccountDetails, prefetchProductSummary, type HttpClient } from '../../src/platform/index.js';
import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export type AlertSeverity = 'error' | 'warning' | 'info';

/**
 * An external system a loan hands over to (the loan servicer), reached by single sign-on. Its
 * login URL is chosen per environment from config/loan-system.json.
 */
export interface LoanSystem {
  /** The platform's single-sign-on application name (`dmi`). */
  application: string;
  /** The form field that carries the single-sign-on key. */
  keyField: string;
  /** Window 'More Details' opens the system in. */
  windowName: string;
  /** Window 'Make a Payment' opens the system in. */
  paymentWindowName: string;
  /** Fixed fields 'Make a Payment' posts besides the key (DisplayPage=OneTimeScheduledPayment). */
  paymentFields: Record<string, string>;
}

export interface AccountDetailsProps {
  /** The tab this route shows: the path of one of the tab routes (`list`, `details`). */
  tab: string;
  /** The widget shown in this tab (the transactions list); without it the tab shows the account's details. */
  content?: { widget: string; props?: Record<string, unknown>; widgetVersion?: string };
  /** Full route path whose child routes are the tabs; `:selectedAccount` stands for the account. */
  tabsFrom: string;
  /** The tabs, in order: a tab shows only when `<tabsFrom>/<path>` is a route in routes.json. */
  tabs: { path: string; labelKey: string }[];
  /** The tab the account selector opens (spec/2 §2.1: the List tab). */
  selectorTab: string;
  /** Where 'Back to My accounts' and a successful unlink go. */
  backPath: string;
  bookedBalanceAliases: string[];
  bookedBalanceKinds: string[];
  /** 'Make a Payment' shows for product numbers above this (spec/2 §9: 1000). */
  makeAPaymentAboveProductNumber: number;
  /** Product kinds (kindUri) with the 'More Details' hand-off (spec/2 §2.1: loans). */
  moreDetailsKinds: string[];
  loanSystem?: LoanSystem;
  /** Banner severity per external-account status (spec/2 §3). */
  externalStatusSeverity: Record<string, AlertSeverity>;
}

export const accountDetailsDefinition: WidgetDefinition<AccountDetailsProps> = {
  id: 'account-details',
  version: '1.0.0',
  title: 'Account details',
  component: lazyWidget(() => import('./account-details.js')),
  prefetch: (http, { params }) => {
    // The account selector lists the member's accounts; the page shows the selected one's details.
    prefetchProductSummary(http as HttpClient);
    if (params.selectedAccount !== undefined) prefetchAccountDetails(http as HttpClient, params.selectedAccount);
  },
  // Checked against schemas/property-cards.schema.json and loan-system.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['property-cards', 'loan-system'],
};
