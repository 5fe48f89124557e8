import { normalizeAmount } from '../../src/platform/index.js';

/** An amount as whole cents ("$1,250.5" → 125050n), exact; undefined when the text is no amount. */
export function centsOf(amount: string | undefined): bigint | undefined {
  const normal = normalizeAmount(amount);
  return normal === undefined ? undefined : BigInt(normal.replace('.', ''));
}
