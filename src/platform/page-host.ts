/**
 * A third party's environment chosen by the host the member app is served from (production host
 * versus test host, spec/3 §7): the first environment that lists the host, else none.
 */
export function environmentForPageHost<Environment extends { readonly pageHosts: readonly string[] }>(
  environments: readonly Environment[],
  pageHost: string,
): Environment | undefined {
  const host = pageHost.toLowerCase();
  return environments.find((environment) => environment.pageHosts.some((candidate) => candidate.toLowerCase() === host));
}
