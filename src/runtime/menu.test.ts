import { describe, expect, it } from 'vitest';
import type { MenuConfig } from '../config-checks/index.js';
import { buildMenu } from './menu.js';
import { facts, permission, realBundle } from './test-fixtures.js';

const rules = {
  canViewMyAccounts: { description: 'x', rule: { permission: ['ProductSummary', 'ProductSummary', 'view'] } },
  canManageAccounts: { description: 'x', rule: { permission: ['ProductSummary', 'ProductSummary', 'edit'] } },
  canMakeTransfers: { description: 'x', rule: { permission: ['Payments', 'A2ATransfer', 'create'] } },
  canManageContacts: { description: 'x', rule: { and: [{ permission: ['Contacts', 'Contacts', 'view'] }, { permission: ['Contacts', 'Contacts', 'create'] }] } },
};

const menu: MenuConfig = {
  groups: [
    {
      id: 'accounts',
      labelKey: 'menu.accounts',
      icon: 'accounts',
      items: [
        { id: 'my-accounts', labelKey: 'menu.accounts.myAccounts', path: 'my-accounts', entitlement: 'canViewMyAccounts' },
        { id: 'manage-accounts', labelKey: 'menu.accounts.manageAccounts', path: 'my-accounts/manage', entitlement: 'canManageAccounts' },
      ],
    },
    {
      id: 'move-money',
      labelKey: 'menu.moveMoney',
      entitlement: 'canMakeTransfers',
      items: [{ id: 'order-checks', labelKey: 'menu.selfService.orderChecks', path: 'self-service/order-checks' }],
    },
    {
      id: 'self-service',
      labelKey: 'menu.selfService',
      items: [
        { id: 'manage-contacts', labelKey: 'menu.selfService.manageContacts', path: 'self-service/manage-contacts', entitlement: 'canManageContacts', flag: 'show_manage_contacts' },
        { id: 'typo', labelKey: 'menu.more', path: 'more', entitlement: 'canDoWhatever' },
      ],
    },
    { id: 'more', labelKey: 'menu.more', items: [] },
  ],
};

const contacts = permission('Contacts', 'Contacts', 'view', 'create');

describe('buildMenu', () => {
  it('shows only the items the member is entitled to, and groups with at least one', () => {
    const groups = buildMenu(menu, rules, facts([permission('Product Summary', 'Product Summary', 'view')]));
    expect(groups).toEqual([
      { id: 'accounts', labelKey: 'menu.accounts', icon: 'accounts', items: [{ id: 'my-accounts', labelKey: 'menu.accounts.myAccounts', path: 'my-accounts' }] },
    ]);
  });

  it("hides a group whose own entitlement is denied, whatever its items allow", () => {
    const ids = buildMenu(menu, rules, facts([])).map((group) => group.id);
    expect(ids).toEqual([]);
    expect(buildMenu(menu, rules, facts([permission('Payments', 'A2A Transfer', 'create')])).map((group) => group.id)).toEqual(['move-money']);
  });

  it('shows an item behind a flag only while the flag is on', () => {
    expect(buildMenu(menu, rules, facts([contacts], { show_manage_contacts: true })).map((group) => group.id)).toEqual(['self-service']);
    expect(buildMenu(menu, rules, facts([contacts], { show_manage_contacts: false }))).toEqual([]);
    expect(buildMenu(menu, rules, facts([contacts], {}))).toEqual([]);
  });

  it('hides items naming an unknown entitlement, and everything gated while facts load', () => {
    const all = facts([permission('Product Summary', 'Product Summary', 'view', 'edit'), contacts], { show_manage_contacts: true });
    const selfService = buildMenu(menu, rules, all).find((group) => group.id === 'self-service');
    expect(selfService?.items.map((item) => item.id)).toEqual(['manage-contacts']);
    expect(buildMenu(menu, rules, undefined)).toEqual([]);
  });

  it('builds the real menu.json: Product Summary view alone shows My Accounts, Order Checks and Card Rewards', () => {
    const bundle = realBundle();
    const groups = buildMenu(bundle.menu, bundle.entitlements, facts([permission('Product Summary', 'Product Summary', 'view')], { show_manage_contacts: true }));
    expect(groups.map((group) => [group.id, group.items.map((item) => item.path)])).toEqual([
      ['accounts', ['my-accounts']],
      ['self-service', ['self-service/order-checks']],
      ['more', ['cardRewards']],
    ]);
    expect(bundle.menu.groups.map((group) => group.id)).toEqual(['accounts', 'move-money', 'analytics', 'self-service', 'more']);
  });
});
