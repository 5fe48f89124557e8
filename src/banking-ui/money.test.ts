import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOf, decimalOfCents, formatMoney } from './money.js';

/** en-US dollars written by hand from integer cents: the exact text a member must see. */
function dollarsByHand(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${whole}.${digits.slice(-2)}`;
}

describe('money', () => {
  it('writes any integer cents exactly, however large: no float rounding', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 22n), max: 10n ** 22n }), (cents) => {
        expect(formatMoney({ cents }, 'USD', 'en-US')).toBe(dollarsByHand(cents));
      }),
    );
  });

  it('writes the platform’s decimal text exactly, and the same as its cents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (cents) => {
        const decimal = decimalOfCents(cents);
        expect(formatMoney(decimal, 'USD', 'en-US')).toBe(dollarsByHand(cents));
        expect(decimalOf(decimal)).toBe(decimal);
      }),
    );
  });

  it('keeps amounts a float cannot hold', () => {
    // 0.1 + 0.2 and 2^53 + 1 cents are where a Number() would go wrong.
    expect(formatMoney('90071992547409.93', 'USD', 'en-US')).toBe('$90,071,992,547,409.93');
    expect(formatMoney({ cents: 9007199254740993n }, 'USD', 'en-US')).toBe('$90,071,992,547,409.93');
    expect(formatMoney('0.30', 'USD', 'en-US')).toBe('$0.30');
  });

  it('refuses a float given as cents', () => {
    expect(() => formatMoney({ cents: 12.5 }, 'USD', 'en-US')).toThrow(RangeError);
  });

  it('says round limits without cents when asked, and keeps cents that are there', () => {
    expect(formatMoney('2500', 'USD', 'en-US', { wholeWhenRound: true })).toBe('$2,500');
    expect(formatMoney('2500.00', 'USD', 'en-US', { wholeWhenRound: true })).toBe('$2,500');
    expect(formatMoney('2500.50', 'USD', 'en-US', { wholeWhenRound: true })).toBe('$2,500.50');
    expect(formatMoney('2500', 'USD', 'en-US')).toBe('$2,500.00');
  });

  it('follows the locale and currency', () => {
    expect(formatMoney('1234.5', 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney('-12', 'USD', 'en-US')).toBe('-$12.00');
  });

  it('shows text that is no amount as it came, and nothing for no amount', () => {
    expect(formatMoney('n/a', 'USD', 'en-US')).toBe('n/a');
    expect(formatMoney(undefined, 'USD', 'en-US')).toBe('');
  });
});
