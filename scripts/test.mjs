// `npm test`: sets up what a fresh clone lacks (npm dependencies, the system Chromium), then every
// check, in order: types, lint, configuration, unit and component tests, the API suite on PGlite
// (and on PostgreSQL when DATABASE_URL is set), then the browser tests on a fresh build. Ends with
// one line "N passed, N failed" over all suites.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, installDependencies, run } from './setup.mjs';

if (!installDependencies()) {
  console.log('\n0 passed, 1 failed (could not install the npm dependencies)');
  process.exit(1);
}
const chromium = findChromium();

const reports = mkdtempSync(join(tmpdir(), 'passbook-test-'));
const totals = { passed: 0, failed: 0 };
const summary = [];

/** A check that is one pass or one failure (types, lint, configuration, build). */
function check(name, command, args) {
  console.log(`\n── ${name}`);
  const ok = run(command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${name}: ${ok ? 'passed' : 'FAILED'}`);
}

function vitest(name, project, env) {
  console.log(`\n── ${name}`);
  const output = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${output}`], env);
  countReport(name, ok, output, (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + filesFailedToRun(report),
  }));
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
    summary.push(`${name}: FAILED (no report)`);
    return;
  }
  const { passed, failed } = read(JSON.parse(readFileSync(output, 'utf8')));
  const failures = Math.max(failed, ok ? 0 : 1);
  totals.passed += passed;
  totals.failed += failures;
  summary.push(`${name}: ${passed} passed, ${failures} failed`);
}

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
check('lint', 'npx', ['eslint', '.']);
check('config:check', 'npx', ['tsx', 'scripts/config-check.ts']);
vitest('unit and component', 'unit', process.env);
vitest('api on PGlite', 'api', withoutDatabaseUrl);
if (process.env.DATABASE_URL) vitest('api on PostgreSQL', 'api', process.env);

check('build', 'npm', ['run', 'build']);
console.log('\n── browser (Playwright, system Chromium)');
if (chromium) {
  const browserReport = join(reports, 'browser.json');
  const browserEnv = { ...withoutDatabaseUrl, CHROMIUM_PATH: chromium, PASSBOOK_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport };
  const browserOk = run('npx', ['playwright', 'test'], browserEnv);
  countReport('browser', browserOk, browserReport, (report) => ({
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
  }));
} else {
  totals.failed += 1;
  summary.push('browser: FAILED (no Chromium, see above)');
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${summary.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
