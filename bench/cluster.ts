// `npm run bench:cluster`: the product summary's requests per second and p50/p99 at 50 connections,
// on one server alone and on the two servers of `npm run start:cluster` through its round-robin
// proxy, on PostgreSQL (DATABASE_URL names the server; the bench makes a database of its own there,
// BENCH_DATABASE or passbook_bench_cluster, and drops it). The cluster listens on PORT (8080) and
// the two ports after it. Prints figures and the machine's load; asserts nothing.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { openDatabase } from '../server/src/db/database.js';
import { loadSigningKeys } from '../server/src/oidc/signing-keys.js';
import { loadSettings, repositoryRoot } from '../server/src/settings.js';
import { mintAccessToken } from '../server/test/access-tokens.js';
import { exitOf } from '../server/test/server-processes.js';
import { withDatabase } from '../server/test/template-database.js';
import { createBenchProver } from './dpop.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('npm run bench:cluster needs PostgreSQL: set DATABASE_URL (the cluster shares one database)');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.PORT ?? 8080);
const publicUrl = `http://localhost:${port}`;
const name = process.env.BENCH_DATABASE ?? 'passbook_bench_cluster';
const productSummaryPath = '/api/arrangement-manager/client-api/v2/productsummary';

const admin = await openDatabase({ url });
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const databaseUrl = withDatabase(url, name);

// The cluster exactly as `npm run start:cluster` runs it: proxy and servers in processes of their own.
const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
  cwd: repositoryRoot,
  env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let announced = '';
await new Promise<void>((resolve, reject) => {
  cluster.stdout!.on('data', (chunk: Buffer) => {
    announced += chunk.toString();
    if (announced.includes('Passbook cluster at')) resolve();
  });
  cluster.once('exit', () => reject(new Error('the cluster ended before it was ready')));
});

try {
  const db = await openDatabase({ url: databaseUrl });
  const prover = createBenchProver();
  const token = await mintAccessToken(await loadSigningKeys(db), await loadSettings({ publicUrl }), {
    userId: 'u-demo',
    expiresInSeconds: 2 * seconds + 120,
    keyThumbprint: prover.thumbprint,
  });
  await db.close();
  // Proofs name the public URL, as a browser's would, whichever address the request goes to.
  const proofUrl = publicUrl + productSummaryPath;

  const measure = async (label: string, base: string) => {
    const result = await autocannon({
      url: base + productSummaryPath,
      connections: 50,
      duration: seconds,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...prover.headers('GET', proofUrl, token) } }) }],
    });
    const [load] = loadavg();
    console.log(
      `${label.padEnd(34)} product summary, 50 connections, ${seconds}s: ` +
        `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors (load average ${load?.toFixed(2)} at the end)`,
    );
  };
  await measure('one server, direct', `http://127.0.0.1:${port + 1}`);
  await measure('two servers, through the proxy', `http://127.0.0.1:${port}`);
} finally {
  cluster.kill('SIGTERM');
  await exitOf(cluster);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.close();
}
