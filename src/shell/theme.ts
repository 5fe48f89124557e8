import type { ThemeConfig } from 'antd';
import type { AppConfig } from '../runtime/index.js';

/** antd design tokens from `app.theme`: the credit union's colours, radius and font, no build needed. */
export function themeFromConfig(theme: AppConfig['theme']): ThemeConfig {
  const token: NonNullable<ThemeConfig['token']> = { colorPrimary: theme.colorPrimary };
  if (theme.colorLink) token.colorLink = theme.colorLink;
  if (theme.colorBgLayout) token.colorBgLayout = theme.colorBgLayout;
  if (theme.colorError) token.colorError = theme.colorError;
  if (theme.borderRadius !== undefined) token.borderRadius = theme.borderRadius;
  if (theme.fontFamily) token.fontFamily = theme.fontFamily;
  return { token };
}
