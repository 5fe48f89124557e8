import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Alert, Checkbox, Flex, Segmented, Typography } from 'antd';
import { EmptyState, ErrorState, LoadingState, useFormatting } from '../../src/banking-ui/index.js';
import { usePlaces } from '../../src/platform/index.js';
import { useMessages, useRuntime, useWideScreen } from '../../src/runtime/index.js';
import { BuiltInMap } from './built-in-map.js';
import { locatorSettingsOf, type LocatorSettings } from './locator-settings.js';
import { wallClockNow } from './opening-hours.js';
import { PlaceList } from './place-list.js';
import { PlaceSearch } from './place-search.js';
import type { SearchedLocation } from './search.js';
import type { FindUsProps } from './definition.js';
import { useDeviceLocation } from './use-device-location.js';
import './find-us.css';

/** Google's map is its own chunk: fetched only when the credit union has a key and the page shows it. */
const GoogleLocatorMap = lazy(() => import('./google-map.js'));

type View = 'list' | 'map';

/**
 * Find Us (spec/3 §2-§4, §9; route more/find-us and, for visitors, find-us): the credit union's
 * branches and ATMs around the device's position, a searched place or, when the position is not
 * to be had, the credit union's default centre; filtered by type, nearest first, in an accordion
 * beside a map (Google's with a key, else one drawn from the coordinates). On small screens a
 * List/Map toggle shows one at a time.
 */
export default function FindUs({ titled = false }: FindUsProps): ReactNode {
  const { config } = useRuntime();
  const settings = useMemo(() => locatorSettingsOf(config), [config]);
  const t = useMessages();
  return (
    <>
      {/* The visitor frame has no page title of its own (enrollment brings one the same way). */}
      {titled ? <Typography.Title level={1}>{t('route.findUs.title')}</Typography.Title> : null}
      {settings ? <Locator settings={settings} /> : <ErrorState title={t('findUs.error.title')} description={t('findUs.error.body')} />}
    </>
  );
}

function Locator({ settings }: { settings: LocatorSettings }): ReactNode {
  const t = useMessages();
  const { locale, timeZone } = useFormatting();
  const device = useDeviceLocation();
  const wide = useWideScreen();
  const [searched, setSearched] = useState<SearchedLocation>();
  const [types, setTypes] = useState<string[]>(() => settings.placeTypes.map((setting) => setting.type));
  const [selectedId, setSelectedId] = useState<string>();
  const [view, setView] = useState<View>('list');

  const devicePoint = device.status === 'known' ? device.point : undefined;
  const center = searched ?? devicePoint ?? (device.status === 'unavailable' ? settings.center : undefined);
  const centerName = searched?.name ?? (devicePoint ? coordinatesText(devicePoint, t) : settings.center.name);
  const { data: places, error, isLoading, mutate } = usePlaces(
    center ? { latitude: center.latitude, longitude: center.longitude, radius: settings.radius, placeTypes: types } : undefined,
  );
  const shown = types.length === 0 ? [] : places;
  // spec/3 §4: selecting the selected place again clears the selection.
  const select = (id: string) => setSelectedId((current) => (current === id ? undefined : id));
  const selected = shown?.some((place) => place.id === selectedId) ? selectedId : undefined;

  const list = (() => {
    if (error) return <ErrorState title={t('findUs.error.title')} description={t('findUs.error.body')} retryText={t('findUs.error.retry')} onRetry={() => void mutate()} retryPrimary />;
    if (!center || (isLoading && types.length > 0) || !shown) return <LoadingState label={t('findUs.loading')} rows={6} />;
    if (shown.length === 0) return <EmptyState title={t('findUs.empty.title')} body={t('findUs.empty.body')} />;
    return <PlaceList places={shown} settings={settings} selectedId={selected} onSelect={select} now={wallClockNow(new Date(), timeZone)} locale={locale} />;
  })();
  const mapProps = {
    places: shown ?? [],
    center: center ?? settings.center,
    ...(devicePoint ? { device: devicePoint } : {}),
    centerName,
    ...(selected ? { selectedId: selected } : {}),
    onSelect: select,
    zoom: settings.mapZoom,
    settings: settings.map,
    infoWindows: !wide,
  };
  const map = settings.map.apiKey ? (
    <Suspense fallback={<LoadingState label={t('findUs.map.loading')} rows={8} />}>
      <GoogleLocatorMap {...mapProps} />
    </Suspense>
  ) : (
    <BuiltInMap {...mapProps} />
  );

  return (
    <Flex vertical gap="middle" className="pb-find-us">
      <PlaceSearch
        places={settings.searchable}
        onFound={(location) => {
          setSearched(location);
          setSelectedId(undefined);
        }}
      />
      {devicePoint ? <Typography.Text>{t('findUs.currentLocation', { place: coordinatesText(devicePoint, t) })}</Typography.Text> : null}
      {device.status === 'locating' && !searched ? <Typography.Text type="secondary">{t('findUs.location.locating')}</Typography.Text> : null}
      {searched ? <Typography.Text strong>{t('findUs.location.searched', { place: searched.name })}</Typography.Text> : null}
      {device.status === 'unavailable' && !searched ? <Alert type="info" showIcon title={t('findUs.location.defaultNotice', { place: settings.center.name })} /> : null}
      <Flex wrap gap="middle" align="center" justify="space-between">
        <Checkbox.Group
          aria-label={t('findUs.filter.label')}
          options={settings.placeTypes.map((setting) => ({ value: setting.type, label: t(setting.labelKey) }))}
          value={types}
          onChange={(chosen) => setTypes(chosen)}
        />
        {wide ? null : (
          <Segmented<View>
            aria-label={t('findUs.view.label')}
            value={view}
            onChange={setView}
            options={[
              { value: 'list', label: t('findUs.view.list') },
              { value: 'map', label: t('findUs.view.map') },
            ]}
          />
        )}
      </Flex>
      {wide ? (
        <div className="pb-find-us-side-by-side">
          <div className="pb-find-us-list-column">{list}</div>
          <div className="pb-find-us-map-column">{map}</div>
        </div>
      ) : view === 'list' ? (
        list
      ) : (
        map
      )}
    </Flex>
  );
}

function coordinatesText(point: { latitude: number; longitude: number }, t: ReturnType<typeof useMessages>): string {
  return t('findUs.location.coordinates', { latitude: point.latitude.toFixed(4), longitude: point.longitude.toFixed(4) });
}
