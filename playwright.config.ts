import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ports, recentSignInMinutes, secondTenant, shortSession } from './tests/e2e/servers.js';

/**
 * Browser tests drive the real sandbox (server, sign-in provider, database, built app) in the
 * system Chromium. Six servers, each on its own copy of one freshly seeded database, differ only
 * in configuration or in what their tests change: the credit union's own, one with a short
 * inactivity time, one that is broken, the second credit union's, the studio's, and one where
 * demo's sign-in itself changes.
 */
// The config is evaluated by the runner and again by each worker; workers inherit the runner's
// environment, so the folders are made once.
const serverNames = ['standard', 'short-session', 'broken-config', 'tenants', 'studio', 'self-service'] as const;
if (!process.env.PASSBOOK_E2E_DIR) {
  const root = mkdtempSync(join(tmpdir(), 'passbook-e2e-'));
  process.env.PASSBOOK_E2E_DIR = root;
  const configCopy = (name: string) => {
    const folder = join(root, name, 'config');
    mkdirSync(folder, { recursive: true });
    cpSync('config', folder, { recursive: true });
    return folder;
  };
  const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(file, JSON.stringify(json, null, 2));
  };
  edit(join(configCopy('short-session'), 'app.json'), (app) => {
    app.session = { ...shortSession };
  });
  edit(join(configCopy('broken-config'), 'routes.json'), (routes) => {
    const list = routes.routes as Record<string, unknown>[];
    const accounts = list.find((route) => route.path === 'my-accounts');
    if (accounts) accounts.widget = 'no-such-widget';
  });
  // A password older than a minute asks for it again: long enough for a test's first steps, short
  // enough to reach the step-up by waiting.
  edit(join(configCopy('self-service'), 'sign-in.json'), (signIn) => {
    signIn.recentSignInMinutes = recentSignInMinutes;
  });
  // One seeded database, copied for each server: the servers start one after another, and
  // seeding the demo members' ledger five times was most of the suite's start-up.
  const template = join(root, 'template');
  const seedEnvironment: NodeJS.ProcessEnv = { ...process.env, PASSBOOK_DATA_DIR: template };
  delete seedEnvironment.DATABASE_URL;
  execFileSync('npx', ['tsx', 'server/src/db/reset.ts'], { env: seedEnvironment, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const name of serverNames) cpSync(template, join(root, name, 'data'), { recursive: true });
}
const root = process.env.PASSBOOK_E2E_DIR;

// The built app the servers serve: dist/, or PASSBOOK_APP_DIR so parallel runs don't rebuild
// each other's folder. PASSBOOK_SKIP_BUILD=1 when the caller built it already (npm test does).
const appDir = process.env.PASSBOOK_APP_DIR ?? 'dist';
const buildCommand = `npx tsx scripts/compile-schemas.ts && npx vite build --logLevel warn --outDir ${appDir} --emptyOutDir`;
const server = (name: string, port: number, configDir?: string, build = false, extraEnv: Record<string, string> = {}) => ({
  command: build && !process.env.PASSBOOK_SKIP_BUILD ? `${buildCommand} && npm run serve` : 'npm run serve',
  url: `http://127.0.0.1:${port}/config/bundle`,
  reuseExistingServer: false,
  timeout: 240_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    PASSBOOK_DATA_DIR: join(root, name, 'data'),
    LOG_LEVEL: 'warn',
    PASSBOOK_APP_DIR: appDir,
    ...(configDir ? { PASSBOOK_CONFIG_DIR: configDir } : {}),
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous: in npm test the browser shares the two cores with the vitest lanes.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two cores: one worker keeps the three servers and Chromium from starving each other.
  workers: 1,
  retries: 0,
  // npm test reads the JSON report for its pass/fail totals.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${ports.standard}`,
    // An action or navigation waits this long at most, so a test that hangs fails at the step it
    // waited on, well before its own timeout: both are waiting, not speed requirements.
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
    // In CI none (its CPU is shared with the vitest lanes; a failure still writes its page snapshot);
    // elsewhere DOM snapshots without the screencast.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // The member's system asks for less motion, which the app honours (src/runtime/media-query.ts):
    // a dialog or a list is where it ends up when it shows, so a press cannot land beside a moving
    // button. layout.spec.ts checks both settings.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    // The first server builds the app the others serve too (servers start one after another).
    server('standard', ports.standard, undefined, true),
    server('short-session', ports.shortSession, join(root, 'short-session', 'config')),
    server('broken-config', ports.brokenConfig, join(root, 'broken-config', 'config')),
    // One build, a second credit union: config/ with config/tenants/mesa-peak/ over it (TENANT).
    server('tenants', ports.tenants, undefined, false, { TENANT: secondTenant }),
    // The config studio's own server and database: what its tests publish never reaches the other specs.
    server('studio', ports.studio),
    // Where demo changes the password (the other specs sign in as demo with the seeded one), and a
    // password is recent for a minute only.
    server('self-service', ports.selfService, join(root, 'self-service', 'config')),
  ],
});
