import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

/**
 * Periods and accounts come from config/insights.json. `transactionsLink` is where a category's
 * transactions open: an address whose :selectedAccount, :category, :from and :to are filled in
 * (the transactions list reads its filters from its address).
 */
export interface CashFlowProps {
  transactionsLink: string;
}

export const cashFlowDefinition: WidgetDefinition<CashFlowProps> = {
  id: 'cash-flow',
  version: '1.0.0',
  title: 'Cash Flow: income and spending per month of the chosen accounts and period, as a chart and a table, and spending by category',
  // Lazy: the chart library loads with this page only, never with the first screen.
  component: lazyWidget(() => import('./cash-flow.js')),
  // Checked against schemas/insights.schema.json when the widget first renders.
  configFiles: ['insights'],
};
