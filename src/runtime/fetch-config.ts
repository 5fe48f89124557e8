import { configCheckHeader } from '../config-checks/index.js';

/**
 * What the config service said of a bundle it sent (its `Passbook-Config-Check` header): `passed`
 * when it checked the bundle as the app needs it before starting, `failed` when it found problems,
 * `unchecked` when it said nothing (a server without that check), so the app checks it itself.
 */
export type ServerCheck = 'passed' | 'failed' | 'unchecked';

/**
 * Loads the tenant's configuration bundle. Returns untyped JSON on purpose: it is only a
 * ConfigBundle once checked (by the server, or by checkBundleInBrowser).
 *
 * @throws when the server answers with a non-2xx status or the body is not JSON.
 */
export async function fetchConfigBundle(url: string, init?: RequestInit): Promise<{ bundle: unknown; serverCheck: ServerCheck }> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (!response.ok) throw new Error(`Loading the configuration from ${url} failed: HTTP ${response.status}`);
  const said = response.headers.get(configCheckHeader);
  return { bundle: (await response.json()) as unknown, serverCheck: said === 'passed' || said === 'failed' ? said : 'unchecked' };
}
