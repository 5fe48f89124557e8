import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { expectBadInputs, expectConformsToContract, expectErrorBody } from './client-api-checks.js';
import { visitor } from './visitor.js';

const placesPath = '/places-presentation-service/client-api/v2/places';
const placesUrl = `/api${placesPath}`;
/** Union Station, Denver: the Front Range credit union's downtown branch and ATMs are close by. */
const unionStation = { latitude: '39.7530', longitude: '-105.0002' };

interface PlaceAnswer {
  id: string;
  name: string;
  placeType: string;
  distance: number;
  address: { town: string };
  hours: { day: number; open: string; close: string }[];
}

let t: TestApp;
let call: ReturnType<typeof visitor>['call'];
beforeAll(async () => {
  t = await createTestApp();
  call = visitor(() => t.app, '10.44').call;
});
afterAll(async () => {
  await t.close();
});

describe('places-presentation-service: branches and ATMs near a point', () => {
  it('answers a visitor (no token) the places within the radius, nearest first, with distances in miles', async () => {
    const response = await call('GET', placesUrl, { query: { ...unionStation, radius: '4' } });
    const places = expectConformsToContract('GET', placesPath, response) as PlaceAnswer[];
    expect(places.map((place) => place.id)).toEqual(['union-station-atm', 'downtown-denver', 'cherry-creek']);
    expect(places[0]!.distance).toBe(0);
    // Union Station to 1600 Champa Street by the spherical law of cosines on a 6371.0088 km sphere: 1.3890 km = 0.8631 mi.
    expect(places[1]!.distance).toBeCloseTo(0.8631, 3);
    expect(places.every((place) => place.distance <= 4)).toBe(true);

    const wider = (await call('GET', placesUrl, { query: unionStation })).json() as PlaceAnswer[];
    const distances = wider.map((place) => place.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The config's 50-mile radius reaches Golden, Boulder and Longmont, not Colorado Springs (about 64 miles away).
    expect(wider.map((place) => place.address.town)).toEqual(expect.arrayContaining(['Boulder', 'Longmont', 'Golden']));
    expect(wider.some((place) => place.address.town === 'Colorado Springs')).toBe(false);
  });

  it('filters by place type, one or several', async () => {
    const atms = (await call('GET', `${placesUrl}?latitude=39.7530&longitude=-105.0002&radius=100&placeType=atm`)).json() as PlaceAnswer[];
    expect(atms.length).toBeGreaterThan(2);
    expect(new Set(atms.map((place) => place.placeType))).toEqual(new Set(['atm']));
    const both = (await call('GET', `${placesUrl}?latitude=39.7530&longitude=-105.0002&radius=100&placeType=atm&placeType=branch`)).json() as PlaceAnswer[];
    expect(new Set(both.map((place) => place.placeType))).toEqual(new Set(['atm', 'branch']));
    expect(both.length).toBeGreaterThan(atms.length);
  });

  it('refuses coordinates or a radius out of range with the error body', async () => {
    await expectBadInputs((request) => t.app.inject(request), [
      { name: 'latitude above 90', request: { method: 'GET', url: placesUrl, query: { latitude: '91', longitude: '-105' } } },
      { name: 'longitude below -180', request: { method: 'GET', url: placesUrl, query: { latitude: '39.7', longitude: '-181' } } },
      { name: 'latitude not a number', request: { method: 'GET', url: placesUrl, query: { latitude: 'denver', longitude: '-105' } } },
      { name: 'no longitude', request: { method: 'GET', url: placesUrl, query: { latitude: '39.7' } } },
      { name: 'zero radius', request: { method: 'GET', url: placesUrl, query: { ...unionStation, radius: '0' } } },
      { name: 'unknown parameter', request: { method: 'GET', url: placesUrl, query: { ...unionStation, city: 'Denver' } } },
    ]);
    const tooFar = expectErrorBody(await call('GET', placesUrl, { query: { ...unionStation, radius: '400' } }), 400);
    expect(tooFar.key).toBe('places.radius.too-large');
  });

  it("answers the second credit union's own places by the Host it is reached at", async () => {
    const mesa = (await call('GET', placesUrl, { query: { latitude: '39.0639', longitude: '-108.5506' }, host: 'mesa-peak.localhost' })).json() as PlaceAnswer[];
    expect(mesa.length).toBeGreaterThan(2);
    expect(mesa.every((place) => ['Grand Junction', 'Fruita', 'Palisade'].includes(place.address.town))).toBe(true);
    const frontRange = (await call('GET', placesUrl, { query: { latitude: '39.0639', longitude: '-108.5506' } })).json() as PlaceAnswer[];
    expect(frontRange).toEqual([]);
  });
});
