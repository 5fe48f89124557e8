import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import placesConfig from '../../config/places.json';
import { WidgetHost } from '../../src/runtime/index.js';
import { apiRoot, fakePlatform, renderWidget, stubResizeObserver, text, widgetConfig } from '../../tests/widget-test-kit.js';

/** Google's loader and map stand-ins: what the page asks of them is what the test reads (no script is fetched). */
const googleMaps = vi.hoisted(() => ({ loaderOptions: [] as unknown[] }));
vi.mock('@react-google-maps/api', () => ({
  useLoadScript: (options: unknown) => {
    googleMaps.loaderOptions.push(options);
    return { isLoaded: true, loadError: undefined };
  },
  GoogleMap: ({ children, options }: { children: ReactNode; options: unknown }) => (
    <div data-testid="google-map" data-options={JSON.stringify(options)}>
      {children}
    </div>
  ),
  MarkerF: ({ title, opacity, icon, onClick }: { title: string; opacity?: number; icon?: { scale: number }; onClick?: () => void }) => (
    <button type="button" onClick={onClick} data-opacity={opacity} data-scale={icon?.scale}>
      {title}
    </button>
  ),
  InfoWindowF: ({ children }: { children: ReactNode }) => <div role="dialog">{children}</div>,
}));

// antd and the lazily loaded widget render slowly in jsdom; give async queries time.
configure({ asyncUtilTimeout: 30_000 });

const placesUrl = `${apiRoot}/places-presentation-service/client-api/v2/places`;
const configured = new Map(placesConfig.places.map((place) => [place.id, place]));
/** A configured place as the service answers it, `distance` miles from where the page looks. */
const answer = (id: string, distance: number) => ({ ...configured.get(id)!, distance });
const nearDenver = [answer('union-station-atm', 0.149), answer('downtown-denver', 0.863), answer('cherry-creek', 3.49), answer('golden', 12.345)];
const { center } = placesConfig.locator;

const server = fakePlatform();
beforeAll(stubResizeObserver);

interface Asked {
  latitude: string | null;
  longitude: string | null;
  placeTypes: string[];
}

/** The places service: records what the page asked and answers `places` (of the asked types). */
function platform(places = nearDenver): Asked[] {
  const asked: Asked[] = [];
  server.use(
    http.get(placesUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const placeTypes = query.getAll('placeType');
      asked.push({ latitude: query.get('latitude'), longitude: query.get('longitude'), placeTypes });
      return HttpResponse.json(places.filter((place) => placeTypes.includes(place.placeType)));
    }),
  );
  return asked;
}

/** The device's answer to the page's question for its position. */
function deviceLocation(position?: { latitude: number; longitude: number }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) =>
        position ? found({ coords: position } as GeolocationPosition) : failed({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

/** A screen of `width` pixels: the page asks matchMedia whether it is at least 768 wide. */
function screenWidth(width: number) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: /min-width: 768px/.test(query) && width >= 768 });
  return () => (window.matchMedia = original);
}
let restoreScreen: (() => void) | undefined;
afterEach(() => {
  delete (globalThis as { google?: unknown }).google;
  restoreScreen?.();
  restoreScreen = undefined;
});

function renderPage(places: unknown = placesConfig) {
  return renderWidget(<Route path="/more/find-us" element={<WidgetHost widget="find-us" props={{}} />} />, {
    path: '/more/find-us',
    config: widgetConfig({ places }),
  });
}

const list = async () => screen.findByLabelText(text('findUs.list.label'));
const itemNames = (within: HTMLElement) => [...within.querySelectorAll('.ant-collapse-header strong')].map((name) => name.textContent);

