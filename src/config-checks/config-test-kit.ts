import { beforeAll, expect } from 'vitest';
import { bundleOfFiles, flattenRoutes, type ConfigError, type RoutesConfig } from './index.js';
import { loadConfigFiles } from './node.js';

/** Parsed JSON, edited in place by the cases exactly as an operator would edit the files. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cases edit parsed JSON as an operator would
export type Editable = any;

/**
 * The repository's configuration files, read once for a test file (in its beforeAll); `bundle()`
 * is a fresh copy of them as the checks read it, for one case to break.
 */
export function repositoryConfig(): { bundle: () => Record<string, Editable> } {
  let files = new Map<string, unknown>();
  beforeAll(async () => {
    const loaded = await loadConfigFiles();
    expect(loaded.errors).toEqual([]);
    files = loaded.files;
  });
  return { bundle: () => structuredClone(bundleOfFiles(files)) as Record<string, Editable> };
}

/** Each error as one `file pointer message` line, so a case's expectation reads as config:check prints it. */
export const errorLines = (errors: readonly ConfigError[]) => errors.map(({ file, pointer, message }) => `${file} ${pointer} ${message}`);

/** The node and JSON pointer of the route at `fullPath`, so the cases survive edits elsewhere in routes.json. */
export function route(config: Record<string, Editable>, fullPath: string): { node: Editable; pointer: string } {
  const found = flattenRoutes(config.routes as RoutesConfig).find((candidate) => candidate.fullPath === fullPath);
  if (found === undefined) throw new Error(`no route ${fullPath}`);
  return { node: found.node, pointer: found.pointer };
}
