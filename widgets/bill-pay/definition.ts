import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

/** The page and its heading come from the URL; where the provider lives comes from config/bill-pay.json. */
export type BillPayProps = Record<string, never>;

export const billPayDefinition: WidgetDefinition<BillPayProps> = {
  id: 'bill-pay',
  version: '1.0.0',
  title: 'Bill pay (embedded provider)',
  component: lazyWidget(() => import('./bill-pay.js')),
  configFiles: ['bill-pay'],
};
