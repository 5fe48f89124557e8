import { useEffect, useState } from 'react';
import type { Point } from './locator-settings.js';

export type DeviceLocation = { status: 'locating' } | { status: 'known'; point: Point } | { status: 'unavailable' };

/** How long the page waits for the device's position before showing the credit union's default centre. */
const positionTimeoutMs = 10_000;

const geolocation = (): Geolocation | undefined => (typeof navigator === 'undefined' ? undefined : navigator.geolocation);

/**
 * The device's position, asked once when the page opens (spec/3 §4: the page centres on it when
 * permitted). Denied, unsupported or too slow: unavailable, and the page says so.
 */
export function useDeviceLocation(): DeviceLocation {
  const [location, setLocation] = useState<DeviceLocation>(() => (geolocation() ? { status: 'locating' } : { status: 'unavailable' }));
  useEffect(() => {
    const device = geolocation();
    if (!device) return;
    let current = true;
    device.getCurrentPosition(
      (position) => {
        if (current) setLocation({ status: 'known', point: { latitude: position.coords.latitude, longitude: position.coords.longitude } });
      },
      () => {
        if (current) setLocation({ status: 'unavailable' });
      },
      { timeout: positionTimeoutMs, maximumAge: 300_000 },
    );
    return () => {
      current = false;
    };
  }, []);
  return location;
}
