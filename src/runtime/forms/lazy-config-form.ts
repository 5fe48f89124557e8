import { lazy } from 'react';

/**
 * The config form, loaded on first use: rjsf, its antd theme and the form validators are a chunk
 * of their own, never part of the first screen. Render it inside a Suspense boundary (WidgetHost
 * already is one).
 */
// Pure: a first screen that renders no form drops even this wrapper (and the chunk's preload list).
export const ConfigForm = /* @__PURE__ */ lazy(() => import('./config-form.js'));
