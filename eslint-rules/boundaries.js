// @ts-check
/*
 * The dependency directions of DESIGN.md "Layout", as import-x/no-restricted-paths zones. Each zone
 * is an allow-list: a folder may import only the folders named for it (plus packages), so a new
 * folder is forbidden everywhere until someone decides who may use it. The rule resolves every
 * static import, `export … from` and literal `import()` to a file, so `../platform/http.js`,
 * `../../src/platform/http` and `import('../shell/app.js')` are judged alike.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Test code: unit tests beside the code, and the kits and fixtures they share. They keep their
 * layer's directions, and may also read config/ JSON and the helpers in tests/.
 */
export const testFiles = ['**/*.test.{ts,tsx}', '**/*test-kit.{ts,tsx}', '**/test-*.{ts,tsx}'];

const platformIndex = 'src/platform/index.ts';
const runtimeIndex = 'src/runtime/index.ts';
const bankingUiIndex = 'src/banking-ui/index.ts';
/** The configuration checks' entries: index.ts for any code, node.ts (reads folders) for node only. */
const configChecks = 'src/config-checks/index.ts';
/** The form-file validator is its own entry so the runtime's form chunk, not the first screen, carries it. */
const configChecksFormFile = 'src/config-checks/form-file.ts';
const configChecksForNode = [configChecks, 'src/config-checks/node.ts'];
const packages = 'node_modules';

/** Every widget folder: each is its own zone, since a widget may not reach into another. */
const widgetIds = readdirSync(path.join(projectRoot, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * @param {string | string[]} target files the zone applies to (folder, file or glob)
 * @param {string[]} allowed what those files may import: folders or files, relative to the root
 * @param {string} message why, in the words of DESIGN.md
 */
const only = (target, allowed, message) => ({ target, from: '.', except: [...new Set([...allowed, packages])], message });

/**
 * @param {{ tests: boolean }} options tests may also import config/ JSON and tests/ helpers, and a
 *   widget's tests may render through the registry (widgets/index.ts)
 */
export function boundaryZones({ tests }) {
  const forTests = tests ? ['config', 'tests'] : [];
  return [
    only('src/config-checks', ['src/config-checks', 'schemas', ...forTests],
      'src/config-checks is React-free and imports nothing of ours but schemas/ JSON.'),
    only('src/runtime', ['src/runtime', configChecks, configChecksFormFile, 'schemas', ...forTests],
      'src/runtime imports only src/config-checks (its index.ts, or form-file.ts for the lazy form chunk) and schemas/.'),
    only('src/platform', ['src/platform', runtimeIndex, 'schemas', ...forTests],
      'src/platform imports only the runtime\'s public index (src/runtime/index.ts) and schemas/.'),
    only('src/banking-ui', ['src/banking-ui', platformIndex, runtimeIndex, 'schemas', ...forTests],
      'src/banking-ui imports platform and runtime through their public index only.'),
    only('src/shell', ['src/shell', platformIndex, runtimeIndex, 'schemas', ...forTests],
      'src/shell imports platform and runtime through their public index only.'),
    only('src/studio', ['src/studio', platformIndex, runtimeIndex, configChecks, 'schemas', ...forTests],
      'src/studio imports platform, runtime and config-checks through their public index only.'),
    // The composition root: it may load shell modules one by one so some of them stay lazy chunks.
    only('src/main.tsx', [platformIndex, runtimeIndex, 'src/shell', 'widgets/index.ts'],
      'src/main.tsx composes platform and runtime (public index), the shell and the widget registry.'),
    ...widgetIds.map((id) =>
      only(`widgets/${id}`, [`widgets/${id}`, bankingUiIndex, platformIndex, runtimeIndex, 'schemas', ...forTests,
        ...(tests ? ['widgets/index.ts'] : [])],
      'A widget imports src/banking-ui, src/platform and src/runtime through their public index only, never another widget, the shell, the studio or server/.'),
    ),
    // The registry lists definitions only, so each widget's component stays its own lazy chunk.
    only('widgets/*.ts',
      ['widgets/index.ts', 'widgets/definitions.ts', runtimeIndex, ...widgetIds.map((id) => `widgets/${id}/definition.ts`)],
      'widgets/index.ts and definitions.ts import only each widget\'s definition.ts and the runtime\'s public index.'),
    only('server', ['server', 'schemas', ...configChecksForNode, ...forTests],
      'server/ imports only schemas/ and src/config-checks (index.ts, node.ts): no React, no widgets, no scripts/.'),
    only('scripts', ['scripts', ...configChecksForNode, runtimeIndex, 'widgets/index.ts', 'server/src', 'schemas', 'config', ...forTests],
      'scripts/ may import src/config-checks, the runtime\'s public index, the widget registry and server/src.'),
    only('bench', ['bench', 'server/src', 'server/test', 'tests', 'schemas', 'config'],
      'bench/ imports only server/ and the test helpers; nothing imports bench/.'),
    only('tests', ['tests', 'src', 'widgets', 'server', 'schemas', 'config'],
      'tests/ may import the app, the server and config, but not scripts/ or bench/.'),
  ];
}
