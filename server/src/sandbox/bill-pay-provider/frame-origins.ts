import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The origins the member app may frame for bill pay: those of the absolute embed URLs in
 * config/bill-pay.json (a relative URL, like the demo's stand-in, is our own origin and needs
 * nothing). The CSP's frame-src lists these and nothing else, so pointing the app at a real
 * provider is the config change alone. A missing or unreadable file frames nothing extra.
 */
export async function billPayFrameOrigins(configDir: string): Promise<string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(configDir, 'bill-pay.json'), 'utf8'));
  } catch {
    return [];
  }
  const provider = isRecord(parsed) && isRecord(parsed.provider) ? parsed.provider : {};
  const urls = [provider.defaultEmbedUrl, ...(Array.isArray(provider.environments) ? provider.environments : []).map((environment) =>
    isRecord(environment) ? environment.embedUrl : undefined,
  )];
  const origins = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string' || !/^https:\/\//.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // config:check reports a malformed URL; the CSP simply does not list it.
    }
  }
  return [...origins];
}