describe('Find Us', () => {
  it('without the device position looks around the default centre, says so, and lists the nearest first with distances', async () => {
    deviceLocation();
    const asked = platform();
    renderPage();
    expect(await screen.findByText(text('findUs.location.defaultNotice', { place: center.name }))).toBeInTheDocument();
    const places = await list();
    expect(itemNames(places)).toEqual(['Union Station ATM', 'Downtown Denver Branch', 'Cherry Creek Branch', 'Golden Branch']);
    expect(asked[0]).toEqual({ latitude: String(center.latitude), longitude: String(center.longitude), placeTypes: ['branch', 'atm'] });
    // spec/3 §9: below a mile in feet, below ten miles with one decimal, else whole miles.
    for (const distance of ['787 ft', '4,557 ft', '3.5 mi', '12 mi']) {
      expect(within(places).getByText(text('findUs.distance.away', { distance }))).toBeInTheDocument();
    }
  });

  it('filters by place type and shows the empty state when no type is chosen', async () => {
    deviceLocation();
    const asked = platform();
    const user = userEvent.setup();
    renderPage();
    await list();
    await user.click(screen.getByRole('checkbox', { name: text('findUs.type.atm') }));
    await waitFor(() => expect(itemNames(screen.getByLabelText(text('findUs.list.label')))).toEqual(['Downtown Denver Branch', 'Cherry Creek Branch', 'Golden Branch']));
    expect(asked.at(-1)?.placeTypes).toEqual(['branch']);
    await user.click(screen.getByRole('checkbox', { name: text('findUs.type.branch') }));
    expect(await screen.findByText(text('findUs.empty.title'))).toBeInTheDocument();
    expect(screen.getByText(text('findUs.empty.body'))).toBeInTheDocument();
  });

  it('centres on the device, then on a searched town or typed coordinates, and says what it could not find', async () => {
    deviceLocation({ latitude: 39.75301, longitude: -105.00024 });
    const asked = platform();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(text('findUs.currentLocation', { place: '39.7530, -105.0002' }))).toBeInTheDocument();
    await list();
    expect(asked[0]).toMatchObject({ latitude: '39.75301', longitude: '-105.00024' });
    expect(screen.queryByText(text('findUs.location.defaultNotice', { place: center.name }))).toBeNull();

    const search = screen.getByRole('combobox', { name: text('findUs.search.label') });
    await user.type(search, 'Boulder{Enter}');
    expect(await screen.findByText(text('findUs.location.searched', { place: 'Boulder Pearl Street Branch' }))).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ latitude: '40.0181', longitude: '-105.2797' }));

    await user.clear(search);
    await user.type(search, '38.83, -104.82{Enter}');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ latitude: '38.83', longitude: '-104.82' }));
    await user.clear(search);
    await user.type(search, 'Atlantis{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text('findUs.search.noMatch', { query: 'Atlantis' }));
  });

  it('on a wide screen selects a place from the list or the map, dims the others, and clears it when selected again', async () => {
    restoreScreen = screenWidth(1280);
    deviceLocation();
    platform();
    const user = userEvent.setup();
    renderPage();
    await list();
    expect(screen.queryByRole('radio', { name: text('findUs.view.map') })).toBeNull();
    const marker = (number: number, name: string) => screen.getByRole('button', { name: text('findUs.map.marker', { number, name }) });
    await user.click(screen.getByTestId('find-us-place-downtown-denver'));
    expect(marker(2, 'Downtown Denver Branch')).toHaveAttribute('aria-pressed', 'true');
    expect(marker(1, 'Union Station ATM')).toHaveStyle({ opacity: '0.5' });
    const directions = await screen.findByRole('link', { name: new RegExp(text('findUs.directions')) });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=1600%20Champa%20Street%2C%2080202');
    expect(directions).toHaveAttribute('target', '_blank');
    const hours = screen.getByRole('table', { name: text('findUs.hours.title') });
    expect(within(hours).getByRole('row', { name: /Friday/ })).toHaveTextContent('9:00 AM – 6:00 PM');
    expect(within(hours).getByRole('row', { name: /Sunday/ })).toHaveTextContent(text('findUs.hours.closed'));
    expect(screen.getByRole('region', { name: text('findUs.services.title') })).toHaveTextContent('Safe deposit boxes');

    fireEvent.click(marker(3, 'Cherry Creek Branch'));
    expect(marker(3, 'Cherry Creek Branch')).toHaveAttribute('aria-pressed', 'true');
    expect(marker(2, 'Downtown Denver Branch')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(marker(3, 'Cherry Creek Branch'));
    expect(marker(3, 'Cherry Creek Branch')).toHaveAttribute('aria-pressed', 'false');
    expect(marker(1, 'Union Station ATM')).toHaveStyle({ opacity: '1' });
  });

  it('on a small screen toggles between the list and the built-in map, which needs no key', async () => {
    deviceLocation();
    platform();
    const user = userEvent.setup();
    renderPage();
    await list();
    expect(screen.queryByRole('img', { name: text('findUs.map.label', { count: 4, place: center.name }) })).toBeNull();
    await user.click(screen.getByText(text('findUs.view.map')));
    expect(await screen.findByRole('img', { name: text('findUs.map.label', { count: 4, place: center.name }) })).toBeInTheDocument();
    expect(screen.getByText(text('findUs.map.noKey'))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^\d\. / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      '1. Union Station ATM',
      '2. Downtown Denver Branch',
      '3. Cherry Creek Branch',
      '4. Golden Branch',
    ]);
    expect(screen.queryByLabelText(text('findUs.list.label'))).toBeNull();
    await user.click(screen.getByText(text('findUs.view.list')));
    expect(await list()).toBeInTheDocument();
  });

  it('says the page could not load when the places service fails, and tries again on request', async () => {
    deviceLocation();
    let calls = 0;
    server.use(http.get(placesUrl, () => (++calls === 1 ? HttpResponse.json({ message: 'down', key: 'server.error', errors: [] }, { status: 500 }) : HttpResponse.json([]))));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(text('findUs.error.title'))).toBeInTheDocument();
    expect(screen.getByText(text('findUs.error.body'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text('findUs.error.retry') }));
    expect(await screen.findByText(text('findUs.empty.title'))).toBeInTheDocument();
  });

  it("with a maps key shows Google's map, loaded with the configured options, whose markers select and open an info window", async () => {
    Object.assign(globalThis, { google: { maps: { SymbolPath: { CIRCLE: 0 } } } });
    deviceLocation();
    platform();
    const user = userEvent.setup();
    const map = { apiKey: 'test-key', apiVersion: 'weekly', libraries: ['geometry'], clientId: 'gme-frcu', channel: 'locator', region: 'US', language: 'en' };
    renderPage({ ...placesConfig, locator: { ...placesConfig.locator, map } });
    await list();
    await user.click(screen.getByText(text('findUs.view.map')));
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    expect(googleMaps.loaderOptions.at(-1)).toEqual({
      googleMapsApiKey: 'test-key',
      version: 'weekly',
      libraries: ['geometry', 'places'],
      googleMapsClientId: 'gme-frcu',
      channel: 'locator',
      region: 'US',
      language: 'en',
    });
    expect(JSON.parse(screen.getByTestId('google-map').dataset.options ?? '{}')).toMatchObject({ disableDefaultUI: true, zoomControl: true, mapTypeId: 'roadmap' });
    expect(screen.queryByText(text('findUs.map.noKey'))).toBeNull();
    await user.click(screen.getByRole('button', { name: text('findUs.map.marker', { number: 2, name: 'Downtown Denver Branch' }) }));
    const selected = screen.getByRole('button', { name: text('findUs.map.marker', { number: 2, name: 'Downtown Denver Branch' }) });
    // spec/3 §9: the selected marker 60 by 60 (a circle of radius 30), the others at half opacity.
    expect(selected.dataset).toMatchObject({ scale: '30', opacity: '1' });
    expect(screen.getByRole('button', { name: text('findUs.map.marker', { number: 1, name: 'Union Station ATM' }) }).dataset.opacity).toBe('0.5');
    expect(screen.getByRole('dialog')).toHaveTextContent('Downtown Denver Branch1600 Champa Street, Denver');
  });
});
