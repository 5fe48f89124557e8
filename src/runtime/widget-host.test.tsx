import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompiledValidator, ConfigBundle } from '../config-checks/index.js';
import { RuntimeProvider } from './runtime-context.js';
import { compileForTest, downloadingRegistry, greetingDefinition, greetingPropsSchema, realBundle, testRegistry } from './test-fixtures.js';
import { resolveWidget, WidgetHost } from './widget-host.js';
import { createWidgetRegistry } from './widget-registry.js';
import { render } from '../../tests/render.js';

function host(widget: string, props?: Record<string, unknown>, widgetVersion?: string, registry = testRegistry()) {
  return render(
    <RuntimeProvider config={realBundle() as ConfigBundle} registry={registry} facts={undefined} session={{ isAuthenticated: true, hasContext: true }}>
      <main>
        <h1>page heading</h1>
        {widgetVersion === undefined ? <WidgetHost widget={widget} props={props} /> : <WidgetHost widget={widget} props={props} widgetVersion={widgetVersion} />}
      </main>
    </RuntimeProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('resolveWidget', () => {
  const registry = testRegistry();

  it('fills in schema defaults without touching the config props', () => {
    const props = Object.freeze({ name: 'Ada' });
    const resolution = resolveWidget(registry, { widget: 'greeting', props });
    expect(resolution).toMatchObject({ kind: 'ready', props: { name: 'Ada', punctuation: '!' } });
    expect(props).toEqual({ name: 'Ada' });
  });

  it('migrates props pinned to an older version before validating them', () => {
    expect(resolveWidget(registry, { widget: 'greeting', props: { who: 'Ada' }, widgetVersion: '1.0.0' })).toMatchObject({
      kind: 'ready',
      props: { name: 'Ada', punctuation: '!' },
    });
    expect(resolveWidget(registry, { widget: 'greeting', props: { who: 'Ada' } })).toMatchObject({ kind: 'invalid-props' });
  });

  it('names the known widgets for an unknown id', () => {
    expect(resolveWidget(registry, { widget: 'nope' })).toEqual({ kind: 'unknown-widget', widget: 'nope', knownIds: ['greeting', 'exploding', 'accounts-list'] });
  });

  it('refuses to render a widget whose props validator was never compiled', () => {
    const uncompiled = createWidgetRegistry([greetingDefinition], { validators: {} });
    expect(resolveWidget(uncompiled, { widget: 'greeting', props: { name: 'x' } })).toEqual({
      kind: 'invalid-props',
      widget: 'greeting',
      errors: [{ pointer: '', message: 'no props validator compiled from the current schema (missing); run npx tsx scripts/compile-schemas.ts' }],
    });
  });
});

describe('WidgetHost', () => {
  it('renders the widget lazily with its defaults', async () => {
    host('greeting', { name: 'Ada' });
    expect(await screen.findByText('Hello Ada!')).toBeInTheDocument();
  });

  it('shows a visible placeholder for an unknown widget and keeps the page', () => {
    host('nope');
    expect(screen.getByRole('alert')).toHaveTextContent('Widget "nope" is not registered. Registered widgets: greeting, exploding, accounts-list.');
    expect(screen.getByRole('heading', { name: 'page heading' })).toBeInTheDocument();
  });

  it('shows a visible placeholder for invalid props', () => {
    host('greeting', { name: '', shout: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Widget "greeting" has invalid settings: /shout unknown key "shout"; allowed keys: name, punctuation; /name must NOT have fewer than 1 characters',
    );
  });

  it('contains a crashing widget in its error boundary, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    host('exploding');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page failed to load');
    expect(screen.getByRole('heading', { name: 'page heading' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page failed to load');
  });
});

describe('WidgetHost with a props validator still to download', () => {
  it('shows the loading state until the validator is there, then the widget with its defaults', async () => {
    let arrive: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (arrive = resolve));
    host('greeting', { name: 'Ada' }, undefined, downloadingRegistry(undefined, async (validate) => held.then(() => ({ validate }))));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    arrive?.();
    expect(await screen.findByText('Hello Ada!')).toBeInTheDocument();
  });

  it('shows the placeholder for invalid props once the validator is there', async () => {
    host('greeting', { name: '' }, undefined, downloadingRegistry());
    expect(await screen.findByRole('alert')).toHaveTextContent('Widget "greeting" has invalid settings: /name must NOT have fewer than 1 characters');
  });

  it('shows a failed download as a widget that failed to load, and downloads again on a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let downloads = 0;
    const flaky = (validate: CompiledValidator) => (++downloads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ validate }));
    host('greeting', { name: 'Ada' }, undefined, downloadingRegistry(undefined, flaky));
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page failed to load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada!')).toBeInTheDocument();
    expect(downloads).toBe(2);
  });
});

describe('WidgetHost with journey config files', () => {
  const journeyDefinition = { ...greetingDefinition, id: 'journey', configFiles: ['transactions'] };
  const journeyRegistry = createWidgetRegistry([journeyDefinition], compileForTest([journeyDefinition], { journey: greetingPropsSchema }));

  function hostJourney(bundle: Record<string, unknown>) {
    return render(
      <RuntimeProvider config={bundle as ConfigBundle} registry={journeyRegistry} facts={undefined} session={{ isAuthenticated: true, hasContext: true }}>
        <WidgetHost widget="journey" props={{ name: 'Ada' }} />
      </RuntimeProvider>,
    );
  }

  it('renders the widget once its config files pass their schemas', async () => {
    hostJourney({ ...realBundle(), transactions: JSON.parse(readFileSync('config/transactions.json', 'utf8')) as unknown });
    expect(await screen.findByText('Hello Ada!')).toBeInTheDocument();
  });

  it('renders the widget when the bundle does not have the file', async () => {
    hostJourney(realBundle());
    expect(await screen.findByText('Hello Ada!')).toBeInTheDocument();
  });

  it('shows the file errors instead of the widget when a config file breaks its schema', async () => {
    hostJourney({ ...realBundle(), transactions: 'not an object' });
    expect(await screen.findByRole('alert')).toHaveTextContent("The app's configuration has errors");
    expect(screen.getByRole('alert')).toHaveTextContent('transactions.json / must be object');
    expect(screen.queryByText('Hello Ada!')).not.toBeInTheDocument();
  });
});
