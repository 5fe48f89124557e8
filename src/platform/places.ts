import useSWR, { type SWRResponse } from 'swr';
import type { OpeningHours, Place } from '../../schemas/api/generated/api-types.js';
import type { PlatformError } from './errors.js';
import type { HttpClient } from './http.js';
import { expectArray, isRecord, listOf, stringOf } from './json.js';
import { usePlatform } from './platform-context.js';

/**
 * places-presentation-service (NOTES §2: GET /places-presentation-service/client-api/v2/places):
 * the credit union's branches and ATMs near a point, nearest first, each with its distance in the
 * credit union's unit. Public: visitors use the locator too, so it needs no sign-in.
 */
export type { OpeningHours, Place };

export const placesPath = '/places-presentation-service/client-api/v2/places';

export interface PlacesQuery {
  readonly latitude: number;
  readonly longitude: number;
  readonly radius: number;
  /** Only places of these types; the caller asks for nothing when no type is chosen. */
  readonly placeTypes: readonly string[];
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isOpeningHours = (value: unknown): value is OpeningHours =>
  isRecord(value) && finite(value.day) && typeof value.open === 'string' && typeof value.close === 'string';

function readPlace(value: unknown): Place | undefined {
  if (!isRecord(value) || !isRecord(value.address)) return undefined;
  const { id, name, placeType, latitude, longitude, distance } = value;
  const addressLine1 = stringOf(value.address.addressLine1);
  if (typeof id !== 'string' || typeof name !== 'string' || typeof placeType !== 'string' || !addressLine1) return undefined;
  if (!finite(latitude) || !finite(longitude) || !finite(distance)) return undefined;
  const addressLine2 = stringOf(value.address.addressLine2);
  const phone = stringOf(value.phone);
  return {
    id,
    name,
    placeType,
    latitude,
    longitude,
    distance,
    ...(phone ? { phone } : {}),
    address: {
      addressLine1,
      ...(addressLine2 ? { addressLine2 } : {}),
      town: stringOf(value.address.town) ?? '',
      countrySubDivision: stringOf(value.address.countrySubDivision) ?? '',
      postalCode: stringOf(value.address.postalCode) ?? '',
      country: stringOf(value.address.country) ?? '',
    },
    hours: listOf(value.hours, isOpeningHours),
    services: listOf(value.services, (service): service is string => typeof service === 'string'),
  };
}

/** GET: the places within the radius of the point, nearest first (the platform sorts; a stray entry is left out). */
export async function findPlaces(http: HttpClient, query: PlacesQuery, signal?: AbortSignal): Promise<Place[]> {
  const answer = await http.get(
    placesPath,
    { latitude: query.latitude, longitude: query.longitude, radius: query.radius, placeType: query.placeTypes },
    signal,
  );
  return expectArray(answer, 'places').flatMap((value) => readPlace(value) ?? []);
}

/** The places near a point, read again whenever the point, the radius or the chosen types change; none asked for while `query` is undefined. */
export function usePlaces(query: PlacesQuery | undefined): SWRResponse<Place[], PlatformError> {
  const { http } = usePlatform();
  const key = query && query.placeTypes.length > 0 ? [placesPath, query.latitude, query.longitude, query.radius, ...query.placeTypes] : null;
  return useSWR(key, () => findPlaces(http, query!));
}
