import { Button, Flex, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, useFormatting } from '../../src/banking-ui/index.js';
import { cancelTravelNotice, useCards, usePlatform, useTravelNotices, type CardTravelNotice } from '../../src/platform/index.js';
import { useMessages } from '../../src/runtime/index.js';

const placesOf = (notice: CardTravelNotice) => notice.destinations.map((place) => (place.region ? `${place.region}, ${place.country}` : place.country)).join('; ');

/** The member's current and upcoming travel notices, each to change or cancel, a way to add one, and Back to Cards. */
export function TravelNotices({ cardsPath, createPath, editPath }: { cardsPath: string; createPath: string; editPath: string }): ReactNode {
  const t = useMessages();
  const { http } = usePlatform();
  const { day } = useFormatting();
  const navigate = useNavigate();
  const notices = useTravelNotices();
  const cards = useCards();
  const [cancelling, setCancelling] = useState<CardTravelNotice | undefined>();
  const [outcome, setOutcome] = useState<string | undefined>();
  const cardName = (cardId: string) => {
    const card = cards.data?.find((candidate) => candidate.id === cardId);
    return card ? `${card.name} ${card.maskedNumber}` : '';
  };
  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancelTravelNotice(http, cancelling.id);
      setOutcome(t('travel.cancel.done'));
      await notices.mutate();
    } catch {
      setOutcome(t('cards.action.failed'));
    } finally {
      setCancelling(undefined);
    }
  };

  let body: ReactNode;
  if (notices.error) body = <ErrorState title={t('travel.list.loadFailed')} retryText={t('cards.list.retry')} onRetry={() => void notices.mutate()} />;
  else if (!notices.data) body = <LoadingState label={t('travel.list.loading')} rows={3} />;
  else if (notices.data.length === 0) body = <EmptyState notice title={t('travel.list.empty')} />;
  else {
    body = (
      <ul className="pb-cards-list" aria-label={t('travel.list.heading')}>
        {notices.data.map((notice) => (
          <li key={notice.id} className="pb-card-row" data-testid="travel-notice-row">
            <div>
              <strong>{placesOf(notice)}</strong>
              <div>{t('travel.list.dates', { from: day(notice.departureDate), to: day(notice.arrivalDate) })}</div>
              <div className="pb-card-meta">{t('travel.list.cards', { cards: notice.cardIds.map(cardName).filter(Boolean).join(', ') })}</div>
              <div className="pb-card-meta">{t('travel.list.phone', { phone: notice.contactPhone })}</div>
            </div>
            <Flex gap={4} align="center">
              <Link to={`/${editPath.replace(':noticeId', encodeURIComponent(notice.id))}`} aria-label={t('travel.list.editLabel', { destinations: placesOf(notice) })}>
                {t('travel.list.edit')}
              </Link>
              <Button type="link" danger onClick={() => setCancelling(notice)} aria-label={t('travel.list.cancelLabel', { destinations: placesOf(notice) })}>
                {t('travel.list.cancel')}
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Flex vertical gap="middle" className="pb-cards">
      <Link to={`/${cardsPath}`}>{t('cards.details.back')}</Link>
      <Typography.Paragraph>{t('travel.list.intro')}</Typography.Paragraph>
      {outcome ? <div role="status">{outcome}</div> : null}
      <div>
        <Button type="primary" onClick={() => void navigate(`/${createPath}`)}>
          {t('travel.list.add')}
        </Button>
      </div>
      {body}
      <Modal
        open={cancelling !== undefined}
        title={t('travel.cancel.title')}
        okText={t('travel.cancel.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('travel.cancel.keep')}
        onOk={() => void confirmCancel()}
        onCancel={() => setCancelling(undefined)}
      >
        {cancelling ? t('travel.cancel.body', { destinations: placesOf(cancelling), from: day(cancelling.departureDate), to: day(cancelling.arrivalDate) }) : null}
      </Modal>
    </Flex>
  );
}
