import { environmentForPageHost, isRecord } from '../../src/platform/index.js';

interface LoanServicerEnvironment {
  pageHosts: string[];
  loginUrl: string;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The loan servicer's login URL for the host the app is served from (config/loan-system.json,
 * checked against its schema before the widget renders): the first environment listing the
 * host, else the default. Undefined when the file is absent or not in shape.
 */
export function loanServicerLoginUrl(config: unknown, pageHost: string): string | undefined {
  const servicer = isRecord(config) ? config.servicer : undefined;
  if (!isRecord(servicer) || !isString(servicer.defaultLoginUrl)) return undefined;
  const defaultLoginUrl = servicer.defaultLoginUrl;
  const environments = (Array.isArray(servicer.environments) ? servicer.environments : []).flatMap((environment): LoanServicerEnvironment[] =>
    isRecord(environment) && isString(environment.loginUrl) && Array.isArray(environment.pageHosts)
      ? [{ loginUrl: environment.loginUrl, pageHosts: environment.pageHosts.filter(isString) }]
      : [],
  );
  return environmentForPageHost(environments, pageHost)?.loginUrl ?? defaultLoginUrl;
}
