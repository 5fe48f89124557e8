// `npm test`: sets up what a fresh clone lacks (npm dependencies, the system Chromium), then every
// check in three lanes at once — the build, the browser tests on it and the app's component tests;
// types, the widgets' component tests, the API suite on PostgreSQL (when DATABASE_URL is set) and
// the unit tests; lint, configuration and the API suite on PGlite. Ends with one line "N passed, N failed" over all suites.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium, installDependencies, runLogged } from './setup.mjs';

if (!installDependencies()) {
  console.log('\n0 passed, 1 failed (could not install the npm dependencies)');
  process.exit(1);
}
const chromium = findChromium();

const reports = mkdtempSync(join(tmpdir(), 'passbook-test-'));
const totals = { passed: 0, failed: 0 };
const started = Date.now();
/** Minutes since npm test began, on each summary line: where a lane's time goes is what keeps CI under its limit. */
const at = () => `(done at ${((Date.now() - started) / 60_000).toFixed(1)} min)`;
const summary = [];
/** Every failed test by name, printed just above the totals so the last lines of a run say what broke. */
const failedTests = [];

/** Prints a finished step's output under its name: steps that ran side by side are read one at a time. */
function show(name, log) {
  console.log(`\n── ${name}`);
  if (existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
}

/**
 * A check that is one pass or one failure (types, lint, configuration, build), run in the
 * background; `niced` at the vitest lanes' lower priority (see vitest()).
 */
async function check(name, command, args, niced = false) {
  const log = join(reports, `${name.replace(/\W+/g, '-')}.log`);
  const ok = await runLogged(niced ? 'nice' : command, niced ? ['-n', '10', command, ...args] : args, log);
  show(name, log);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${name}: ${ok ? 'passed' : 'FAILED'} ${at()}`);
}

/**
 * A vitest project (or the files of it under `folders`) in the background, one worker unless
 * `workers` says more, at a lower CPU priority: the browser tests wait on a real browser and server
 * and must not be starved, while these only need the cores' time the browser leaves idle.
 */
async function vitest(name, project, env, folders = [], extra = [], workers = 1) {
  const base = join(reports, name.replace(/\W+/g, '-'));
  const output = `${base}.json`;
  const ok = await runLogged(
    'nice',
    ['-n', '10', 'npx', 'vitest', 'run', '--project', project, ...folders, ...extra, `--maxWorkers=${workers}`, '--reporter=default', '--reporter=json', `--outputFile=${output}`],
    `${base}.log`,
    env,
  );
  show(name, `${base}.log`);
  countReport(name, ok, output, (report) => {
    for (const file of report.testResults ?? []) {
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      if (file.status === 'failed' && failed.length === 0) failedTests.push(`${name}: ${relative(file.name)} (did not run: ${firstLine(file.message)})`);
      for (const test of failed) failedTests.push(`${name}: ${relative(file.name)} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    }
    return { passed: report.numPassedTests, failed: report.numFailedTests + filesFailedToRun(report) };
  });
}

const relative = (path) => (path ?? '').replace(`${process.cwd()}/`, '');
const firstLine = (text) => stripVTControlCharacters(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 200) ?? '';

/** The Playwright tests that did not end as expected, from its JSON report's nested suites. */
function unexpectedSpecs(suite, file = suite.file) {
  const here = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => `browser: ${file ?? spec.file} › ${spec.title} — ${browserErrors(test.results.at(-1))}${pageOutline(test.results.at(-1))}`),
  );
  return [...here, ...(suite.suites ?? []).flatMap((child) => unexpectedSpecs(child, child.file ?? file))];
}

/**
 * Each of a browser test's errors by its first line and the spec line it stopped at, and what it
 * was still waiting for: a timed-out test's first error names no step, its later ones do.
 */
function browserErrors(result) {
  const errors = result?.errors?.length ? result.errors : [result?.error].filter(Boolean);
  return errors
    .map((error) => {
      const text = stripVTControlCharacters(error.message ?? '');
      const waiting = text.split('\n').find((line) => /^\s*- waiting for /.test(line))?.trim().slice(0, 200);
      const at = error.location ? ` (at ${basename(error.location.file)}:${error.location.line})` : '';
      return `${firstLine(text)}${at}${waiting ? ` ${waiting}` : ''}`;
    })
    .join(' / ');
}

/** The roles a failed page is read by at a glance: where the member was and what the page said. */
const outlineRoles = /^\s*- (dialog|alertdialog|alert|heading|status)\b/;

/**
 * What the page showed when a browser test failed, from the page snapshot Playwright writes (its
 * error-context attachment): the open dialogs, alerts and headings, a few lines under the failure.
 * CI keeps no traces, so this is what a failure there leaves to read.
 */
