import { lazy } from 'react';

/** The journey host, loaded with the first journey opened (it brings rjsf): never part of the first screen. */
export const JourneyHost = /* @__PURE__ */ lazy(() => import('./journey-host.js'));
