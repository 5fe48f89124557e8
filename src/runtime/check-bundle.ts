import type { ConfigError, WidgetCatalogue } from '../config-checks/index.js';

/** Checks a bundle the server did not vouch for, downloading the check first (see check-bundle-in-browser.ts). */
export async function checkBundleInBrowser(bundle: unknown, catalogue: WidgetCatalogue): Promise<ConfigError[]> {
  const { checkBundle } = await import('./check-bundle-in-browser.js');
  return checkBundle(bundle, catalogue);
}
