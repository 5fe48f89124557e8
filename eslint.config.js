// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones, projectRoot, testFiles } from './eslint-rules/boundaries.js';
import { noImportCycles } from './eslint-rules/no-import-cycles.js';

/*
 * Boundaries: the dependency directions of DESIGN.md "Layout" (eslint-rules/boundaries.js), checked
 * for static imports, re-exports and literal import() alike by import-x/no-restricted-paths, which
 * resolves each import to a file with the TypeScript resolver (so `.js` specifiers find `.ts`).
 */
const boundaries = (/** @type {{ tests: boolean }} */ options) => ({
  'import-x/no-restricted-paths': ['error', { basePath: projectRoot, zones: boundaryZones(options) }],
});
const appCode = ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'server/**/*.ts'];

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
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files, so it would never resolve a .ts import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // The pure-JavaScript resolver versions: later ones need native bindings the registry lacks
      // for some platforms, which makes `npm ci` refuse the lock file.
      'import-x/resolver': { typescript: { project: `${projectRoot}/tsconfig.json` } },
    },
    rules: boundaries({ tests: false }),
  },
  {
    // A cycle makes load order matter and hides which layer depends on which. Nothing imports a
    // test or a browser spec, so none can be on a cycle: they are skipped.
    ignores: ['**/*.test.{ts,tsx}', 'tests/e2e/**'],
    plugins: { passbook: { rules: { 'no-import-cycles': noImportCycles } } },
    rules: { 'passbook/no-import-cycles': 'error' },
  },
  { files: testFiles, rules: boundaries({ tests: true }) },
  {
    // A computed import() is one the boundaries above cannot see.
    files: appCode,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportExpression[source.type!='Literal']", message: 'Import a module by a literal path, so lint can check its boundary.' },
      ],
    },
  },
  {
    files: ['src/config-checks/**/*.ts', 'server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(react|react-dom|react-router-dom|antd|@ant-design/.*|@rjsf/.*|swr)(/|$)', message: 'Configuration checks and the server are React-free.' }] },
      ],
    },
  },
  {
    // Component tests render through tests/render.tsx, without antd's injected styles (it says why).
    // Only test files: a later no-restricted-imports replaces an earlier one (the React-free rule above).
    files: ['**/*.test.tsx', '**/*-test-kit.tsx', 'tests/*.{ts,tsx}'],
    ignores: ['tests/render.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@testing-library/react', importNames: ['render'], message: "Render with tests/render.tsx's render." }] },
      ],
    },
  },
  {
    // Scripts, benches and tests run in node and report on the console.
    files: ['scripts/**/*.{ts,mjs,js}', 'bench/**/*.{ts,mjs,js}', 'tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
