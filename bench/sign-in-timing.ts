// `npx tsx bench/sign-in-timing.ts`: median time of the answers that must not tell a known
// username or member from an unknown one — a sign-in with a wrong password for a known and an
// unknown username, and a password-reset identification with a wrong SSN for a known and an
// unknown member number — on PGlite and, when DATABASE_URL is set, on PostgreSQL. Prints figures;
// asserts nothing (tests count the work instead: one scrypt hash, the same statements).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../server/src/app.js';
import { openDatabase, type Database } from '../server/src/db/database.js';
import { migrate } from '../server/src/db/migrate.js';
import { seedDemoData } from '../server/src/seed/index.js';
import { loadSettings } from '../server/src/settings.js';

const publicUrl = 'http://localhost:8080';
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Follows the authorization request to the login page, keeping cookies; answers the form's action and the cookies. */
async function loginPage(app: FastifyInstance): Promise<{ action: string; cookies: Record<string, string> }> {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'web',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${publicUrl}/auth/callback`,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const cookies: Record<string, string> = {};
  let response: LightMyRequestResponse = await app.inject({ method: 'GET', url: `/oidc/auth?${query.toString()}` });
  for (let hop = 0; hop < 10; hop++) {
    for (const cookie of response.cookies as { name: string; value: string }[]) cookies[cookie.name] = cookie.value;
    const location = response.headers.location;
    if (typeof location !== 'string') break;
    const target = new URL(location, publicUrl);
    response = await app.inject({ method: 'GET', url: `${target.pathname}${target.search}`, cookies });
  }
  const action = /<form method="post" action="([^"]+)">/.exec(response.body)?.[1];
  if (!action) throw new Error(`no login form (status ${response.statusCode})`);
  return { action: action.replace(/&amp;/g, '&'), cookies };
}

async function timed(request: () => Promise<LightMyRequestResponse>, expected: number): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await request();
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.statusCode !== expected) throw new Error(`answered ${response.statusCode}, expected ${expected}: ${response.body.slice(0, 200)}`);
  return elapsed;
}

async function measure(label: string, db: Database): Promise<void> {
  await migrate(db);
  await seedDemoData(db);
  const settings = await loadSettings({ publicUrl });
  const app = await buildApp({ db, settings: { ...settings, signIn: { ...settings.signIn, attemptsPerIpPerMinute: 100_000 } } });
  await app.ready();
  const signInTimes = { known: [] as number[], unknown: [] as number[] };
  const resetTimes = { known: [] as number[], unknown: [] as number[] };
  const identity = { memberNumber: '100245871', ssn: '111223334', birthDate: '1980-01-01' };
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always runs on a warmer cache.
    const order = round % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const);
    for (const which of order) {
      await db.query('delete from sign_in_failures');
      await db.query('delete from identification_failures');
      await db.query('delete from identification_locks');
      const { action, cookies } = await loginPage(app);
      const username = which === 'known' ? 'limited' : 'nobody-at-all';
      signInTimes[which].push(
        await timed(
          () =>
            app.inject({
              method: 'POST',
              url: action,
              cookies,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams({ username, password: 'Not-The-Password-1!' }).toString(),
            }),
          400,
        ),
      );
      const body = which === 'known' ? identity : { ...identity, memberNumber: '555000111' };
      resetTimes[which].push(
        await timed(
          () =>
            app.inject({
              method: 'POST',
              url: '/api/account-recovery-manager/client-api/v1/password-resets',
              payload: body,
              remoteAddress: `10.99.${Math.floor(round / 250)}.${round % 250}`,
              cookies: { 'XSRF-TOKEN': 'bench-xsrf' },
              headers: { host: 'localhost', 'x-xsrf-token': 'bench-xsrf' },
            }),
          400,
        ),
      );
    }
  }
  const line = (what: string, times: { known: number[]; unknown: number[] }) =>
    `${label.padEnd(10)} ${what.padEnd(36)} median known ${median(times.known).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms (${rounds} each)`;
  console.log(line('sign-in, wrong password', signInTimes));
  console.log(line('password reset, wrong SSN', resetTimes));
  await app.close();
}

await measure('PGlite', await openDatabase({}));
if (process.env.DATABASE_URL) await measure('PostgreSQL', await openDatabase({ url: process.env.DATABASE_URL }));
