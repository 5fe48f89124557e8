/**
 * Formats a decimal string from the platform in the member's locale and the amount's currency.
 * The string goes to Intl as is (no float conversion), so large balances keep every cent.
 */
export function formatMoney(value: string, currency: string, locale: string): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return formatter.format(value as `${number}`);
}
