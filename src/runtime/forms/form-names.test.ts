import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';
import { RJSF_FIELD_NAMES, RJSF_WIDGET_NAMES } from '../../config-checks/index.js';

// config:check knows rjsf's names as data (it loads no rjsf); this holds that list to rjsf's own.
describe("the config checker's list of rjsf names", () => {
  it("holds every widget and field of rjsf's registry", () => {
    const registry = getDefaultRegistry();
    expect(RJSF_WIDGET_NAMES).toEqual(expect.arrayContaining(Object.keys(registry.widgets)));
    expect([...RJSF_FIELD_NAMES].sort()).toEqual(Object.keys(registry.fields).sort());
  });
});
