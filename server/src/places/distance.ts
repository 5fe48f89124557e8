/** Mean Earth radius in kilometres (IUGG), the radius the haversine formula assumes. */
const earthRadiusKm = 6371.0088;
/** Kilometres in a statute mile (spec/3 §9: 1000 m per km, 3.28084 ft per m, 5280 ft per mile). */
export const kmPerMile = 5280 / 3.28084 / 1000;

export type MeasurementSystem = 'imperial' | 'metric';

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points (haversine), in miles (imperial) or kilometres (metric). */
export function distanceBetween(from: Point, to: Point, system: MeasurementSystem): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
  return system === 'metric' ? km : km / kmPerMile;
}
