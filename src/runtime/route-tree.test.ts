import { describe, expect, it } from 'vitest';
import { flattenRoutes, type RoutesConfig } from '../config-checks/index.js';
import { openedRoute, resolveEntitledPath } from './route-tree.js';
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

describe('openedRoute', () => {
  const pages: RoutesConfig = {
    defaultPath: 'home',
    selectContextPath: 'select',
    noAccessPath: 'none',
    modals: [],
    routes: [
      { path: 'home', widget: 'home-widget', props: { title: 'Home' } },
      { path: 'start', redirect: 'home' },
      {
        path: 'accounts/:selectedAccount',
        children: [
          {
            path: 'list',
            widget: 'account',
            props: {
              tab: 'list',
              content: { widget: 'list', props: { pageSize: 5, footer: { widget: 'footer' } } },
              links: [{ path: 'home', label: 'x' }],
            },
          },
        ],
      },
    ],
  };

  it('names the widget of the route, then the widgets its props nest, with their props, the address parameters and query', () => {
    const opened = openedRoute(pages, '/accounts/arr-1/list', '?q=coffee');
    expect(opened.params).toEqual({ selectedAccount: 'arr-1' });
    expect(opened.search).toBe('q=coffee');
    expect(opened.widgets.map((shown) => shown.widget)).toEqual(['account', 'list', 'footer']);
    expect(opened.widgets[1]?.props).toEqual({ pageSize: 5, footer: { widget: 'footer' } });
    expect(opened.widgets[2]?.props).toEqual({});
  });

  it('follows a redirect, and opens the default route for an unknown address', () => {
    expect(openedRoute(pages, '/start').widgets.map((shown) => shown.widget)).toEqual(['home-widget']);
    expect(openedRoute(pages, '/nowhere/at/all').widgets).toEqual([{ widget: 'home-widget', props: { title: 'Home' } }]);
  });

  it('shows no widget on a route without one', () => {
    expect(openedRoute(pages, '/accounts/arr-1').widgets).toEqual([]);
  });
});
