/*
 * Shared by the runtime's unit tests only: the real configuration from config/, and a small widget
 * registry whose validators are compiled on the spot (tests may use ajv's compiler; the app may not).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ReactNode } from 'react';
import type { CompiledValidator, ConfigBundle, JsonSchemaObject } from '../config-checks/index.js';
import type { EntitlementFacts, PermissionEntry } from './entitlements.js';
import { createWidgetRegistry, lazyWidget, type AnyWidgetDefinition, type WidgetDefinition, type WidgetRegistry } from './widget-registry.js';

function readConfig(file: string): unknown {
  // vitest runs from the repository root; import.meta.url is not a file URL under jsdom.
  return JSON.parse(readFileSync(path.resolve(process.cwd(), 'config', file), 'utf8')) as unknown;
}

/** A fresh deep copy of the repository's configuration bundle (config/), safe to mutate. */
export function realBundle(): Record<string, unknown> & ConfigBundle {
  return {
    app: readConfig('app.json'),
    routes: readConfig('routes.json'),
    menu: readConfig('menu.json'),
    entitlements: readConfig('entitlements.json'),
    flags: readConfig('flags.json'),
    messages: readConfig('messages/en-US.json'),
  } as Record<string, unknown> & ConfigBundle;
}

/** The route paths the test registry can render: the first journey's, frozen here. */
const fixtureRoutePaths = new Set(['select-context', 'no-access', 'my-accounts']);

/**
 * The repository configuration narrowed to the first journey (its routes without children, and the
 * menu items pointing at them), so tables of broken configurations keep their pointers when later
 * journeys add routes. The repository's full configuration is checked against the real widget
 * registry by scripts/config-check.test.ts.
 */
export function fixtureBundle(): Record<string, unknown> & ConfigBundle {
  const bundle = realBundle();
  // The terms route belongs to a later journey too: the fixture asks no member for consent.
  const { consentPath: _consentPath, ...routes } = bundle.routes;
  const menu = bundle.menu;
  return {
    ...bundle,
    routes: {
      ...routes,
      routes: routes.routes
        .filter((route) => fixtureRoutePaths.has(route.path))
        // A fallback into a later journey (my-accounts → transfers) would name a route left out here.
        .map(({ children: _children, fallback, ...route }) => (fallback === undefined || fixtureRoutePaths.has(fallback) ? { ...route, ...(fallback === undefined ? {} : { fallback }) } : route))
        // My Accounts' links lead into later journeys (the providers' pages) too.
        .map((route) => (route.props && 'links' in route.props ? { ...route, props: Object.fromEntries(Object.entries(route.props).filter(([key]) => key !== 'links')) } : route)),
      modals: [],
    },
    // Groups left with no item go too: config:check refuses an empty group.
    menu: {
      ...menu,
      groups: menu.groups
        .map((group) => ({ ...group, items: group.items.filter((item) => fixtureRoutePaths.has(item.path)) }))
        .filter((group) => group.items.length > 0),
    },
  };
}

function Greeting({ name, punctuation }: { name: string; punctuation: string }): ReactNode {
  return (
    <p>
      Hello {name}
      {punctuation}
    </p>
  );
}

function Exploding(): ReactNode {
  throw new Error('widget exploded');
}

export const greetingDefinition: WidgetDefinition<{ name: string; punctuation: string }> = {
  id: 'greeting',
  version: '2.0.0',
  title: 'Greeting',
  component: lazyWidget(() => Promise.resolve({ default: Greeting })),
  // Version 1 called the prop `who`.
  migrateProps: (old) => {
    const { who, ...rest } = old as { who?: unknown };
    return who === undefined ? old : { ...rest, name: who };
  },
};

export const explodingDefinition: WidgetDefinition<Record<string, never>> = {
  id: 'exploding',
  version: '1.0.0',
  title: 'Exploding',
  component: lazyWidget(() => Promise.resolve({ default: Exploding })),
};

/** The app's accounts-list id with a permissive schema, so the real routes.json validates. */
export const accountsListStandIn: WidgetDefinition<Record<string, never>> = {
  id: 'accounts-list',
  version: '1.0.0',
  title: 'Accounts list',
  component: lazyWidget(() => Promise.resolve({ default: () => <p>accounts list</p> })),
};

export const greetingPropsSchema: JsonSchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1 },
    punctuation: { enum: ['!', '.'], default: '!' },
  },
  examples: [{ name: 'Ada' }],
};

/** The fixture widgets' props schemas, as a widget's props.schema.json would hold them (the accounts list's permissive). */
export const fixturePropsSchemas: Readonly<Record<string, JsonSchemaObject>> = {
  greeting: greetingPropsSchema,
  exploding: { type: 'object', additionalProperties: false, properties: {}, examples: [{}] },
  'accounts-list': {
    type: 'object',
    additionalProperties: false,
    properties: { showTotal: { type: 'boolean', default: true } },
    examples: [{}],
  },
};

/** Compiles each definition's props schema (by its id, from `schemas`) as the build does, with defaults applied. */
export function compileForTest(
  definitions: readonly AnyWidgetDefinition[],
  schemas: Readonly<Record<string, JsonSchemaObject>> = fixturePropsSchemas,
): { validators: Record<string, CompiledValidator> } {
  const ajv = new Ajv2020({ allErrors: true, strict: true, useDefaults: true, verbose: true });
  addFormats(ajv);
  const validators: Record<string, CompiledValidator> = {};
  for (const definition of definitions) {
    const schema = schemas[definition.id];
    if (schema === undefined) throw new Error(`No props schema for the test widget "${definition.id}"`);
    validators[definition.id] = ajv.compile(schema) as CompiledValidator;
  }
  return { validators };
}

export function testRegistry(definitions: readonly AnyWidgetDefinition[] = [greetingDefinition, explodingDefinition, accountsListStandIn]): WidgetRegistry {
  return createWidgetRegistry(definitions, compileForTest(definitions));
}

/**
 * A registry whose props validators are downloaded when asked for, as the app's are (by default at
 * once; `load` stands in for the download, to hold it back or fail it).
 */
export function downloadingRegistry(
  definitions: readonly AnyWidgetDefinition[] = [greetingDefinition, explodingDefinition, accountsListStandIn],
  load: (validate: CompiledValidator) => Promise<{ validate: CompiledValidator }> = (validate) => Promise.resolve({ validate }),
): WidgetRegistry {
  const { validators } = compileForTest(definitions);
  const loaders = Object.fromEntries(Object.entries(validators).map(([id, validate]) => [id, () => load(validate)]));
  return createWidgetRegistry(definitions, { loaders });
}

export function permission(resource: string, fn: string, ...privileges: string[]): PermissionEntry {
  return { resource, function: fn, permissions: Object.fromEntries(privileges.map((privilege) => [privilege, true])) };
}

export function facts(permissions: readonly PermissionEntry[], flags: Record<string, unknown> = {}): EntitlementFacts {
  return { permissions, flags };
}
