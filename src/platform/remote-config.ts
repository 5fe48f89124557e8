import type { HttpClient } from './http.js';
import { expectRecord } from './json.js';

/**
 * The remote-config project the app's flags belong to. The platform keys flags by project; this
 * app is one project whatever the credit union, so the name is part of the app, not its config.
 */
export const remoteConfigProject = 'passbook-retail';

/** Remote flags as booleans; values of other types are ignored so config/flags.json defaults apply. */
export async function remoteFlags(http: HttpClient): Promise<Record<string, boolean>> {
  const answer = expectRecord(
    await http.get(`/remote-config/client-api/v1/projects/${remoteConfigProject}/parameters`),
    'the remote flags',
  );
  const flags: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(answer)) {
    if (typeof value === 'boolean') flags[name] = value;
    else if (value === 'true' || value === 'false') flags[name] = value === 'true';
  }
  return flags;
}
