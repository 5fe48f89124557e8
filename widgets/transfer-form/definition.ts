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

const routePath = '^[A-Za-z0-9_-]+(/[A-Za-z0-9_:-]+)*$';
const messageKey = '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9][a-zA-Z0-9-]*)+$';

export const transferFormDefinition: WidgetDefinition<TransferFormProps> = {
  id: 'transfer-form',
  version: '1.0.0',
  title: 'Transfer form',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      titleKey: { type: 'string', pattern: messageKey, default: 'transfers.form.title', title: 'Heading (message key)' },
      form: { type: 'string', pattern: '^[a-z0-9-]+$', default: 'transfer', title: 'Form (config/forms/<form>.json)' },
      formPath: { type: 'string', pattern: routePath, default: 'transfers/make-a-transfer/form', title: 'This form route' },
      destinations: {
        type: 'object',
        additionalProperties: false,
        title: 'Destinations offered',
        properties: {
          ownAccounts: { type: 'boolean', default: true },
          contacts: { type: 'boolean', default: true },
          member: { type: 'boolean', default: true },
        },
        default: { ownAccounts: true, contacts: true, member: true },
      },
      links: {
        type: 'array',
        maxItems: 6,
        title: 'Links above the form',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['path', 'labelKey'],
          properties: { path: { type: 'string', pattern: routePath }, labelKey: { type: 'string', pattern: messageKey } },
        },
        default: [],
      },
      activityPath: { type: 'string', pattern: routePath, default: 'transfers/activity', title: 'Transfer activity route' },
      cancelPath: { type: 'string', pattern: routePath, default: 'my-accounts', title: 'Route Cancel leads to' },
      errorBannerSeconds: { type: 'integer', minimum: 1, maximum: 120, default: 10, title: 'Error banner seconds' },
    },
    examples: [
      {},
      {
        titleKey: 'transfers.form.memberTitle',
        formPath: 'transfers/money-to-member/form',
        destinations: { ownAccounts: false, contacts: true, member: true },
        links: [{ path: 'transfers/make-a-transfer/form', labelKey: 'transfers.form.links.makeATransfer' }],
      },
    ],
  },
  component: lazyWidget(() => import('./transfer-form.js')),
  // Checked against schemas/payments.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['payments'],
};
