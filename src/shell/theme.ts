import { version as antdVersion, type ThemeConfig } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface/index.js';
import defaultAlgorithm from 'antd/es/theme/themes/default/index.js';
import type { AppConfig } from '../runtime/index.js';

/**
 * antd draws hints, descriptions, labels and placeholders at 45 % and 25 % black, below the
 * 4.5:1 contrast WCAG 2.2 AA asks for; 60 % black keeps 4.5:1 on white, on a light page
 * background and on the brand tint of a selected item.
 */
const readableQuietText = 'rgba(0, 0, 0, 0.6)';

/**
 * Status colours dark enough for text (a tag's label, a field's error) at 4.5:1 on white and on
 * their own tint; antd's defaults (#52c41a, #faad14, #ff4d4f) are not. The error colour is the
 * credit union's to configure; this one applies when it does not.
 */
const readableStatus = { success: '#237804', warning: '#874d00', error: '#b42318' } as const;

/**
 * The page's one h1 is the shell's route title at 28 px; antd's h2 (30 px) and h3 (24 px) would
 * look like a second page title beneath it, so section headings step down from it.
 */
const headingSizes = { fontSizeHeading2: 22, fontSizeHeading3: 18 } as const;

/** `#rrggbb` with `share` (0..1) of it over white. */
function tint(colour: string, share: number): string {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(colour.slice(start, start + 2), 16);
    return Math.round(255 - (255 - value) * share);
  });
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** Where the browser keeps the last theme antd derived, for the next page load. */
const derivedThemeKey = 'passbook.derivedTheme';

/**
 * antd's default algorithm, remembered across page loads. antd derives some 440 design tokens
 * (twenty colour palettes among them) from the theme's few on every page load, before the first
 * render can draw anything; for a theme the browser has derived before, the result is read back
 * instead. The entry names antd's version and the exact seed it was derived from, so a new theme
 * from the studio, another antd or another motion preference derives afresh. Storage refused or
 * full: derived as before, nothing worse. Module-level and stable: antd keys its theme on the
 * algorithm's identity.
 */
function rememberedDefaultAlgorithm(seed: SeedToken): MapToken {
  const seedText = JSON.stringify(seed);
  try {
    const stored = JSON.parse(localStorage.getItem(derivedThemeKey) ?? 'null') as { antd?: string; seed?: string; map?: MapToken } | null;
    if (stored?.antd === antdVersion && stored.seed === seedText && stored.map) return stored.map;
  } catch {
    // An unreadable entry is derived again and overwritten below.
  }
  const map = defaultAlgorithm(seed);
  try {
    localStorage.setItem(derivedThemeKey, JSON.stringify({ antd: antdVersion, seed: seedText, map }));
  } catch {
    // Storage full or refused (private browsing): derived again next time.
  }
  return map;
}

/**
 * antd design tokens from `app.theme`: the credit union's colours, radius and font, no build needed.
 *
 * The light backgrounds (selected menu item, selected rows, status tags and alerts) are tints of
 * their colour: antd's own palette turns a dark colour into a mid grey behind text in that colour.
 * With `reducedMotion` (the member's system asks for less motion) nothing zooms, slides or fades.
 */
export function themeFromConfig(theme: AppConfig['theme'], reducedMotion = false): ThemeConfig {
  const selectedBackground = tint(theme.colorPrimary, 0.1);
  const selectedHoverBackground = tint(theme.colorPrimary, 0.16);
  const error = theme.colorError ?? readableStatus.error;
  const token: NonNullable<ThemeConfig['token']> = {
    ...headingSizes,
    colorPrimary: theme.colorPrimary,
    colorPrimaryBg: selectedBackground,
    colorPrimaryBgHover: selectedHoverBackground,
    controlItemBgActive: selectedBackground,
    controlItemBgActiveHover: selectedHoverBackground,
    colorTextTertiary: readableQuietText,
    colorTextDescription: readableQuietText,
    colorTextPlaceholder: readableQuietText,
    colorSuccess: readableStatus.success,
    colorSuccessBg: tint(readableStatus.success, 0.08),
    colorSuccessBorder: tint(readableStatus.success, 0.3),
    colorWarning: readableStatus.warning,
    colorWarningBg: tint(readableStatus.warning, 0.08),
    colorWarningBorder: tint(readableStatus.warning, 0.3),
    colorError: error,
    colorErrorBg: tint(error, 0.08),
    colorErrorBorder: tint(error, 0.3),
  };
  if (theme.colorLink) token.colorLink = theme.colorLink;
  if (theme.colorBgLayout) token.colorBgLayout = theme.colorBgLayout;
  if (theme.borderRadius !== undefined) token.borderRadius = theme.borderRadius;
  if (theme.fontFamily) token.fontFamily = theme.fontFamily;
  if (reducedMotion) token.motion = false;
  return { token, algorithm: rememberedDefaultAlgorithm };
}
