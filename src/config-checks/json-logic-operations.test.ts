import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { addRuleOperations, centsOf } from './json-logic-operations.js';

describe('cents', () => {
  it('reads an amount as the member types it, exactly', () => {
    expect(centsOf('$1,250.5')).toBe(125050);
    expect(centsOf('25')).toBe(2500);
    expect(centsOf('0.10')).toBe(10);
    expect(centsOf('1000000.99')).toBe(100000099);
    expect(centsOf(12)).toBe(1200);
  });

  it('is null for text that is no amount', () => {
    expect(centsOf('')).toBeNull();
    expect(centsOf('12.345')).toBeNull();
    expect(centsOf('ten')).toBeNull();
    expect(centsOf(undefined)).toBeNull();
  });

  it('compares money where the texts would compare wrongly', () => {
    addRuleOperations();
    const rule = { '>': [{ cents: [{ var: 'amount' }] }, { cents: [{ var: 'balance' }] }] } as unknown as jsonLogic.RulesLogic;
    expect(jsonLogic.apply(rule, { amount: '1,000.00', balance: '900' })).toBe(true);
    expect(jsonLogic.apply(rule, { amount: '25', balance: '1,000.00' })).toBe(false);
  });
});
