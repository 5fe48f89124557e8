/*
 * The conformance test the widget registry promises (src/runtime/widget-registry.ts): for every
 * registered widget, each example of its props schema validates, renders (with the repository's
 * configuration and a fake platform answering every call with the API contract's own examples),
 * and passes an axe scan against WCAG 2.2 AA; props the schema refuses show the visible
 * placeholder instead of the widget.
 *
 * axe's color-contrast rule is off here: jsdom computes no styles or layout, so it cannot tell
 * colours apart. Contrast is checked in the browser (tests/e2e), where it can run.
 *
 * axe does not descend into frames here (`iframes: false`): jsdom's frame windows are not ones axe
 * can message, so a widget with an iframe (open-new-account's sandboxed marketing pages) would fail
 * on axe's own postMessage. The frame element itself (its title) is still checked.
 */
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { Route } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractHandlers, repositoryConfig } from '../tests/contract-handlers.js';
import { apiRoot, fakePlatform, renderWidget, stubResizeObserver, text } from '../tests/widget-test-kit.js';
import { flagDefaults, flattenRoutes, WidgetHost, type ConfigBundle, type EntitlementFacts, type PermissionEntry } from '../src/runtime/index.js';
import type { JsonSchemaObject } from '../src/config-checks/index.js';
import { widgetRegistry } from './index.js';

const server = fakePlatform();
let config: ConfigBundle;
let facts: EntitlementFacts;

/** Every permission entitlements.json asks for, granted: the widgets show everything they can. */
function everyPermission(rules: unknown): PermissionEntry[] {
  const found = new Map<string, PermissionEntry>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') {
      for (const [operator, args] of Object.entries(node)) {
        if (operator === 'permission' && Array.isArray(args) && args.every((arg) => typeof arg === 'string')) {
          const [resource, fn, privilege] = args as string[];
          const key = `${resource}/${fn}`;
          const entry = found.get(key) ?? { resource: resource as string, function: fn as string, permissions: {} };
          found.set(key, { ...entry, permissions: { ...entry.permissions, [privilege as string]: true } });
        } else visit(args);
      }
    }
  };
  visit(rules);
  return [...found.values()];
}

/** Where routes.json shows the widget (its route, or the route of the widget nesting it), parameters filled in. */
function pathShowing(widget: string): string {
  const route = flattenRoutes(config.routes).find(
    ({ node }) => node.widget === widget || (node.props as { content?: { widget?: unknown } } | undefined)?.content?.widget === widget,
  );
  const path = route?.fullPath ?? 'my-accounts';
  return `/${path.replace(/:([A-Za-z]+)/g, (_match, name: string) => `demo-${name}`)}`;
}

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's violations in `container`, one line each: rule, impact and the nodes it found. */
async function accessibilityViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { iframes: false, runOnly: { type: 'tag', values: wcag22aa }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function widgetSettled(): Promise<void> {
  // The widget's chunk, its config files' check and its first reads: the loading status goes away.
  await waitFor(() => expect(screen.queryAllByLabelText(text('runtime.loading'))).toEqual([]), { timeout: 30_000 });
}

beforeAll(async () => {
  stubResizeObserver();
  config = await repositoryConfig();
  facts = { permissions: everyPermission(config.entitlements), flags: flagDefaults(config.flags) };
});

beforeEach(() => {
  server.use(...contractHandlers(apiRoot));
});

// Each widget's props schema, beside its definition: the examples are what this test renders.
const propsSchemas = import.meta.glob<JsonSchemaObject>('./*/props.schema.json', { eager: true, import: 'default' });
const examplesOf = (id: string) => propsSchemas[`./${id}/props.schema.json`]?.examples ?? [];
const cases = widgetRegistry.ids().flatMap((id) => examplesOf(id).map((example, index) => ({ id, example, index })));

describe('every registered widget', () => {
  it('has at least one example of its props', () => {
    expect(widgetRegistry.ids().filter((id) => examplesOf(id).length === 0)).toEqual([]);
  });

  it.each(cases)('$id, example $index: validates, renders and passes axe (WCAG 2.2 AA)', async ({ id, example }) => {
    await widgetRegistry.loadPropsValidator(id);
    const validate = widgetRegistry.propsValidator(id);
    expect(validate, `${id} has no props validator compiled from its schema`).toBeDefined();
    expect(validate?.(structuredClone(example)), JSON.stringify(validate?.errors)).toBe(true);

    const { container } = renderWidget(<Route path="*" element={<WidgetHost widget={id} props={example} />} />, { path: pathShowing(id), config, facts });
    await widgetSettled();
    for (const placeholder of ['runtime.widget.crashed.title', 'runtime.widget.invalidProps.title', 'runtime.widget.unknown.title']) {
      expect(screen.queryByText(text(placeholder))).toBeNull();
    }
    expect(await accessibilityViolations(container)).toEqual([]);
  }, 60_000);

  it.each(widgetRegistry.ids())('%s: props its schema refuses show the placeholder, not the widget', async (id) => {
    renderWidget(<Route path="*" element={<WidgetHost widget={id} props={{ notAProp: true }} />} />, { path: pathShowing(id), config, facts });
    expect(await screen.findByText(text('runtime.widget.invalidProps.title'))).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/notAProp/);
  });
});
