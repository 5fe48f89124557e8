import { lazy } from 'react';
import type { WidgetDefinition } from '../../src/runtime/index.js';

export interface NotificationSettingsProps {
  /** `accounts`: choose an account (Manage Notifications); `details`: the account's alerts (route parameter `:selectedAccount`). */
  page: 'accounts' | 'details';
  /** Route of the details page (full path, `:selectedAccount` standing for the account id). */
  detailsPath: string;
  /** Route the details page's back button leads to. */
  backPath: string;
}

const routePath = '^[A-Za-z0-9_-]+(/[A-Za-z0-9_:-]+)*$';

export const notificationSettingsDefinition: WidgetDefinition<NotificationSettingsProps> = {
  id: 'notification-settings',
  version: '1.0.0',
  title: 'Manage notifications',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { enum: ['accounts', 'details'], default: 'accounts', title: 'Page' },
      detailsPath: {
        type: 'string',
        pattern: routePath,
        default: 'self-service/product-list/notification-details/:selectedAccount',
        title: 'Notification details route',
      },
      backPath: { type: 'string', pattern: routePath, default: 'self-service/product-list/manage-notifications', title: 'Back route' },
    },
    examples: [{}, { page: 'details' }, { page: 'accounts', detailsPath: 'self-service/product-list/notification-details/:selectedAccount' }],
  },
  component: lazy(() => import('./notification-settings.js')),
};
