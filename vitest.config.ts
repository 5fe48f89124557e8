import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: the sandbox API on a real database (node), the app's and scripts' logic (node),
// and the component tests (jsdom). Browser tests are Playwright's, under tests/e2e.
export default defineConfig({
  test: {
    // React work still queued when a component file's document is torn down (an answer or a timer
    // that lands after the last test, on a busy machine) runs without `window` and throws. The
    // file's tests are over, so it changes no result, yet it failed whole runs without naming a
    // test. Only that error from React is ignored; every other unhandled error still fails the run.
    onUnhandledError: (error) => !(error.message === 'window is not defined' && /react-dom|scheduler/.test(error.stack ?? '')),
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/template-database.ts'],
          // npm test runs these beside the browser tests on two cores (niced): a test that clones a
          // database and starts an app can take a minute there without anything being wrong.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // The server's modules load once per worker, not per file (a third off six files' time):
          // each file starts its own app on its own database clone, and the server keeps no state
          // outside them but caches keyed by database or file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit',
          // Logic without a document (configuration checks, scripts, rules, the platform's clients):
          // node, not jsdom, whose set-up per file was most of these files' time.
          environment: 'node',
          include: ['src/**/*.test.ts', 'widgets/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
          // npm test runs these beside the browser tests on two cores (niced): onboarding.test.ts
          // builds the app and starts a server, which can take minutes there.
          testTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'widgets/**/*.test.tsx'],
          setupFiles: ['tests/setup-unit.ts'],
          // Files share their worker's document and modules (React, antd, the runtime load once per
          // worker, not per file): since antd's styles stay out of the document (tests/render.tsx),
          // a shared document no longer grows slow, and the folder takes 40 % (widgets) to 60 % (src)
          // less CPU. Each test still unmounts what it rendered (tests/setup-unit.ts).
          isolate: false,
          // npm test runs these at low priority beside the browser tests on two cores, where a journey
          // test that takes 8 s alone has taken over a minute: a busy machine, not a hung test.
          testTimeout: 180_000,
        },
      },
    ],
  },
});
