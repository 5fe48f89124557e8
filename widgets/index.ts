import { createWidgetRegistry } from '../src/runtime/index.js';
import { widgetDefinitions } from './definitions.js';

export { widgetDefinitions } from './definitions.js';

/**
 * The registry the app renders routes from: the definitions plus their props validators compiled
 * ahead of time by `npx tsx scripts/compile-schemas.ts` (so no schema compiler ships).
 */
export const widgetRegistry = createWidgetRegistry(widgetDefinitions);
