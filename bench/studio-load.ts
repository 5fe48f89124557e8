// `npm run bench:studio`: a member's cheap request (unread notifications count) idle, then while
// four studio validations run at once: through the studio API (checked on a worker thread) and,
// for comparison, with the same four checks run on the server's event loop as the studio did
// before. PGlite; prints median and worst latency; asserts nothing.
import { buildApp } from '../server/src/app.js';
import { checkConfigFiles, readTenantFilesFromDisk } from '../server/src/config/checks.js';
import { openDatabase } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { loadSigningKeys } from '../server/src/oidc/signing-keys.js';
import { seedDemoData } from '../server/src/seed/index.js';
import { loadSettings, repositoryRoot } from '../server/src/settings.js';
import { mintAccessToken } from '../server/test/access-tokens.js';
import { createBenchProver } from './dpop.js';

const memberPath = '/api/notifications-service/client-api/v3/notifications/unread-count';
const validatePath = '/config/studio/tenants/default/validate';
const idleSamples = Number(process.env.BENCH_SAMPLES ?? 40);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const db = await openDatabase({});
await migrate(db);
await seedDemoData(db);
const settings = await loadSettings({ publicUrl: 'http://localhost:8080' });
const app = await buildApp({ db, settings });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const keys = await loadSigningKeys(db);
// Bound tokens, as the app's and the studio's are: every request carries a fresh DPoP proof.
const prover = createBenchProver();
const memberToken = await mintAccessToken(keys, settings, { userId: 'u-demo', expiresInSeconds: 3600, keyThumbprint: prover.thumbprint });
const operatorToken = await mintAccessToken(keys, settings, { userId: 'u-operator', role: 'operator', expiresInSeconds: 3600, keyThumbprint: prover.thumbprint });
const { files } = await readTenantFilesFromDisk(`${repositoryRoot}config`, 'default');
const draft = { 'menu.json': files['menu.json'] };

async function memberRequest(): Promise<number> {
  const started = performance.now();
  const response = await fetch(address + memberPath, { headers: prover.headers('GET', settings.publicUrl + memberPath, memberToken) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`member request answered ${response.status}`);
  return performance.now() - started;
}

async function studioValidation(): Promise<void> {
  const response = await fetch(address + validatePath, {
    method: 'POST',
    headers: { ...prover.headers('POST', settings.publicUrl + validatePath, operatorToken), 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
    body: JSON.stringify({ files: draft }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`validation answered ${response.status}`);
}

const memberEveryMs = 100;

/**
 * A member request every 100 ms for as long as `load` runs, each timed from when it was due: a
 * request the blocked event loop could not even send waited as a member's would at the server.
 */
async function whileRunning(load: () => Promise<unknown>): Promise<number[]> {
  const samples: Promise<number>[] = [];
  let done = false;
  const started = performance.now();
  const running = load().finally(() => {
    done = true;
  });
  for (let index = 0; !done || index === 0; index++) {
    const due = started + index * memberEveryMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    samples.push(memberRequest().then(() => performance.now() - due));
  }
  await running;
  return Promise.all(samples);
}

const fourAtOnce = (check: () => Promise<unknown>) => async () => {
  for (let round = 0; round < rounds; round++) await Promise.all([check(), check(), check(), check()]);
};

const percentile = (samples: number[], share: number) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * share))]!;

function figures(samples: number[]): string {
  return `median ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms, worst ${Math.max(...samples).toFixed(1)} ms (${samples.length} requests)`;
}

// Warm both paths (the worker thread starts on the first validation; validators load once).
await studioValidation();
await checkConfigFiles({ ...files });
for (let i = 0; i < 5; i++) await memberRequest();

// Idle on the same schedule, so waiting for a timer counts alike in every figure.
const idle = await whileRunning(() => new Promise((resolve) => setTimeout(resolve, idleSamples * memberEveryMs)));
const offLoop = await whileRunning(fourAtOnce(studioValidation));
const onLoop = await whileRunning(fourAtOnce(() => checkConfigFiles({ ...files })));
const ratio = (samples: number[]) => `${(percentile(samples, 0.5) / percentile(idle, 0.5)).toFixed(2)}x idle median`;

console.log(`member request, idle:                              ${figures(idle)}`);
console.log(`  during 4 studio validations (${settings.configCheckThreads} worker thread):  ${figures(offLoop)}; ${ratio(offLoop)}`);
console.log(`  during 4 checks on the event loop (as before):  ${figures(onLoop)}; ${ratio(onLoop)}`);
await app.close();
await db.close();
