import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface BudgetsProps {
  /** How many months the month picker offers, this month included (the older ones are history). */
  historyMonths: number;
}

export const budgetsDefinition: WidgetDefinition<BudgetsProps> = {
  id: 'budgets',
  version: '1.0.0',
  title: 'Budgets: a monthly limit per spending category, what was spent and is left per day, past months’ history',
  component: lazyWidget(() => import('./budgets.js')),
  // Checked against schemas/budgets.schema.json when the widget first renders (the highest limit).
  configFiles: ['budgets'],
};
