import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface StopChecksProps {
  /** The config form with the stop's fields: config/forms/<form>.json. */
  form: string;
}

export const stopChecksDefinition: WidgetDefinition<StopChecksProps> = {
  id: 'stop-checks',
  version: '1.0.0',
  title: 'Stop payment on a check: place a stop and list the stops',
  // The rjsf widgets form-widgets.tsx hands the stop-check form (config:check knows them by these names).
  formWidgets: ['stop-check-account', 'stop-check-range-end', 'stop-check-reason'],
  component: lazyWidget(() => import('./stop-checks.js')),
  // Checked against schemas/stop-checks.schema.json when the widget first renders (fee, expiry, reasons).
  configFiles: ['stop-checks'],
};
