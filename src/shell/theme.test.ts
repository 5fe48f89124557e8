// @vitest-environment jsdom
import { theme as antdTheme, version } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { themeFromConfig } from './theme.js';

const derive = (seed: SeedToken): MapToken => {
  const { algorithm } = themeFromConfig({ colorPrimary: seed.colorPrimary });
  if (typeof algorithm !== 'function') throw new Error('themeFromConfig gives no single algorithm');
  return algorithm(seed);
};
const seedOf = (colorPrimary: string): SeedToken => ({ ...antdTheme.defaultSeed, colorPrimary });
const stored = () => JSON.parse(localStorage.getItem('passbook.derivedTheme') ?? 'null') as { antd: string; seed: string; map: MapToken } | null;

afterEach(() => localStorage.clear());

describe('the theme antd derives, remembered across page loads', () => {
  it('is derived as antd derives it, and the next load reads it back instead of deriving it again', () => {
    const green = seedOf('#0b5d3b');
    expect(derive(green)).toEqual(antdTheme.defaultAlgorithm(green));
    // What the next load finds decides: a marked entry comes back as it was stored.
    const entry = stored();
    expect(entry?.antd).toBe(version);
    localStorage.setItem('passbook.derivedTheme', JSON.stringify({ ...entry, map: { ...entry?.map, colorPrimaryHover: 'remembered' } }));
    expect(derive(green).colorPrimaryHover).toBe('remembered');
  });

  it('derives afresh for a changed theme, another antd, or an entry it cannot read', () => {
    const green = seedOf('#0b5d3b');
    const blue = seedOf('#1d4ed8');
    derive(green);
    expect(derive(blue)).toEqual(antdTheme.defaultAlgorithm(blue));
    expect(stored()?.seed).toBe(JSON.stringify(blue));

    localStorage.setItem('passbook.derivedTheme', JSON.stringify({ ...stored(), antd: '0.0.1', map: { colorPrimaryHover: 'old antd' } }));
    expect(derive(blue)).toEqual(antdTheme.defaultAlgorithm(blue));

    localStorage.setItem('passbook.derivedTheme', '{not json');
    expect(derive(blue)).toEqual(antdTheme.defaultAlgorithm(blue));
  });
});
