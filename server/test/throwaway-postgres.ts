import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder of initdb and pg_ctl, looked for where .ci/run looks; undefined when PostgreSQL is not installed. */
export function postgresBinaries(): string | undefined {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').map((version) => `/usr/lib/postgresql/${version}/bin`) : [];
  return [...versions, '/usr/local/bin', '/usr/bin'].find((dir) => existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb')));
}

/**
 * `count` different ports nothing listens on now: all are held at once before any is let go, since
 * a port let go may be the very one the system hands out next (two servers told the same port
 * made one of cluster.test's two processes die at start, unnoticed, the other answering for both).
 */
export async function freePorts(count: number): Promise<number[]> {
  const held = Array.from({ length: count }, () => createServer());
  await Promise.all(held.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  const ports = held.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return address.port;
  });
  await Promise.all(held.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

export interface ThrowawayPostgres {
  url: string;
  /** pg_ctl stop -m immediate: every backend killed at once, as in a crash (recovery runs on start). */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL cluster of a test's own (initdb into a temporary folder, on a free loopback port),
 * so the test can stop and start it without touching the one other tests share. PostgreSQL refuses
 * to run as root: as root, it runs as the postgres user, as in .ci/run.
 */
export async function throwawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const dataDir = await mkdtemp(join(tmpdir(), 'passbook-restart-pg-'));
  const asRoot = process.getuid?.() === 0;
  const asPostgres = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    await chown(dataDir, Number(stdout.trim()), -1);
  }
  const port = await freePort();
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dataDir} -c fsync=off -c max_connections=50`;
  const start = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-o', options, 'start']);
  };
  const crash = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash,
    start,
    async remove() {
      await crash().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
