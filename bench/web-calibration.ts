// The calibration of `npm run bench:web`: a minimal React page that renders a 30-row list from
// inline data (bench/calibration/), built once by Vite into a temporary folder and served by a
// tiny static server beside the app's, rendered under the same CPU throttling and Chromium flags
// as the app. Its median render time is the unit every timing figure is also printed in: the same
// bench differs by up to 2x between machines of one kind (and on one machine, busy or quiet), and
// a figure as a multiple of the calibration can be compared across them. The targets themselves
// hold in ms on the machine where they are measured.
import { readFile, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import type { BrowserContext } from '@playwright/test';
import { build } from 'vite';
import { renderedProbe, renderProbeScript } from './render-probe.js';
import { benchRoot, median } from './server.js';

export interface CalibrationPage {
  url: string;
  close(): Promise<void>;
}

const contentTypes: Readonly<Record<string, string>> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the calibration page and serves it on `port` (127.0.0.1), until `close()`. */
export async function startCalibrationPage(port: number): Promise<CalibrationPage> {
  const outDir = mkdtempSync(join(tmpdir(), 'passbook-bench-calibration-'));
  await build({
    root: join(benchRoot, 'bench', 'calibration'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(outDir)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Navigation → the list painted, `runs` times under `cpuThrottling`x CPU throttling with the HTTP
 * cache on, as the accounts list's returning-member figure is measured (ms, navigation start = 0).
 * (Every calibration before 2026-12-07 ran so too: its cache-off setting never applied, the
 * Network domain not being enabled.)
 */
export async function measureCalibration(context: BrowserContext, url: string, options: { runs?: number; cpuThrottling?: number } = {}): Promise<number[]> {
  const runs = options.runs ?? 10;
  const page = await context.newPage();
  await page.addInitScript(renderProbeScript('[data-testid="calibration-list"]'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling ?? 4 });
  const timings: number[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      await page.goto(url);
      timings.push(await renderedProbe(page));
    }
  } finally {
    await page.close();
  }
  return timings;
}

/** The calibration's runs (before and after the app's figures, for a machine whose load changed meanwhile). */
export interface Calibration {
  before: number[];
  after: number[];
}

/** The unit: the median over all calibration runs (ms). */
export const calibrationMs = (calibration: Calibration): number => median([...calibration.before, ...calibration.after]);

const round = (value: number) => Math.round(value);

/** A time as a multiple of the calibration: `3.10×`. */
export const multiple = (ms: number, calibration: number): string => `${(ms / calibration).toFixed(2)}×`;

/** `1234 ms = 3.10× calibration (target ≤ 1000 ms = 2.51×)`; without a target, only the figure. */
export function againstTarget(ms: number, calibration: number, targetMs?: number): string {
  const figure = `${round(ms)} ms = ${multiple(ms, calibration)} calibration`;
  return targetMs === undefined ? figure : `${figure} (target ≤ ${targetMs} ms = ${multiple(targetMs, calibration)})`;
}

export function describeCalibration(calibration: Calibration, cpuThrottling: number): string {
  const all = [...calibration.before, ...calibration.after];
  const drift = calibration.after.length === 0 ? '' : `before the app's figures ${round(median(calibration.before))} ms, after ${round(median(calibration.after))} ms; `;
  return (
    `Calibration page (React, 30-row list from inline data) painted, ${cpuThrottling}x CPU throttling: median ${round(median(all))} ms over ${all.length} runs ` +
    `(${drift}min ${round(Math.min(...all))}, max ${round(Math.max(...all))}): the unit of the multiples below`
  );
}
