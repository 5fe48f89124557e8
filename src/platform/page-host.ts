import { isRecord, listOf, stringOf } from './json.js';

/**
 * A third party's addresses by environment as config lists them (config/bill-pay.json's provider,
 * config/loan-system.json's servicer): each environment names the hosts the member app is served
 * from (production host versus test host, spec/3 §7) and its URL; the default serves any other host.
 */
export interface HostedUrls {
  readonly environments: readonly { readonly pageHosts: readonly string[]; readonly url: string }[];
  readonly defaultUrl: string;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Reads `{ environments: [{ pageHosts, <urlField> }], <defaultField> }`; undefined when there is no
 * default URL (the file's schema is checked before a widget renders, so that means it is absent).
 */
export function readHostedUrls(section: unknown, urlField: string, defaultField: string): HostedUrls | undefined {
  if (!isRecord(section)) return undefined;
  const defaultUrl = stringOf(section[defaultField]);
  if (defaultUrl === undefined) return undefined;
  const environments = listOf(section.environments, isRecord).flatMap((environment) => {
    const url = stringOf(environment[urlField]);
    return url === undefined ? [] : [{ pageHosts: listOf(environment.pageHosts, isString), url }];
  });
  return { environments, defaultUrl };
}

/** The URL for the host the member app is served from: the first environment that lists it, else the default. */
export function urlForPageHost({ environments, defaultUrl }: HostedUrls, pageHost: string): string {
  const host = pageHost.toLowerCase();
  return environments.find((environment) => environment.pageHosts.some((candidate) => candidate.toLowerCase() === host))?.url ?? defaultUrl;
}
