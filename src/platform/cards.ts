import useSWR, { type SWRResponse } from 'swr';
import {
  cardLockReasonValues,
  cardLockStatusValues,
  cardReplacementStatusValues,
  cardStatusValues,
  cardTypeValues,
  type BodyOf,
  type Card,
  type CardLimit,
  type TravelNotice,
} from '../../schemas/api/generated/api-types.js';
import { isPlatformError, type PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { expectArray, expectRecord, isRecord, oneOf, stringOf } from './json.js';
import { usePlatform } from './platform-context.js';

/**
 * cards-presentation-service (NOTES: /client-api/v2/cards, /cards/{id}, lock-status, replacement,
 * activation, travel-notices): the member's cards, locking them, reporting one lost or stolen,
 * activating the replacement and travel notices.
 */

const cardsPath = '/cards-presentation-service/client-api/v2/cards';
const travelNoticesPath = '/cards-presentation-service/client-api/v2/travel-notices';

export type PaymentCard = Card;
export type PaymentCardLimit = CardLimit;
export type CardTravelNotice = TravelNotice;
export type TravelNoticeRequest = BodyOf<'createTravelNotice'>;
export type CardReportReason = BodyOf<'reportCard'>['reason'];
/** What the member reads off a card to activate it: the last four digits and the expiry date. */
export type CardActivationProof = BodyOf<'activateCard'>;

export const cardSwrKeys = { list: 'cards', travelNotices: 'cards/travel-notices' } as const;

const isType = oneOf(cardTypeValues);
const isStatus = oneOf(cardStatusValues);
const isLockStatus = oneOf(cardLockStatusValues);
const isLockReason = oneOf(cardLockReasonValues);
const isReplacementStatus = oneOf(cardReplacementStatusValues);

function readLimit(value: unknown): CardLimit[] {
  if (!isRecord(value)) return [];
  const [id, channel, frequency, amount, maxAmount, minAmount] = ['id', 'channel', 'frequency', 'amount', 'maxAmount', 'minAmount'].map((field) => stringOf(value[field]));
  if (!id || !channel || !amount || !maxAmount || (frequency !== 'DAILY' && frequency !== 'WEEKLY' && frequency !== 'MONTHLY')) return [];
  return [{ id, channel, frequency, amount, maxAmount, minAmount: minAmount ?? '0.00' }];
}

/** A card of the answer, or undefined when it lacks what the pages need. */
function readCard(value: unknown): PaymentCard | undefined {
  if (!isRecord(value) || !isRecord(value.expiryDate) || !isRecord(value.holder)) return undefined;
  const id = stringOf(value.id);
  const maskedNumber = stringOf(value.maskedNumber);
  const { type, status, lockStatus, lockReason } = value;
  if (!id || !maskedNumber || !isType(type) || !isStatus(status) || !isLockStatus(lockStatus)) return undefined;
  const replacement = isRecord(value.replacement) ? value.replacement : {};
  const replacementCardId = stringOf(replacement.cardId);
  return {
    id,
    brand: stringOf(value.brand) ?? '',
    type,
    name: stringOf(value.name) ?? '',
    status,
    lockStatus,
    ...(isLockReason(lockReason) ? { lockReason } : {}),
    replacement: { status: isReplacementStatus(replacement.status) ? replacement.status : 'NOT_REQUESTED', ...(replacementCardId ? { cardId: replacementCardId } : {}) },
    holder: { name: stringOf(value.holder.name) ?? '' },
    expiryDate: { year: stringOf(value.expiryDate.year) ?? '', month: stringOf(value.expiryDate.month) ?? '' },
    currency: stringOf(value.currency) ?? '',
    maskedNumber,
    arrangementId: stringOf(value.arrangementId) ?? '',
    ...(Array.isArray(value.limits) ? { limits: value.limits.flatMap(readLimit) } : {}),
  };
}

function expectCard(value: unknown): PaymentCard {
  const card = readCard(expectRecord(value, 'the card'));
  if (!card) throw new TypeError('The card answer lacks its id, number or status.');
  return card;
}

function readNotice(value: unknown): CardTravelNotice | undefined {
  if (!isRecord(value)) return undefined;
  const id = stringOf(value.id);
  const departureDate = stringOf(value.departureDate);
  const arrivalDate = stringOf(value.arrivalDate);
  if (!id || !departureDate || !arrivalDate) return undefined;
  const cardIds = Array.isArray(value.cardIds) ? value.cardIds.filter((cardId): cardId is string => typeof cardId === 'string') : [];
  const destinations = (Array.isArray(value.destinations) ? value.destinations : []).flatMap((entry) => {
    const country = isRecord(entry) ? stringOf(entry.country) : undefined;
    const region = isRecord(entry) ? stringOf(entry.region) : undefined;
    return country ? [{ country, ...(region ? { region } : {}) }] : [];
  });
  return { id, cardIds, departureDate, arrivalDate, destinations, contactPhone: stringOf(value.contactPhone) ?? '' };
}

export async function listCards(http: HttpClient): Promise<PaymentCard[]> {
  return expectArray(await http.get(cardsPath), 'the cards').flatMap((value) => readCard(value) ?? []);
}

export async function getCard(http: HttpClient, cardId: string): Promise<PaymentCard> {
  return expectCard(await http.get(`${cardsPath}/${encodeURIComponent(cardId)}`));
}

export async function changeCardLock(http: HttpClient, cardId: string, locked: boolean): Promise<PaymentCard> {
  return expectCard(await http.post(`${cardsPath}/${encodeURIComponent(cardId)}/lock-status`, { lockStatus: locked ? 'LOCKED' : 'UNLOCKED' }));
}

/** Reports the card lost or stolen: the platform cancels it and orders a replacement. */
export async function reportCard(http: HttpClient, cardId: string, reason: CardReportReason): Promise<PaymentCard> {
  return expectCard(await http.post(`${cardsPath}/${encodeURIComponent(cardId)}/replacement`, { reason }));
}

/** Activates a card that arrived inactive, with what proves the member holds it. */
export async function activateCard(http: HttpClient, cardId: string, proof: CardActivationProof): Promise<PaymentCard> {
  return expectCard(await http.post(`${cardsPath}/${encodeURIComponent(cardId)}/activation`, proof));
}

/** Why the platform refused an activation: the details did not match (with the tries left today), or today's tries are used up. */
export function activationRefusalOf(error: unknown): { reason: 'wrong'; attemptsLeft: number | undefined } | { reason: 'locked' } | undefined {
  if (!isPlatformError(error)) return undefined;
  if (error.key === 'cards.activation.locked') return { reason: 'locked' };
  if (error.key !== 'cards.activation.details-wrong') return undefined;
  const left = error.errors[0]?.context?.attemptsLeft;
  return { reason: 'wrong', attemptsLeft: typeof left === 'number' ? left : undefined };
}

export async function listTravelNotices(http: HttpClient): Promise<CardTravelNotice[]> {
  const answer = expectRecord(await http.get(travelNoticesPath), 'the travel notices');
  return expectArray(answer.value, 'the travel notices').flatMap((value) => readNotice(value) ?? []);
}

/** Saves a new notice, or changes the one `id` names. */
export async function saveTravelNotice(http: HttpClient, notice: TravelNoticeRequest, id?: string): Promise<void> {
  if (id) await http.put(`${travelNoticesPath}/${encodeURIComponent(id)}`, notice);
  else await http.post(travelNoticesPath, notice);
}

export async function cancelTravelNotice(http: HttpClient, id: string): Promise<void> {
  await http.delete(`${travelNoticesPath}/${encodeURIComponent(id)}`);
}

export function useCards(): SWRResponse<PaymentCard[], PlatformError> {
  const { http } = usePlatform();
  return useSWR(cardSwrKeys.list, () => listCards(http));
}

/** One card's details; nothing is read without an id. */
export function useCard(cardId: string): SWRResponse<PaymentCard, PlatformError> {
  const { http } = usePlatform();
  return useSWR(cardId ? [cardSwrKeys.list, cardId] : null, () => getCard(http, cardId));
}

export function useTravelNotices(enabled = true): SWRResponse<CardTravelNotice[], PlatformError> {
  const { http } = usePlatform();
  return useSWR(enabled ? cardSwrKeys.travelNotices : null, () => listTravelNotices(http));
}
