import { lazy } from 'react';

/**
 * The config form, loaded on first use: rjsf, its antd theme and the form validators are a chunk
 * of their own, never part of the first screen. Render it inside a Suspense boundary (WidgetHost
 * already is one).
 */
export const ConfigForm = lazy(() => import('./config-form.js'));
