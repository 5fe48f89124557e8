// `npm start`: installs what is missing, builds the member app when its sources changed, serves.
// `npm run start:cluster` (--cluster): the same, then two servers on one PostgreSQL behind a
// round-robin proxy (scripts/cluster.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { installDependencies, mtime, root, run as runCommand } from './setup.mjs';

const run = (command, args) => {
  if (!runCommand(command, args)) process.exit(1);
};

/** The newest modification time below a folder (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), info.mtimeMs);
}

const cluster = process.argv.includes('--cluster');
// Said before anything is installed or built: the embedded database serves one process only.
if (cluster && !process.env.DATABASE_URL) {
  console.error(
    'npm run start:cluster runs two servers on one PostgreSQL: set DATABASE_URL, e.g.\n' +
      '  DATABASE_URL=postgres://user:password@127.0.0.1:5432/passbook npm run start:cluster\n' +
      '(the embedded database, used without DATABASE_URL, serves one process only).',
  );
  process.exit(1);
}

if (!installDependencies()) process.exit(1);

const appSources = ['src', 'widgets', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const builtAt = mtime(join(root, 'dist', 'index.html'));
if (appSources.some((source) => newest(join(root, source)) > builtAt)) {
  console.log('Building the member app (its sources changed)…');
  run('npm', ['run', 'build']);
}

if (cluster) run('node', ['--import', 'tsx', 'scripts/cluster.ts']);
else run('npm', ['run', 'serve']);
