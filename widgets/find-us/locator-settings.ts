import { isRecord } from '../../src/platform/index.js';

export type MeasurementSystem = 'imperial' | 'metric';

export interface Point {
  readonly latitude: number;
  readonly longitude: number;
}

export interface PlaceTypeSetting {
  readonly type: string;
  /** The filter's label ('Branches'). */
  readonly labelKey: string;
  /** One place of the type ('Branch'). */
  readonly nameKey: string;
  readonly iconName: string;
}

/** The Google Maps loader options of spec/3 §3; without an apiKey the page draws its own map. */
export interface MapSettings {
  readonly apiKey?: string;
  readonly apiVersion: string;
  readonly libraries: readonly string[];
  readonly clientId?: string;
  readonly channel?: string;
  readonly region?: string;
  readonly language?: string;
}

/** A place the search box can find without a geocoder: the credit union's own, by name, town or ZIP code. */
export interface SearchablePlace extends Point {
  readonly name: string;
  readonly town: string;
  readonly postalCode: string;
}

/** config/places.json as the page reads it (schemas/places.schema.json decides the details). */
export interface LocatorSettings {
  readonly measurementSystem: MeasurementSystem;
  readonly center: Point & { readonly name: string };
  readonly radius: number;
  readonly mapZoom: number;
  readonly directionsUrl: string;
  readonly placeTypes: readonly PlaceTypeSetting[];
  readonly map: MapSettings;
  readonly searchable: readonly SearchablePlace[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function mapSettingsOf(value: unknown): MapSettings {
  const map = isRecord(value) ? value : {};
  const libraries = Array.isArray(map.libraries) ? map.libraries.filter((item): item is string => typeof item === 'string') : [];
  const optional = (name: 'apiKey' | 'clientId' | 'channel' | 'region' | 'language') => {
    const found = text(map[name]);
    return found ? { [name]: found } : {};
  };
  return {
    apiVersion: text(map.apiVersion) ?? 'quarterly',
    // spec/3 §3: the places library is always loaded.
    libraries: [...new Set([...libraries, 'places'])],
    ...optional('apiKey'),
    ...optional('clientId'),
    ...optional('channel'),
    ...optional('region'),
    ...optional('language'),
  };
}

function searchableOf(places: unknown): SearchablePlace[] {
  if (!Array.isArray(places)) return [];
  return places.flatMap((place: unknown) => {
    if (!isRecord(place) || !isRecord(place.address) || !finite(place.latitude) || !finite(place.longitude) || typeof place.name !== 'string') return [];
    return [{ name: place.name, town: text(place.address.town) ?? '', postalCode: text(place.address.postalCode) ?? '', latitude: place.latitude, longitude: place.longitude }];
  });
}

/** The bundle's places.json, when it has what the page needs. */
export function locatorSettingsOf(config: Readonly<Record<string, unknown>>): LocatorSettings | undefined {
  const file = config.places;
  if (!isRecord(file) || !isRecord(file.locator)) return undefined;
  const { measurementSystem, center, radius, mapZoom, directionsUrl, placeTypes } = file.locator;
  if (measurementSystem !== 'imperial' && measurementSystem !== 'metric') return undefined;
  if (!isRecord(center) || !finite(center.latitude) || !finite(center.longitude) || typeof center.name !== 'string') return undefined;
  if (!finite(radius) || !finite(mapZoom) || typeof directionsUrl !== 'string' || !isRecord(placeTypes)) return undefined;
  return {
    measurementSystem,
    center: { latitude: center.latitude, longitude: center.longitude, name: center.name },
    radius,
    mapZoom,
    directionsUrl,
    placeTypes: Object.entries(placeTypes).flatMap(([type, setting]) =>
      isRecord(setting) && typeof setting.labelKey === 'string' && typeof setting.nameKey === 'string'
        ? [{ type, labelKey: setting.labelKey, nameKey: setting.nameKey, iconName: text(setting.iconName) ?? 'map' }]
        : [],
    ),
    map: mapSettingsOf(file.locator.map),
    searchable: searchableOf(file.places),
  };
}
