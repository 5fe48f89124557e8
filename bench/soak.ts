// `npm run soak`: the payment model of server/test/payments-model.ts (a member's transfers,
// reviews, submits, resubmits, cancels, scheduled runs, card advances and payments, each followed
// by every invariant) for at least SOAK_OPERATIONS actions (100,000 by default) on PGlite, then on
// PostgreSQL when DATABASE_URL is set. Prints operations run, invariants checked, the seed and the
// time; exits non-zero with the shrunk counterexample when the database and the model disagree.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../server/src/app.js';
import { openDatabase, type Database } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { loadSigningKeys } from '../server/src/oidc/signing-keys.js';
import { seedDemoData } from '../server/src/seed/index.js';
import { loadSettings } from '../server/src/settings.js';
import { mintAccessToken } from '../server/test/access-tokens.js';
import { paymentsConfig } from '../server/test/payments-helpers.js';
import { createBenchProver } from './dpop.js';
import { emptyStats, modelProperty, prepareModelWorld } from '../server/test/payments-model.js';

const target = Number(process.env.SOAK_OPERATIONS ?? 100_000);
const seed = Number(process.env.SOAK_SEED ?? Date.now() % 2_147_483_647);
const maxCommands = 200;

async function soak(label: string, db: Database): Promise<boolean> {
  await migrate(db);
  await seedDemoData(db);
  const settings = await loadSettings({ publicUrl: 'http://localhost:8080' });
  const app = await buildApp({ db, settings, logger: false });
  await app.ready();
  const keys = await loadSigningKeys(db);
  // The member's tokens are bound to a key, as the app's are: each request carries a fresh proof.
  const prover = createBenchProver();
  // Minted again before it expires: a soak outlasts any access token.
  let token = { value: '', until: 0 };
  const member = async (request: InjectOptions) => {
    if (Date.now() > token.until) {
      token = {
        value: await mintAccessToken(keys, settings, { userId: 'u-demo', expiresInSeconds: 600, keyThumbprint: prover.thumbprint }),
        until: Date.now() + 300_000,
      };
    }
    const method = String(request.method ?? 'GET');
    return app.inject({
      ...request,
      cookies: { 'XSRF-TOKEN': 'soak' },
      headers: { ...prover.headers(method, settings.publicUrl + String(request.url), token.value), 'x-xsrf-token': 'soak' },
    });
  };
  const world = await prepareModelWorld({ db, member, config: await paymentsConfig() });
  const stats = emptyStats();
  const started = Date.now();
  let runs = 0;
  let ok = true;
  // In rounds, so progress shows and the count is met whatever the sequences' lengths.
  while (stats.operations < target && ok) {
    const result = await fc.check(modelProperty(world, stats, maxCommands), { numRuns: 10, seed: seed + runs, endOnFailure: false });
    runs += 10;
    const seconds = (Date.now() - started) / 1000;
    console.log(`${label}: ${stats.operations} operations, ${stats.invariantChecks} invariant checks, ${runs} runs, ${seconds.toFixed(0)} s`);
    if (result.failed) {
      ok = false;
      console.error(`${label}: the model and the database disagree (seed ${result.seed}, path ${result.counterexamplePath ?? ''}):`);
      console.error(fc.defaultReportMessage(result));
      console.error(result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance));
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${label}: ${ok ? 'sound' : 'FAILED'} — ${stats.operations} operations, ${stats.invariantChecks} invariant checks ` +
      `(${stats.processed} executed, ${stats.rejected} rejected, ${stats.refused} refused, ${stats.cancelled} cancelled, ${stats.scheduledRuns} scheduled runs), ` +
      `seed ${seed}, ${seconds.toFixed(1)} s (${((stats.operations / seconds) || 0).toFixed(0)} operations/s)`,
  );
  await app.close();
  await db.close();
  return ok;
}

let sound = await soak('PGlite', await openDatabase({}));
const url = process.env.DATABASE_URL;
if (url && sound) {
  const admin = await openDatabase({ url });
  await admin.query('drop database if exists passbook_soak with (force)');
  await admin.query('create database passbook_soak');
  const database = new URL(url);
  database.pathname = '/passbook_soak';
  sound = await soak('PostgreSQL', await openDatabase({ url: database.toString() }));
  await admin.query('drop database if exists passbook_soak with (force)');
  await admin.close();
}
process.exit(sound ? 0 : 1);
