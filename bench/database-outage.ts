// `npm run bench:outage`: how the server rides out PostgreSQL crashing under a burst of transfers,
// on a throw-away cluster (needs initdb and pg_ctl): the answers while it is down by status, how
// long a 503 takes, and how long after PostgreSQL is back until the server is ready and a transfer
// goes through again. Prints figures; asserts nothing.
import { buildApp } from '../server/src/app.js';
import { openDatabase } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { loadSigningKeys } from '../server/src/oidc/signing-keys.js';
import { seedDemoData } from '../server/src/seed/index.js';
import { loadSettings } from '../server/src/settings.js';
import { mintAccessToken } from '../server/test/access-tokens.js';
import { createBenchProver } from './dpop.js';
import { orderBody, ordersUrl, validateUrl } from '../server/test/payments-helpers.js';
import { postgresBinaries, throwawayPostgres } from '../server/test/throwaway-postgres.js';

const bin = postgresBinaries();
if (!bin) throw new Error('PostgreSQL (initdb, pg_ctl) is not installed');
const cluster = await throwawayPostgres(bin);
try {
  const setup = await openDatabase({ url: cluster.url });
  await migrate(setup);
  await seedDemoData(setup);
  await setup.close();
  const db = await openDatabase({ url: cluster.url });
  const settings = await loadSettings({ publicUrl: 'http://localhost:8080' });
  const app = await buildApp({ db, settings });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const prover = createBenchProver();
  const token = await mintAccessToken(await loadSigningKeys(db), settings, { userId: 'u-demo', expiresInSeconds: 600, keyThumbprint: prover.thumbprint });
  const headers = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench', 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    // The proof names the server's public URL, which the API checks htu against.
    const response = await fetch(base + path, { method: 'POST', headers: { ...headers, ...prover.headers('POST', settings.publicUrl + path, token) }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as { id?: string; status?: string }, ms: performance.now() - started };
  };
  const transfer = async () => {
    const body = orderBody({ from: 'arr-demo-checking', to: 'arr-demo-savings', amount: '1.00' });
    const validate = await post(validateUrl, body);
    return validate.status === 200 ? [validate, await post(ordersUrl, { ...body, id: validate.body.id })] : [validate];
  };

  const answers: { status: number; ms: number; down: boolean }[] = [];
  let down = false;
  let going = true;
  const members = Array.from({ length: 16 }, async () => {
    while (going) for (const answer of await transfer()) answers.push({ status: answer.status, ms: answer.ms, down });
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  down = true;
  await cluster.crash();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await cluster.start();
  const back = performance.now();
  down = false;
  let ready = 0;
  while ((await fetch(`${base}/readyz`)).status !== 200) ready += 1;
  const readyMs = performance.now() - back;
  let processedMs = 0;
  for (;;) {
    const [, submit] = await transfer();
    if (submit?.body.status === 'PROCESSED') {
      processedMs = performance.now() - back;
      break;
    }
  }
  going = false;
  await Promise.all(members);

  const during = answers.filter((answer) => answer.down);
  const byStatus = new Map<number, number>();
  for (const answer of during) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
  const unavailable = during.filter((answer) => answer.status === 503).map((answer) => answer.ms).sort((a, b) => a - b);
  const percentile = (share: number) => unavailable[Math.min(unavailable.length - 1, Math.floor(share * unavailable.length))]?.toFixed(1) ?? '-';
  console.log(`PostgreSQL crashed for 2 s under 16 members transferring (${answers.length} answers in all)`);
  console.log(`  answers while down: ${[...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ')}`);
  console.log(`  a 503 took ${percentile(0.5)} ms (median), ${percentile(0.99)} ms (p99)`);
  console.log(`  after PostgreSQL was back: ready in ${readyMs.toFixed(0)} ms (${ready} probes answered 503), a transfer processed in ${processedMs.toFixed(0)} ms`);
  await app.close();
  await db.close();
} finally {
  await cluster.remove();
}
