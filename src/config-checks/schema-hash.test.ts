import { describe, expect, it } from 'vitest';
import { schemaHash } from './schema-hash.js';

describe('schemaHash', () => {
  it('ignores key order and sees any change', () => {
    expect(schemaHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(schemaHash({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(schemaHash({ a: 1 })).not.toBe(schemaHash({ a: 2 }));
    expect(schemaHash({ a: [1, 2] })).not.toBe(schemaHash({ a: [2, 1] }));
  });
});
