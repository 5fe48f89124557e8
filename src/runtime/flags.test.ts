import { describe, expect, it } from 'vitest';
import { flagDefaults, mergeRemoteFlags } from './flags.js';

describe('flags', () => {
  it('drops $schema from the defaults', () => {
    expect(flagDefaults({ $schema: 'x', show_manage_contacts: true })).toEqual({ show_manage_contacts: true });
  });

  it('takes remote values only for declared flags of the declared type', () => {
    const defaults = { show_manage_contacts: true, show_maintenance_banner: false, maintenance_banner_text: 'Down' };
    expect(mergeRemoteFlags(defaults, { show_maintenance_banner: true, show_manage_contacts: 'false', surprise: true, maintenance_banner_text: 'Back at 5' })).toEqual({
      show_manage_contacts: true,
      show_maintenance_banner: true,
      maintenance_banner_text: 'Back at 5',
    });
    expect(mergeRemoteFlags(defaults, null)).toEqual(defaults);
  });
});
