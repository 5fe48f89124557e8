import { isRecord, type TravelNoticeRequest } from '../../src/platform/index.js';

/** config/cards.json's travel-notice rules, the same the server holds. */
export interface TravelNoticeSettings {
  maxDays: number;
  maxDestinations: number;
}

export function travelNoticeSettingsOf(config: Readonly<Record<string, unknown>>): TravelNoticeSettings | undefined {
  const file = config.cards;
  if (!isRecord(file) || !isRecord(file.travelNotice)) return undefined;
  const { maxDays, maxDestinations } = file.travelNotice;
  return typeof maxDays === 'number' && typeof maxDestinations === 'number' ? { maxDays, maxDestinations } : undefined;
}

/** What the form holds: the request's fields, any of them still empty. */
export interface TravelNoticeDraft {
  cardIds?: string[];
  destinations?: { country?: string; region?: string }[];
  departureDate?: string;
  arrivalDate?: string;
  contactPhone?: string;
}

/** A field of the form, as antd names it. */
export type DraftField = ['cardIds'] | ['departureDate'] | ['arrivalDate'] | ['contactPhone'] | ['destinations', number, 'country'];

export interface Problem {
  field: DraftField;
  key: string;
  params?: Record<string, number>;
}

// The contract's pattern for the phone (schemas/api/cards-presentation-service.json).
const phonePattern = /^\+?[0-9][0-9 ().-]{5,18}[0-9]$/;
const dayMs = 24 * 60 * 60 * 1000;

/** Today in the member's own calendar, yyyy-mm-dd (the date inputs' format). */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * Every broken rule, by field: cards and a country for each destination, at most maxDestinations
 * places, both dates with the departure not in the past (unless it is the saved one, a trip under
 * way) and the return not before it, at most maxDays days, a phone the platform takes.
 */
export function travelNoticeProblems(draft: TravelNoticeDraft, settings: TravelNoticeSettings, today: string, savedDeparture?: string): Problem[] {
  const problems: Problem[] = [];
  if (!draft.cardIds?.length) problems.push({ field: ['cardIds'], key: 'travel.validation.cardsRequired' });
  const destinations = draft.destinations ?? [];
  destinations.forEach((destination, index) => {
    if (!destination.country?.trim()) problems.push({ field: ['destinations', index, 'country'], key: 'travel.validation.countryRequired' });
  });
  if (destinations.length > settings.maxDestinations) {
    problems.push({ field: ['destinations', settings.maxDestinations, 'country'], key: 'travel.validation.tooManyDestinations', params: { max: settings.maxDestinations } });
  }
  const { departureDate: from, arrivalDate: to } = draft;
  if (!from) problems.push({ field: ['departureDate'], key: 'travel.validation.departureRequired' });
  else if (from < today && from !== savedDeparture) problems.push({ field: ['departureDate'], key: 'travel.validation.departurePast' });
  if (!to) problems.push({ field: ['arrivalDate'], key: 'travel.validation.arrivalRequired' });
  else if (from && to < from) problems.push({ field: ['arrivalDate'], key: 'travel.validation.arrivalBeforeDeparture' });
  else if (from && (Date.parse(to) - Date.parse(from)) / dayMs + 1 > settings.maxDays) {
    problems.push({ field: ['arrivalDate'], key: 'travel.validation.tooLong', params: { max: settings.maxDays } });
  }
  if (!phonePattern.test(draft.contactPhone?.trim() ?? '')) problems.push({ field: ['contactPhone'], key: 'travel.validation.phone' });
  return problems;
}

/** The request from a draft that has no problems. */
export function travelNoticeRequestOf(draft: TravelNoticeDraft): TravelNoticeRequest {
  return {
    cardIds: draft.cardIds ?? [],
    departureDate: draft.departureDate ?? '',
    arrivalDate: draft.arrivalDate ?? '',
    destinations: (draft.destinations ?? []).map(({ country = '', region }) => ({ country: country.trim(), ...(region?.trim() ? { region: region.trim() } : {}) })),
    contactPhone: draft.contactPhone?.trim() ?? '',
  };
}
