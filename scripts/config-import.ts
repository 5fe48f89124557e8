/**
 * `npm run config:import <tenant> <dir> [-- --comment "…"]`: publishes the JSON files of a folder
 * (laid out as config/; the whole configuration or only the files that change) as the tenant's
 * next version, author "import". The result is checked with config:check's checks first; an
 * invalid configuration is refused with every error and nothing is published.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkConfigFiles } from '../server/src/config/checks.js';
import { formatConfigErrors } from '../src/config-checks/index.js';
import { openConfigDatabase, parseArguments, readFolderFiles, UsageError } from './config-database.js';

export const importUsage = 'usage: npm run config:import <tenant> <dir> [-- --comment "why"]';

/** Refused: the files are invalid. The message lists every error as config:check prints them. */
export class InvalidConfigError extends Error {}

export async function importConfig(args: readonly string[], environment: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positional, flags } = parseArguments(args);
  if (positional.length !== 2 || [...flags.keys()].some((name) => name !== 'comment')) throw new UsageError(importUsage);
  const [tenant, dir] = positional as [string, string];
  const { files, problems } = await readFolderFiles(path.resolve(dir)).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT' ? new UsageError(`there is no folder ${dir}`) : error;
  });
  if (problems.length > 0) throw new InvalidConfigError(`${problems.join('\n')}\nnothing was published`);
  if (Object.keys(files).length === 0) throw new UsageError(`${dir} holds no configuration files (*.json)`);
  const { db, store, tenants } = await openConfigDatabase(environment);
  try {
    if (!tenants.get(tenant)) throw new UsageError(`there is no tenant "${tenant}"; tenants: ${tenants.tenants.map((item) => item.id).join(', ')}`);
    const latest = await store.latest(tenant);
    const merged = { ...(latest?.files ?? {}), ...files };
    const errors = await checkConfigFiles(merged);
    if (errors.length > 0) {
      throw new InvalidConfigError(`${formatConfigErrors(errors)}\n${errors.length} error${errors.length === 1 ? '' : 's'}; nothing was published`);
    }
    const created = await store.create({
      tenant,
      baseVersion: latest?.version ?? 0,
      files: Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b))),
      author: { id: 'import', name: 'import' },
      comment: flags.get('comment')?.at(-1)?.trim() ?? '',
      kind: 'import',
    });
    const changed = created.changedFiles.length === 0 ? 'no file changed' : `changed: ${created.changedFiles.join(', ')}`;
    return `published ${tenant} version ${created.version} (${changed})`;
  } finally {
    await db.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  importConfig(process.argv.slice(2)).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      const known = error instanceof UsageError || error instanceof InvalidConfigError;
      console.error(known ? error.message : error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = error instanceof UsageError ? 2 : 1;
    },
  );
}
