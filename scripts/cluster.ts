// `npm run start:cluster` (scripts/start.mjs installs and builds what is missing, then runs this):
// two server processes on one PostgreSQL (DATABASE_URL) behind a round-robin proxy on PORT, to try
// locally what N servers behind a load balancer do (docs/deployment.md). Kill either server (even
// with kill -9): the proxy sends everything to the other, and nothing anyone was told is lost.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { roundRobinProxy, type RoundRobinProxy } from '../server/src/cluster/round-robin-proxy.js';
import { repositoryRoot } from '../server/src/settings.js';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set: the servers of a cluster share one PostgreSQL');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
// Members (and the sign-in provider's issuer) see the proxy, never a server's own port.
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
const serverPorts = [port + 1, port + 2];

/** Each line a server writes, prefixed with which server wrote it. */
function prefixLines(stream: NodeJS.ReadableStream, prefix: string, to: NodeJS.WriteStream): void {
  createInterface({ input: stream }).on('line', (line) => to.write(`${prefix} ${line}\n`));
}

function startServer(serverPort: number, index: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repositoryRoot,
    // The proxy is the servers' load balancer: they believe the client it names.
    env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', PUBLIC_URL: publicUrl, TRUSTED_PROXIES: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[server ${index + 1} :${serverPort}]`;
  prefixLines(child.stdout!, prefix, process.stdout);
  prefixLines(child.stderr!, prefix, process.stderr);
  return child;
}

async function ready(child: ChildProcess, serverPort: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server on port ${serverPort} ended before it was ready`);
    const status = (await fetch(`http://127.0.0.1:${serverPort}/readyz`).catch(() => undefined))?.status;
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const servers = serverPorts.map(startServer);
const exited = servers.map((child) => new Promise<void>((resolve) => child.once('exit', () => resolve())));
let stopping = false;
/** Set once the servers are ready; stopping before then has no proxy to close. */
let proxy: RoundRobinProxy | undefined = undefined;

const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await proxy?.close();
  for (const child of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(exited);
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

servers.forEach((child, index) =>
  child.once('exit', (code, signal) => {
    if (stopping) return;
    const alive = servers.filter((server) => server.exitCode === null && server.signalCode === null).length;
    process.stdout.write(`[cluster] server ${index + 1} ended (${signal ?? `exit ${code}`}); ${alive} still serving\n`);
    if (alive === 0) void stop(1);
  }),
);

try {
  await Promise.all(servers.map((child, index) => ready(child, serverPorts[index]!)));
} catch (error) {
  process.stderr.write(`[cluster] ${(error as Error).message}\n`);
  await stop(1);
}
proxy = await roundRobinProxy(
  serverPorts.map((serverPort) => ({ host: '127.0.0.1', port: serverPort })),
  { port, host },
);
process.stdout.write(
  [
    '',
    `Passbook cluster at ${publicUrl}: a round-robin proxy on ${host}:${port} in front of`,
    ...servers.map((child, index) => `  server ${index + 1}  127.0.0.1:${serverPorts[index]}  pid ${child.pid}`),
    `  on PostgreSQL (DATABASE_URL). Consecutive requests go to different servers; kill one to see the other carry on.`,
    '',
  ].join('\n'),
);
