import { Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import { useCards } from '../../src/platform/index.js';
import { useEntitlement, useMessages } from '../../src/runtime/index.js';
import { cardStatusOf, cardUrl, expiryOf, readableTagText } from './card-texts.js';

/** The member's debit and credit cards: number, type, status and expiry, each opening its details. */
export function CardList({ detailsPath, travelNoticesPath }: { detailsPath: string; travelNoticesPath: string }): ReactNode {
  const t = useMessages();
  const cards = useCards();
  const travelNotices = useEntitlement('canManageTravelNotices');
  if (cards.error) return <ErrorState title={t('cards.list.loadFailed')} retryText={t('cards.list.retry')} onRetry={() => void cards.mutate()} />;
  if (!cards.data) return <LoadingState label={t('cards.list.loading')} rows={3} />;
  return (
    <Flex vertical gap="middle" className="pb-cards">
      {cards.data.length === 0 ? (
        <EmptyState notice title={t('cards.list.empty')} />
      ) : (
        <ul className="pb-cards-list" aria-label={t('cards.list.label')}>
          {cards.data.map((card) => {
            const status = cardStatusOf(card, t);
            return (
              <li key={card.id} className="pb-card-row" data-testid="card-row">
                <div>
                  <strong>{card.name}</strong> <span className="pb-card-number">{card.maskedNumber}</span>
                  <div className="pb-card-meta">{`${t(`cards.type.${card.type}`)} · ${expiryOf(card, t)}`}</div>
                </div>
                <Flex gap="small" align="center" wrap>
                  <Tag color={status.color} className="pb-card-status" style={readableTagText}>{status.text}</Tag>
                  <Link to={cardUrl(detailsPath, card.id)} aria-label={t('cards.list.viewLabel', { name: card.name, number: card.maskedNumber })}>
                    {t('cards.list.view')}
                  </Link>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
      {travelNotices ? <Link to={`/${travelNoticesPath}`}>{t('cards.list.travelNotices')}</Link> : null}
    </Flex>
  );
}
