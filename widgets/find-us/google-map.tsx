import { type ReactNode, useMemo, useState } from 'react';
import { GoogleMap, InfoWindowF, MarkerF, useLoadScript, type Libraries } from '@react-google-maps/api';
import { ErrorState, LoadingState } from '../../src/banking-ui/index.js';
import { useMessages } from '../../src/runtime/index.js';
import { dimmedOpacity, shortAddress, type LocatorMapProps } from './map-props.js';

/** spec/3 §9 map options: default UI off, zoom control on, points of interest hidden, road map only. */
const mapOptions: google.maps.MapOptions = {
  disableDefaultUI: true,
  zoomControl: true,
  mapTypeControl: false,
  mapTypeId: 'roadmap',
  styles: [{ featureType: 'poi', stylers: [{ visibility: 'off' }] }],
};

/** A round marker: spec/3 §9 draws the selected one 60 by 60. */
const markerIcon = (selected: boolean): google.maps.Symbol => ({
  path: google.maps.SymbolPath.CIRCLE,
  scale: selected ? 30 : 14,
  fillColor: '#1f4e79',
  fillOpacity: 1,
  strokeColor: '#ffffff',
  strokeWeight: 2,
});

/**
 * The Google map of the locator (spec/3 §2-§4), used when config/places.json has a maps key. Its
 * script loads once, on demand, with the loader options of spec/3 §3; this module is its own
 * chunk, so pages without the locator never fetch it.
 */
export default function GoogleLocatorMap({ places, center, device, selectedId, onSelect, zoom, settings, infoWindows }: LocatorMapProps): ReactNode {
  const t = useMessages();
  const libraries = useMemo(() => [...settings.libraries] as Libraries, [settings.libraries]);
  const { isLoaded, loadError } = useLoadScript({
    googleMapsApiKey: settings.apiKey ?? '',
    version: settings.apiVersion,
    libraries,
    ...(settings.clientId ? { googleMapsClientId: settings.clientId } : {}),
    ...(settings.channel ? { channel: settings.channel } : {}),
    ...(settings.region ? { region: settings.region } : {}),
    ...(settings.language ? { language: settings.language } : {}),
  });
  const [infoId, setInfoId] = useState<string>();
  if (loadError) return <ErrorState title={t('findUs.map.error')} />;
  if (!isLoaded) return <LoadingState label={t('findUs.map.loading')} rows={8} />;
  const info = infoWindows ? places.find((place) => place.id === infoId) : undefined;
  return (
    <GoogleMap mapContainerClassName="pb-find-us-google-map" center={{ lat: center.latitude, lng: center.longitude }} zoom={zoom} options={mapOptions}>
      {places.map((place, index) => (
        <MarkerF
          key={place.id}
          position={{ lat: place.latitude, lng: place.longitude }}
          title={t('findUs.map.marker', { number: index + 1, name: place.name })}
          label={{ text: String(index + 1), color: '#ffffff' }}
          icon={markerIcon(place.id === selectedId)}
          opacity={selectedId && place.id !== selectedId ? dimmedOpacity : 1}
          onClick={() => {
            onSelect(place.id);
            setInfoId(place.id);
          }}
        />
      ))}
      {device ? <MarkerF position={{ lat: device.latitude, lng: device.longitude }} title={t('findUs.map.you')} /> : null}
      {info ? (
        <InfoWindowF position={{ lat: info.latitude, lng: info.longitude }} onCloseClick={() => setInfoId(undefined)}>
          <div>
            <strong>{info.name}</strong>
            <br />
            {shortAddress(info)}
          </div>
        </InfoWindowF>
      ) : null}
    </GoogleMap>
  );
}
