import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound, type ErrorItem } from '../http/errors.js';
import { cardOfAgreement, type CardsConfig } from './store.js';

export interface TravelNoticeInput {
  cardIds: string[];
  departureDate: string;
  arrivalDate: string;
  destinations: { country: string; region?: string }[];
  contactPhone: string;
}

interface TravelNoticeRow {
  id: string;
  card_ids: string[];
  departure_date: string;
  arrival_date: string;
  destinations: { country: string; region?: string }[];
  contact_phone: string;
}

const noticeColumns = `id, card_ids, to_char(departure_date, 'YYYY-MM-DD') as departure_date,
  to_char(arrival_date, 'YYYY-MM-DD') as arrival_date, destinations, contact_phone`;

function noticeOf(row: TravelNoticeRow) {
  return {
    id: row.id,
    cardIds: row.card_ids,
    departureDate: row.departure_date,
    arrivalDate: row.arrival_date,
    destinations: row.destinations,
    contactPhone: row.contact_phone,
  };
}

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * The date and destination rules, all reported at once: the return is on or after the departure,
 * the departure is not in the past (unless it is the one already saved: a trip under way may
 * still be edited), the trip lasts at most maxDays days and names at most maxDestinations places.
 */
function checkRules(input: TravelNoticeInput, config: CardsConfig['travelNotice'], today: string, savedDeparture?: string): void {
  const errors: ErrorItem[] = [];
  if (input.arrivalDate < input.departureDate) {
    errors.push({ key: 'cards.travelNotice.dates.order', message: 'The return date is before the departure date.', context: { pointer: '/arrivalDate' } });
  } else if (daysBetween(input.departureDate, input.arrivalDate) + 1 > config.maxDays) {
    errors.push({ key: 'cards.travelNotice.dates.too-long', message: `A trip may last at most ${config.maxDays} days.`, context: { pointer: '/arrivalDate', max: config.maxDays } });
  }
  if (input.departureDate < today && input.departureDate !== savedDeparture) {
    errors.push({ key: 'cards.travelNotice.departure.past', message: 'The departure date is in the past.', context: { pointer: '/departureDate', today } });
  }
  if (input.destinations.length > config.maxDestinations) {
    errors.push({ key: 'cards.travelNotice.destinations.too-many', message: `At most ${config.maxDestinations} destinations.`, context: { pointer: '/destinations', max: config.maxDestinations } });
  }
  const first = errors[0];
  if (first) throw badRequest('The travel notice is not valid.', errors, first.key);
}

/** Every card named must be one of the agreement's and still in use. */
async function checkCards(db: Queryable, serviceAgreementId: string, cardIds: string[]): Promise<string[]> {
  const unique = [...new Set(cardIds)];
  for (const cardId of unique) {
    const card = await cardOfAgreement(db, serviceAgreementId, cardId);
    if (card.status === 'CANCELLED') throw badRequest('A cancelled card cannot travel.', [{ key: 'cards.card.cancelled', message: 'Cancelled card.', context: { cardId } }], 'cards.card.cancelled');
  }
  return unique;
}

/** Current and upcoming notices (not cancelled, not yet over), soonest trip first. */
export async function listTravelNotices(db: Queryable, serviceAgreementId: string, today: string) {
  const rows = await db.query<TravelNoticeRow>(
    `select ${noticeColumns} from travel_notices
      where service_agreement_id = $1 and status = 'ACTIVE' and arrival_date >= $2::date
      order by departure_date, created_at`,
    [serviceAgreementId, today],
  );
  return rows.map(noticeOf);
}

async function activeNotice(db: Queryable, serviceAgreementId: string, id: string, forUpdate = false): Promise<TravelNoticeRow> {
  const [row] = await db.query<TravelNoticeRow>(
    `select ${noticeColumns} from travel_notices where id = $1 and service_agreement_id = $2 and status = 'ACTIVE' ${forUpdate ? 'for update' : ''}`,
    [id, serviceAgreementId],
  );
  if (!row) throw notFound('The travel notice could not be found.', 'cards.travelNotice.not-found');
  return row;
}

export async function travelNoticeOf(db: Queryable, serviceAgreementId: string, id: string) {
  return noticeOf(await activeNotice(db, serviceAgreementId, id));
}

interface Actor {
  serviceAgreementId: string;
  userId: string;
  today: string;
}

export async function createTravelNotice(tx: Queryable, config: CardsConfig, actor: Actor, input: TravelNoticeInput) {
  checkRules(input, config.travelNotice, actor.today);
  const cardIds = await checkCards(tx, actor.serviceAgreementId, input.cardIds);
  const [row] = await tx.query<TravelNoticeRow>(
    `insert into travel_notices (id, service_agreement_id, created_by, card_ids, departure_date, arrival_date, destinations, contact_phone)
     values ($1, $2, $3, $4::text[], $5::date, $6::date, $7::jsonb, $8) returning ${noticeColumns}`,
    [`tn-${randomUUID()}`, actor.serviceAgreementId, actor.userId, cardIds, input.departureDate, input.arrivalDate, JSON.stringify(input.destinations), input.contactPhone],
  );
  return noticeOf(row!);
}

export async function changeTravelNotice(tx: Queryable, config: CardsConfig, actor: Actor, id: string, input: TravelNoticeInput) {
  const saved = await activeNotice(tx, actor.serviceAgreementId, id, true);
  checkRules(input, config.travelNotice, actor.today, saved.departure_date);
  const cardIds = await checkCards(tx, actor.serviceAgreementId, input.cardIds);
  const [row] = await tx.query<TravelNoticeRow>(
    `update travel_notices set card_ids = $2::text[], departure_date = $3::date, arrival_date = $4::date, destinations = $5::jsonb,
            contact_phone = $6, updated_at = now()
      where id = $1 returning ${noticeColumns}`,
    [id, cardIds, input.departureDate, input.arrivalDate, JSON.stringify(input.destinations), input.contactPhone],
  );
  return noticeOf(row!);
}

export async function cancelTravelNotice(tx: Queryable, serviceAgreementId: string, id: string): Promise<void> {
  await activeNotice(tx, serviceAgreementId, id, true);
  await tx.query(`update travel_notices set status = 'CANCELLED', updated_at = now() where id = $1`, [id]);
}
