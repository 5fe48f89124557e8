import { lazyWidget, type WidgetDefinition } from '../../src/runtime/index.js';

/** The pockets page takes no props: its rules and icons are config/pockets.json. */
export type PocketsProps = Record<string, never>;

export const pocketsDefinition: WidgetDefinition<PocketsProps> = {
  id: 'pockets',
  version: '1.0.0',
  title: 'Savings pockets: open, add money, move it back, close',
  component: lazyWidget(() => import('./pockets.js')),
  // Checked against schemas/pockets.schema.json when the widget first renders (maximum, icons, account kinds).
  configFiles: ['pockets'],
};
