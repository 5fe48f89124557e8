import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The origins of the absolute https URLs a third-party config file names (a relative URL, like a
 * sandbox stand-in's, is our own origin and needs nothing): the CSP lists these and nothing else,
 * so pointing the app at a real provider is the config change alone. `section` is the file's
 * object holding `defaultKey` and `environments[].key`. A missing or unreadable file adds nothing.
 */
export async function configuredOrigins(configDir: string, file: string, section: string, keys: { defaultKey: string; key: string }): Promise<string[]> {
  const parsed = await readConfigFile(configDir, file);
  return originsOf(isRecord(parsed) && isRecord(parsed[section]) ? parsed[section] : {}, keys);
}

async function readConfigFile(configDir: string, file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(join(configDir, file), 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function originsOf(provider: Record<string, unknown>, keys: { defaultKey: string; key: string }): string[] {
  const environments = Array.isArray(provider.environments) ? provider.environments : [];
  const urls = [provider[keys.defaultKey], ...environments.map((environment) => (isRecord(environment) ? environment[keys.key] : undefined))];
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

/** The bill-pay provider's origins (config/bill-pay.json): the CSP's frame-src. */
export const billPayFrameOrigins = (configDir: string) =>
  configuredOrigins(configDir, 'bill-pay.json', 'provider', { defaultKey: 'defaultEmbedUrl', key: 'embedUrl' });

/** The loan servicer's login origins (config/loan-system.json): the CSP's form-action, for the hand-off's posted form. */
export const loanServicerOrigins = (configDir: string) =>
  configuredOrigins(configDir, 'loan-system.json', 'servicer', { defaultKey: 'defaultLoginUrl', key: 'loginUrl' });

/** The login origins of the providers a member is handed over to (config/providers.json): the CSP's form-action, for the hand-off's posted form. */
export async function providerLoginOrigins(configDir: string): Promise<string[]> {
  const parsed = await readConfigFile(configDir, 'providers.json');
  const providers = isRecord(parsed) && isRecord(parsed.providers) ? Object.values(parsed.providers) : [];
  const keys = { defaultKey: 'defaultLoginUrl', key: 'loginUrl' };
  return [...new Set(providers.flatMap((provider) => (isRecord(provider) ? originsOf(provider, keys) : [])))];
}

/**
 * Whether the locator shows Google's map (config/places.json locator.map.apiKey is set): only then
 * does the CSP let Google Maps' own sources in. Without a key the locator is a list and the policy
 * names no third party.
 */
export async function googleMapsConfigured(configDir: string): Promise<boolean> {
  const parsed = await readConfigFile(configDir, 'places.json');
  const locator = isRecord(parsed) && isRecord(parsed.locator) ? parsed.locator : {};
  const map = isRecord(locator.map) ? locator.map : {};
  return typeof map.apiKey === 'string' && map.apiKey.trim() !== '';
}
