import type { PaymentCard } from '../../src/platform/index.js';
import type { Translate } from '../../src/runtime/index.js';

/** The status a member reads on a card and the tag's colour: reported, not yet activated, locked or active. */
export function cardStatusOf(card: PaymentCard, t: Translate): { text: string; color: string } {
  if (card.status === 'CANCELLED') return { text: t(`cards.status.${card.lockReason === 'STOLEN' ? 'STOLEN' : 'LOST'}`), color: 'red' };
  if (card.status === 'INACTIVE') return { text: t('cards.status.inactive'), color: 'blue' };
  if (card.lockStatus === 'LOCKED') return { text: t('cards.status.locked'), color: 'orange' };
  return { text: t('cards.status.active'), color: 'green' };
}

export const expiryOf = (card: PaymentCard, t: Translate) => t('cards.expires', { month: card.expiryDate.month, year: card.expiryDate.year.slice(-2) });

/** Card route with its id in place of `:cardId`, as an absolute path. */
export const cardUrl = (detailsPath: string, cardId: string) => `/${detailsPath.replace(':cardId', encodeURIComponent(cardId))}`;

/**
 * antd's coloured tags write their text in the colour itself, under 4.5:1 on its own tint (axe):
 * the tint says the state at a glance, the text stays dark enough to read. Inline, because the
 * tag's runtime styles are injected after any stylesheet and win a tie.
 */
export const readableTagText = { color: 'rgba(0, 0, 0, 0.88)' } as const;
