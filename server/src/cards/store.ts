import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';

export const cardsConfigFile = 'cards.json';

/** config/cards.json (schemas/cards.schema.json). */
export interface CardsConfig {
  travelNotice: { maxDays: number; maxDestinations: number };
  replacementExpiryYears: number;
  activation: { maxAttempts: number };
  notices: Record<ReportReason, { title: string; message: string }>;
}

export type ReportReason = 'LOST' | 'STOLEN';

export interface CardLimit {
  id: string;
  channel: string;
  frequency: string;
  amount: string;
  maxAmount: string;
  minAmount: string;
}

export interface CardRow {
  id: string;
  arrangement_id: string;
  name: string;
  brand: string;
  card_type: 'Debit' | 'Credit';
  holder_name: string;
  last_four: string;
  expiry_year: number;
  expiry_month: number;
  currency: string;
  status: 'ACTIVE' | 'INACTIVE' | 'CANCELLED';
  lock_status: 'LOCKED' | 'UNLOCKED';
  lock_reason: 'MEMBER' | ReportReason | null;
  replaced_by: string | null;
  limits: CardLimit[];
}

const cardColumns = `c.id, c.arrangement_id, c.name, c.brand, c.card_type, c.holder_name, c.last_four, c.expiry_year,
  c.expiry_month, c.currency, c.status, c.lock_status, c.lock_reason, c.replaced_by, c.limits`;

/** The platform's card (cards-presentation-service, custom variant: bare), limits on details only. */
export function cardOf(row: CardRow, withLimits: boolean): Record<string, unknown> {
  return {
    id: row.id,
    brand: row.brand,
    type: row.card_type,
    name: row.name,
    status: row.status,
    lockStatus: row.lock_status,
    ...(row.lock_reason ? { lockReason: row.lock_reason } : {}),
    replacement: row.replaced_by ? { status: 'ORDERED', cardId: row.replaced_by } : { status: 'NOT_REQUESTED' },
    holder: { name: row.holder_name },
    expiryDate: { year: String(row.expiry_year), month: String(row.expiry_month).padStart(2, '0') },
    currency: row.currency,
    maskedNumber: `•••• ${row.last_four}`,
    arrangementId: row.arrangement_id,
    ...(withLimits ? { limits: row.limits } : {}),
  };
}

/** The agreement's cards, active ones first, then by name; cancelled cards stay listed (their replacement is on its way). */
export async function listCards(db: Queryable, serviceAgreementId: string): Promise<CardRow[]> {
  return db.query<CardRow>(
    `select ${cardColumns} from cards c
       join service_agreement_arrangements saa on saa.arrangement_id = c.arrangement_id and saa.service_agreement_id = $1
      order by (c.status = 'CANCELLED'), c.card_type desc, c.name, c.created_at`,
    [serviceAgreementId],
  );
}

/**
 * One card of the agreement, optionally locked for update; another member's card and an unknown
 * id are the same 404.
 */
export async function cardOfAgreement(db: Queryable, serviceAgreementId: string, cardId: string, forUpdate = false): Promise<CardRow> {
  const [row] = await db.query<CardRow>(
    `select ${cardColumns} from cards c
       join service_agreement_arrangements saa on saa.arrangement_id = c.arrangement_id and saa.service_agreement_id = $1
      where c.id = $2 ${forUpdate ? 'for update of c' : ''}`,
    [serviceAgreementId, cardId],
  );
  if (!row) throw notFound('The card could not be found.', 'cards.card.not-found');
  return row;
}

function refuseCancelled(card: CardRow): void {
  if (card.status === 'CANCELLED') {
    throw badRequest('This card was reported lost or stolen and cannot be changed.', [], 'cards.card.cancelled');
  }
}

/** Locks or unlocks at the member's wish; a card reported lost or stolen stays locked. */
export async function setLock(tx: Queryable, card: CardRow, lock: boolean): Promise<void> {
  refuseCancelled(card);
  await tx.query(`update cards set lock_status = $2, lock_reason = $3 where id = $1`, [
    card.id,
    lock ? 'LOCKED' : 'UNLOCKED',
    lock ? 'MEMBER' : null,
  ]);
}

