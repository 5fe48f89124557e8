import type { Point, SearchablePlace } from './locator-settings.js';

/** Where a search leads: the point to look around and the name the page says it by. */
export interface SearchedLocation extends Point {
  readonly name: string;
}

const coordinatesPattern = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "39.74, -104.99" typed into the search box, when both numbers are on the globe. */
export function coordinatesIn(query: string): SearchedLocation | undefined {
  const match = coordinatesPattern.exec(query);
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude, name: `${latitude}, ${longitude}` };
}

/**
 * The credit union's places whose name, town or ZIP code contains the query (no geocoder here):
 * a town or ZIP code names the town, its first place standing for where it is.
 */
export function matchingLocations(query: string, places: readonly SearchablePlace[]): SearchedLocation[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [];
  const found = new Map<string, SearchedLocation>();
  for (const place of places) {
    const byName = place.name.toLowerCase().includes(wanted);
    const byTown = place.town.toLowerCase().includes(wanted) || place.postalCode.startsWith(wanted);
    const name = byName ? place.name : byTown ? `${place.town} ${place.postalCode}` : undefined;
    if (name && !found.has(name)) found.set(name, { latitude: place.latitude, longitude: place.longitude, name });
  }
  return [...found.values()];
}
