/**
 * What config:export and config:import share: the configuration folder (PASSBOOK_CONFIG_DIR or
 * config/), the database the server uses (DATABASE_URL, else the embedded PGlite under
 * PASSBOOK_DATA_DIR or .data/pglite; PGlite allows one process at a time, so stop the server
 * first), migrated, with the files on disk published exactly as a server start would.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { publishTenantsFromDisk } from '../server/src/config-service.js';
import { serverOnlyFiles, type ConfigFiles } from '../server/src/config/checks.js';
import { loadTenantDirectory, type TenantDirectory } from '../server/src/config/tenants.js';
import { VersionStore } from '../server/src/config/versions.js';
import { openDatabase, type Database } from '../server/src/db/database.js';
import { dataDirFromEnvironment } from '../server/src/db/location.js';
import { migrate } from '../server/src/db/migrate.js';
import { defaultConfigDir } from '../src/config-checks/node.js';

export interface ConfigDatabase {
  db: Database;
  store: VersionStore;
  tenants: TenantDirectory;
  configDir: string;
}

export async function openConfigDatabase(environment: NodeJS.ProcessEnv = process.env): Promise<ConfigDatabase> {
  const configDir = environment.PASSBOOK_CONFIG_DIR ? path.resolve(environment.PASSBOOK_CONFIG_DIR) : defaultConfigDir;
  let db: Database;
  if (environment.DATABASE_URL) db = await openDatabase({ url: environment.DATABASE_URL });
  else {
    const dataDir = path.resolve(dataDirFromEnvironment(environment));
    await mkdir(path.dirname(dataDir), { recursive: true });
    db = await openDatabase({ dataDir });
  }
  await migrate(db);
  const tenants = await loadTenantDirectory(configDir);
  await publishTenantsFromDisk(db, configDir, tenants);
  return { db, store: new VersionStore(db), tenants, configDir };
}

/** The JSON files of a folder by path (as in config/), leaving out tenants/ and the server's own files. */
export async function readFolderFiles(dir: string): Promise<{ files: ConfigFiles; problems: string[] }> {
  const files: ConfigFiles = {};
  const problems: string[] = [];
  const walk = async (folder: string) => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      const relative = path.relative(dir, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (relative !== 'tenants') await walk(full);
      } else if (entry.name.endsWith('.json') && !serverOnlyFiles.has(relative)) {
        try {
          files[relative] = JSON.parse(await readFile(full, 'utf8')) as unknown;
        } catch (error) {
          problems.push(`${relative}  /  not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  };
  await walk(dir);
  return { files, problems };
}

/** `<id> <dir>` and `--flag value` pairs from a command line. */
export function parseArguments(args: readonly string[]): { positional: string[]; flags: Map<string, string[]> } {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      const value = inline ?? args[++index];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags.set(name, [...(flags.get(name) ?? []), value]);
    } else positional.push(arg);
  }
  return { positional, flags };
}

/** A mistake in how a command was called: printed as is, exit status 2. */
export class UsageError extends Error {}
