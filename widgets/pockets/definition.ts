import { lazyWidget, propsSchemaOf, type WidgetDefinition } from '../../src/runtime/index.js';
import propsSchema from './props.schema.json' with { type: 'json' };

/** The pockets page takes no props: its rules and icons are config/pockets.json. */
export type PocketsProps = Record<string, never>;

export const pocketsDefinition: WidgetDefinition<PocketsProps> = {
  id: 'pockets',
  version: '1.0.0',
  title: 'Savings pockets: open, add money, move it back, close',
  propsSchema: propsSchemaOf(propsSchema),
  component: lazyWidget(() => import('./pockets.js')),
  // Checked against schemas/pockets.schema.json when the widget first renders (maximum, icons, account kinds).
  configFiles: ['pockets'],
};
