import { Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, LoadingState, useFormatting } from '../../src/banking-ui/index.js';
import { useCard, type PaymentCard } from '../../src/platform/index.js';
import { useMessages, type Translate } from '../../src/runtime/index.js';
import { CardActions } from './card-actions.js';
import { cardStatusOf, expiryOf, readableTagText } from './card-texts.js';

function LimitLines({ card, t }: { card: PaymentCard; t: Translate }): ReactNode {
  const { money } = useFormatting();
  const limits = card.limits ?? [];
  if (limits.length === 0) return <Typography.Paragraph>{t('cards.details.noLimits')}</Typography.Paragraph>;
  return (
    <Descriptions
      column={1}
      size="small"
      items={limits.map((limit) => ({
        key: limit.id,
        label: t(`cards.limit.channel.${limit.channel}`),
        children: t('cards.limit.line', {
          amount: money(limit.amount, card.currency),
          frequency: t(`cards.limit.frequency.${limit.frequency}`),
          maxAmount: money(limit.maxAmount, card.currency),
        }),
      }))}
    />
  );
}

/** One card (route 'Cards Details'): what is on it, its limits, and activating, locking or reporting it; 'Back to Cards' returns to the list. */
export function CardDetails({ listPath }: { listPath: string }): ReactNode {
  const t = useMessages();
  const { cardId = '' } = useParams();
  const card = useCard(cardId);
  const back = <Link to={`/${listPath}`}>{t('cards.details.back')}</Link>;
  if (!cardId || card.error) return <Flex vertical gap="middle">{back}<ErrorState title={t('cards.details.loadFailed')} retryText={t('cards.list.retry')} onRetry={() => void card.mutate()} /></Flex>;
  if (!card.data) return <LoadingState label={t('cards.list.loading')} rows={5} />;
  const status = cardStatusOf(card.data, t);
  return (
    <Flex vertical gap="middle" className="pb-cards">
      {back}
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'name', label: t('cards.details.type'), children: `${card.data.name} (${t(`cards.type.${card.data.type}`)})` },
          { key: 'number', label: t('cards.details.number'), children: card.data.maskedNumber },
          { key: 'holder', label: t('cards.details.holder'), children: card.data.holder.name },
          { key: 'expiry', label: t('cards.details.expiry'), children: expiryOf(card.data, t) },
          { key: 'status', label: t('cards.details.status'), children: <Tag color={status.color} className="pb-card-status" style={readableTagText}>{status.text}</Tag> },
        ]}
      />
      {card.data.replacement.status === 'ORDERED' ? <Typography.Paragraph>{t('cards.details.replacedBy')}</Typography.Paragraph> : null}
      {card.data.status === 'INACTIVE' ? <Typography.Paragraph>{t('cards.details.inactiveNote')}</Typography.Paragraph> : null}
      {card.data.status === 'ACTIVE' && card.data.lockStatus === 'LOCKED' ? <Typography.Paragraph>{t('cards.details.lockedNote')}</Typography.Paragraph> : null}
      <section aria-labelledby="pb-card-limits">
        <Typography.Title level={2} id="pb-card-limits" className="pb-cards-heading">
          {t('cards.details.limits')}
        </Typography.Title>
        <LimitLines card={card.data} t={t} />
      </section>
      <CardActions card={card.data} />
    </Flex>
  );
}
