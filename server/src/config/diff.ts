import { isDeepStrictEqual } from 'node:util';
import type { ConfigFiles } from './checks.js';

export interface ConfigChange {
  pointer: string;
  op: 'add' | 'remove' | 'replace';
  before?: unknown;
  after?: unknown;
}

export interface FileChanges {
  path: string;
  changes: ConfigChange[];
}

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The changes from `before` to `after` as JSON pointers: objects compared key by key, arrays
 * index by index (a longer or shorter array adds or removes at the end), anything else replaced
 * whole. Small and exact rather than minimal: an item inserted at the top of a list shows as
 * every later item replaced, which is still what an operator needs to review.
 */
export function diffJson(before: unknown, after: unknown, pointer = ''): ConfigChange[] {
  if (isDeepStrictEqual(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => {
      const at = `${pointer}/${escapeToken(key)}`;
      if (!Object.hasOwn(after, key)) return [{ pointer: at, op: 'remove' as const, before: before[key] }];
      if (!Object.hasOwn(before, key)) return [{ pointer: at, op: 'add' as const, after: after[key] }];
      return diffJson(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: ConfigChange[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      const at = `${pointer}/${index}`;
      if (index >= after.length) changes.push({ pointer: at, op: 'remove', before: before[index] });
      else if (index >= before.length) changes.push({ pointer: at, op: 'add', after: after[index] });
      else changes.push(...diffJson(before[index], after[index], at));
    }
    return changes;
  }
  return [{ pointer, op: 'replace', before, after }];
}

/** Per file path, the changes between two sets of files; unchanged files are left out. */
export function diffFiles(from: ConfigFiles, to: ConfigFiles): FileChanges[] {
  const paths = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return paths
    .map((path) => {
      if (!Object.hasOwn(to, path)) return { path, changes: [{ pointer: '', op: 'remove' as const, before: from[path] }] };
      if (!Object.hasOwn(from, path)) return { path, changes: [{ pointer: '', op: 'add' as const, after: to[path] }] };
      return { path, changes: diffJson(from[path], to[path]) };
    })
    .filter((file) => file.changes.length > 0);
}

/** Paths whose content differs between two sets of files. */
export function changedPaths(from: ConfigFiles, to: ConfigFiles): string[] {
  return diffFiles(from, to).map((file) => file.path);
}
