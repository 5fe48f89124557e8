import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useEffect } from 'react';

export interface LocationMapProps {
  apiKey: string;
  latitude: number;
  longitude: number;
  label: string;
  /** Called once when the Maps script cannot load (no network, blocked, bad key). */
  onUnavailable: () => void;
}

const mapStyle = { width: '100%', height: 240 };

/**
 * The Google map of a card transaction's place. Loaded in its own chunk, only when the credit
 * union configured a Maps key, so members without one never download the library.
 */
export default function LocationMap({ apiKey, latitude, longitude, label, onUnavailable }: LocationMapProps) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'passbook-google-maps', googleMapsApiKey: apiKey });
  useEffect(() => {
    if (loadError) onUnavailable();
  }, [loadError, onUnavailable]);
  if (!isLoaded || loadError) return null;
  const center = { lat: latitude, lng: longitude };
  return (
    <div role="region" aria-label={label}>
      <GoogleMap mapContainerStyle={mapStyle} center={center} zoom={15} options={{ disableDefaultUI: true, zoomControl: true }}>
        <MarkerF position={center} title={label} />
      </GoogleMap>
    </div>
  );
}
