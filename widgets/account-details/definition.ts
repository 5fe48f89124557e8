import { lazy } from 'react';
import type { WidgetDefinition } from '../../src/runtime/index.js';

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

const relativePath = { type: 'string', pattern: '^[A-Za-z0-9-]+(/[A-Za-z0-9-]+)*$' } as const;
const severity = { enum: ['error', 'warning', 'info'] } as const;
const messageKey = { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9][a-zA-Z0-9-]*)+$' } as const;

export const accountDetailsDefinition: WidgetDefinition<AccountDetailsProps> = {
  id: 'account-details',
  version: '1.0.0',
  title: 'Account details',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['tab'],
    properties: {
      tab: { ...relativePath, title: 'This tab (route path)' },
      content: {
        type: 'object',
        additionalProperties: false,
        required: ['widget'],
        title: 'Widget in this tab',
        description: 'Rendered in the tab with its own props (checked when it renders).',
        properties: {
          widget: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
          props: { type: 'object', default: {} },
          widgetVersion: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$' },
        },
      },
      tabsFrom: {
        type: 'string',
        pattern: '^[A-Za-z0-9-]+(/(:selectedAccount|[A-Za-z0-9-]+))*$',
        default: 'my-accounts/transactions/:selectedAccount',
        title: 'Route whose children are the tabs',
      },
      tabs: {
        type: 'array',
        minItems: 1,
        title: 'Tabs',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['path', 'labelKey'],
          properties: { path: relativePath, labelKey: messageKey },
        },
        default: [
          { path: 'list', labelKey: 'accountDetails.tabs.list' },
          { path: 'details', labelKey: 'accountDetails.tabs.details' },
        ],
      },
      selectorTab: { ...relativePath, default: 'list', title: 'Tab the account selector opens' },
      backPath: { ...relativePath, default: 'my-accounts', title: 'Back and after-unlink route' },
      bookedBalanceAliases: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        default: ['CD', 'CERT', 'CERTIFICATE'],
        title: 'Aliases that show the booked balance',
      },
      bookedBalanceKinds: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        default: ['credit-card'],
        title: 'Product kinds that show the booked balance',
      },
      makeAPaymentAboveProductNumber: { type: 'integer', minimum: 0, default: 1000, title: 'Make a Payment above product number' },
      moreDetailsKinds: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        default: ['loan'],
        title: "Product kinds with 'More Details'",
      },
      loanSystem: {
        type: 'object',
        additionalProperties: false,
        required: ['application', 'keyField', 'windowName', 'paymentWindowName', 'paymentFields'],
        title: 'Loan servicing system (single sign-on)',
        properties: {
          application: { type: 'string', minLength: 1, maxLength: 40 },
          keyField: { type: 'string', minLength: 1, maxLength: 60 },
          windowName: { type: 'string', minLength: 1, maxLength: 60 },
          paymentWindowName: { type: 'string', minLength: 1, maxLength: 60 },
          paymentFields: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
      externalStatusSeverity: {
        type: 'object',
        additionalProperties: false,
        title: 'Banner severity per external-account status',
        properties: {
          PERMANENT_FAILURE: severity,
          TEMPORARY_FAILURE: severity,
          USER_ACTION_REQUIRED: severity,
          MULTI_FACTOR_AUTH_REQUIRED: severity,
          CREDENTIALS_UPDATE_REQUIRED: severity,
          USER_ACTION_AND_CREDENTIALS_UPDATE_REQUIRED: severity,
          UNKNOWN: severity,
        },
        default: {
          PERMANENT_FAILURE: 'error',
          TEMPORARY_FAILURE: 'warning',
          USER_ACTION_REQUIRED: 'warning',
          MULTI_FACTOR_AUTH_REQUIRED: 'warning',
          CREDENTIALS_UPDATE_REQUIRED: 'warning',
          USER_ACTION_AND_CREDENTIALS_UPDATE_REQUIRED: 'warning',
          UNKNOWN: 'info',
        },
      },
    },
    examples: [
      { tab: 'details' },
      { tab: 'list', content: { widget: 'accounts-list', props: {} } },
      {
        tab: 'details',
        makeAPaymentAboveProductNumber: 1000,
        loanSystem: {
          application: 'dmi',
          keyField: 'KEY',
          windowName: 'loanDetails',
          paymentWindowName: 'Make a Payment',
          paymentFields: { DisplayPage: 'OneTimeScheduledPayment' },
        },
      },
    ],
  },
  component: lazy(() => import('./account-details.js')),
  // Checked against schemas/property-cards.schema.json and loan-system.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['property-cards', 'loan-system'],
};
