// What `npm start` and `npm test` both do first on a fresh machine: install the npm dependencies
// when they are missing or stale, and find (or install) the system Chromium the browser tests drive.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Runs a command in the repository, showing its output; true when it succeeded. */
export function run(command, args, env = process.env) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status === 0;
}

/**
 * Runs a command in the background with its output kept in `logFile` (so two running side by
 * side do not interleave their lines); resolves to whether it succeeded.
 */
export function runLogged(command, args, logFile, env = process.env) {
  return new Promise((resolve) => {
    const log = openSync(logFile, 'w');
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', log, log], env });
    child.on('error', () => {
      closeSync(log);
      resolve(false);
    });
    child.on('close', (code) => {
      closeSync(log);
      resolve(code === 0);
    });
  });
}

/** Installs the npm dependencies when node_modules is missing or older than package-lock.json. */
export function installDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(join(root, 'package-lock.json'))) return true;
  console.log('Installing dependencies (node_modules missing or older than package-lock.json)…');
  return run('npm', ['ci', '--no-audit', '--no-fund']);
}

const commandExists = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/**
 * The system Chromium's path (CHROMIUM_PATH, else /usr/bin/chromium), installed with apt-get when
 * it is missing and we may (root, apt-get present). Undefined, after one line saying what to
 * install, when there is none.
 */
export function findChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (asRoot && !process.env.CHROMIUM_PATH && commandExists('apt-get')) {
    console.log('Installing Chromium with apt-get (the browser tests drive the system Chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], env) && run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], env) && existsSync(path)) {
      return path;
    }
  }
  console.log(`Chromium not found at ${path}: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH to its executable.`);
  return undefined;
}
