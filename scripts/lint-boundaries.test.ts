// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The project's own eslint.config.js, run on snippets placed (in name only) where a change would put them.
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const boundaryRules = new Set(['import-x/no-restricted-paths', 'no-restricted-syntax', 'no-restricted-imports']);
// Only the boundary rules: the cycle rule would read the whole import graph behind each snippet.
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId) });

async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).flatMap((message) => (message.ruleId ? [message.ruleId] : []));
}

// The first lint loads the configuration and the TypeScript resolver, which takes seconds on a busy machine.
describe('lint holds the dependency directions of DESIGN.md', { timeout: 30_000 }, () => {
  it.each([
    ['a widget importing another widget', 'widgets/accounts-list/probe.ts', "export { transferFormDefinition } from '../transfer-form/definition.js';"],
    ['a widget loading the shell lazily', 'widgets/accounts-list/probe.ts', "export const load = () => import('../../src/shell/app.js');"],
    ['a widget reaching past the platform index', 'widgets/accounts-list/probe.ts', "export { isRecord } from '../../src/platform/json.js';"],
    ['a widget reaching past the banking UI index', 'widgets/accounts-list/probe.ts', "export { formatMoney } from '../../src/banking-ui/money.js';"],
    ['the banking UI importing a widget', 'src/banking-ui/probe.ts', "export { accountsListDefinition } from '../../widgets/accounts-list/definition.js';"],
    ['a widget importing server code', 'widgets/accounts-list/probe.ts', "export { buildApp } from '../../server/src/app.js';"],
    ['the shell reaching past the platform index', 'src/shell/probe.ts', "export { usePlatform } from '../platform/platform-context.js';"],
    ['the studio reaching past the runtime index', 'src/studio/probe.ts', "export const load = () => import('../runtime/menu.js');"],
    ['the runtime importing the platform', 'src/runtime/probe.ts', "export { isRecord } from '../platform/index.js';"],
    ['the configuration checks importing the widget registry', 'src/config-checks/probe.ts', "export { widgetRegistry } from '../../widgets/index.js';"],
    ['the server importing the runtime', 'server/src/probe.ts', "export { resolveMessage } from '../../src/runtime/index.js';"],
    ['the server importing a script', 'server/src/config/probe.ts', "export const load = () => import('../../../scripts/compile-schemas.js');"],
    ['app code importing a test helper', 'src/platform/probe.ts', "export { widgetConfig } from '../../tests/widget-test-kit.js';"],
    ['a browser test importing a bench', 'tests/e2e/probe.ts', "export { startBenchServer } from '../../bench/server.js';"],
  ])('refuses %s', async (_case, file, code) => {
    expect(await boundaryProblems(file, code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an import() whose path is computed, since its boundary cannot be checked', async () => {
    const code = "const name = 'app';\nexport const load = () => import(`../../src/shell/${name}.js`);";
    expect(await boundaryProblems('widgets/accounts-list/probe.ts', code)).toEqual(['no-restricted-syntax']);
  });

  it('keeps React out of the configuration checks', async () => {
    expect(await boundaryProblems('src/config-checks/probe.ts', "export { useState } from 'react';")).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['a widget using the public indexes and its own files', 'widgets/accounts-list/probe.ts',
      "export { isRecord } from '../../src/platform/index.js';\nexport { useMessages } from '../../src/runtime/index.js';\nexport const load = () => import('./accounts-list.js');"],
    ['a widget test rendering through the registry with the shared kit', 'widgets/accounts-list/probe.test.tsx',
      "export { widgetRegistry } from '../index.js';\nexport { widgetConfig } from '../../tests/widget-test-kit.js';"],
    ['the shell using the platform index', 'src/shell/probe.ts', "export { usePlatform } from '../platform/index.js';"],
    ['a widget using the banking UI index', 'widgets/accounts-list/probe.ts', "export { formatMoney } from '../../src/banking-ui/index.js';"],
    ['the runtime using the configuration checks', 'src/runtime/probe.ts', "export { mergeConfig } from '../config-checks/index.js';"],
    ['the server using the configuration checks', 'server/src/config/probe.ts', "export * from '../../../src/config-checks/index.js';"],
    ['a script using the server and the widget registry', 'scripts/probe.ts',
      "export { widgetRegistry } from '../widgets/index.js';\nexport const load = () => import('../server/src/app.js');"],
    ['a script test importing the script it tests', 'scripts/probe.test.ts', "export const load = () => import('./compile-schemas.js');"],
  ])('allows %s', async (_case, file, code) => {
    expect(await boundaryProblems(file, code)).toEqual([]);
  });
});

describe('lint refuses import cycles', { timeout: 30_000 }, () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'passbook-cycle-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('leaves out imports of types only, which vanish at build time', async () => {
    mkdirSync(path.join(folder, 'src/shell'), { recursive: true });
    writeFileSync(path.join(folder, 'src/shell/first.ts'), "import { type Second } from './second.js';\nexport type First = { second?: Second };\nexport const first = 1;\n");
    writeFileSync(path.join(folder, 'src/shell/second.ts'), "import type { First } from './first.js';\nexport type Second = { first?: First };\n");
    const cycleLint = new ESLint({ cwd: folder, overrideConfigFile: path.join(root, 'eslint.config.js') });
    const [result] = await cycleLint.lintFiles([path.join(folder, 'src/shell/first.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).not.toContain('passbook/no-import-cycles');
  });

  it('reports two modules that import each other, even through a lazy import()', async () => {
    mkdirSync(path.join(folder, 'src/runtime'), { recursive: true });
    writeFileSync(path.join(folder, 'src/runtime/first.ts'), "import { second } from './second.js';\nexport const first = () => second;\n");
    writeFileSync(path.join(folder, 'src/runtime/second.ts'), "export const second = () => import('./first.js');\n");
    // Outside the project (so `eslint .` never sees it), linted with the project's configuration.
    const cycleLint = new ESLint({ cwd: folder, overrideConfigFile: path.join(root, 'eslint.config.js') });
    const [result] = await cycleLint.lintFiles([path.join(folder, 'src/runtime/first.ts')]);
    expect(result?.messages.map((message) => message.ruleId)).toContain('passbook/no-import-cycles');
  });
});
