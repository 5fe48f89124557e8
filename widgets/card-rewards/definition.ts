import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface CardRewardsProps {
  /** The app.json externalLinks entry of the rewards program page. */
  enrollLink?: string;
}

export const cardRewardsDefinition: WidgetDefinition<CardRewardsProps> = {
  id: 'card-rewards',
  version: '1.0.0',
  title: 'Card rewards: hands the member over to the cashback provider in a new tab',
  component: lazyWidget(() => import('./card-rewards.js')),
};
