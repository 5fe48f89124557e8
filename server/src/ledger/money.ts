/**
 * Exact money arithmetic in integer cents (bigint). Amounts cross every boundary as decimal
 * strings ("1234.56", "-0.50") as NUMERIC columns and the platform's JSON give them; a JS float
 * never holds money.
 */

const amountPattern = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/;

export class InvalidAmountError extends Error {
  constructor(readonly amount: string) {
    super(`Not an amount with at most two decimals: ${JSON.stringify(amount)}`);
    this.name = 'InvalidAmountError';
  }
}

/** "12.3" → 1230n, "-0.05" → -5n. Throws InvalidAmountError on anything else. */
export function toCents(amount: string): bigint {
  const match = amountPattern.exec(amount);
  if (!match) throw new InvalidAmountError(amount);
  const [, minus, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 1230n → "12.30", -5n → "-0.05". */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const magnitude = negative ? -cents : cents;
  const whole = magnitude / 100n;
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
