import { describe, expect, it } from 'vitest';
import { flattenRoutes, type RoutesConfig } from '../config-checks/index.js';
import { resolveEntitledPath } from './route-tree.js';
import { facts, permission } from './test-fixtures.js';

const rules = {
  canA: { description: 'a', rule: { permission: ['R', 'A', 'view'] } },
  canB: { description: 'b', rule: { permission: ['R', 'B', 'view'] } },
  canC: { description: 'c', rule: { permission: ['R', 'C', 'view'] } },
};

const config: RoutesConfig = {
  defaultPath: 'a',
  selectContextPath: 'select',
  noAccessPath: 'none',
  modals: [],
  routes: [
    { path: 'select', page: 'select-context', layout: 'none', guards: ['authenticated'] },
    { path: 'none', page: 'no-access', guards: ['context'] },
    { path: 'a', widget: 'w', entitlement: 'canA', fallback: 'b/inner', guards: ['authenticated', 'context'] },
    { path: 'b', entitlement: 'canB', fallback: 'c', children: [{ path: 'inner', widget: 'w', fallback: 'a', entitlement: 'canC' }] },
    { path: 'c', widget: 'w', entitlement: 'canC', fallback: 'a' },
  ],
};

describe('flattenRoutes', () => {
  it('joins paths, inherits guards and layout, and chains entitlements from the outermost', () => {
    const flat = flattenRoutes(config);
    const inner = flat.find((route) => route.fullPath === 'b/inner');
    expect(inner?.pointer).toBe('/routes/3/children/0');
    expect(inner?.chain.map((link) => [link.entitlement, link.fallback])).toEqual([
      ['canB', 'c'],
      ['canC', 'a'],
    ]);
    expect([...(flat.find((route) => route.fullPath === 'none')?.guards ?? [])].sort()).toEqual(['authenticated', 'context']);
    expect(flat.find((route) => route.fullPath === 'select')?.layout).toBe('none');
  });
});

describe('resolveEntitledPath', () => {
  it.each<[string, string[], string, string]>([
    ['entitled: stays', ['A'], 'a', 'a'],
    ['denied: follows the fallback', ['B', 'C'], 'a', 'b/inner'],
    ['the parent entitlement decides first', ['C'], 'b/inner', 'c'],
    ['chains through several fallbacks', ['C'], 'a', 'c'],
    ['a loop ends on no-access', [], 'a', 'none'],
    ['an unknown path ends on no-access', ['A'], 'nowhere', 'none'],
    ['a route without entitlement is open', [], 'select', 'select'],
  ])('%s', (_title, functions, path, expected) => {
    const held = facts(functions.map((fn) => permission('R', fn, 'view')));
    expect(resolveEntitledPath(config, rules, held, path)).toBe(expected);
  });
});
