import type { ConfigError, WidgetCatalogue } from '../config-checks/index.js';

/**
 * checkBundleBeforeStart for a bundle the config service did not say `passed` of (to show its
 * errors, or because it said nothing), downloading the check first (check-bundle-in-browser.ts).
 */
export async function checkBundleInBrowser(bundle: unknown, catalogue: WidgetCatalogue): Promise<ConfigError[]> {
  const { checkBundleBeforeStart } = await import('./check-bundle-in-browser.js');
  return checkBundleBeforeStart(bundle, catalogue);
}
