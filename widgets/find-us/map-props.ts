import type { Place } from '../../src/platform/index.js';
import type { MapSettings, Point } from './locator-settings.js';

/** What either map (Google's or the built-in one) is given: the places as the list numbers them, and the selection. */
export interface LocatorMapProps {
  readonly places: readonly Place[];
  readonly center: Point;
  /** Where the member is, when the device told us (spec/3 §4: a current-location dot). */
  readonly device?: Point;
  /** The name of where the page is looking ("Downtown Denver"), for the map's label. */
  readonly centerName: string;
  readonly selectedId?: string;
  readonly onSelect: (id: string) => void;
  readonly zoom: number;
  readonly settings: MapSettings;
  /** Small screens open an info window with the place's name and address on a marker click (spec/3 §2). */
  readonly infoWindows: boolean;
}

/** spec/3 §9: unselected markers at half opacity while a place is selected. */
export const dimmedOpacity = 0.5;

/** The first address line and the town, as a marker's info window shows them. */
export const shortAddress = (place: Place) => `${place.address.addressLine1}, ${place.address.town}`;
