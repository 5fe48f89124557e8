import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface NotificationSettingsProps {
  /** `accounts`: choose an account (Manage Notifications); `details`: the account's alerts (route parameter `:selectedAccount`). */
  page: 'accounts' | 'details';
  /** Route of the details page (full path, `:selectedAccount` standing for the account id). */
  detailsPath: string;
  /** Route the details page's back button leads to. */
  backPath: string;
}

export const notificationSettingsDefinition: WidgetDefinition<NotificationSettingsProps> = {
  id: 'notification-settings',
  version: '1.0.0',
  title: 'Manage notifications',
  // The rjsf widget channels-widget.tsx registers for the alert forms (config:check knows it by this name).
  formWidgets: ['notification-channels'],
  component: lazyWidget(() => import('./notification-settings.js')),
};
