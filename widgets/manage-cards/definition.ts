import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface ManageCardsProps {
  /**
   * `list`: the member's cards; `details`: one card (route parameter `:cardId`) with its limits,
   * lock and report; `travel-notices`: the notices; `travel-notice-form`: add one, or change the
   * one the route parameter `:noticeId` names (no parameter: add).
   */
  page: 'list' | 'details' | 'travel-notices' | 'travel-notice-form';
  /** Route of the card list (full path), where Back to Cards goes. */
  listPath: string;
  /** Route of a card's details, `:cardId` standing for the card. */
  detailsPath: string;
  /** Route of the travel notices, where the notice form returns. */
  travelNoticesPath: string;
  /** Route of the form that adds a notice. */
  travelNoticeCreatePath: string;
  /** Route of the form that changes a notice, `:noticeId` standing for it. */
  travelNoticeEditPath: string;
}

export const manageCardsDefinition: WidgetDefinition<ManageCardsProps> = {
  id: 'manage-cards',
  version: '1.0.0',
  title: 'Cards: the member’s debit and credit cards, lock, unlock, report lost or stolen, limits and travel notices',
  component: lazyWidget(() => import('./manage-cards.js')),
  // Checked against schemas/cards.schema.json when the widget first renders (travel notice rules).
  configFiles: ['cards'],
};
