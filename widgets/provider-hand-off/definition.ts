import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface ProviderHandOffProps {
  /** The config/providers.json entry the page hands over to. */
  provider: string;
}

export const providerHandOffDefinition: WidgetDefinition<ProviderHandOffProps> = {
  id: 'provider-hand-off',
  version: '1.0.0',
  title: 'Provider hand-off: signs the member in to a third-party provider with a one-time key, in a named window',
  component: lazyWidget(() => import('./provider-hand-off.js')),
  // Checked against schemas/providers.schema.json when the widget first renders (boot checks only the shell's files).
  configFiles: ['providers'],
};
