import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

/** What the locator shows comes from config/places.json; `titled` for the visitor page, whose frame shows no title. */
export interface FindUsProps {
  titled?: boolean;
}

export const findUsDefinition: WidgetDefinition<FindUsProps> = {
  id: 'find-us',
  version: '1.0.0',
  title: 'Find Us: branches and ATMs near the member, a searched place or the credit union’s default centre, as a list and a map',
  component: lazyWidget(() => import('./find-us.js')),
  // Checked against schemas/places.schema.json when the widget first renders (centre, radius, place types, map).
  configFiles: ['places'],
};
