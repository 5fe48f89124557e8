import { Alert } from 'antd';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import type { Transaction, TransactionLocation } from '../../src/platform/index.js';
import type { Translate } from './transaction-row.js';

const LocationMap = lazy(() => import('./location-map.js'));

/** A card transaction with a place to show (spec/2 §2.3 "location map"). */
export function hasLocation(transaction: Transaction): transaction is Transaction & { location: TransactionLocation } {
  return transaction.location !== undefined;
}

/** "39.73920, -104.99030": five decimals are about a metre, enough to find the shop. */
export function coordinatesOf(location: TransactionLocation): string | undefined {
  if (location.latitude === undefined || location.longitude === undefined) return undefined;
  return `${location.latitude.toFixed(5)}, ${location.longitude.toFixed(5)}`;
}

/**
 * Where a card transaction happened. The map needs a Google Maps key in config/app.json
 * (`googleMapsApiKey`) and a network that reaches Google; without either the member gets a clear
 * notice with the address and coordinates instead of an empty box.
 */
export function LocationSection({
  transaction,
  mapsApiKey,
  t,
}: {
  transaction: Transaction & { location: TransactionLocation };
  mapsApiKey: string | undefined;
  t: Translate;
}) {
  const id = useId();
  const [mapFailed, setMapFailed] = useState(false);
  const onUnavailable = useCallback(() => setMapFailed(true), []);
  const { location } = transaction;
  const coordinates = coordinatesOf(location);
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const canMap = mapsApiKey !== undefined && location.latitude !== undefined && location.longitude !== undefined && online && !mapFailed;
  const place = [location.address, location.city].filter(Boolean).join(', ');
  const placeLabel = place || coordinates || '';

  return (
    <section className="pb-tx-section" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('transactions.location.heading')}</h3>
      {canMap ? (
        <Suspense fallback={null}>
          <LocationMap
            apiKey={mapsApiKey}
            latitude={location.latitude as number}
            longitude={location.longitude as number}
            label={t('transactions.location.mapLabel', { place: placeLabel })}
            onUnavailable={onUnavailable}
          />
        </Suspense>
      ) : (
        <Alert type="info" showIcon role="note" title={t('transactions.location.noMap')} />
      )}
      <address className="pb-tx-address" data-testid="transaction-location">
        {place ? <div>{place}</div> : null}
        {coordinates ? <div className="pb-tx-secondary">{t('transactions.location.coordinates', { coordinates })}</div> : null}
      </address>
    </section>
  );
}
