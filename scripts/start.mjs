// `npm start`: installs what is missing, builds the member app when its sources changed, serves.
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

if (!installDependencies()) process.exit(1);

const appSources = ['src', 'widgets', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const builtAt = mtime(join(root, 'dist', 'index.html'));
if (appSources.some((source) => newest(join(root, source)) > builtAt)) {
  console.log('Building the member app (its sources changed)…');
  run('npm', ['run', 'build']);
}

run('npm', ['run', 'serve']);
