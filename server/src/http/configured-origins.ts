import { derivedFromPublished } from '../config/published-file.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The third parties a page of the app may reach beyond our own origin (content-security-policy.ts). */
export interface ThirdPartySources {
  /** Origins the app frames (the bill-pay provider). */
  frames: readonly string[];
  /** Origins the app's hand-off forms post to (loan servicer, providers' logins). */
  formActions: readonly string[];
  /** The locator's Google map is configured: Google Maps' sources join the policy. */
  googleMaps: boolean;
}

/** A page that reaches no third party (the studio's). */
export const noThirdParties: ThirdPartySources = { frames: [], formActions: [], googleMaps: false };

/**
 * The origins of the absolute https URLs a third-party config file names (a relative URL, like a
 * sandbox stand-in's, is our own origin and needs nothing): the CSP lists these and nothing else,
 * so pointing the app at a real provider is the config change alone. `section` is the file's
 * object holding `defaultKey` and `environments[].key`. A missing file adds nothing.
 */
function configuredOrigins(file: unknown, section: string, keys: { defaultKey: string; key: string }): string[] {
  return originsOf(isRecord(file) && isRecord(file[section]) ? file[section] : {}, keys);
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

/** The bill-pay provider's origins (bill-pay.json): the CSP's frame-src. */
export const billPayFrameOrigins = (file: unknown) => configuredOrigins(file, 'provider', { defaultKey: 'defaultEmbedUrl', key: 'embedUrl' });

/** The loan servicer's login origins (loan-system.json): the CSP's form-action, for the hand-off's posted form. */
export const loanServicerOrigins = (file: unknown) => configuredOrigins(file, 'servicer', { defaultKey: 'defaultLoginUrl', key: 'loginUrl' });

/** The login origins of the providers a member is handed over to (providers.json): the CSP's form-action, for the hand-off's posted form. */
export function providerLoginOrigins(file: unknown): string[] {
  const providers = isRecord(file) && isRecord(file.providers) ? Object.values(file.providers) : [];
  const keys = { defaultKey: 'defaultLoginUrl', key: 'loginUrl' };
  return [...new Set(providers.flatMap((provider) => (isRecord(provider) ? originsOf(provider, keys) : [])))];
}

/**
 * Whether the locator shows Google's map (places.json locator.map.apiKey is set): only then
 * does the CSP let Google Maps' own sources in. Without a key the locator is a list and the policy
 * names no third party.
 */
export function googleMapsConfigured(file: unknown): boolean {
  const locator = isRecord(file) && isRecord(file.locator) ? file.locator : {};
  const map = isRecord(locator.map) ? locator.map : {};
  return typeof map.apiKey === 'string' && map.apiKey.trim() !== '';
}

/** The third parties of a tenant's files. */
export function thirdPartySourcesOf(files: Readonly<Record<string, unknown>>): ThirdPartySources {
  return {
    frames: billPayFrameOrigins(files['bill-pay.json']),
    formActions: [...new Set([...loanServicerOrigins(files['loan-system.json']), ...providerLoginOrigins(files['providers.json'])])],
    googleMaps: googleMapsConfigured(files['places.json']),
  };
}

/**
 * The third parties of the tenant's latest published files, so a provider, servicer or Maps key
 * an operator publishes in the studio (or a tenant's own) is let in from the next page load, on
 * every server; derived once per version.
 */
export const loadThirdPartySources = derivedFromPublished(['bill-pay.json', 'loan-system.json', 'providers.json', 'places.json'], thirdPartySourcesOf);
