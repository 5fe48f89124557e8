import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import entitlements from '../../config/entitlements.json';
import { PRIVILEGES } from '../runtime/index.js';
import { changeKind, ruleFromJsonLogic, ruleToJsonLogic } from './entitlement-rule.js';

const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,12}$/);
/** Every rule entitlements.schema.json allows. */
const rule = fc.letrec((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small' },
    fc.boolean(),
    fc.record({ permission: fc.tuple(name, name, fc.constantFrom(...PRIVILEGES)) }),
    fc.record({ flag: fc.stringMatching(/^[a-z_]{1,20}$/) }),
    fc.record({ and: fc.array(tie('rule'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ or: fc.array(tie('rule'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ '!': fc.tuple(tie('rule')) }),
  ),
})).rule;

describe('entitlement rules in the editor', () => {
  it('round-trips every rule the schema allows back to the same json-logic', () => {
    fc.assert(
      fc.property(rule, (original) => {
        expect(ruleToJsonLogic(ruleFromJsonLogic(original))).toEqual(original);
      }),
    );
  });

  it("round-trips the credit union's own rules", () => {
    for (const [ruleName, entry] of Object.entries(entitlements)) {
      if (ruleName === '$schema') continue;
      const { rule: stored } = entry as { rule: unknown };
      expect(ruleToJsonLogic(ruleFromJsonLogic(stored))).toEqual(stored);
    }
  });

  it('keeps what it cannot show as it was, so nothing is lost by opening the editor', () => {
    for (const unknown of [{ var: 'x' }, { permission: ['a', 'b'] }, { and: {} }, { '!': [true, false] }, { flag: 1 }, { a: 1, b: 2 }, null, 'text']) {
      const node = ruleFromJsonLogic(unknown);
      expect(node.kind).toBe('other');
      expect(ruleToJsonLogic(node)).toEqual(unknown);
    }
  });

  it('switching between all-of and any-of keeps the conditions', () => {
    const all = ruleFromJsonLogic({ and: [{ flag: 'a' }, { permission: ['R', 'F', 'view'] }] });
    expect(ruleToJsonLogic(changeKind(all, 'any'))).toEqual({ or: [{ flag: 'a' }, { permission: ['R', 'F', 'view'] }] });
    expect(ruleToJsonLogic(changeKind(ruleFromJsonLogic({ flag: 'a' }), 'not'))).toEqual({ '!': [{ flag: 'a' }] });
  });
});
