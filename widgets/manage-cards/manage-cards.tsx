import type { ReactNode } from 'react';
import { CardDetails } from './card-details.js';
import { CardList } from './card-list.js';
import type { ManageCardsProps } from './definition.js';
import { TravelNoticeForm } from './travel-notice-form.js';
import { TravelNotices } from './travel-notices.js';
import './manage-cards.css';

/** Cards (spec/3 §2 Cards shell, route self-service/manage-cards): the list, a card's details, travel notices. */
export default function ManageCards(props: ManageCardsProps): ReactNode {
  const { page, listPath, detailsPath, travelNoticesPath } = props;
  if (page === 'details') return <CardDetails listPath={listPath} />;
  if (page === 'travel-notices') return <TravelNotices cardsPath={listPath} createPath={props.travelNoticeCreatePath} editPath={props.travelNoticeEditPath} />;
  if (page === 'travel-notice-form') return <TravelNoticeForm listPath={travelNoticesPath} />;
  return <CardList detailsPath={detailsPath} travelNoticesPath={travelNoticesPath} />;
}
