import { loadPublishedFile } from '../config/published-file.js';
import { loadTenantDirectory } from '../config/tenants.js';
import { badRequest } from '../http/errors.js';
import { distanceBetween, type MeasurementSystem } from '../places/distance.js';
import { contract } from './contract/index.js';
import type { ServicePlugin } from './index.js';
import type { QueryOf } from '../../../schemas/api/generated/api-types.js';

/** config/places.json as the service reads it (schemas/places.schema.json decides the details). */
interface PlacesFile {
  locator: { measurementSystem: MeasurementSystem; radius: number; maxRadius: number; limitList: number };
  places: { id: string; placeType: string; latitude: number; longitude: number }[];
}

/** Distances are answered to the metre or so: more digits only pretend to a precision the coordinates lack. */
const roundDistance = (distance: number) => Math.round(distance * 1000) / 1000;

/**
 * places-presentation-service (NOTES §2: GET /client-api/v2/places): the credit union's branches
 * and ATMs within a radius of a point, nearest first, each with its distance in the tenant's unit.
 * Public (api/index.ts publicPrefixes): visitors use the locator from the sign-in page. The
 * places are the tenant's published config/places.json, so an operator's new branch shows after
 * a publish.
 */
export const placesPresentationService: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  app.get<{ Querystring: QueryOf<'getPlaces'> }>(
    '/v2/places',
    { schema: contract.route('GET', '/places-presentation-service/client-api/v2/places') },
    async (request, reply) => {
      const { locator, places } = await loadPublishedFile<PlacesFile>(db, settings.configDir, tenants.forHost(request.hostname).id, 'places.json');
      const { latitude, longitude, placeType } = request.query;
      const radius = request.query.radius ?? locator.radius;
      if (radius > locator.maxRadius) {
        throw badRequest(
          `The radius may be at most ${locator.maxRadius} ${locator.measurementSystem === 'metric' ? 'kilometres' : 'miles'}.`,
          [{ key: 'places.radius.too-large', message: 'The radius is too large.', context: { pointer: '/querystring/radius', maximum: locator.maxRadius } }],
          'places.radius.too-large',
        );
      }
      const types = placeType && placeType.length > 0 ? new Set(placeType) : undefined;
      const near = places
        .filter((place) => !types || types.has(place.placeType))
        .map((place) => ({ ...place, distance: roundDistance(distanceBetween({ latitude, longitude }, place, locator.measurementSystem)) }))
        .filter((place) => place.distance <= radius)
        .sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id))
        .slice(0, locator.limitList);
      return reply.send(near);
    },
  );
};
