import { describe, expect, it } from 'vitest';
import { evaluateEntitlement, flagsUsedBy, type EntitlementFacts } from './entitlements.js';
import { facts, permission, realBundle } from './test-fixtures.js';

const rules = {
  $schema: '../schemas/entitlements.schema.json',
  canViewMyAccounts: { description: 'My accounts', rule: { permission: ['ProductSummary', 'ProductSummary', 'view'] } },
  canMakeTransfers: {
    description: 'Transfers',
    rule: { and: [{ permission: ['Payments', 'A2ATransfer', 'create'] }, { permission: ['Payments', 'A2ATransfer', 'view'] }] },
  },
  canSeeEither: { description: 'x', rule: { or: [{ permission: ['Contacts', 'Contacts', 'view'] }, { flag: 'beta' }] } },
  canNotBeta: { description: 'x', rule: { '!': [{ flag: 'beta' }] } },
  canAlways: { description: 'x', rule: true },
  canNever: { description: 'x', rule: false },
  canUseUnknownOperator: { description: 'x', rule: { has_role: ['admin'] } },
  canNegateUnknownOperator: { description: 'x', rule: { '!': [{ has_role: ['admin'] }] } },
  canReadVar: { description: 'x', rule: { var: 'flags.beta' } },
  canUseTwoOperators: { description: 'x', rule: { flag: 'beta', permission: ['A', 'B', 'view'] } },
  canShortPermission: { description: 'x', rule: { permission: ['ProductSummary', 'view'] } },
  canComputedPermission: { description: 'x', rule: { permission: [{ var: 'x' }, 'ProductSummary', 'view'] } },
  canWithoutRule: { description: 'no rule key' },
};

const member: EntitlementFacts = facts(
  [
    permission('Product Summary', 'Product Summary', 'view'),
    permission('Payments', 'A2A Transfer', 'create', 'view'),
    { resource: 'Contacts', function: 'Contacts', permissions: { view: false } },
  ],
  { beta: true, textual: 'yes' },
);

describe('eligibility decided by the server', () => {
  const open = realBundle().entitlements;
  const transfers = [permission('Payments', 'A2A Transfer', 'create', 'view')];
  it('offers Open a New Account only while the profile says eligibleForNewAccount', () => {
    expect(evaluateEntitlement(open, 'canOpenNewAccount', { ...facts(transfers), eligibility: { eligibleForNewAccount: true } })).toBe(true);
    expect(evaluateEntitlement(open, 'canOpenNewAccount', { ...facts(transfers), eligibility: { eligibleForNewAccount: false } })).toBe(false);
    // No profile read (it failed): nothing offered by eligibility.
    expect(evaluateEntitlement(open, 'canOpenNewAccount', facts(transfers))).toBe(false);
  });
  it('still needs the permission to fund the account', () => {
    expect(evaluateEntitlement(open, 'canOpenNewAccount', { ...facts([]), eligibility: { eligibleForNewAccount: true } })).toBe(false);
  });
});

describe('evaluateEntitlement', () => {
  it.each<[string, string, EntitlementFacts | undefined, boolean]>([
    ['names with spaces match rules written without', 'canViewMyAccounts', member, true],
    ['and: every permission held', 'canMakeTransfers', member, true],
    ['and: one privilege missing denies', 'canMakeTransfers', facts([permission('Payments', 'A2A Transfer', 'view')]), false],
    ['or: a flag alone grants', 'canSeeEither', member, true],
    ['or: a permission explicitly false does not count', 'canSeeEither', facts(member.permissions, { beta: false }), false],
    ['! inverts a flag', 'canNotBeta', member, false],
    ['! of a missing flag is true', 'canNotBeta', facts([]), true],
    ['literal true', 'canAlways', member, true],
    ['literal false', 'canNever', member, false],
    ['case matters: "productsummary" is not "ProductSummary"', 'canViewMyAccounts', facts([permission('productsummary', 'productsummary', 'view')]), false],
    ['another privilege of the same function does not grant', 'canViewMyAccounts', facts([permission('Product Summary', 'Product Summary', 'edit')]), false],
    ['fail closed: unknown rule name', 'canFlyToTheMoon', member, false],
    ['fail closed: $schema is not a rule', '$schema', member, false],
    ['fail closed: unknown operator', 'canUseUnknownOperator', member, false],
    ['fail closed: unknown operator under ! stays denied', 'canNegateUnknownOperator', member, false],
    ['fail closed: json-logic var is not an allowed operator', 'canReadVar', member, false],
    ['fail closed: two operators in one rule', 'canUseTwoOperators', member, false],
    ['fail closed: permission with two arguments', 'canShortPermission', member, false],
    ['fail closed: computed permission arguments', 'canComputedPermission', member, false],
    ['fail closed: entry without rule', 'canWithoutRule', member, false],
    ['fail closed: facts not loaded', 'canAlways', undefined, false],
    ['fail closed: malformed facts', 'canViewMyAccounts', { permissions: 'all', flags: {} } as unknown as EntitlementFacts, false],
    ['fail closed: malformed permission entries are skipped', 'canViewMyAccounts', facts([null, { resource: 1 }] as unknown as []), false],
    ['a non-boolean flag value is not "on"', 'canSeeEither', facts([], { beta: 'true' }), false],
  ])('%s', (_title, name, given, expected) => {
    expect(evaluateEntitlement(rules, name, given)).toBe(expected);
  });

  it('never throws, whatever the rules look like', () => {
    for (const broken of [null, undefined, 42, 'rules', [], { canX: null }, { canX: { rule: { and: 'nope' } } }]) {
      expect(evaluateEntitlement(broken, 'canX', member)).toBe(false);
    }
  });

  it('decides the real entitlements.json rows for a member holding the platform names', () => {
    const { entitlements } = realBundle();
    const limited = facts([permission('Payments', 'A2A Transfer', 'create', 'view'), permission('Contacts', 'Contacts', 'view', 'create')], {});
    expect(evaluateEntitlement(entitlements, 'canViewMyAccounts', limited)).toBe(false);
    expect(evaluateEntitlement(entitlements, 'canMakeTransfers', limited)).toBe(true);
    expect(evaluateEntitlement(entitlements, 'canManageContacts', limited)).toBe(true);
    expect(evaluateEntitlement(entitlements, 'canBookAppointments', facts([permission('Appointments', 'Self-serve Appointments', 'execute')]))).toBe(true);
  });

  it('lists the flags a rule uses', () => {
    expect(flagsUsedBy({ and: [{ flag: 'a' }, { or: [{ '!': [{ flag: 'b' }] }, { permission: ['x', 'y', 'view'] }] }] })).toEqual(['a', 'b']);
  });
});
