import { loadShellConfigValidators, validateConfigBundle, type ConfigError, type WidgetCatalogue } from '../config-checks/index.js';

/**
 * The check the config service makes before it serves a bundle (checkServedBundle), made in the
 * browser: for a bundle the server found problems in (to show them) or did not check. Its own
 * chunk, with the shell's validators, so a member whose server vouched for the bundle downloads
 * neither (docs/decisions/013). Load it through checkBundleInBrowser.
 */
export async function checkBundle(bundle: unknown, catalogue: WidgetCatalogue): Promise<ConfigError[]> {
  return validateConfigBundle(bundle, catalogue, await loadShellConfigValidators());
}
