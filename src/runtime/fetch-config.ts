/**
 * Loads the tenant's configuration bundle. Returns untyped JSON on purpose: it is only a
 * ConfigBundle once validateConfigBundle has found no errors.
 *
 * @throws when the server answers with a non-2xx status or the body is not JSON.
 */
export async function fetchConfigBundle(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (!response.ok) throw new Error(`Loading the configuration from ${url} failed: HTTP ${response.status}`);
  return (await response.json()) as unknown;
}
