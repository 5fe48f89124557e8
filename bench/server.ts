// Shared plumbing of the web benches (web.ts, web-transactions.ts, web-transfer-form.ts): build the
// app, start the server on a data folder and wait until it answers, launch Chromium, sign the demo
// member in, stop the server; and the median the figures are reported as.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

export const benchRoot = new URL('..', import.meta.url).pathname;
const demoPassword = 'Demo-Password-1!';

export const median = (values: readonly number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** `vite build` into `appDir` (the standalone benches), quietly. */
export function buildApp(appDir: string): void {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', appDir, '--emptyOutDir'], { cwd: benchRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
}

/** The server on `port` over `dataDir` (serving `appDir` when given), once /config/bundle answers. */
export async function startServer(options: { port: number; dataDir: string; appDir?: string }): Promise<ChildProcess> {
  const { port, dataDir, appDir } = options;
  const server = spawn(join(benchRoot, 'node_modules', '.bin', 'tsx'), ['server/src/main.ts'], {
    cwd: benchRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      PASSBOOK_DATA_DIR: dataDir,
      ...(appDir ? { PASSBOOK_APP_DIR: appDir } : {}),
      LOG_LEVEL: 'warn',
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/config/bundle`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer(server);
  throw new Error('the server did not start within 180 s');
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Signs the demo member in on `page` and chooses the Personal context; the accounts list is on screen after. */
export async function signInDemo(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Select Personal' }).click();
  await page.getByTestId('accounts-total').waitFor({ timeout: 60_000 });
}
