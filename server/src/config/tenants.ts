import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultTenant } from './checks.js';

/** Tenant ids: lower-case letters, digits and dashes, a letter first; they name folders and URLs. */
export const tenantIdPattern = /^[a-z][a-z0-9-]{1,39}$/;

export interface Tenant {
  id: string;
  /** Host names (no port) whose requests this tenant answers. */
  hosts: string[];
}

export interface TenantDirectory {
  readonly tenants: readonly Tenant[];
  get(id: string): Tenant | undefined;
  /** The tenant of a request: the fixed one when TENANT is set, else by host name, else the default. */
  forHost(hostname: string): Tenant;
}

interface TenantsFile {
  tenants?: Record<string, { hosts?: unknown }>;
}

/**
 * The tenants this server serves: config/ itself ("default") and each folder in config/tenants/,
 * with the host names config/tenants.json maps to them. `fixed` (the TENANT variable) makes every
 * request that tenant's, whatever its host; it must name one of them.
 */
export async function loadTenantDirectory(configDir: string, fixed?: string): Promise<TenantDirectory> {
  const folders = await readdir(join(configDir, 'tenants'), { withFileTypes: true }).catch(() => []);
  const ids = [defaultTenant, ...folders.filter((entry) => entry.isDirectory() && tenantIdPattern.test(entry.name)).map((entry) => entry.name).sort()];
  const mapping: TenantsFile = await readFile(join(configDir, 'tenants.json'), 'utf8').then(
    (text) => JSON.parse(text) as TenantsFile,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return {} as TenantsFile;
      throw error;
    },
  );
  const tenants = ids.map((id) => {
    const hosts = mapping.tenants?.[id]?.hosts;
    return { id, hosts: Array.isArray(hosts) ? hosts.filter((host): host is string => typeof host === 'string').map((host) => host.toLowerCase()) : [] };
  });
  const byId = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  const byHost = new Map(tenants.flatMap((tenant) => tenant.hosts.map((host) => [host, tenant] as const)));
  const defaultOne = byId.get(defaultTenant) as Tenant;
  let fixedTenant: Tenant | undefined;
  if (fixed !== undefined) {
    fixedTenant = byId.get(fixed);
    if (!fixedTenant) throw new Error(`TENANT "${fixed}" is not a tenant; tenants: ${ids.join(', ')} (config/tenants/<id>/ makes one)`);
  }
  return {
    tenants,
    get: (id) => byId.get(id),
    forHost: (hostname) => fixedTenant ?? byHost.get(hostname.toLowerCase()) ?? defaultOne,
  };
}
