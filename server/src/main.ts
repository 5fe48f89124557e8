import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { buildApp } from './app.js';
import { createScheduler } from './payments/scheduler.js';
import { openDatabase } from './db/database.js';
import { defaultDataDir } from './db/location.js';
import { migrate } from './db/migrate.js';
import { isSeeded, seedDemoData } from './seed/index.js';
import { availability, loadSettings } from './settings.js';
import { stopServing } from './shutdown.js';

/**
 * Serves the whole sandbox on one port. Environment:
 * PORT (8080), HOST (127.0.0.1), PUBLIC_URL (http://localhost:PORT), DATABASE_URL (PostgreSQL;
 * absent: embedded PGlite under PASSBOOK_DATA_DIR, default .data/pglite), PASSBOOK_CONFIG_DIR
 * (default config/), PASSBOOK_APP_DIR (the built app, default dist/), LOG_LEVEL (info), TRUSTED_PROXIES
 * (the load balancers' addresses, whose X-Forwarded-For names the client; settings.ts).
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const publicUrl = (process.env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
const databaseUrl = process.env.DATABASE_URL;

const dataDir = resolve(process.env.PASSBOOK_DATA_DIR ?? defaultDataDir);
// PGlite creates its own folder but not the ones above it (.data/ on a fresh clone).
if (!databaseUrl) await mkdir(dirname(dataDir), { recursive: true });
const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
const applied = await migrate(db);
if (!(await isSeeded(db))) await seedDemoData(db);

const settings = await loadSettings({
  publicUrl,
  ...(process.env.PASSBOOK_CONFIG_DIR ? { configDir: process.env.PASSBOOK_CONFIG_DIR } : {}),
  ...(process.env.PASSBOOK_APP_DIR ? { appDir: resolve(process.env.PASSBOOK_APP_DIR) } : {}),
});
const app = await buildApp({ db, settings, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
// Scheduled and recurring payment orders run at their date; outside buildApp so tests drive a fake clock.
const scheduler = createScheduler({ db, configDir: settings.configDir, ...(settings.tenant ? { tenant: settings.tenant } : {}), log: app.log });

// SIGTERM (an orchestrator, a deploy) or SIGINT (Ctrl-C): finish what is in flight, then exit 0;
// exit 1 when the grace period ran out and requests were cut off. A second signal while draining
// is ignored: the grace period already bounds the wait.
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'stopping: answering the requests in flight');
  const outcome = await stopServing({ app, scheduler, db }, availability.shutdownGraceSeconds);
  app.log.info({ outcome }, 'stopped');
  process.exit(outcome === 'drained' ? 0 : 1);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
scheduler.start();
const store = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
process.stdout.write(
  [
    '',
    `${settings.branding.name} — Passbook is running at ${publicUrl}`,
    `  (sign-in works at this address; another loopback name is sent here, any other host needs PUBLIC_URL set to it)`,
    `  member app  ${publicUrl}/`,
    `  client API  ${publicUrl}/api`,
    `  sign-in     ${publicUrl}/oidc`,
    `  config      ${publicUrl}/config/bundle`,
    `  studio      ${publicUrl}/studio  (operators)`,
    `  database    ${store}${applied.length ? ` (applied ${applied.join(', ')})` : ''}`,
    '',
    '  Demo sign-ins, password Demo-Password-1! for all:',
    '    demo      member with every product kind and two service agreements',
    '    newbie    member with one checking account, eligible to open accounts',
    '    limited   member without Product Summary view',
    '    agent     support agent who acts for a member',
    '    operator  credit-union operator (config studio)',
    '    operator2 a second operator (config studio)',
    '',
    `  Members without online access, to enroll at ${publicUrl}/enrollment:`,
    '    Casey Rivera  member number 100200300, SSN 123456789, born 1990-04-15 (checking and savings)',
    `    Jamie Brooks  invited: ${publicUrl}/enrollment/invite/enroll?uuid=invite-0001-jamie`,
    '                  member number 100200400, SSN 987654321, born 1985-11-02',
    '    demo is enrolled already: 100245871, SSN 111223333, born 1980-01-01 answers the duplicate message',
    '',
  ].join('\n'),
);
