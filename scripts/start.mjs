// `npm start`: installs what is missing, builds the member app when its sources changed, serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** The newest modification time below a folder (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), info.mtimeMs);
}

const installed = join(root, 'node_modules', '.package-lock.json');
if (!existsSync(installed) || mtime(installed) < mtime(join(root, 'package-lock.json'))) {
  console.log('Installing dependencies (node_modules missing or older than package-lock.json)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const appSources = ['src', 'widgets', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const builtAt = mtime(join(root, 'dist', 'index.html'));
if (appSources.some((source) => newest(join(root, source)) > builtAt)) {
  console.log('Building the member app (its sources changed)…');
  run('npm', ['run', 'build']);
}

run('npm', ['run', 'serve']);
