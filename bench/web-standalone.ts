// The standalone run (`tsx bench/web-<name>.ts`) of one web bench: the app built and served, the
// demo member signed in, the calibration page measured, then the bench's own figures.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { buildApp, launchChromium, signInDemo, startServer, stopServer } from './server.js';
import { calibrationMs, describeCalibration, measureCalibration, startCalibrationPage } from './web-calibration.js';

/** The CPU throttling of the calibration, as of the benches' own measurements. */
const cpuThrottling = 4;

/**
 * One web bench on its own: builds into PASSBOOK_APP_DIR (default dist/) unless BENCH_SKIP_BUILD=1,
 * prepares a fresh data folder (`prepare`, before the server opens it), starts the server on
 * BENCH_PORT (default `defaultPort`) and the calibration page on the next port, signs the demo
 * member in, measures the calibration (web-calibration.ts), then prints it and what `measure`
 * returns, given the calibration's median (ms) to print its times against.
 */
export async function runStandalone<Prepared>(options: {
  defaultPort: number;
  name: string;
  prepare: (dataDir: string) => Promise<Prepared>;
  measure: (context: BrowserContext, origin: string, prepared: Prepared, calibrationMs: number) => Promise<string[]>;
}): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? options.defaultPort);
  const origin = `http://localhost:${port}`;
  const appDir = process.env.PASSBOOK_APP_DIR ?? 'dist';
  if (!process.env.BENCH_SKIP_BUILD) buildApp(appDir);
  const tempDir = mkdtempSync(join(tmpdir(), `passbook-bench-${options.name}-`));
  const dataDir = join(tempDir, 'pglite');
  let server: ChildProcess | undefined;
  const browser = await launchChromium();
  try {
    const prepared = await options.prepare(dataDir);
    server = await startServer({ port, dataDir, appDir });
    const context = await browser.newContext();
    // A loaded two-core machine can take a while for the first page of the sign-in provider.
    context.setDefaultTimeout(120_000);
    const page = await context.newPage();
    await signInDemo(page, origin);
    await page.close();
    const calibrationPage = await startCalibrationPage(port + 1);
    try {
      const calibration = { before: await measureCalibration(context, calibrationPage.url, { cpuThrottling }), after: [] };
      const lines = await options.measure(context, origin, prepared, calibrationMs(calibration));
      console.log('');
      console.log(describeCalibration(calibration, cpuThrottling));
      for (const line of lines) console.log(line);
    } finally {
      await calibrationPage.close();
    }
  } finally {
    await browser.close();
    if (server) await stopServer(server);
    rmSync(tempDir, { recursive: true, force: true });
  }
}
