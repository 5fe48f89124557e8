/**
 * "1234.5" → "1,234.50": an amount inside the spec's sentences, whose texts carry the dollar sign
 * themselves ('A minimum of ${min} …', 'You can not transfer more then ${max}.'). String work, no floats.
 */
export function groupedAmount(decimal: string): string {
  const [whole = '0', fraction = ''] = decimal.replace(/^-/, '').split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
