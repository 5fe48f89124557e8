import { isRecord, readHostedUrls, urlForPageHost } from '../../src/platform/index.js';

/**
 * The loan servicer's login URL for the host the app is served from (config/loan-system.json,
 * checked against its schema before the widget renders): the first environment listing the
 * host, else the default. Undefined when the file is absent.
 */
export function loanServicerLoginUrl(config: unknown, pageHost: string): string | undefined {
  const loginUrls = readHostedUrls(isRecord(config) ? config.servicer : undefined, 'loginUrl', 'defaultLoginUrl');
  return loginUrls && urlForPageHost(loginUrls, pageHost);
}