function pageOutline(result) {
  const attachment = result?.attachments?.find((item) => item.name === 'error-context' && item.path);
  if (!attachment || !existsSync(attachment.path)) return '';
  const snapshot = readFileSync(attachment.path, 'utf8').split('# Page snapshot')[1] ?? '';
  const lines = snapshot.split('\n').filter((line) => outlineRoles.test(line)).map((line) => line.trim().slice(0, 160));
  if (lines.length === 0) return '';
  const shown = lines.slice(0, 12);
  const more = lines.length > shown.length ? [`… ${lines.length - shown.length} more`] : [];
  return `\n      the page: ${[...shown, ...more].join('\n                ')}`;
}

// A file that fails to load has no failed tests but must still count as one failure.
function filesFailedToRun(report) {
  return (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
}

function countReport(name, ok, output, read) {
  if (!existsSync(output)) {
    totals.failed += 1;
    summary.push(`${name}: FAILED (no report) ${at()}`);
    return;
  }
  const { passed, failed } = read(JSON.parse(readFileSync(output, 'utf8')));
  const failures = Math.max(failed, ok ? 0 : 1);
  totals.passed += passed;
  totals.failed += failures;
  summary.push(`${name}: ${passed} passed, ${failures} failed ${at()}`);
}

/** The summary in the order the suites are listed here, whichever lane finished first. */
const summaryOrder = ['typecheck', 'lint', 'config:check', 'unit', 'component', 'api on PGlite', 'api on PostgreSQL', 'build', 'browser'];
const rank = (line) => summaryOrder.findIndex((name) => line.startsWith(name));

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

// Three lanes on two cores, from the start. The build and the browser tests on it are the critical
// path, at normal priority; the app's component tests follow them. The other two lanes (niced) take
// the time the browser leaves: types, the widgets' component tests (the largest suite, in two
// workers), the API suite on PostgreSQL (its SQL runs in the PostgreSQL server) and the unit tests
// (node); lint, configuration and the API suite on PGlite.
await Promise.all([
  (async () => {
    await check('build', 'npm', ['run', 'build']);
    await browser();
    await vitest('component (app)', 'component', process.env, ['src/']);
  })(),
  (async () => {
    await check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], true);
    await vitest('component (widgets)', 'component', process.env, ['widgets/'], [], 2);
    // The export parsers read the same bytes whichever database wrote them, so they run once; the
    // exports' SQL on PostgreSQL stays covered by transaction-export.test.ts. Here rather than after
    // the PGlite run: the two API runs would otherwise be one lane's hour-long tail.
    // The fuzz's 50 requests per route run on PGlite; what it finds is decided before the database, so 20 here.
    // The restart test brings a PostgreSQL cluster of its own, so it runs in the PGlite lane only.
    const runOnce = ['server/test/api/export-parsers.test.ts', 'server/test/database-restart.test.ts'].flatMap((file) => ['--exclude', file]);
    if (process.env.DATABASE_URL) await vitest('api on PostgreSQL', 'api', { ...process.env, FUZZ_REQUESTS_PER_ROUTE: '20' }, [], runOnce);
    await vitest('unit (app, scripts, widgets)', 'unit', process.env);
  })(),
  (async () => {
    await check('lint', 'npx', ['eslint', '.'], true);
    await check('config:check', 'npx', ['tsx', 'scripts/config-check.ts'], true);
    await vitest('api on PGlite', 'api', withoutDatabaseUrl);
  })(),
]);

/** The browser tests (Playwright, the system Chromium) on the build, their output kept like the others'. */
async function browser() {
  const name = 'browser (Playwright, system Chromium)';
  if (!chromium) {
    console.log(`\n── ${name}`);
    totals.failed += 1;
    summary.push('browser: FAILED (no Chromium, see above)');
    return;
  }
  const browserReport = join(reports, 'browser.json');
  const log = join(reports, 'browser.log');
  const browserEnv = { ...withoutDatabaseUrl, CHROMIUM_PATH: chromium, PASSBOOK_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport };
  const browserOk = await runLogged('npx', ['playwright', 'test'], log, browserEnv);
  show(name, log);
  countReport('browser', browserOk, browserReport, (report) => {
    failedTests.push(...(report.suites ?? []).flatMap((suite) => unexpectedSpecs(suite)));
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  });
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${summary.sort((a, b) => rank(a) - rank(b)).join('\n')}`);
if (failedTests.length > 0) console.log(`\nFailed:\n${failedTests.map((line) => `  ${line}`).join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
