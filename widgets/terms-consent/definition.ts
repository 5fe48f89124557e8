import { lazy } from 'react';
import { propsSchemaOf, type WidgetDefinition } from '../../src/runtime/index.js';
import propsSchema from './props.schema.json' with { type: 'json' };

export type TermsConsentProps = Record<string, never>;

export const termsConsentDefinition: WidgetDefinition<TermsConsentProps> = {
  id: 'terms-consent',
  version: '1.0.0',
  title: 'Online banking terms: accept the current version',
  propsSchema: propsSchemaOf(propsSchema),
  configFiles: ['terms'],
  component: lazy(() => import('./terms-consent.js')),
};
