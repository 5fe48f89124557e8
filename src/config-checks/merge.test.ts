import { describe, expect, it } from 'vitest';
import { mergeConfig } from './merge.js';

describe('mergeConfig', () => {
  it('merges objects deeply and replaces arrays and scalars', () => {
    const base = { app: { name: 'Base', theme: { colorPrimary: '#000000', borderRadius: 6 } }, list: [1, 2, 3] };
    const overlay = { app: { theme: { colorPrimary: '#ffffff' } }, list: [9], extra: true };
    expect(mergeConfig(base, overlay)).toEqual({
      app: { name: 'Base', theme: { colorPrimary: '#ffffff', borderRadius: 6 } },
      list: [9],
      extra: true,
    });
    expect(base.app.theme.colorPrimary).toBe('#000000');
  });
});
