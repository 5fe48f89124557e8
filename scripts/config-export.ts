/**
 * `npm run config:export <tenant> <dir>`: writes the tenant's latest PUBLISHED configuration (from
 * the database, not config/) as files, one per path as in config/, complete (a tenant's files
 * come out merged over config/), so `npm run config:check -- --config <dir>` checks them and
 * `npm run config:import <tenant> <dir>` publishes them again. For credit unions that keep their
 * configuration in git.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openConfigDatabase, parseArguments, UsageError } from './config-database.js';

export const exportUsage = 'usage: npm run config:export <tenant> <dir>';

export async function exportConfig(args: readonly string[], environment: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positional, flags } = parseArguments(args);
  if (positional.length !== 2 || flags.size > 0) throw new UsageError(exportUsage);
  const [tenant, dir] = positional as [string, string];
  const { db, store, tenants } = await openConfigDatabase(environment);
  try {
    if (!tenants.get(tenant)) throw new UsageError(`there is no tenant "${tenant}"; tenants: ${tenants.tenants.map((item) => item.id).join(', ')}`);
    const latest = await store.latest(tenant);
    if (!latest) throw new UsageError(`tenant "${tenant}" has no published configuration`);
    const target = path.resolve(dir);
    for (const [file, content] of Object.entries(latest.files)) {
      await mkdir(path.dirname(path.join(target, file)), { recursive: true });
      await writeFile(path.join(target, file), `${JSON.stringify(content, null, 2)}\n`);
    }
    return `wrote ${Object.keys(latest.files).length} files of ${tenant} version ${latest.version} (${latest.kind} by ${latest.author}) to ${target}`;
  } finally {
    await db.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  exportConfig(process.argv.slice(2)).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = error instanceof UsageError ? 2 : 1;
    },
  );
}
