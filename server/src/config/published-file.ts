import type { Queryable } from '../db/database.js';
import { DatabaseUnavailableError } from '../db/failures.js';
import { readTenantFilesFromDisk, schemaProblemsOf } from './checks.js';

export class PublishedFileError extends Error {}

/**
 * Each database's checked files per tenant and the version they were read from: a version never
 * changes once made, so a request reads one version number, not the file, each time.
 */
const publishedFiles = new WeakMap<Queryable, Map<string, { version: number; content: unknown }>>();

/** The number of the tenant's latest published version; undefined before its first. */
async function latestVersionOf(db: Queryable, tenant: string): Promise<number | undefined> {
  const [latest] = await db.query<{ version: number | null }>('select max(version) as version from config_versions where tenant = $1', [tenant]);
  return latest?.version ?? undefined;
}

/**
 * A configuration file the server acts on (`stop-checks.json`), as the tenant last published it,
 * so an operator's change applies to the next request after the publish; its files on disk until
 * a first version exists. Checked against schemas/<name>.schema.json: a file that breaks its
 * schema is refused loudly rather than half-applied. The caller's type describes the schema.
 */
export async function loadPublishedFile<T>(db: Queryable, configDir: string, tenant: string, file: string): Promise<T> {
  // A locale's catalogue (messages/en-US.json) is checked against the one catalogue schema.
  const schemaName = file.startsWith('messages/') ? 'messages' : file.replace(/\.json$/, '');
  const checked = async (content: unknown): Promise<T> => {
    const problems = await schemaProblemsOf(schemaName, content);
    if (problems.length > 0) throw new PublishedFileError(`${file} of tenant ${tenant} is not valid: ${problems.join('; ')}`);
    return content as T;
  };
  const version = await latestVersionOf(db, tenant);
  if (version === undefined) return checked((await readTenantFilesFromDisk(configDir, tenant)).files[file]);
  let byKey = publishedFiles.get(db);
  if (byKey === undefined) {
    byKey = new Map();
    publishedFiles.set(db, byKey);
  }
  const key = `${tenant}\u0000${file}`;
  const cached = byKey.get(key);
  if (cached?.version === version) return cached.content as T;
  const [published] = await db.query<{ content: unknown }>(`select files->$3 as content from config_versions where tenant = $1 and version = $2`, [
    tenant,
    version,
    file,
  ]);
  const content = await checked(published?.content);
  byKey.set(key, { version, content });
  return content;
}

/**
 * Something the server derives from some of a tenant's published files (the origins a page's
 * policy lets in, the sign-in pages), made once per version: each call reads only the latest
 * version's number, and derives again when a publish made a new one. Its files on disk until a
 * first version exists. While the database is away, what was last derived for the tenant serves
 * (a page still shows, in the tenant's name); with nothing derived yet, the failure stands.
 */
export function derivedFromPublished<T>(
  files: readonly string[],
  derive: (files: Readonly<Record<string, unknown>>) => T,
): (db: Queryable, configDir: string, tenant: string) => Promise<T> {
  const derived = new WeakMap<Queryable, Map<string, { version: number; value: T }>>();
  return async (db, configDir, tenant) => {
    let byTenant = derived.get(db);
    if (byTenant === undefined) {
      byTenant = new Map();
      derived.set(db, byTenant);
    }
    const kept = byTenant.get(tenant);
    const version = await latestVersionOf(db, tenant).catch((error: unknown) => {
      if (kept && error instanceof DatabaseUnavailableError) return kept.version;
      throw error;
    });
    if (version === undefined) return derive((await readTenantFilesFromDisk(configDir, tenant)).files);
    if (kept?.version === version) return kept.value;
    const [published] = await db.query<{ files: Record<string, unknown> | null }>(
      `select (select jsonb_object_agg(key, value) from jsonb_each(files) where key = any($3::text[])) as files
         from config_versions where tenant = $1 and version = $2`,
      [tenant, version, files],
    );
    const value = derive(published?.files ?? {});
    byTenant.set(tenant, { version, value });
    return value;
  };
}
