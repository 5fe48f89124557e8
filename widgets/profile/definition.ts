import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

export interface ProfileProps {
  /** `view`: the Personal information page; `email`, `phone`, `address`: its add page, or its change page with the route's `:key`. */
  page: 'view' | 'email' | 'phone' | 'address';
  /** Route of the Personal information page; the add and change pages are under it (email/add, email/:key/edit …). */
  profilePath: string;
}

export const profileDefinition: WidgetDefinition<ProfileProps> = {
  id: 'profile',
  version: '1.0.0',
  title: 'Personal information: email addresses, phone numbers and addresses, with their add and change pages',
  component: lazyWidget(() => import('./profile.js')),
  // Checked against schemas/profile.schema.json when the widget first renders (limits, types, US states).
  configFiles: ['profile'],
};
