import type { Translate } from '../../src/runtime/index.js';
import type { MeasurementSystem } from './locator-settings.js';

/** spec/3 §9: 3.28084 feet per metre, 1000 metres per kilometre, 5280 feet per mile. */
const feetPerMile = 5280;
const metresPerKilometre = 1000;

/**
 * A distance in the credit union's unit (miles or kilometres, as the places service answers it)
 * as members read it (spec/3 §9): below one unit in feet or metres, whole; from one to ten with
 * one decimal; from ten whole.
 */
export function formatDistance(distance: number, system: MeasurementSystem, t: Translate, locale: string): string {
  const number = (value: number, decimals: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: decimals, minimumFractionDigits: decimals }).format(value);
  if (distance < 1) {
    const small = system === 'imperial' ? distance * feetPerMile : distance * metresPerKilometre;
    return t(system === 'imperial' ? 'findUs.distance.feet' : 'findUs.distance.meters', { value: number(Math.round(small), 0) });
  }
  const value = distance < 10 ? number(Math.round(distance * 10) / 10, 1) : number(Math.round(distance), 0);
  return t(system === 'imperial' ? 'findUs.distance.miles' : 'findUs.distance.kilometers', { value });
}
