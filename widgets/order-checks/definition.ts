import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

/** Which accounts qualify, the sso application and the alert's duration come from config/order-checks.json. */
export interface OrderChecksProps {
  showRecentOrders?: boolean;
}

export const orderChecksDefinition: WidgetDefinition<OrderChecksProps> = {
  id: 'order-checks',
  version: '1.0.0',
  title: 'Order checks (check printer hand-off)',
  component: lazyWidget(() => import('./order-checks.js')),
  // Checked against schemas/order-checks.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['order-checks'],
};
