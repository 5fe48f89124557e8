// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Import zones: the dependency directions of DESIGN.md "Layout", enforced rather than documented.
 *   widgets → platform, runtime (public index only)      shell → platform, runtime (public index)
 *   runtime → nothing of ours                             server ↔ src/widgets: nothing shared
 * Each zone lists every pattern it needs, because a later config object replaces (does not merge)
 * an earlier rule's options for the same files.
 */
const noServer = { regex: '(^|/)server/', message: 'The app shares no code with server/ (only schemas/ JSON).' };
const runtimePublicOnly = {
  regex: '(^|/)runtime/(?!index\\.js$)',
  message: 'Import the runtime through src/runtime/index.js only.',
};
const platformPublicOnly = {
  regex: '(^|/)platform/(?!index\\.js$)',
  message: 'Import the platform through src/platform/index.js only.',
};
const noWidgets = { regex: '(^|/)widgets/', message: 'Only src/main.tsx composes widgets; import them nowhere else.' };
const noShell = { regex: '(^|/)shell/', message: 'The shell is composed by src/main.tsx; nothing imports it.' };
const noStudio = { regex: '(^|/)studio/', message: 'The studio is its own entry; nothing imports it.' };

/** @param {object[]} patterns */
const zone = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * "Nothing outside this folder": a relative import leaves `folder` when it climbs more levels than
 * the file sits below it, so one config per depth (regexes see the import, not the file).
 * @param {string} folder
 * @param {string} message
 */
const confinedTo = (folder, message) =>
  [0, 1, 2, 3, 4, 5].map((depth) => ({
    files: [`${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: zone([{ regex: `^(\\.\\./){${depth + 1}}`, message }]),
  }));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', '**/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // runtime → nothing of ours: no import may leave src/runtime.
  ...confinedTo('src/runtime', 'src/runtime imports nothing of ours outside src/runtime (DESIGN.md).'),
  { files: ['src/platform/**/*.{ts,tsx}'], rules: zone([noServer, noWidgets, noShell, noStudio, runtimePublicOnly]) },
  { files: ['src/shell/**/*.{ts,tsx}'], rules: zone([noServer, noWidgets, noStudio, runtimePublicOnly]) },
  { files: ['src/studio/**/*.{ts,tsx}'], rules: zone([noServer, noWidgets, noShell, runtimePublicOnly]) },
  // Widgets reach the app only through the public APIs, and never into each other.
  {
    files: ['widgets/*/**/*.{ts,tsx}'],
    rules: zone([
      noServer,
      noShell,
      noStudio,
      runtimePublicOnly,
      platformPublicOnly,
      {
        regex: '^\\.\\./(?!\\.\\./|index\\.js$|definitions\\.js$)',
        message: 'A widget does not import another widget; share through src/ instead.',
      },
    ]),
  },
  // The palette files list definitions only (components stay lazy).
  {
    files: ['widgets/*.ts'],
    rules: zone([
      noServer,
      noShell,
      noStudio,
      runtimePublicOnly,
      { regex: '^\\./(?!generated/)[^/]+/(?!definition\\.js$)', message: 'widgets/*.ts imports only widgets/<id>/definition.js.' },
    ]),
  },
  // server ↔ app: nothing shared but the schemas/ JSON.
  ...confinedTo('server', 'server/ shares no code with the app (only schemas/ JSON).'),
  {
    // Scripts and tests run in node and may read anything; they are not part of the app.
    files: ['scripts/**/*.{ts,mjs,js}', 'bench/**/*.{ts,mjs,js}', 'tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
