import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { defaultTenant } from '../config/checks.js';
import { loadTenantDirectory } from '../config/tenants.js';
import type { Queryable } from '../db/database.js';
import type { ServicePlugin } from './index.js';
import { contract } from './contract/index.js';

export type FlagValue = boolean | string | number;
export type Flags = Record<string, FlagValue>;

const isFlagValue = (value: unknown): value is FlagValue =>
  typeof value === 'boolean' || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** The credit union's flag defaults: config/flags.json without its `$schema` editor hint. */
export async function readFlagDefaults(configDir: string): Promise<Flags> {
  return flagDefaultsOf(JSON.parse(await readFile(join(configDir, 'flags.json'), 'utf8')));
}

function flagDefaultsOf(parsed: unknown): Flags {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('config/flags.json must hold an object of flags');
  }
  const defaults: Flags = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (key === '$schema') continue;
    if (!isFlagValue(value)) throw new Error(`config/flags.json: flag ${key} must be a boolean, string or number`);
    defaults[key] = value;
  }
  return defaults;
}

/**
 * The defaults of the tenant's latest published configuration, so a flag an operator changes in
 * the studio is what the sandbox answers after the publish; the files on disk until the first
 * version exists.
 */
async function publishedFlagDefaults(db: Queryable, configDir: string, tenant: string): Promise<Flags> {
  const [published] = await db.query<{ flags: unknown }>(
    `select files->'flags.json' as flags from config_versions where tenant = $1 order by version desc limit 1`,
    [tenant],
  );
  return published?.flags ? flagDefaultsOf(published.flags) : readFlagDefaults(configDir);
}

/**
 * Defaults from the configuration, each overridden by a row of remote_flags. Only flags the
 * configuration declares can be overridden, and only with a value of the same type, so a stray
 * row can neither invent a flag nor turn a switch into a string.
 */
export async function remoteFlags(db: Queryable, configDir: string, log?: FastifyBaseLogger, tenant = defaultTenant): Promise<Flags> {
  const flags = await publishedFlagDefaults(db, configDir, tenant);
  const rows = await db.query<{ key: string; value: unknown }>('select key, value from remote_flags order by key');
  for (const { key, value } of rows) {
    const fallback = flags[key];
    if (fallback === undefined) {
      log?.warn({ flag: key }, 'remote_flags row for a flag config/flags.json does not declare; ignored');
    } else if (!isFlagValue(value) || typeof value !== typeof fallback) {
      log?.warn({ flag: key }, 'remote_flags value has the wrong type; the default applies');
    } else {
      flags[key] = value;
    }
  }
  return flags;
}

/**
 * remote-config: the app's remote flags, fetched at start. The platform answers a flat
 * `{flag: value}` object per project; the sandbox serves one set of flags whatever the project.
 */
export const remoteConfig: ServicePlugin = async (app, { db, settings }) => {
  const tenants = await loadTenantDirectory(settings.configDir, settings.tenant);
  app.get(
    '/v1/projects/:project/parameters',
    {
      schema: contract.route('GET', '/remote-config/client-api/v1/projects/{project}/parameters'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return remoteFlags(db, settings.configDir, request.log, tenants.forHost(request.hostname).id);
    },
  );
};
