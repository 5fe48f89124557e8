import { describe, expect, it, vi } from 'vitest';
import type { CompiledValidator } from '../config-checks/index.js';
import { accountsListStandIn, compileForTest, downloadingRegistry, greetingDefinition, testRegistry } from './test-fixtures.js';
import { createWidgetRegistry, UnknownWidgetError } from './widget-registry.js';

describe('widget registry', () => {
  it('throws on duplicate ids', () => {
    expect(() => createWidgetRegistry([greetingDefinition, greetingDefinition], compileForTest([greetingDefinition]))).toThrow(
      'Duplicate widget id "greeting" in the widget registry',
    );
  });

  it('get() names the registered ids for an unknown one', () => {
    expect(() => testRegistry().get('nope')).toThrow(new UnknownWidgetError('nope', ['greeting', 'exploding', 'accounts-list']));
    expect(() => testRegistry().get('nope')).toThrow('Widget "nope" is not registered; registered widgets: greeting, exploding, accounts-list');
  });

  it('tells a widget with its validator from one without', () => {
    const registry = createWidgetRegistry([greetingDefinition, accountsListStandIn], compileForTest([greetingDefinition]));
    expect(registry.validatorState('greeting')).toBe('ok');
    expect(registry.propsValidator('greeting')?.({ name: 'Ada' })).toBe(true);
    expect(registry.validatorState('accounts-list')).toBe('missing');
    expect(registry.propsValidator('accounts-list')).toBeUndefined();
    expect(registry.validatorState('nope')).toBe('missing');
  });

  it('downloads a validator only when asked, once at a time, and again after a failed download', async () => {
    const load = vi.fn((validate: CompiledValidator) => Promise.resolve({ validate }));
    load.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const registry = downloadingRegistry([greetingDefinition], load);
    expect(registry.validatorState('greeting')).toBe('unloaded');
    expect(registry.propsValidator('greeting')).toBeUndefined();
    await expect(registry.loadPropsValidator('greeting')).rejects.toThrow('offline');
    expect(registry.validatorState('greeting')).toBe('unloaded');
    await Promise.all([registry.loadPropsValidator('greeting'), registry.loadPropsValidator('greeting')]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(registry.validatorState('greeting')).toBe('ok');
    expect(registry.propsValidator('greeting')?.({ name: 'Ada' })).toBe(true);
  });
});
