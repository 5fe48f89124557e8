import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export type TermsConsentProps = Record<string, never>;

export const termsConsentDefinition: WidgetDefinition<TermsConsentProps> = {
  id: 'terms-consent',
  version: '1.0.0',
  title: 'Online banking terms: accept the current version',
  configFiles: ['terms'],
  component: lazyWidget(() => import('./terms-consent.js')),
};
