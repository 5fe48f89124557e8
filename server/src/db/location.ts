import { join } from 'node:path';
import { repositoryRoot } from '../settings.js';

/** Where the embedded PGlite database lives unless PASSBOOK_DATA_DIR says otherwise (git-ignored). */
export const defaultDataDir = join(repositoryRoot, '.data', 'pglite');

/** The PGlite data folder the server and `npm run db:reset` use. */
export function dataDirFromEnvironment(environment: NodeJS.ProcessEnv = process.env): string {
  return environment.PASSBOOK_DATA_DIR ?? defaultDataDir;
}