/** A last four no other card of the arrangement has had. */
async function newLastFour(tx: Queryable, arrangementId: string): Promise<string> {
  for (;;) {
    const candidate = String(randomInt(0, 10_000)).padStart(4, '0');
    const taken = await tx.query('select 1 from cards where arrangement_id = $1 and last_four = $2', [arrangementId, candidate]);
    if (taken.length === 0) return candidate;
  }
}

/**
 * A report of the card lost or stolen: the card is cancelled and locked with that reason, and a
 * replacement (same arrangement, holder and limits, a new number, not yet activated) is ordered.
 * Returns the replacement.
 */
export async function reportCard(tx: Queryable, card: CardRow, reason: ReportReason, config: CardsConfig, today: string): Promise<CardRow> {
  refuseCancelled(card);
  const id = `card-${randomUUID()}`;
  const lastFour = await newLastFour(tx, card.arrangement_id);
  const [year, month] = today.split('-').map(Number) as [number, number];
  await tx.query(
    `insert into cards (id, arrangement_id, name, brand, card_type, holder_name, last_four, expiry_year, expiry_month, currency, status, limits)
     select $2, arrangement_id, name, brand, card_type, holder_name, $3, $4, $5, currency, 'INACTIVE', limits from cards where id = $1`,
    [card.id, id, lastFour, year + config.replacementExpiryYears, month],
  );
  await tx.query(`update cards set status = 'CANCELLED', lock_status = 'LOCKED', lock_reason = $2, replaced_by = $3 where id = $1`, [
    card.id,
    reason,
    id,
  ]);
  return { ...card, id, last_four: lastFour, expiry_year: year + config.replacementExpiryYears, expiry_month: month, status: 'INACTIVE', lock_status: 'UNLOCKED', lock_reason: null, replaced_by: null };
}

/** What the member read off the card to activate it. */
export interface ActivationProof {
  lastFour: string;
  expiryDate: { year: string; month: string };
}

/** How a try to activate went: the card is active, the details were wrong (with tries left today), or today's tries are used up. */
export type ActivationOutcome = { outcome: 'ACTIVATED' } | { outcome: 'WRONG'; attemptsLeft: number } | { outcome: 'LOCKED' };

/**
 * Activates an inactive card when the proof matches what is printed on it. Wrong tries are
 * counted per day (`today`, the credit union's calendar day); once config's maxAttempts are used
 * up, every try that day is refused without looking at the details, so guessing cannot go on.
 * Answers the outcome rather than throwing, so the caller commits the count of a wrong try.
 */
export async function activateCard(tx: Queryable, card: CardRow, proof: ActivationProof, config: CardsConfig, today: string): Promise<ActivationOutcome> {
  if (card.status !== 'INACTIVE') {
    throw badRequest('This card is not waiting to be activated.', [], 'cards.card.not-inactive');
  }
  const [tries] = await tx.query<{ failures: number }>(
    `select case when activation_failed_on = $2::date then activation_failures else 0 end as failures from cards where id = $1`,
    [card.id, today],
  );
  const failures = tries?.failures ?? 0;
  const { maxAttempts } = config.activation;
  if (failures >= maxAttempts) return { outcome: 'LOCKED' };
  const matches =
    proof.lastFour === card.last_four && Number(proof.expiryDate.year) === card.expiry_year && Number(proof.expiryDate.month) === card.expiry_month;
  if (matches) {
    await tx.query(`update cards set status = 'ACTIVE', activation_failures = 0, activation_failed_on = null where id = $1`, [card.id]);
    return { outcome: 'ACTIVATED' };
  }
  await tx.query(`update cards set activation_failures = $2, activation_failed_on = $3::date where id = $1`, [card.id, failures + 1, today]);
  return failures + 1 >= maxAttempts ? { outcome: 'LOCKED' } : { outcome: 'WRONG', attemptsLeft: maxAttempts - failures - 1 };
}
